import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  amountDepositRequestSchema,
  CASHIER_ERROR_CODES,
  CODEPAY_MIN_AMOUNT,
  codepayDepositRequestSchema,
  findBank,
  type Deposit,
} from '@xc/api-contract';
import {
  cashierConfigQueryOptions,
  createBankDeposit,
  createCodepayDeposit,
  openVoucherQueryOptions,
  useApiQuery,
  usePlayerId,
} from '@xc/data-access-api';
import { formatMoney, media, Tabs, useModals } from '@xc/ui-kit';
import { accountModals } from '../modals';
import { LoadState } from '../pages/parts';
import { AmountForm } from './amount-form';
import { DepositLoading, DepositStatus } from './deposit-status';
import { DepositFrame } from './frame';
import { Columns, CopyFacts, Countdown, Notes, Panel, Steps, useDepositParam } from './parts';
import { QrCode } from './qr-code';
import { useDepositTexts } from './texts';
import { useLiveDeposit } from './use-live-deposit';

const CODEPAY_CHIPS = [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000] as const;
const BANK_CHIPS = [200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000] as const;
const TABS = ['codepay', 'bank'] as const;

/**
 * `/account/deposit/codepay` (the default deposit page): the fast bank transfer with a VietQR voucher,
 * and in a second tab the plain bank transfer to the operator's account (API method `bank`).
 */
export default function CodepayPage() {
  const t = useDepositTexts();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'bank' ? 1 : 0;
  return (
    <DepositFrame method="codepay" lead={tab === 0 ? t('codepayLead') : t('bankLead')}>
      <Panel aria-label={t('codepayTabs')}>
        <Tabs
          label={t('codepayTabs')}
          tabs={[
            { id: 'codepay', label: t('codepayTab') },
            { id: 'bank', label: t('bankTab') },
          ]}
          selected={tab}
          onSelect={(index) => {
            // The promotion chosen through "Nạp ngay" stays chosen on the other tab.
            const promotion = params.get('promotion');
            const next: Record<string, string> = index === 1 ? { tab: TABS[1] } : {};
            if (promotion) next['promotion'] = promotion;
            setParams(next, { replace: true });
          }}
        >
          {tab === 0 ? <CodepayFlow /> : <BankFlow />}
        </Tabs>
      </Panel>
    </DepositFrame>
  );
}

function CodepayFlow() {
  const t = useDepositTexts();
  const modals = useModals();
  const playerId = usePlayerId();
  const config = useApiQuery(cashierConfigQueryOptions());
  const [depositId, setDepositId] = useDepositParam();
  const [created, setCreated] = useState<Deposit>();
  // An open voucher is shown again when the page opens without one in its address (once).
  const open = useApiQuery({ ...openVoucherQueryOptions(playerId), enabled: playerId !== null && depositId === null });
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || open.data === undefined) return;
    restored.current = true;
    if (open.data && depositId === null) {
      setCreated(open.data);
      setDepositId(open.data.id);
    }
  }, [open.data, depositId, setDepositId]);
  const live = useLiveDeposit(depositId, created);
  const deposit = live.data;
  const range = config.data?.deposit['codepay'] ?? { min: CODEPAY_MIN_AMOUNT, max: 300_000_000 };

  const again = () => {
    restored.current = true;
    setCreated(undefined);
    setDepositId(null);
  };

  if (depositId !== null && !deposit) {
    return (
      <DepositLoading error={live.error} fetching={live.isFetching} onRetry={() => void live.refetch()} onReset={again} />
    );
  }
  if (depositId === null && open.isPending && !restored.current && playerId !== null) {
    return <LoadState state="loading" onRetry={() => void open.refetch()} />;
  }

  if (!deposit) {
    return (
      <>
        <Steps current="deposit" />
        <Columns>
          <AmountForm
            schema={codepayDepositRequestSchema}
            min={range.min}
            max={range.max}
            chips={CODEPAY_CHIPS}
            submitLabel={t('createVoucher')}
            create={async (body, idFor) => {
              const first = await createCodepayDeposit({ ...body, replaceOpen: false });
              if (first.ok || first.error.code !== CASHIER_ERROR_CODES.voucherOpen) return first;
              const confirmed = await modals.open(accountModals.confirm, {
                title: t('replaceTitle'),
                message: first.error.message,
                confirmLabel: t('replaceConfirm'),
                cancelLabel: t('cancel'),
              });
              if (!confirmed) return null;
              const replacing = { amount: body.amount, promotion: body.promotion, replaceOpen: true };
              return createCodepayDeposit({ ...replacing, requestId: idFor(replacing) });
            }}
            onCreated={(next) => {
              setCreated(next);
              setDepositId(next.id);
            }}
          />
          <Notes items={[t('codepayNotes.n1'), t('codepayNotes.n2'), t('codepayNotes.n3')]} />
        </Columns>
      </>
    );
  }

  return (
    <>
      <Steps current={deposit.status === 'completed' ? 'success' : 'payment'} />
      {deposit.status === 'pending' ? (
        <Voucher deposit={deposit} onExpired={() => void live.refetch()} onNew={again} />
      ) : (
        <DepositStatus deposit={deposit} pending={null} onAgain={again} level={2} />
      )}
    </>
  );
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The open voucher: the QR, what to type in the bank app, the countdown, and the live status. */
function Voucher({ deposit, onExpired, onNew }: { deposit: Deposit; onExpired(): void; onNew(): void }) {
  const t = useDepositTexts();
  const i = deposit.instructions;
  const bankCode = text(i['bankCode']);
  const bank = findBank(bankCode);
  const amount = Number(i['amount'] ?? deposit.amount ?? 0);
  const payload = text(i['qrPayload']);
  return (
    <VoucherGrid>
      <QrSide>
        <h2>{t('voucherTitle', { code: deposit.code })}</h2>
        {payload && (
          <QrCode
            payload={payload}
            alt={t('qrAlt', { amount: formatMoney(amount), account: text(i['accountNumber']) })}
            fileName={`ma-qr-${deposit.code}`}
          />
        )}
        <Countdown expiresAt={deposit.expiresAt} onEnd={onExpired} />
      </QrSide>
      <div>
        <CopyFacts
          rows={[
            { label: t('receivingBank'), value: bank ? `${bank.shortName} (${bank.name})` : bankCode },
            { label: t('holderName'), value: text(i['holderName']), copy: text(i['holderName']) },
            { label: t('accountNumber'), value: text(i['accountNumber']), copy: text(i['accountNumber']) },
            { label: t('exactAmount'), value: formatMoney(amount), copy: String(amount), strong: true },
            { label: t('transferContent'), value: text(i['content']), copy: text(i['content']), strong: true },
          ]}
        />
        <Warning>{t('contentWarning')}</Warning>
        <DepositStatus deposit={deposit} pending={<p>{t('waiting')}</p>} onAgain={onNew} />
        <NewVoucher type="button" onClick={onNew}>
          {t('createNewVoucher')}
        </NewVoucher>
      </div>
    </VoucherGrid>
  );
}

