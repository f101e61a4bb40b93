import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  CARD_CARRIERS,
  CARD_DENOMINATIONS,
  CARRIERS,
  cardCredit,
  cardDepositRequestSchema,
  type CardCarrier,
  type Deposit,
} from '@xc/api-contract';
import { createCardDeposit, usePlayerId } from '@xc/data-access-api';
import { Button, formatMoney, FormError, Input, Select } from '@xc/ui-kit';
import { DepositLoading, DepositStatus } from './deposit-status';
import { DepositFrame } from './frame';
import { Columns, errorText, Fieldset, Form, isDecided, Notes, Panel, Steps, useDepositParam, useSubmitId } from './parts';
import { isPromotionError, PromotionField, refreshPromotions, usePromotionChoice } from './promotion-field';
import { useDepositTexts } from './texts';
import { useLiveDeposit } from './use-live-deposit';

type CardField = 'carrier' | 'denomination' | 'pin' | 'serial';

/** "13 hoặc 15" from a carrier's pattern /^(\d{13}|\d{15})$/. */
const lengthsOf = (pattern: RegExp): string =>
  [...pattern.source.matchAll(/\\d\{(\d+)\}/g)].map((match) => match[1]).join(' hoặc ');

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 20);

/**
 * `/account/deposit/card`: a scratch card (carrier, denomination, PIN, serial in the carrier's
 * formats), the fee and what will be credited shown before sending, then the carrier's answer.
 */
export default function CardPage() {
  const t = useDepositTexts();
  const [depositId, setDepositId] = useDepositParam();
  const [created, setCreated] = useState<Deposit>();
  const live = useLiveDeposit(depositId, created);
  const deposit = live.data;
  const again = () => {
    setCreated(undefined);
    setDepositId(null);
  };

  return (
    <DepositFrame method="card" lead={t('cardNotes.n2')}>
      <Panel aria-labelledby="card-title">
        <h2 id="card-title">{t('methods.card')}</h2>
        <Steps current={!deposit ? 'deposit' : deposit.status === 'completed' ? 'success' : 'payment'} />
        {depositId !== null && !deposit ? (
          <DepositLoading error={live.error} fetching={live.isFetching} onRetry={() => void live.refetch()} onReset={again} />
        ) : deposit ? (
          <Columns>
            <DepositStatus deposit={deposit} pending={<CardPending deposit={deposit} />} onAgain={again} />
            <CardFacts deposit={deposit} />
          </Columns>
        ) : (
          <CardForm
            onCreated={(next) => {
              setCreated(next);
              setDepositId(next.id);
            }}
          />
        )}
      </Panel>
    </DepositFrame>
  );
}

function CardPending({ deposit }: { deposit: Deposit }) {
  const t = useDepositTexts();
  return (
    <>
      <h3>{t('status')}: {t('cardChecking')}</h3>
      <p>
        {t('code')}: <strong>{deposit.code}</strong>
      </p>
    </>
  );
}

/** What was sent: carrier, declared value, serial, and the fee and credit expected before the answer. */
function CardFacts({ deposit }: { deposit: Deposit }) {
  const t = useDepositTexts();
  const i = deposit.instructions;
  const rows: [string, string][] = [
    [t('carrier'), String(i['carrierName'] ?? '')],
    [t('denomination'), formatMoney(Number(i['denomination'] ?? 0))],
    [t('serial'), String(i['serial'] ?? '')],
  ];
  if (deposit.status === 'pending' && typeof i['expectedCredit'] === 'number')
    rows.push([t('expectedCredit'), formatMoney(i['expectedCredit'])]);
  return (
    <Summary>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Summary>
  );
}

