import {
  EVENT_PATHS,
  EVENT_RETRY_MS,
  type BigJackpot,
  type BonusEvent,
  type JackpotEvent,
  type PlayerEvent,
  type PlayerEventType,
} from '@xc/api-contract';
import { apiUrl } from './client';
import { getEventTicket } from './endpoints/events';
import { setBalanceLive } from './session';

/** The longest wait between two reconnection attempts. */
export const LIVE_MAX_BACKOFF_MS = 30_000;

/** What the stream needs of the browser; tests hand in fakes. */
export interface LiveEnvironment {
  EventSource: typeof EventSource | undefined;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> | undefined;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
  random: () => number;
}

const browser = (): LiveEnvironment => ({
  EventSource: typeof EventSource === 'undefined' ? undefined : EventSource,
  document: typeof document === 'undefined' ? undefined : document,
  window: typeof window === 'undefined' ? undefined : window,
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  random: Math.random,
});

/** Where to connect now: a URL, `'stop'` for good (no session any more), or a failure to retry. */
type Target = { url: string } | 'stop' | 'retry';

export interface LiveStreamOptions {
  /** The URL to open, asked anew for each connection (a player's stream needs a fresh ticket). */
  target: () => Promise<Target>;
  /** Each event's data (parsed JSON); false ends the stream for good (the session ended). */
  onData: (data: unknown) => boolean | void;
  /** Told when the stream is live or not (a fallback poll runs meanwhile). */
  onLive?: (live: boolean) => void;
  environment?: Partial<LiveEnvironment>;
}

export interface LiveStream {
  stop(): void;
}

/**
 * A server-sent events stream kept open while the tab is visible: closed when it is hidden (the
 * server's first event on reconnecting is the state as it stands, so nothing is missed), reopened
 * when it shows again or the network comes back; after a failure, reconnected with exponential
 * backoff (from the server's `retry:` hint up to 30 s, with jitter). Without EventSource it does nothing.
 */
export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const env = { ...browser(), ...options.environment };
  const Source = env.EventSource;
  if (!Source) return { stop: () => undefined };
  let source: EventSource | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let stopped = false;
  let connecting = false;
  let live = false;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    options.onLive?.(value);
  };
  const visible = () => env.document?.visibilityState !== 'hidden';
  const close = () => {
    source?.close();
    source = null;
    setLive(false);
  };
  const schedule = () => {
    if (stopped || timer !== null) return;
    const base = Math.min(EVENT_RETRY_MS * 2 ** attempt, LIVE_MAX_BACKOFF_MS);
    attempt += 1;
    const delay = base / 2 + env.random() * (base / 2);
    timer = env.setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  };
  const connect = async () => {
    if (stopped || source || connecting || !visible()) return;
    connecting = true;
    let target: Target;
    try {
      target = await options.target();
    } catch {
      target = 'retry';
    }
    connecting = false;
    if (stopped || source || !visible()) return;
    if (target === 'stop') return stop();
    if (target === 'retry') return schedule();
    const opened = new Source(target.url);
    source = opened;
    opened.onopen = () => {
      attempt = 0;
      setLive(true);
    };
    opened.onmessage = (message: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (options.onData(data) === false) stop();
    };
    // The browser would reconnect by itself with the same URL, whose ticket is spent: reconnect here.
    opened.onerror = () => {
      if (source !== opened) return;
      close();
      schedule();
    };
  };
  const now = () => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
    attempt = 0;
    void connect();
  };
  const onVisibility = () => {
    if (visible()) now();
    else close();
  };
  const onOnline = () => now();
  env.document?.addEventListener('visibilitychange', onVisibility);
  env.window?.addEventListener('online', onOnline);

  function stop() {
    if (stopped) return;
    stopped = true;
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
    close();
    env.document?.removeEventListener('visibilitychange', onVisibility);
    env.window?.removeEventListener('online', onOnline);
  }

  void connect();
  return { stop };
}

/** Everything the player's stream may carry, bonus progress included. */
export type LivePlayerEvent = PlayerEvent | BonusEvent;
export type PlayerEventListener = (event: LivePlayerEvent) => void;

const playerEventListeners = new Set<PlayerEventListener>();

/*
 * Events are checked by hand, not with zod (as answers are typed, see request.ts): the server builds
 * each one from the contract's schemas, so what is checked is its `type` and the figures a page shows
 * from it. A kind of event this page does not know yet (a newer server) is passed over.
 */
