import * as z from 'zod/mini';
import { CURRENCY } from './wallet';

/**
 * GET /api/game/jackpot: the big progressive jackpot ("Siêu hũ"), fed by a share of every studio
 * wager. The spec leaves its fields open; these are ours.
 */
export const bigJackpotSchema = z.object({
  /** Stable code of the pool. */
  id: z.string(),
  name: z.string(),
  /** What a hit would pay now, integer VND (the pool's balance in the ledger). */
  amount: z.number(),
  currency: z.literal(CURRENCY),
  /** What the pool restarts from after a hit, integer VND. */
  seedAmount: z.number(),
  /** Share of each wager that feeds it, e.g. 0.005 = 0.5 %. */
  contributionRate: z.number(),
  /** The latest hit, or null. `player` is masked (e.g. "de****01"). */
  lastHit: z.nullable(
    z.object({ amount: z.number(), hitAt: z.string(), player: z.string(), game: z.string() }),
  ),
  /** When the figure was read from the ledger (ISO 8601); it is at most about a second old. */
  updatedAt: z.string(),
});
export type BigJackpot = z.infer<typeof bigJackpotSchema>;
export const bigJackpotResponseSchema = z.object({ data: bigJackpotSchema });
export type BigJackpotResponse = z.infer<typeof bigJackpotResponseSchema>;

/** Spec §3 Jackpot game: `id` is the GameItem id; `jackpot` is integer VND. */
export const jackpotGameSchema = z.object({ id: z.int(), jackpot: z.number() });
export type JackpotGame = z.infer<typeof jackpotGameSchema>;

/** GET /api/game/explode-jackpot: every game with its own pool. */
export const explodeJackpotResponseSchema = z.object({
  data: z.object({ games: z.array(jackpotGameSchema) }),
});
export type ExplodeJackpotResponse = z.infer<typeof explodeJackpotResponseSchema>;

/** Spec §8, for the jackpot store and popup. */
export const JACKPOT_MESSAGES = {
  noGames: 'Không thể tải dữ liệu jackpot',
  loadFailed: 'Đã xảy ra lỗi khi tải dữ liệu jackpot',
  popupFailed: 'Không thể tải dữ liệu. Vui lòng thử lại sau.',
} as const;
