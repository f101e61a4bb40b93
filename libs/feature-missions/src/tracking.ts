import { useEffect } from 'react';
import { MISSION_TRACKING_FIRST_MS, MISSION_TRACKING_INTERVAL_MS } from '@xc/api-contract';
import { loadQueryClient, sessionAtom, systemConfigurationsAtom, trackMissions, useAtomSnapshot } from '@xc/data-access-api';
import { applyTracking } from './cache';
import { trackingAllowed } from './requirements';

export interface TrackingLoopOptions {
  /** One ping; the loop waits for nothing (a slow answer never stacks pings: see `busy`). */
  track: () => Promise<void>;
  firstMs?: number;
  intervalMs?: number;
}

/**
 * Spec §4/§9: one ping `firstMs` after start, then one every `intervalMs`; a ping still waiting for
 * its answer when the next is due is not doubled. Returns the stop (no ping after it).
 */
export function startTrackingLoop({
  track,
  firstMs = MISSION_TRACKING_FIRST_MS,
  intervalMs = MISSION_TRACKING_INTERVAL_MS,
}: TrackingLoopOptions): () => void {
  let stopped = false;
  let busy = false;
  let interval: ReturnType<typeof setInterval> | null = null;
  const ping = () => {
    if (stopped || busy) return;
    busy = true;
    void track()
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  };
  const first = setTimeout(() => {
    ping();
    if (!stopped) interval = setInterval(ping, intervalMs);
  }, firstMs);
  return () => {
    stopped = true;
    clearTimeout(first);
    if (interval !== null) clearInterval(interval);
  };
}

/**
 * The start-up hook: while a player is logged in and allowed (spec §5: the configured first deposit
 * and phone verification), the tracking ping runs on the loop above, and each answer is written into
 * the query cache (the board's bars, the requirements, the badge). A logout, another player, or a
 * requirement turned on stops it; meeting the requirements starts it.
 */
export function useMissionTracking(): void {
  const user = useAtomSnapshot(sessionAtom)?.user ?? null;
  const configuration = useAtomSnapshot(systemConfigurationsAtom);
  const playerId = user?.id ?? null;
  const allowed = trackingAllowed(user, configuration);
  useEffect(() => {
    if (playerId === null || !allowed) return;
    return startTrackingLoop({
      track: async () => {
        const result = await trackMissions();
        if (!result.ok) return;
        applyTracking(await loadQueryClient(), playerId, result.data);
      },
    });
  }, [playerId, allowed]);
}