type Fields = Record<string, unknown>;
const int = (value: unknown) => Number.isSafeInteger(value);
const PLAYER_EVENT_CHECKS: Record<PlayerEventType, (event: Fields) => boolean> = {
  balance: (event) => int(event['balance']),
  session_ended: () => true,
  bonus: (event) => int(event['bonusId']) && int(event['wagered']) && int(event['requirement']),
  mission: (event) => int(event['missionId']) && int(event['progress']) && int(event['target']),
};

const isFields = (data: unknown): data is Fields & { type?: unknown } =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

function asPlayerEvent(data: unknown): PlayerEvent | null {
  if (!isFields(data) || typeof data.type !== 'string' || !Object.hasOwn(PLAYER_EVENT_CHECKS, data.type))
    return null;
  return PLAYER_EVENT_CHECKS[data.type as PlayerEventType](data) ? (data as PlayerEvent) : null;
}

function asJackpotEvent(data: unknown): JackpotEvent | null {
  if (!isFields(data) || data.type !== 'jackpot' || !isFields(data['jackpot'])) return null;
  const { id, amount } = data['jackpot'];
  return typeof id === 'string' && typeof amount === 'number' && Number.isFinite(amount)
    ? (data as JackpotEvent)
    : null;
}

/**
 * Hears every event of the player's one stream (opened by the session's owner, so a page that wants
 * live figures opens no second stream); returns the unsubscribe. Nothing arrives while no stream runs.
 */
export function onPlayerEvent(listener: PlayerEventListener): () => void {
  playerEventListeners.add(listener);
  return () => {
    playerEventListeners.delete(listener);
  };
}

function publishPlayerEvent(event: LivePlayerEvent): void {
  for (const listener of [...playerEventListeners]) {
    try {
      listener(event);
    } catch {
      // A page's broken listener must not stop the balance or the session check.
      console.warn('[live] a player event listener threw');
    }
  }
}

export interface PlayerEventHandlers {
  /** The balance as committed (first the balance now, then after each movement). */
  onBalance(balance: number): void;
  /** The session behind the stream ended (another login, a logout elsewhere): check it. */
  onSessionEnded(): void;
  onLive?: (live: boolean) => void;
  environment?: Partial<LiveEnvironment>;
}

/**
 * The logged-in player's live updates (GET /api/user/events), each connection opened with a fresh
 * single-use ticket. A 401 for the ticket stops it: the session ended before the stream could hear
 * so (another login while it connected or reconnected), and `onSessionEnded` is told at once, as the
 * stream's own event would have, rather than leaving it to the next periodic refresh.
 */
export function subscribePlayerEvents(handlers: PlayerEventHandlers): LiveStream {
  return openLiveStream({
    environment: handlers.environment,
    onLive: (live) => {
      // Live again only once this connection has told the balance as it stands (its first event).
      if (!live) setBalanceLive(false);
      handlers.onLive?.(live);
    },
    target: async () => {
      const ticket = await getEventTicket();
      if (!ticket.ok) {
        if (ticket.error.status !== 401) return 'retry';
        handlers.onSessionEnded();
        return 'stop';
      }
      return {
        url: apiUrl(
          `${EVENT_PATHS.player.replace(/^\/api\//, '')}?ticket=${encodeURIComponent(ticket.data.ticket)}`,
        ),
      };
    },
    onData: (data) => {
      const event = asPlayerEvent(data);
      if (!event) return;
      publishPlayerEvent(event);
      switch (event.type) {
        case 'balance':
          setBalanceLive(true);
          handlers.onBalance(event.balance);
          return;
        case 'session_ended':
          handlers.onSessionEnded();
          return false;
      }
    },
  });
}

/** The big jackpot's figures as they change (GET /api/game/jackpot/events, public). */
export function subscribeJackpotEvents(handlers: {
  onJackpot(jackpot: BigJackpot): void;
  onLive?: (live: boolean) => void;
  environment?: Partial<LiveEnvironment>;
}): LiveStream {
  return openLiveStream({
    environment: handlers.environment,
    onLive: handlers.onLive,
    target: async () => ({ url: apiUrl(EVENT_PATHS.jackpot.replace(/^\/api\//, '')) }),
    onData: (data) => {
      const event = asJackpotEvent(data);
      if (event) handlers.onJackpot(event.jackpot);
    },
  });
}
