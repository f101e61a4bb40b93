import {
  CURRENCY,
  EVENT_ERROR_CODES,
  EVENT_HEARTBEAT_MS,
  EVENT_MESSAGES,
  EVENT_STREAMS_PER_PLAYER,
  EVENT_TICKET_TTL_SECONDS,
  type BigJackpot,
  type BonusEvent,
  type EventTicket,
  type MissionEvent,
  type PlayerEvent,
} from '@xc/api-contract';
import { BRAND_IDS, type BrandId } from '@xc/brand/tenants';
import { AppError } from '../../infra/errors';
import { unauthenticated, type ActiveSession } from '../../infra/player-session';
import { hashToken, newToken } from '../../infra/tokens';
import type { EventBus, TicketStore } from './bus';

/** A player's events, scoped by brand and player: no other player's stream listens on it. */
export const playerTopic = (brand: BrandId, playerId: number): string => `player:${brand}:${playerId}`;
/** "A session of this player ended": each of their streams checks whether it was its own. */
export const sessionsTopic = (playerId: number): string => `sessions:${playerId}`;

/** What the wallet says moved (the ledger's WalletMovement, as this module needs it). */
export interface BalanceMoved {
  brand: BrandId;
  playerId: number;
  balance: number;
  type: string;
  at: Date;
}

/**
 * The publishing side, built before the modules that move money or end sessions and handed to them
 * as plain callbacks (services.ts): it only publishes, after their units of work committed.
 */
export class EventPublisher {
  constructor(private readonly bus: EventBus) {}

  balanceMoved(moved: BalanceMoved): void {
    const event: PlayerEvent = {
      type: 'balance',
      balance: moved.balance,
      currency: CURRENCY,
      reason: moved.type,
      at: moved.at.toISOString(),
    };
    void this.bus.publish(playerTopic(moved.brand, moved.playerId), event);
  }

  /** The player's active bonus moved (a settled round counted; granted, completed, expired, cancelled). */
  bonusMoved(brand: BrandId, playerId: number, event: BonusEvent): void {
    void this.bus.publish(playerTopic(brand, playerId), event satisfies PlayerEvent);
  }

  /** One of the player's missions moved (accepted, progress measured, completed, claimed, expired). */
  missionMoved(brand: BrandId, playerId: number, event: MissionEvent): void {
    void this.bus.publish(playerTopic(brand, playerId), event satisfies PlayerEvent);
  }

  sessionsEnded(playerId: number): void {
    void this.bus.publish(sessionsTopic(playerId), { type: 'check' });
  }
}

/** What the streams read from other modules (ports, wired in services.ts). */
export interface EventStreamDeps {
  bus: EventBus;
  tickets: TicketStore;
  /** Whether a login session is still live (auth's SessionService.isActive). */
  sessionLive: (sessionId: string) => Promise<boolean>;
  /** The wallet's balance as committed (the wallet's balanceView). */
  balanceOf: (playerId: number) => Promise<number>;
  /** The big jackpot's figures and their changes (the jackpot module). */
  jackpot: {
    current(): Promise<BigJackpot>;
    watch(listener: (big: BigJackpot) => void): () => void;
  };
  streamsPerPlayer?: number;
  ticketTtlMs?: number;
  /** Comment lines and session checks this often (default EVENT_HEARTBEAT_MS). */
  heartbeatMs?: number;
}

interface TicketValue {
  sessionId: string;
  playerId: number;
  brand: BrandId;
}

const tooManyStreams = () =>
  new AppError(429, EVENT_ERROR_CODES.tooManyStreams, EVENT_MESSAGES.tooManyStreams);

function parseTicket(raw: string | null): TicketValue | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TicketValue>;
    if (
      typeof value.sessionId === 'string' &&
      typeof value.playerId === 'number' &&
      BRAND_IDS.includes(value.brand as BrandId)
    )
      return value as TicketValue;
  } catch {
    // not ours
  }
  return null;
}

/** A stream's events before it is ready and after: snapshot first, then what happened meanwhile. */
export interface PlayerSubscription {
  /** Ends the subscription; safe to call more than once. */
  close(): void;
}

/**
 * The streams' side: tickets (an EventSource cannot send the bearer header, and the session token
 * must not sit in a URL), the per-player cap, and the subscriptions a stream holds.
 */