/** The plain bank transfer: the operator's account and a reference, matched from the bank's statement. */
function BankFlow() {
  const t = useDepositTexts();
  const config = useApiQuery(cashierConfigQueryOptions());
  const [depositId, setDepositId] = useDepositParam();
  const [created, setCreated] = useState<Deposit>();
  const live = useLiveDeposit(depositId, created);
  const deposit = live.data;
  const range = config.data?.deposit['bank'] ?? { min: 100_000, max: 1_000_000_000 };
  const again = () => {
    setCreated(undefined);
    setDepositId(null);
  };

  if (depositId !== null && !deposit) {
    return (
      <DepositLoading error={live.error} fetching={live.isFetching} onRetry={() => void live.refetch()} onReset={again} />
    );
  }
  if (!deposit) {
    return (
      <>
        <Steps current="deposit" />
        <Columns>
          <AmountForm
            schema={amountDepositRequestSchema}
            min={range.min}
            max={range.max}
            chips={BANK_CHIPS}
            submitLabel={t('createVoucher')}
            create={(body) => createBankDeposit(body)}
            onCreated={(next) => {
              setCreated(next);
              setDepositId(next.id);
            }}
          />
          <Notes items={[t('contentWarning'), t('codepayNotes.n2')]} />
        </Columns>
      </>
    );
  }
  const i = deposit.instructions;
  const amount = Number(i['amount'] ?? deposit.amount ?? 0);
  return (
    <>
      <Steps current={deposit.status === 'completed' ? 'success' : 'payment'} />
      {deposit.status === 'pending' ? (
        <Columns>
          <div>
            <h2>{t('voucherTitle', { code: deposit.code })}</h2>
            <CopyFacts
              rows={[
                { label: t('receivingBank'), value: text(i['bankName']) || text(i['bankCode']) },
                { label: t('holderName'), value: text(i['holderName']), copy: text(i['holderName']) },
                { label: t('accountNumber'), value: text(i['accountNumber']), copy: text(i['accountNumber']) },
                { label: t('exactAmount'), value: formatMoney(amount), copy: String(amount), strong: true },
                { label: t('transferContent'), value: text(i['content']), copy: text(i['content']), strong: true },
              ]}
            />
          </div>
          <div>
            <Countdown expiresAt={deposit.expiresAt} onEnd={() => void live.refetch()} />
            <Warning>{t('contentWarning')}</Warning>
            <DepositStatus deposit={deposit} pending={<p>{t('waiting')}</p>} onAgain={again} />
          </div>
        </Columns>
      ) : (
        <DepositStatus deposit={deposit} pending={null} onAgain={again} level={2} />
      )}
    </>
  );
}

const VoucherGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  ${media.desktop} {
    grid-template-columns: 280px minmax(0, 1fr);
    align-items: start;
  }
`;

const QrSide = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Warning = styled.p`
  margin: ${({ theme }) => theme.space(2, 0, 4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
`;

const NewVoucher = styled.button`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
`;
