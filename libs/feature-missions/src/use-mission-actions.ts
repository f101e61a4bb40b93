import { useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import type { Mission } from '@xc/api-contract';
import {
  acceptMission,
  balanceQueryOptions,
  claimMissionReward,
  getQueryClient,
  missionErrorOf,
  sessionAtom,
  usePlayerId,
} from '@xc/data-access-api';
import { useModals, useToast } from '@xc/ui-kit';
import { refreshMissions } from './cache';
import { missionsModals } from './modals';
import { useMissionsTexts } from './texts';

/**
 * Accept and claim, one request at a time per mission (on top of the button's 500 ms debounce).
 * A claim's balance goes into the session (the header) and the cashier pages' balance query, then
 * `missionClaimSuccess` opens with the API's message. A refusal is a toast with the API's message
 * (spec §8: "Có lỗi xảy ra" when it sent none), and the missions are read again: a refusal usually
 * means the mission moved (claimed in another tab, expired).
 */
export function useMissionActions() {
  const t = useMissionsTexts();
  const toast = useToast();
  const modals = useModals();
  const playerId = usePlayerId();
  const setSession = useSetAtom(sessionAtom);
  const inFlight = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const run = useCallback(async (id: number, action: () => Promise<void>) => {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    setPending(new Set(inFlight.current));
    try {
      await action();
    } finally {
      inFlight.current.delete(id);
      setPending(new Set(inFlight.current));
    }
  }, []);

  const accept = useCallback(
    (mission: Mission) =>
      run(mission.id, async () => {
        const result = await acceptMission(mission.id);
        refreshMissions(getQueryClient(), playerId);
        if (result.ok) toast({ title: t('actions.accepted', { title: result.data.title }), type: 'success' });
        else toast({ title: missionErrorOf(result.error).message, type: 'error' });
      }),
    [run, playerId, toast, t],
  );

  const claim = useCallback(
    (mission: Mission) =>
      run(mission.id, async () => {
        const result = await claimMissionReward(mission.id);
        const client = getQueryClient();
        refreshMissions(client, playerId, result.ok);
        if (!result.ok) {
          toast({ title: missionErrorOf(result.error).message, type: 'error' });
          return;
        }
        const { balance, reward, message } = result.data;
        setSession((current) =>
          current && current.user.id === playerId
            ? { ...current, user: { ...current.user, balance } }
            : current,
        );
        void client.invalidateQueries({ queryKey: balanceQueryOptions(playerId).queryKey });
        void modals.open(missionsModals.missionClaimSuccess, {
          missionTitle: result.data.mission.title,
          reward,
          message,
          balance,
        });
      }),
    [run, playerId, toast, modals, setSession],
  );

  return { accept, claim, pending };
}
