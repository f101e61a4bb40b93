import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { REWARD_MESSAGES, type SpinResult } from '@xc/api-contract';
import {
  GENERIC_ERROR_MESSAGE,
  newRequestId,
  serverMessageOr,
  spinStatusQueryOptions,
  spinWheel,
  useApiQuery,
  usePlayerId,
} from '@xc/data-access-api';
import {
  Button,
  formatJackpot,
  formatMoney,
  Input,
  media,
  Modal,
  useModals,
  useToast,
  type ModalBodyProps,
} from '@xc/ui-kit';
import { percentOfTenThousand, vietnamTime } from '../format';
import { rewardsModalPorts, rewardsModals } from '../modals';
import { Actions, Code, LoadState, Muted } from '../parts';
import { refreshRewards } from '../refresh';
import { useRewardsTexts } from '../texts';
import { settledBy, useBalanceUpdate } from '../use-claim';
import type { SpinMessageParams } from './spin-message-modal';
import {
  CLIENT_SEED_PATTERN,
  landingRotation,
  newClientSeed,
  slicePosition,
  type SpinPrize,
} from './spin-math';
import { SPIN_DURATION_MS, Wheel } from './wheel';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(REDUCED_MOTION);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/** True when the player asked for less motion (or the browser cannot say: then nothing turns). */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => typeof window.matchMedia !== 'function' || window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

/** A prize's words on the wheel: the spec's short figure (2k, 100k), or a wish for next time. */
export const wheelLabel = (prize: SpinPrize, noPrize: string) =>
  prize.amount > 0 ? formatJackpot(prize.amount) : noPrize;

/**
 * `spinReward`: today's lucky spin. The prize table and the hash of the server seed committed for
 * this spin are shown before it; the player's seed is made here and may be changed under "Nâng cao".
 * The wheel turns to the prize the API drew and paid, then `spinMessage` shows the result and the
 * revealed seed. Resolves to the result.
 */
