import { useId, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { MissionRecentClaim } from '@xc/api-contract';
import { recentMissionClaimsQueryOptions, useApiQuery } from '@xc/data-access-api';
import { Button } from '@xc/ui-kit';
import { vnd } from '../format';
import { useMissionsTexts } from '../texts';

/** Seconds each claim takes to pass by. */
const SECONDS_PER_ITEM = 4;

/**
 * The latest claims of the brand (names masked by the API), scrolling sideways. It is a plain list,
 * not a live region: a screen reader reads it once where it is, never each time it moves or is
 * refreshed. It stops while the pointer or the focus is on it, or with the pause button (WCAG
 * 2.2.2), and does not move at all with `prefers-reduced-motion` (it wraps instead). The copy that
 * makes the loop seamless is hidden from assistive technology. Nothing shows until there is a claim.
 * The call needs a player (a visitor's is a 401): the board renders it only for one.
 */
export function RecentClaims({ playerId }: { playerId: number }) {
  const t = useMissionsTexts();
  const query = useApiQuery(recentMissionClaimsQueryOptions(playerId));
  const [paused, setPaused] = useState(false);
  const titleId = useId();
  const claims = query.data ?? [];
  if (claims.length === 0) return null;
  return (
    <Ticker aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{t('ticker.label')}</h2>
        <Button size="sm" variant="ghost" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
          {paused ? t('ticker.play') : t('ticker.pause')}
        </Button>
      </Head>
      <Viewport>
        <Track $paused={paused} $seconds={Math.max(12, claims.length * SECONDS_PER_ITEM)}>
          <ClaimList claims={claims} />
          <ClaimList claims={claims} hidden />
        </Track>
      </Viewport>
    </Ticker>
  );
}

function ClaimList({ claims, hidden = false }: { claims: readonly MissionRecentClaim[]; hidden?: boolean }) {
  const t = useMissionsTexts();
  return (
    <List aria-hidden={hidden || undefined} data-copy={hidden || undefined}>
      {claims.map((claim, index) => (
        <li key={`${claim.claimedAt}-${index}`}>
          {t('ticker.item', {
            name: claim.username,
            mission: claim.missionTitle,
            reward: vnd(claim.reward.amount),
          })}
        </li>
      ))}
    </List>
  );
}

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Ticker = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Viewport = styled.div`
  overflow: hidden;
  /* A fade at both ends: only the alpha of the mask counts, so any opaque colour does. */
  mask-image: linear-gradient(
    90deg,
    transparent,
    ${({ theme }) => theme.colors.text} 24px,
    ${({ theme }) => theme.colors.text} calc(100% - 24px),
    transparent
  );
  @media (prefers-reduced-motion: reduce) {
    overflow: visible;
    mask-image: none;
  }
`;

const Track = styled.div<{ $paused: boolean; $seconds: number }>`
  display: flex;
  width: max-content;
  animation: ${scroll} ${({ $seconds }) => $seconds}s linear infinite;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};
  &:hover,
  &:focus-within {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    width: auto;
    animation: none;
    [data-copy] {
      display: none;
    }
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(6)} 0 0;
  list-style: none;
  li {
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  @media (prefers-reduced-motion: reduce) {
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2, 6)};
    li {
      white-space: normal;
    }
  }
`;
