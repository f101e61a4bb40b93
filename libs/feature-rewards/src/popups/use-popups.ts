import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ReadyRewards } from '@xc/api-contract';
import { fetchReadyRewards, takeRegistration, usePlayerId, useAtomSnapshot } from '@xc/data-access-api';
import { findPage, normalisePath } from '@xc/paths';
import { openModalsAtom, useModals } from '@xc/ui-kit';
import { rewardsModals } from '../modals';
import { hadPopup, markPopupPage, rememberShown, shownToday } from './remembered';

/** How long an answer of `ready` is trusted while the player moves from page to page. */
export const READY_STALE_MS = 5 * 60_000;

/**
 * Pages no reward popup covers: install-app and maintenance (spec §2, popups hidden there), and, in
 * the same spirit, the clean error pages and the game frame.
 */
export function isQuietPage(pathname: string): boolean {
  const page = findPage(pathname);
  return (
    page?.group === 'install-app' ||
    normalisePath(pathname) === '/maintenance' ||
    page?.layout === 'clean' ||
    page?.layout === 'game'
  );
}

/**
 * `eventWelcome` once, right after a registration in this tab. Registration success is known from
 * data-access-api (`register` notes the new player; `takeRegistration` hands the note out once), so
 * the auth feature knows nothing of this one. It waits for the session of that player: the auth modal
 * closes every modal as it signs in, and the welcome opens after.
 */
export function useWelcomeAfterRegistration(): void {
  const playerId = usePlayerId();
  const { key } = useLocation();
  const modals = useModals();
  useEffect(() => {
    if (playerId === null || !takeRegistration(playerId)) return;
    markPopupPage(key);
    void modals.open(rewardsModals.eventWelcome);
  }, [playerId, key, modals]);
}

/**
 * After login, asks `GET /api/user/rewards/ready` and opens `eventGetRewardDaily` (the spin is there)
 * or `eventGetRewardPeriod` (a refund is claimable), each at most once per Vietnam day per player on
 * this device, never over an open modal, never on a quiet page, and one popup per page view (the
 * welcome counts): with both ready, the refund's waits for the next page. The refund's popup is not
 * shown on the refund's own page, which says the same.
 */
export function useReadyRewardPopups(): void {
  const playerId = usePlayerId();
  const { pathname, key } = useLocation();
  const openModals = useAtomSnapshot(openModalsAtom);
  const modals = useModals();
  const [ready, setReady] = useState<{ playerId: number; at: number; data: ReadyRewards } | null>(null);
  const asking = useRef<number | null>(null);
  const quiet = isQuietPage(pathname);

  useEffect(() => {
    if (playerId === null || quiet || asking.current === playerId) return;
    if (ready && ready.playerId === playerId && Date.now() - ready.at < READY_STALE_MS) return;
    asking.current = playerId;
    void fetchReadyRewards().then((result) => {
      if (asking.current !== playerId) return; // another player signed in meanwhile
      asking.current = null;
      if (result.ok) setReady({ playerId, at: Date.now(), data: result.data });
    });
  }, [playerId, quiet, pathname, ready]);

  useEffect(() => {
    if (playerId === null || quiet || openModals.length > 0 || hadPopup(key)) return;
    if (!ready || ready.playerId !== playerId) return;
    const { daily, period } = ready.data;
    if (daily && !shownToday('daily', playerId)) {
      rememberShown('daily', playerId);
      markPopupPage(key);
      void modals.open(rewardsModals.eventGetRewardDaily);
      return;
    }
    const onRefundPage = normalisePath(pathname) === '/su-kien/hoan-tra-cuoc';
    if (period && period.claimable > 0 && !onRefundPage && !shownToday('period', playerId)) {
      rememberShown('period', playerId);
      markPopupPage(key);
      void modals.open(rewardsModals.eventGetRewardPeriod, { claimable: period.claimable });
    }
  }, [playerId, quiet, openModals, ready, pathname, key, modals]);
}
