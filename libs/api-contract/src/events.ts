import * as z from 'zod/mini';
import { bigJackpotSchema } from './jackpot';
import { CURRENCY } from './wallet';
import { bonusEventSchema } from './promotions';
import { missionEventSchema } from './missions';

/**
 * Live updates over server-sent events. A player's stream is opened with a ticket: an EventSource
 * cannot send the Authorization header, and the session token must never sit in a URL that gets
 * logged, so an authenticated POST trades the session for a short-lived, single-use ticket.
 */
export const EVENT_PATHS = {
  /** POST (bearer): a ticket for one stream. */
  ticket: '/api/user/events/ticket',
  /** GET ?ticket=…: the player's stream (text/event-stream). */
  player: '/api/user/events',
  /** GET: the jackpot figures' stream, public. */
  jackpot: '/api/game/jackpot/events',
} as const;

/** How long a ticket may wait before its stream is opened; it is spent by the first opening. */
export const EVENT_TICKET_TTL_SECONDS = 30;
/** The `retry:` hint: how long a browser waits before reconnecting by itself. */
export const EVENT_RETRY_MS = 3_000;
/** A comment line this often keeps proxies from closing an idle stream. */
export const EVENT_HEARTBEAT_MS = 20_000;
/** Streams one player may hold open on one server at once (tabs; hidden tabs close theirs). */
export const EVENT_STREAMS_PER_PLAYER = 5;

export const EVENT_ERROR_CODES = {
  tooManyStreams: 'TOO_MANY_STREAMS',
} as const;

export const EVENT_MESSAGES = {
  tooManyStreams: 'Bạn đang mở quá nhiều cửa sổ, vui lòng đóng bớt rồi thử lại',
} as const;

export const eventTicketSchema = z.object({
  ticket: z.string(),
  expiresInSeconds: z.int(),
});
export type EventTicket = z.infer<typeof eventTicketSchema>;
export const eventTicketResponseSchema = z.object({ data: eventTicketSchema });

/** The stream's query: the ticket (43 base64url characters). */
export const playerEventsQuerySchema = z.object({
  ticket: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'Vui lòng đăng nhập để tiếp tục')),
});

/** The wallet's balance after a committed movement (and, first on every connection, as it stands). */
export const balanceEventSchema = z.object({
  type: z.literal('balance'),
  balance: z.int(),
  currency: z.literal(CURRENCY),
  /** What moved it (`snapshot` on connecting). */
  reason: z.string(),
  /** When it was committed, ISO time. */
  at: z.string(),
});

/** The session behind the stream ended (logout, another login, a password change): the stream closes. */
export const sessionEndedEventSchema = z.object({
  type: z.literal('session_ended'),
});

/**
 * Everything a player's stream carries: the balance, the end of the session, and the active bonus's
 * wagering (promotions' `bonus` event) and mission progress (missions' `mission` event).
 */
export const playerEventSchema = z.discriminatedUnion('type', [
  balanceEventSchema,
  sessionEndedEventSchema,
  bonusEventSchema,
  missionEventSchema,
]);
export type PlayerEvent = z.infer<typeof playerEventSchema>;
export type BalanceEvent = z.infer<typeof balanceEventSchema>;
export type PlayerEventType = PlayerEvent['type'];

/** The big jackpot's figures, first on connecting, then whenever they change. */
export const jackpotEventSchema = z.object({
  type: z.literal('jackpot'),
  jackpot: bigJackpotSchema,
});
export type JackpotEvent = z.infer<typeof jackpotEventSchema>;

/**
 * The body of a stream (`text/event-stream`): `retry:`, then `id:`/`data:` events whose data is a
 * PlayerEvent or JackpotEvent as JSON, and `: ping` comment lines.
 */
export const eventStreamResponseSchema = z.string();