function CardForm({ onCreated }: { onCreated(deposit: Deposit): void }) {
  const t = useDepositTexts();
  const name = useId();
  const [carrier, setCarrier] = useState<CardCarrier>('viettel');
  const [denomination, setDenomination] = useState('');
  const [pin, setPin] = useState('');
  const [serial, setSerial] = useState('');
  const [promotion, setPromotion] = usePromotionChoice();
  const [errors, setErrors] = useState<Partial<Record<CardField | 'root' | 'promotion', string>>>({});
  const playerId = usePlayerId();
  const [busy, setBusy] = useState(false);
  const submitId = useSubmitId();
  const rule = CARRIERS[carrier];
  const value = Number(denomination) || 0;
  const preview = value ? cardCredit(carrier, value) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const payload = { carrier, denomination: value || undefined, pin, serial, promotion };
    const requestId = submitId.idFor(payload);
    const parsed = cardDepositRequestSchema.safeParse({ ...payload, requestId });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'root') as CardField;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await createCardDeposit(parsed.data);
    setBusy(false);
    if (result.ok) {
      submitId.done();
      onCreated(result.data);
      return;
    }
    if (isDecided(result.error)) submitId.done();
    if (isPromotionError(result.error)) {
      setErrors({ promotion: errorText(result.error) });
      refreshPromotions(playerId);
    } else setErrors({ root: errorText(result.error) });
  };

  return (
    <Columns>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Fieldset>
          <legend>{t('carrier')}</legend>
          <Carriers>
            {CARD_CARRIERS.map((c) => (
              <label key={c} data-checked={carrier === c || undefined}>
                <input
                  type="radio"
                  name={name}
                  value={c}
                  checked={carrier === c}
                  onChange={() => {
                    setCarrier(c);
                    setErrors({});
                  }}
                />
                <span>{CARRIERS[c].name}</span>
                <small>{t('feeRate', { rate: CARRIERS[c].feeBp / 100 })}</small>
              </label>
            ))}
          </Carriers>
        </Fieldset>
        <Select
          label={t('denomination')}
          placeholder={t('chooseDenomination')}
          value={denomination}
          onChange={(event) => setDenomination(event.target.value)}
          options={CARD_DENOMINATIONS.map((d) => ({ value: String(d), label: formatMoney(d) }))}
          error={errors.denomination}
        />
        <Input
          label={t('pin')}
          inputMode="numeric"
          autoComplete="off"
          value={pin}
          onChange={(event) => setPin(digitsOnly(event.target.value))}
          hint={t('pinHint', { name: rule.name, lengths: lengthsOf(rule.pin) })}
          error={errors.pin}
        />
        <Input
          label={t('serial')}
          inputMode="numeric"
          autoComplete="off"
          value={serial}
          onChange={(event) => setSerial(digitsOnly(event.target.value))}
          hint={t('serialHint', { name: rule.name, lengths: lengthsOf(rule.serial) })}
          error={errors.serial}
        />
        <PromotionField
          value={promotion}
          onChange={setPromotion}
          onPicked={() => setErrors((current) => ({ ...current, promotion: undefined }))}
          amount={preview ? preview.credited : null}
          error={errors.promotion}
        />
        <Summary aria-label={t('cardSummary')} aria-live="polite">
          <div>
            <dt>{t('denomination')}</dt>
            <dd>{preview ? formatMoney(value) : '—'}</dd>
          </div>
          <div>
            <dt>{t('feeRate', { rate: rule.feeBp / 100 })}</dt>
            <dd>{preview ? formatMoney(preview.fee) : '—'}</dd>
          </div>
          <div data-total>
            <dt>{t('expectedCredit')}</dt>
            <dd>{preview ? formatMoney(preview.credited) : '—'}</dd>
          </div>
        </Summary>
        {errors.root && <FormError>{errors.root}</FormError>}
        <Button type="submit" size="lg" block loading={busy}>
          {t('submitCard')}
        </Button>
      </Form>
      <Notes items={[t('cardNotes.n1'), t('cardNotes.n2')]} />
    </Columns>
  );
}

const Carriers = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  label {
    position: relative;
    display: grid;
    justify-items: center;
    gap: 2px;
    padding: ${({ theme }) => theme.space(3, 1)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    cursor: pointer;
    text-align: center;
  }
  label[data-checked] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  label:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: pointer;
  }
  span {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  [data-total] {
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  [data-total] dd {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