export function SpinModal({ close }: ModalBodyProps<undefined, SpinResult>) {
  const t = useRewardsTexts();
  const playerId = usePlayerId();
  const status = useApiQuery(spinStatusQueryOptions(playerId));
  const modals = useModals();
  const toast = useToast();
  const updateBalance = useBalanceUpdate();
  const reducedMotion = useReducedMotion();
  const [clientSeed, setClientSeed] = useState(newClientSeed);
  const [seedError, setSeedError] = useState<string | null>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'turning'>('idle');
  const [rotation, setRotation] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ id: string; seed: string } | null>(null);
  const landing = useRef<SpinMessageParams | null>(null);

  // Paid but not yet shown when the modal goes (a logout closes every modal): the balance still follows.
  useEffect(
    () => () => {
      if (landing.current) {
        updateBalance(landing.current.result.balance);
        refreshRewards();
      }
    },
    [updateBalance],
  );

  const spin = async () => {
    const data = status.data;
    if (phase !== 'idle' || !data) return;
    if (!CLIENT_SEED_PATTERN.test(clientSeed)) {
      setSeedError(REWARD_MESSAGES.clientSeedInvalid);
      setAdvancedOpen(true);
      return;
    }
    setPhase('sending');
    setError(null);
    // The same attempt (a retry after no answer) keeps its id, so the API spins once; a new seed is a new request.
    if (attempt.current?.seed !== clientSeed) attempt.current = { id: newRequestId(), seed: clientSeed };
    const result = await spinWheel({ clientSeed, requestId: attempt.current.id });
    if (!result.ok) {
      if (settledBy(result.error)) attempt.current = null;
      const message = serverMessageOr(result.error, GENERIC_ERROR_MESSAGE);
      setError(message);
      toast({ title: message, type: 'error' });
      setPhase('idle');
      if (result.error.status >= 400 && result.error.status < 500) void status.refetch();
      return;
    }
    attempt.current = null;
    landing.current = { result: result.data, committedHash: data.serverSeedHash, prizes: data.prizes };
    setPhase('turning');
    setRotation((from) =>
      landingRotation(from, slicePosition(data.prizes, result.data.prize.index), data.prizes.length),
    );
  };

  const landed = () => {
    const shown = landing.current;
    if (!shown) return;
    landing.current = null;
    updateBalance(shown.result.balance);
    refreshRewards();
    close(shown.result);
    void modals.open(rewardsModals.spinMessage, shown);
  };

  const busy = phase !== 'idle';
  let body;
  if (playerId === null) {
    body = (
      <>
        <p>{t('spin.entryLead')}</p>
        <Actions>
          <Button onClick={() => void modals.open(rewardsModalPorts.login, { tab: 0 })}>{t('login')}</Button>
        </Actions>
      </>
    );
  } else if (!status.data) {
    body = (
      <LoadState
        state={status.isError && !status.isFetching ? 'error' : 'loading'}
        onRetry={() => void status.refetch()}
      />
    );
  } else {
    const { prizes, available, reason, serverSeedHash, nonce, nextSpinAt } = status.data;
    body = (
      <Layout>
        <div>
          <Wheel
            prizes={prizes.map((prize) => ({ ...prize, label: wheelLabel(prize, t('spin.noPrizeShort')) }))}
            rotation={rotation}
            durationMs={reducedMotion ? 0 : SPIN_DURATION_MS}
            onSettled={landed}
            label={t('spin.wheel', { count: prizes.length })}
          />
          <Actions>
            <Button size="lg" block onClick={() => void spin()} loading={busy} disabled={!available}>
              {busy ? t('spin.spinning') : t('spin.spin')}
            </Button>
          </Actions>
          <Said role="status" aria-live="polite">
            {phase === 'turning' ? t('spin.spinning') : ''}
          </Said>
          {error && <ErrorText role="alert">{error}</ErrorText>}
          {!available && !error && (
            <Muted>
              {reason ?? REWARD_MESSAGES.alreadySpun}
              {nextSpinAt && <> {t('spin.next', { time: vietnamTime(nextSpinAt) })}</>}
            </Muted>
          )}
        </div>
        <div>
          <PrizeTable>
            <caption>{t('spin.prizes')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('spin.amount')}</th>
                <th scope="col">{t('spin.chance')}</th>
              </tr>
            </thead>
            <tbody>
              {prizes.map((prize) => (
                <tr key={prize.index}>
                  <th scope="row">{prize.amount > 0 ? formatMoney(prize.amount) : t('spin.noPrize')}</th>
                  <td>{percentOfTenThousand(prize.weight)}%</td>
                </tr>
              ))}
            </tbody>
          </PrizeTable>
          <Proof>
            <dt>{t('spin.hash')}</dt>
            <dd>
              <Code>{serverSeedHash}</Code>
            </dd>
            <dt>{t('spin.nonce')}</dt>
            <dd>
              <Code>{nonce}</Code>
            </dd>
          </Proof>
          <Advanced open={advancedOpen} onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}>
            <summary>{t('spin.advanced')}</summary>
            <Input
              label={t('spin.clientSeed')}
              hint={t('spin.clientSeedHint')}
              value={clientSeed}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              disabled={busy}
              error={seedError ?? undefined}
              onChange={(event) => {
                setClientSeed(event.target.value.trim());
                setSeedError(null);
              }}
            />
            <Actions>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => {
                  setClientSeed(newClientSeed());
                  setSeedError(null);
                }}
              >
                {t('spin.newSeed')}
              </Button>
            </Actions>
          </Advanced>
        </div>
      </Layout>
    );
  }

  return (
    <Modal
      open
      // While the request is out or the wheel turns, the spin is paid or about to be: stay for the result.
      onOpenChange={(open) => !open && !busy && close()}
      title={t('spin.title')}
      maxWidth={760}
    >
      {body}
    </Modal>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${media.tabletUp} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Said = styled.p`
  margin: 0;
  &:empty {
    display: none;
  }
  margin-top: ${({ theme }) => theme.space(2)};
  text-align: center;
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(3, 0, 0)};
  color: ${({ theme }) => theme.colors.error};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const PrizeTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(1.5, 2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  td {
    text-align: right;
  }
  thead th:last-child {
    text-align: right;
  }
`;

const Proof = styled.dl`
  margin: ${({ theme }) => theme.space(4, 0, 0)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space(1, 0, 3)};
  }
`;

const Advanced = styled.details`
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  summary {
    min-height: 28px;
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &[open] summary {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;
