import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { CASHIER_ERROR_CODES } from '@xc/api-contract';
import { GENERIC_ERROR_MESSAGE, newRequestId, serverMessageOr, type ApiError } from '@xc/data-access-api';
import { formatMoney, formatNumber, media } from '@xc/ui-kit';
import { useDepositTexts } from './texts';

const CASHIER_CODES = new Set<string>(Object.values(CASHIER_ERROR_CODES));

/**
 * What a failed call says to the player: the API's Vietnamese message for a refusal and for the
 * cashier's own failures (the gateway busy, a voucher not created: 5xx with a message meant for the
 * player), else the generic one (a network failure, a server error).
 */
/**
 * Whether the API decided on this submit (a refusal, or the cashier's own failure it recorded): the
 * next submit is a new request. A network failure or a bare server error may not have reached or
 * finished: the same request id is sent again, so the API answers with what it kept, if anything.
 */
export const isDecided = (error: ApiError): boolean =>
  (error.status >= 400 && error.status < 500) || CASHIER_CODES.has(error.code);

export const errorText = (error: ApiError, fallback = GENERIC_ERROR_MESSAGE): string =>
  CASHIER_CODES.has(error.code) && error.message ? error.message : serverMessageOr(error, fallback);

export type Step = 'deposit' | 'payment' | 'success';
const STEPS: readonly Step[] = ['deposit', 'payment', 'success'];

/** Spec §3: the steps deposit → payment → success, the current one marked for screen readers too. */
export function Steps({ current }: { current: Step }) {
  const t = useDepositTexts();
  const at = STEPS.indexOf(current);
  return (
    <StepList aria-label={t('stepsLabel')}>
      {STEPS.map((step, index) => (
        <li key={step} aria-current={index === at ? 'step' : undefined} data-done={index < at || undefined}>
          <span aria-hidden="true">{index + 1}</span>
          {t(`steps.${step}`)}
        </li>
      ))}
    </StepList>
  );
}