export class EventStreams {
  private readonly open = new Map<string, number>();
  private readonly perPlayer: number;
  private readonly ticketTtlMs: number;
  readonly heartbeatMs: number;

  constructor(private readonly deps: EventStreamDeps) {
    this.heartbeatMs = deps.heartbeatMs ?? EVENT_HEARTBEAT_MS;
    this.perPlayer = deps.streamsPerPlayer ?? EVENT_STREAMS_PER_PLAYER;
    this.ticketTtlMs = deps.ticketTtlMs ?? EVENT_TICKET_TTL_SECONDS * 1000;
  }

  /** A ticket for one stream of this session: 256 random bits, kept hashed, single use, 30 s. */
  async issueTicket(session: ActiveSession): Promise<EventTicket> {
    const ticket = newToken();
    const value: TicketValue = {
      sessionId: session.sessionId,
      playerId: session.playerId,
      brand: session.brand,
    };
    await this.deps.tickets.put(hashToken(ticket), JSON.stringify(value), this.ticketTtlMs);
    return { ticket, expiresInSeconds: Math.round(this.ticketTtlMs / 1000) };
  }

  /**
   * The session a ticket was issued to, spending it. Unknown, spent, expired, another brand's, or
   * its session ended since: the same 401 as an unknown bearer token.
   */
  async redeem(ticket: string, brand: BrandId): Promise<ActiveSession> {
    const value = parseTicket(await this.deps.tickets.take(hashToken(ticket)));
    if (!value || value.brand !== brand) throw unauthenticated();
    if (!(await this.deps.sessionLive(value.sessionId))) throw unauthenticated();
    return value;
  }

  /** Holds one of the player's stream places; 429 when they are all taken. Returns the release. */
  acquire(session: ActiveSession): () => void {
    const key = `${session.brand}:${session.playerId}`;
    const held = this.open.get(key) ?? 0;
    if (held >= this.perPlayer) throw tooManyStreams();
    this.open.set(key, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }

  /** Streams open in this process (tests check none is left behind). */
  openStreams(): number {
    let total = 0;
    for (const count of this.open.values()) total += count;
    return total;
  }

  sessionLive(sessionId: string): Promise<boolean> {
    return this.deps.sessionLive(sessionId);
  }

  /** Listeners this process holds on the bus (tests check a closed stream left none). */
  listenerCount(): number {
    return this.deps.bus.listenerCount();
  }

  /**
   * Listens for the player's events, then reads the balance: the snapshot goes out first and the
   * events that arrived meanwhile after it, so a movement committed while connecting is never lost
   * nor shown older than the snapshot. `onSessionsEnded` is called when one of the player's
   * sessions ended (the stream checks whether it was its own).
   */
  async subscribePlayer(
    session: ActiveSession,
    send: (event: PlayerEvent) => void,
    onSessionsEnded: () => void,
  ): Promise<PlayerSubscription> {
    let ready = false;
    const queued: PlayerEvent[] = [];
    const onEvent = (message: unknown) => {
      const event = message as PlayerEvent;
      if (ready) send(event);
      else queued.push(event);
    };
    const stops: Array<() => void> = [];
    const close = () => {
      for (const stop of stops.splice(0)) stop();
    };
    try {
      stops.push(await this.deps.bus.subscribe(playerTopic(session.brand, session.playerId), onEvent));
      stops.push(await this.deps.bus.subscribe(sessionsTopic(session.playerId), () => onSessionsEnded()));
      const balance = await this.deps.balanceOf(session.playerId);
      send({
        type: 'balance',
        balance,
        currency: CURRENCY,
        reason: 'snapshot',
        at: new Date().toISOString(),
      });
    } catch (error) {
      close();
      throw error;
    }
    ready = true;
    for (const event of queued.splice(0)) send(event);
    return { close };
  }

  /** The big jackpot now, then each change, until the returned function is called. */
  async subscribeJackpot(send: (big: BigJackpot) => void): Promise<() => void> {
    let ready = false;
    let latest: BigJackpot | null = null;
    const stop = this.deps.jackpot.watch((big) => {
      if (ready) send(big);
      else latest = big;
    });
    try {
      const current = await this.deps.jackpot.current();
      send(current);
    } catch (error) {
      stop();
      throw error;
    }
    ready = true;
    if (latest) send(latest);
    return stop;
  }
}
