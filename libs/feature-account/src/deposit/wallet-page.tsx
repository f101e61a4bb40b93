import { useState } from 'react';
import { amountDepositRequestSchema, type Deposit } from '@xc/api-contract';
import { cashierConfigQueryOptions, createEwalletDeposit, useApiQuery } from '@xc/data-access-api';
import { Button } from '@xc/ui-kit';
import { AmountForm } from './amount-form';
import { DepositLoading, DepositStatus } from './deposit-status';
import { DepositFrame } from './frame';
import { Columns, Notes, Panel, Steps, useDepositParam } from './parts';
import { useDepositTexts } from './texts';
import { useLiveDeposit } from './use-live-deposit';

const WALLET_CHIPS = [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000] as const;

/** Leaves the site for the wallet's page (its own page; a test replaces it). */
export const walletNavigation = { go: (url: string) => window.location.assign(url) };

/**
 * `/account/deposit/wallet` (API method `ewallet`): the amount, then the wallet's own page to
 * confirm; back here (the deposit is in the address), the pending state until the wallet confirms.
 */
export default function WalletPage() {
  const t = useDepositTexts();
  const config = useApiQuery(cashierConfigQueryOptions());
  const [depositId, setDepositId] = useDepositParam();
  const [created, setCreated] = useState<Deposit>();
  const [leaving, setLeaving] = useState(false);
  const live = useLiveDeposit(depositId, created);
  const deposit = live.data;
  const range = config.data?.deposit['ewallet'] ?? { min: 20_000, max: 50_000_000 };
  const again = () => {
    setCreated(undefined);
    setDepositId(null);
  };
  const redirect = typeof deposit?.instructions['redirectUrl'] === 'string' ? deposit.instructions['redirectUrl'] : null;

  return (
    <DepositFrame method="wallet" lead={t('walletLead')}>
      <Panel aria-labelledby="wallet-title">
        <h2 id="wallet-title">{t('methods.wallet')}</h2>
        <Steps current={!deposit ? 'deposit' : deposit.status === 'completed' ? 'success' : 'payment'} />
        {leaving ? (
          <p role="status">{t('redirecting')}</p>
        ) : depositId !== null && !deposit ? (
          <DepositLoading error={live.error} fetching={live.isFetching} onRetry={() => void live.refetch()} onReset={again} />
        ) : deposit ? (
          <DepositStatus
            deposit={deposit}
            pending={
              <>
                <p>{t('walletPending')}</p>
                {redirect && (
                  <div>
                    <Button variant="secondary" size="sm" as="a" href={redirect}>
                      {t('openWallet')}
                    </Button>
                  </div>
                )}
              </>
            }
            onAgain={again}
          />
        ) : (
          <Columns>
            <AmountForm
              schema={amountDepositRequestSchema}
              min={range.min}
              max={range.max}
              chips={WALLET_CHIPS}
              submitLabel={t('payWithWallet')}
              create={(body) => createEwalletDeposit(body)}
              onCreated={(next) => {
                setCreated(next);
                setDepositId(next.id);
                const url = next.instructions['redirectUrl'];
                // Only the gateway's own page, on this site's origin: never an address from elsewhere.
                if (typeof url === 'string' && url.startsWith('/gateway/wallet/')) {
                  setLeaving(true);
                  // After the address has recorded the deposit, so "back" lands on its status.
                  setTimeout(() => walletNavigation.go(url), 0);
                }
              }}
            />
            <Notes items={[t('walletNotes.n1'), t('walletNotes.n2')]} />
          </Columns>
        )}
      </Panel>
    </DepositFrame>
  );
}
