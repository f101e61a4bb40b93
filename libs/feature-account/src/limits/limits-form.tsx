import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DEPOSIT_LIMIT_PERIODS,
  depositLimitsRequestSchema,
  type DepositLimitPeriod,
} from '@xc/api-contract';
import {
  depositLimitsQueryOptions,
  getQueryClient,
  setDepositLimits,
  type DepositLimitView,
  type DepositLimitsInput,
} from '@xc/data-access-api';
import { Button, formatMoney, formatNumber, FormError, media, useToast } from '@xc/ui-kit';
import { errorText, FieldError, Hint, parseAmount } from '../deposit/parts';
import { useDepositTexts } from '../deposit/texts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('vi-VN', { hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * The player's daily, weekly and monthly deposit limits (RTS 12): what is in force, used and left,
 * an increase waiting its 24 hours; saving sends only the periods changed. Empty = no limit.
 */
export function LimitsForm({
  limits,
  playerId,
  onSaved,
}: {
  limits: readonly DepositLimitView[];
  playerId: number | null;
  onSaved?: () => void;
}) {
  const t = useDepositTexts();
  const toast = useToast();
  const base = useId();
  const byPeriod = new Map(limits.map((view) => [view.period, view]));
  const shown = (period: DepositLimitPeriod) => {
    const amount = byPeriod.get(period)?.amount;
    return amount === null || amount === undefined ? '' : formatNumber(amount);
  };
  const [values, setValues] = useState<Record<DepositLimitPeriod, string>>(() => ({
    day: shown('day'),
    week: shown('week'),
    month: shown('month'),
  }));
  const [errors, setErrors] = useState<Partial<Record<DepositLimitPeriod | 'root', string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const body: DepositLimitsInput = {};
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const text = values[period].trim();
      const next = text === '' ? null : parseAmount(text);
      const current = byPeriod.get(period)?.amount ?? null;
      const pending = byPeriod.get(period)?.pending;
      // Unchanged, unless an increase is waiting for it (asking again for the same keeps it waiting).
      if (next === current && !pending) continue;
      if (pending && next === pending.amount) continue;
      body[period] = Number.isNaN(next) ? 0 : next;
    }
    const parsed = depositLimitsRequestSchema.safeParse(body);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'root') as DepositLimitPeriod | 'root';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    if (Object.keys(parsed.data).length === 0) {
      onSaved?.();
      return;
    }
    setSaving(true);
    const result = await setDepositLimits(parsed.data);
    setSaving(false);
    if (!result.ok) {
      setErrors({ root: errorText(result.error) });
      return;
    }
    getQueryClient().setQueryData(depositLimitsQueryOptions(playerId).queryKey, result.data);
    const waiting = result.data.some((view) => view.pending);
    toast({ title: waiting ? t('limitsSavedPending') : t('limitsSaved'), type: 'success' });
    onSaved?.();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={`${base}-lead`}>
      <Lead id={`${base}-lead`}>{t('limitsLead')}</Lead>
      <Grid>
        {DEPOSIT_LIMIT_PERIODS.map((period) => {
          const view = byPeriod.get(period);
          const id = `${base}-${period}`;
          const error = errors[period];
          return (
            <Period key={period}>
              <label htmlFor={id}>{t(`periods.${period}`)}</label>
              <input
                id={id}
                name={period}
                inputMode="numeric"
                autoComplete="off"
                placeholder={t('noLimit')}
                value={values[period]}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-state${error ? ` ${id}-error` : ''}`}
                onChange={(event) => {
                  const parsed = parseAmount(event.target.value);
                  setValues((current) => ({
                    ...current,
                    [period]: Number.isNaN(parsed) ? '' : formatNumber(parsed),
                  }));
                }}
              />
              <Hint id={`${id}-state`}>
                {view?.amount != null
                  ? `${t('used', { used: formatMoney(view.used) })} · ${t('remaining', { remaining: formatMoney(view.remaining ?? 0) })}`
                  : t('limitHint')}
                {view?.pending && (
                  <Pending>
                    {view.pending.amount === null
                      ? t('pendingRemoval', { at: when(view.pending.appliesAt) })
                      : t('pendingIncrease', { amount: formatMoney(view.pending.amount), at: when(view.pending.appliesAt) })}
                  </Pending>
                )}
              </Hint>
              {error && (
                <FieldError id={`${id}-error`} role="alert">
                  {error}
                </FieldError>
              )}
            </Period>
          );
        })}
      </Grid>
      {errors.root && <FormError>{errors.root}</FormError>}
      <Actions>
        <Button type="submit" loading={saving}>
          {t('saveLimits')}
        </Button>
      </Actions>
    </form>
  );
}

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${media.tabletUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Period = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1.5)};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  input {
    min-height: ${({ theme }) => theme.controlHeights.md};
    padding: ${({ theme }) => theme.space(0, 3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-variant-numeric: tabular-nums;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

const Pending = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.warning};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;
