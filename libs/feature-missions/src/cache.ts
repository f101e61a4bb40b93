import type { Mission, MissionEvent, MissionListResponse } from '@xc/api-contract';
import {
  featuredMissionsQueryOptions,
  type getQueryClient,
  missionBadgeQueryOptions,
  missionQueryKey,
  recentMissionClaimsQueryOptions,
  type MissionTracking,
} from '@xc/data-access-api';

type QueryClient = ReturnType<typeof getQueryClient>;

const listKey = (playerId: number) => [...missionQueryKey(playerId), 'list'] as const;
/** The ticker's part of its key (`['missions', playerId, 'recent-claims', limit]`). */
const recentClaimsKeyPart = recentMissionClaimsQueryOptions(null).queryKey[2];

/**
 * Every cached page of the board and the featured missions, each mission replaced by `update`
 * (unchanged when it answers undefined).
 */
function updateLists(
  client: QueryClient,
  playerId: number,
  update: (mission: Mission) => Mission | undefined,
  meta?: Partial<MissionListResponse['meta']>,
) {
  client.setQueryData(featuredMissionsQueryOptions(playerId).queryKey, (current) =>
    current?.map((mission) => update(mission) ?? mission),
  );
  client.setQueriesData<MissionListResponse>({ queryKey: listKey(playerId) }, (current) =>
    current
      ? {
          ...current,
          data: current.data.map((mission) => update(mission) ?? mission),
          meta: { ...current.meta, ...meta },
        }
      : current,
  );
}

/**
 * A tracking answer into the cache: the fresh progress of the open missions and the requirements
 * on every cached page of the board (and on the featured missions) at once, the badge's figure
 * (`claimable` is what the badge counts); then the pages shown are asked again, since a mission
 * that moved may leave a filter.
 */
export function applyTracking(client: QueryClient, playerId: number, tracking: MissionTracking): void {
  const fresh = new Map(tracking.missions.map((mission) => [mission.id, mission]));
  updateLists(client, playerId, (mission) => fresh.get(mission.id), { requirements: tracking.requirements });
  client.setQueryData(missionBadgeQueryOptions(playerId).queryKey, tracking.claimable);
  void client.invalidateQueries({ queryKey: listKey(playerId), refetchType: 'active' });
}

/** A `mission` event of the live stream: the mission's bar and status move at once (board and featured). */
export function applyMissionEvent(client: QueryClient, playerId: number, event: MissionEvent): void {
  updateLists(client, playerId, (mission) =>
    mission.id === event.missionId
      ? {
          ...mission,
          status: event.status,
          progress: Math.min(event.progress, event.target),
          target: event.target,
        }
      : undefined,
  );
}

/**
 * After an accept or a claim (or a refusal: the state moved elsewhere), read every mission answer of
 * the player again (board, badge, featured); the ticker only when `claims` (a claim adds one to it).
 */
export function refreshMissions(client: QueryClient, playerId: number | null, claims = false): void {
  void client.invalidateQueries({
    queryKey: missionQueryKey(playerId),
    predicate: (query) => claims || query.queryKey[2] !== recentClaimsKeyPart,
  });
}
