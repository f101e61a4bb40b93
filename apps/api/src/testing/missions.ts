import { MISSION_PATHS, type Mission, type MissionClaimResponse } from '@xc/api-contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { MissionInput } from '../modules/missions/service';
import { bearer, get } from './accounts';
import {
  createPromotionsApp,
  deposit as promotionsDeposit,
  newPlayer,
  playRound as promotionsPlayRound,
  type Player,
  type PromotionsTestApp,
} from './promotions';

/** A second passes before each deposit, round and acceptance: what happened before an acceptance never counts. */
const STEP_MS = 1_000;

/** A deposit paid through the sandbox gateway, a second after the step before. */
export async function deposit(t: MissionsTestApp, player: Player, amount: number) {
  t.clock.advance(STEP_MS);
  return promotionsDeposit(t, player, amount);
}

/** A settled round through the studio, a second after the step before; the missions re-measured after. */
export async function playRound(
  t: MissionsTestApp,
  player: Player,
  round: { stake: number; win?: number; gameCode?: string; roundId?: string },
) {
  t.clock.advance(STEP_MS);
  return promotionsPlayRound(t, player, round);
}
import type { AccountsAppOptions } from './accounts';

/**
 * The promotions' test app (deposits through the sandbox gateway, rounds through the studio, a
 * hand-moved clock starting 2026-03-01 08:00 UTC = 15:00 in Vietnam) for the missions' tests.
 */
export const createMissionsApp = (options: AccountsAppOptions = {}) =>
  createPromotionsApp({
    ...options,
    // Tests move the clock by days: sessions live as long as the file.
    services: {
      sessionPolicy: { idleMs: 1_000 * 24 * 60 * 60_000, absoluteMs: 1_000 * 24 * 60 * 60_000 },
      ...options.services,
    },
  });
export type MissionsTestApp = PromotionsTestApp;

let counter = 0;
/** A fresh mission code per call. */
export const missionCode = (prefix = 'nv') => `${prefix}-${process.pid % 1000}-${(counter += 1)}`;

/** A mission on the default brand (xc05), cash 10,000 unless told, open from now. */
export async function makeMission(
  t: MissionsTestApp,
  input: Partial<MissionInput> & Pick<MissionInput, 'type' | 'conditionKind' | 'target'>,
  options: { code?: string; brand?: 'xc05' | 'xc06' } = {},
) {
  return t.services.missions.create(options.brand ?? 'xc05', options.code ?? missionCode(), {
    title: 'Nhiệm vụ thử',
    reward: { kind: 'cash', amount: 10_000 },
    ...(input.type === 'PERIOD' && input.endsAt === undefined
      ? { endsAt: new Date(t.clock.ms + 30 * 24 * 60 * 60_000) }
      : {}),
    startsAt: new Date(t.clock.ms),
    ...input,
  });
}

/** A player (verified phone) whose first deposit is made, so every gate is open. */
export async function readyPlayer(t: MissionsTestApp, firstDeposit = 100_000): Promise<Player> {
  const player = await newPlayer(t);
  await deposit(t, player, firstDeposit);
  return player;
}

function request(
  t: MissionsTestApp,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  player: Player | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: player ? bearer(player.token) : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

export const listMissions = (t: MissionsTestApp, player: Player, query = '') =>
  get(t.app, `${MISSION_PATHS.list}${query ? `?${query}` : ''}`, bearer(player.token));
export const acceptMission = (t: MissionsTestApp, player: Player, missionId: unknown) =>
  request(t, 'POST', MISSION_PATHS.accept, player, { mission_id: missionId });
export const claimMission = (t: MissionsTestApp, player: Player, missionId: unknown) =>
  request(t, 'POST', MISSION_PATHS.claim, player, { mission_id: missionId });
export const track = (t: MissionsTestApp, player: Player) =>
  request(t, 'PATCH', MISSION_PATHS.tracking, player);

/** The player's view of one mission (through GET list, every page). */
export async function missionOf(t: MissionsTestApp, player: Player, missionId: number): Promise<Mission> {
  const res = await listMissions(t, player, 'per_page=50');
  if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
  const found = res.json<{ data: Mission[] }>().data.find((mission) => mission.id === missionId);
  if (!found) throw new Error(`mission ${missionId} not listed`);
  return found;
}

export const statusOf = async (t: MissionsTestApp, player: Player, missionId: number) =>
  (await missionOf(t, player, missionId)).status;

/** Accepts and expects 200. */
export async function accepted(t: MissionsTestApp, player: Player, missionId: number): Promise<Mission> {
  t.clock.advance(STEP_MS);
  const res = await acceptMission(t, player, missionId);
  if (res.statusCode !== 200) throw new Error(`accept: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Mission }>().data;
}

export async function claimed(t: MissionsTestApp, player: Player, missionId: number) {
  const res = await claimMission(t, player, missionId);
  if (res.statusCode !== 200) throw new Error(`claim: ${res.statusCode} ${res.body}`);
  return res.json<MissionClaimResponse>().data;
}

/** Sets the system configuration's mission flags (the cache is cleared by set). */
export async function requireForMissions(
  t: MissionsTestApp,
  flags: { deposit: boolean; phone: boolean },
): Promise<void> {
  await t.services.systemConfigurations.set('MISSION_REQUIRE_FIRST_DEPOSIT', String(flags.deposit));
  await t.services.systemConfigurations.set('MISSION_REQUIRE_PHONE_VERIFICATION', String(flags.phone));
}

export { newPlayer, type Player };
