import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { DEPOSIT_LIMIT_PERIOD_NAMES } from '@xc/api-contract';
import { depositLimitsQueryOptions, sessionAtom, useApiQuery, usePlayerId, useAtomSnapshot } from '@xc/data-access-api';
import { Button, formatMoney } from '@xc/ui-kit';
import { useDepositTexts } from '../deposit/texts';
import { LimitsForm } from './limits-form';
import { LIMITS_ANCHOR } from './limits-section';

/** Session-long: a player who said "later" is not asked again on every deposit page. */
let dismissed = false;

/**
 * On the deposit pages: before the first deposit with no limit set, the offer to set deposit limits
 * (RTS 12); once limits are set, what is left of each, with a link to manage them.
 */
export function LimitsOffer() {
  const t = useDepositTexts();
  const playerId = usePlayerId();
  const session = useAtomSnapshot(sessionAtom);
  const query = useApiQuery(depositLimitsQueryOptions(playerId));
  const [later, setLater] = useState(dismissed);
  const [open, setOpen] = useState(false);
  const limits = query.data;
  if (!limits) return null;
  const set = limits.filter((view) => view.amount !== null);

  if (set.length > 0) {
    const list = set
      .map((view) => `${DEPOSIT_LIMIT_PERIOD_NAMES[view.period]} ${formatMoney(view.remaining ?? 0)}`)
      .join(', ');
    return (
      <Box as="p">
        <span>{t('limitsSummary', { list })}</span>
        <Link to={`/account/user#${LIMITS_ANCHOR}`}>{t('manageLimits')}</Link>
      </Box>
    );
  }
  if (session?.user.isFirstDeposit || later) return null;
  return (
    <Box as="section" aria-labelledby="limits-offer-title">
      <h2 id="limits-offer-title">{t('limitsTitle')}</h2>
      {open ? (
        <LimitsForm limits={limits} playerId={playerId} onSaved={() => setOpen(false)} />
      ) : (
        <>
          <p>{t('limitsOffer')}</p>
          <Row>
            <Button size="sm" onClick={() => setOpen(true)}>
              {t('setLimits')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                dismissed = true;
                setLater(true);
              }}
            >
              {t('later')}
            </Button>
          </Row>
        </>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: ${({ theme }) => theme.space(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
