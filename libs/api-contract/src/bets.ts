import * as z from 'zod/mini';
import { pageEnvelope, pageQueryShape } from './pagination';

export const BET_STATUSES = ['pending', 'won', 'lost', 'draw', 'cancelled'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** How the history table names each status. */
export const BET_STATUS_NAMES: Record<BetStatus, string> = {
  pending: 'Đang chờ',
  won: 'Thắng',
  lost: 'Thua',
  draw: 'Hòa',
  cancelled: 'Đã hủy',
};

/**
 * One round of a game as the player's bet history shows it (spec §3 history lists: code, date,
 * game, bet amount, win/loss, status). Amounts are integer VND.
 */
export const betRecordSchema = z.object({
  /** Public bet code, e.g. "B7K2M9QX4T". */
  code: z.string(),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  game: z.object({
    id: z.nullable(z.int()),
    uuid: z.nullable(z.string()),
    title: z.string(),
    partnerName: z.string(),
    category: z.string(),
  }),
  /** Total staked in the round (after rollbacks). */
  stake: z.number(),
  /** Total paid back by the game. */
  win: z.number(),
  /** Paid by a jackpot hit on this round's wager. */
  jackpotWin: z.number(),
  /** win + jackpotWin − stake: positive is a gain. */
  winLoss: z.number(),
  status: z.enum(BET_STATUSES),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

const isoDateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })]);

/** GET /api/user/bets: newest first; by default the last 7 days (spec §9). */
export const betHistoryQuerySchema = z.object({
  ...pageQueryShape,
  /** ISO date or date-time; default 7 days ago. */
  from: z.optional(isoDateOrTime),
  /** ISO date (the whole day included) or date-time; default now. */
  to: z.optional(isoDateOrTime),
  status: z.optional(z.enum(BET_STATUSES)),
});
export type BetHistoryQuery = z.input<typeof betHistoryQuerySchema>;

export const betHistoryResponseSchema = pageEnvelope(betRecordSchema);
export type BetHistoryResponse = z.infer<typeof betHistoryResponseSchema>;

export const betResponseSchema = z.object({ data: betRecordSchema });
export const betParamsSchema = z.object({ code: z.string().check(z.regex(/^[A-Z0-9]{6,20}$/)) });

/** GET /api/sports/fixtures: the demo fixture list (schedule page and sports lobbies). */
export const fixtureSchema = z.object({
  id: z.string(),
  sport: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  /** Decimal odds of the 1X2 market. */
  odds: z.object({ home: z.number(), draw: z.number(), away: z.number() }),
});
export type Fixture = z.infer<typeof fixtureSchema>;
export const fixturesQuerySchema = z.object({
  days: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(14))), 7),
});
export const fixturesResponseSchema = z.object({ data: z.array(fixtureSchema) });
export type FixturesResponse = z.infer<typeof fixturesResponseSchema>;
