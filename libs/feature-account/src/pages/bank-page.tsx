import styled from 'styled-components';
import { MAX_BANK_ACCOUNTS, type BankAccount } from '@xc/api-contract';
import { usePageHeading } from '@xc/brand';
import { bankAccountsQueryOptions, sessionAtom, useApiQuery, useAtomSnapshot } from '@xc/data-access-api';
import { Button, Lead, Notice, PageTitle, useModals, VisuallyHidden } from '@xc/ui-kit';
import { accountModalPorts, accountModals } from '../modals';
import { useAccountTexts } from '../texts';
import { Actions, Badge, LoadState, Section } from './parts';

/** While an account is being verified, the list looks again this often. */
const VERIFYING_POLL_MS = 3000;

const TONE = { verifying: 'warning', verified: 'success', rejected: 'error' } as const;

/** Digits a player recognises their account by, the rest hidden: •••• 6789. */
const masked = (number: string) => `•••• ${number.slice(-4)}`;

/** `/account/bank`: the player's bank accounts with their status, and adding one (spec §2, §3). */
export default function BankPage() {
  const t = useAccountTexts();
  const heading = usePageHeading('/account/bank');
  const session = useAtomSnapshot(sessionAtom);
  const modals = useModals();
  const query = useApiQuery({
    ...bankAccountsQueryOptions(session?.user.id ?? null),
    refetchInterval: (current) =>
      current.state.data?.some((account) => account.status === 'verifying') ? VERIFYING_POLL_MS : false,
  });
  const accounts = query.data;

  const active = accounts?.filter((account) => account.status !== 'rejected').length ?? 0;
  const phoneVerified = session?.user.isVerifyPhone ?? false;
  const onDone = () => void query.refetch();

  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <Lead>{t('bankLead')}</Lead>
      <Section aria-labelledby="banks-title">
        <h2 id="banks-title">{t('bankList')}</h2>
        {!accounts ? (
          <LoadState state={query.isError && !query.isFetching ? 'error' : 'loading'} onRetry={onDone} />
        ) : accounts.length === 0 ? (
          <p>{t('bankEmpty')}</p>
        ) : (
          <List>
            {accounts.map((account) => (
              <BankRow key={account.id} account={account} />
            ))}
          </List>
        )}
        {!phoneVerified ? (
          <>
            <Notice>{t('phoneFirst')}</Notice>
            <Actions>
              <Button onClick={() => void modals.open(accountModalPorts.verify)}>{t('addBank')}</Button>
            </Actions>
          </>
        ) : active >= MAX_BANK_ACCOUNTS ? (
          <Notice>{t('bankLimit', { max: MAX_BANK_ACCOUNTS })}</Notice>
        ) : (
          <Actions>
            <Button onClick={() => void modals.open(accountModals.addBank).then((added) => added && onDone())}>{t('addBank')}</Button>
          </Actions>
        )}
      </Section>
    </>
  );
}

function BankRow({ account }: { account: BankAccount }) {
  const t = useAccountTexts();
  return (
    <li>
      <div>
        <strong>{account.bankShortName}</strong>
        <span>{account.bankName}</span>
      </div>
      <div>
        {/* Only the last digits, for screen readers too: the full number never reaches the page. */}
        <span>
          <VisuallyHidden>{t('accountNumber')} </VisuallyHidden>
          {masked(account.accountNumber)}
        </span>
        <span>{account.holderName}</span>
      </div>
      <Badge $tone={TONE[account.status]} role="status">
        {t(`status.${account.status}`)}
      </Badge>
    </li>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    @media (min-width: 768px) {
      grid-template-columns: 1.2fr 1fr auto;
      align-items: center;
    }
  }
  li > div {
    display: grid;
    gap: 2px;
    span {
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
  li > span {
    justify-self: start;
  }
`;