const StepList = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
    position: relative;
    ${media.tabletUp} {
      flex-direction: row;
      justify-content: center;
    }
  }
  li > span {
    display: inline-grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 50%;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  li[data-done] > span {
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.background};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  li[aria-current='step'] > span {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** A card of the cashier: the form or the voucher, and beside it (desktop) the notes. */
export const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.tabletUp} {
    padding: ${({ theme }) => theme.space(6)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** The notes beside a form ("Lưu ý"). */
export function Notes({ items }: { items: readonly string[] }) {
  const t = useDepositTexts();
  const id = useId();
  return (
    <NotesBox aria-labelledby={id}>
      <h3 id={id}>{t('notes')}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </NotesBox>
  );
}

const NotesBox = styled.aside`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

/** Digits only (a pasted "1.000.000 ₫" or stray characters), as a whole number of VND; NaN when none. */
export const parseAmount = (text: string): number => {
  const digits = text.replace(/\D/g, '').slice(0, 15);
  return digits === '' ? Number.NaN : Number(digits);
};

/**
 * The amount with its quick-amount chips. The field shows thousands separators as typed; what is
 * sent is the whole number. `error` is the schema's or the API's message for it.
 */
export function AmountField({
  value,
  onChange,
  min,
  max,
  chips,
  error,
}: {
  value: string;
  onChange(value: string): void;
  min: number;
  max: number;
  chips: readonly number[];
  error?: string | undefined;
}) {
  const t = useDepositTexts();
  const id = useId();
  const amount = parseAmount(value);
  return (
    <Field>
      <label htmlFor={id}>{t('amount')}</label>
      <AmountInput
        id={id}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        $invalid={Boolean(error)}
        onChange={(event) => {
          const parsed = parseAmount(event.target.value);
          onChange(Number.isNaN(parsed) ? '' : formatNumber(parsed));
        }}
      />
      <Hint id={`${id}-hint`}>{t('amountHint', { min: formatMoney(min), max: formatMoney(max) })}</Hint>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
      <Chips role="group" aria-label={t('quickAmounts')}>
        {chips.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={amount === chip}
            onClick={() => onChange(formatNumber(chip))}
          >
            {formatNumber(chip)}
          </button>
        ))}
      </Chips>
    </Field>
  );
}

export const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
  > label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const AmountInput = styled.input<{ $invalid: boolean }>`
  min-height: ${({ theme }) => theme.controlHeights.lg};
  padding: ${({ theme }) => theme.space(0, 3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  button {
    min-height: 40px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(1.5)};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
  }
  input[type='radio'] {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
`;

/** A row of the voucher: what it is, the value, and a copy button announcing what was copied. */
export function CopyFacts({ rows }: { rows: readonly { label: string; value: string; copy?: string; strong?: boolean }[] }) {
  const t = useDepositTexts();
  const [said, setSaid] = useState('');
  const copy = async (label: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(t('copied', { what: label.toLowerCase() }));
    } catch {
      setSaid(t('copyFailed'));
    }
  };
  return (
    <>
      <FactList>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <span data-strong={row.strong || undefined}>{row.value}</span>
              {row.copy !== undefined && (
                <CopyButton
                  type="button"
                  aria-label={t('copyLabel', { what: row.label.toLowerCase() })}
                  onClick={() => void copy(row.label, row.copy ?? row.value)}
                >
                  {t('copy')}
                </CopyButton>
              )}
            </dd>
          </div>
        ))}
      </FactList>
      <CopyStatus role="status" aria-live="polite">
        {said}
      </CopyStatus>
    </>
  );
}

const FactList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(0.5)};
    padding: ${({ theme }) => theme.space(2.5, 3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    min-width: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  [data-strong] {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const CopyButton = styled.button`
  flex: none;
  min-height: 32px;
  padding: ${({ theme }) => theme.space(0, 3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const CopyStatus = styled.p`
  min-height: 1.2em;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Seconds until `iso`, ticking every second; calls `onEnd` once when it reaches 0. */
export function useSecondsUntil(iso: string | null, onEnd?: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(onEnd);
  ended.current = onEnd;
  const end = iso ? Date.parse(iso) : null;
  const left = end === null ? null : Math.max(0, Math.ceil((end - now) / 1000));
  useEffect(() => {
    if (left === null || left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  useEffect(() => {
    if (left === 0) ended.current?.();
  }, [left]);
  return left;
}

const two = (value: number) => String(value).padStart(2, '0');
/** 14:59, or 23:59:59 for the day-long bank transfer. */
export const formatClock = (seconds: number): string =>
  seconds >= 3600
    ? `${Math.floor(seconds / 3600)}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`
    : `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;

/** The expiry countdown of a voucher (a timer, not read out every second). */
export function Countdown({ expiresAt, onEnd }: { expiresAt: string | null; onEnd?: () => void }) {
  const t = useDepositTexts();
  const left = useSecondsUntil(expiresAt, onEnd);
  if (left === null) return null;
  return (
    <Timer>
      {t('expiresIn')}{' '}
      <strong role="timer" aria-live="off">
        {formatClock(left)}
      </strong>
    </Timer>
  );
}

const Timer = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.warning};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The id of the current submit (one per attempt, kept across a double click or a retry of the same
 * data, so the API answers them with one deposit); `done()` after a result forgets it.
 */
export function useSubmitId() {
  const last = useRef<{ key: string; id: string } | null>(null);
  const idFor = useCallback((payload: unknown) => {
    const key = JSON.stringify(payload);
    if (last.current?.key !== key) last.current = { key, id: newRequestId() };
    return last.current.id;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { idFor, done };
}

/** The deposit the page shows, kept in the address (`?deposit=<id>`), so a reload or a return from the wallet finds it. */
export function useDepositParam(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('deposit');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const set = useCallback(
    (next: number | null) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next === null) copy.delete('deposit');
          else copy.set('deposit', String(next));
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [id, set];
}

/** A status box: pending (live region), success, failure. */
export const StatusBox = styled.div<{ $tone: 'pending' | 'success' | 'error' | 'warning' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'pending' ? theme.colors.border : $tone === 'success' ? theme.colors.success : theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme, $tone }) => ($tone === 'pending' ? theme.colors.text : theme.colors[$tone])};
  }
  p {
    margin: 0;
  }
`;

/** A big figure: the credited amount. */
export const Figure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

export { formatMoney };
