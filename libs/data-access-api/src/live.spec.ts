import { waitFor } from '@testing-library/react';
import { EVENT_RETRY_MS } from '@xc/api-contract';
import { configureApi, resetApiConfig } from './client';
import { configureFingerprint, resetFingerprint } from './fingerprint';
import {
  LIVE_MAX_BACKOFF_MS,
  onPlayerEvent,
  subscribeJackpotEvents,
  subscribePlayerEvents,
  type LiveEnvironment,
} from './live';
import { bigJackpotQueryOptions } from './jackpot';
import { isBalanceLive } from './session';
import { getQueryClient, observeBigJackpot, resetQueryClient } from './query-client';
import { type FakeApi, type FakeReply, startFakeApi } from './test/fake-api-server';
import { fakeAgent, memoryCookies } from './test/fakes';
import { testBigJackpot as big } from './test/fixtures';

/** An EventSource the test drives: what the server would send, and errors. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.();
  }
  emit(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
  fail() {
    this.onerror?.();
  }
}

/** Timers the test runs by hand, and a document whose visibility it changes. */
function environment() {
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const listeners = new Map<string, Set<() => void>>();
  const target = {
    addEventListener: (type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
  };
  const doc = { visibilityState: 'visible' as DocumentVisibilityState, ...target };
  const env: Partial<LiveEnvironment> = {
    EventSource: FakeEventSource as unknown as typeof EventSource,
    document: doc as unknown as LiveEnvironment['document'],
    window: target as unknown as LiveEnvironment['window'],
    setTimeout: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    random: () => 1,
  };
  return {
    env,
    /** Runs the timers due so far; returns their delays. */
    runTimers() {
      const due = timers.splice(0).filter((timer) => !timer.cleared);
      for (const timer of due) timer.run();
      return due.map((timer) => timer.ms);
    },
    pending: () => timers.filter((timer) => !timer.cleared).map((timer) => timer.ms),
    setVisibility(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      for (const listener of listeners.get('visibilitychange') ?? []) listener();
    },
    fire(type: string) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    listenerCount: () => [...listeners.values()].reduce((total, set) => total + set.size, 0),
  };
}

let api: FakeApi;
let ticketReply: () => FakeReply;
let tickets = 0;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply((request) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (path === '/api/user/events/ticket') return ticketReply();
    if (path === '/api/game/jackpot') return { body: { data: big } };
    if (path === '/api/game/explode-jackpot') return { body: { data: { games: [] } } };
    return { status: 404, body: '' };
  });
  resetApiConfig();
  configureApi({
    baseUrl: api.baseUrl,
    fetch: globalThis.fetch,
    retries: 0,
    getToken: () => 'session-token',
  });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  FakeEventSource.opened = [];
  tickets = 0;
  ticketReply = () => ({ body: { data: { ticket: `ticket-${++tickets}`, expiresInSeconds: 30 } } });
});

const ticketRequests = () => api.requests.filter((request) => request.url.endsWith('/user/events/ticket'));
const latest = () => FakeEventSource.opened[FakeEventSource.opened.length - 1];

describe("the player's live stream", () => {
  it('opens with a ticket asked with the session, and hands over balances', async () => {
    const { env } = environment();
    const balances: number[] = [];
    const stream = subscribePlayerEvents({
      onBalance: (b) => balances.push(b),
      onSessionEnded: jest.fn(),
      environment: env,
    });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [request] = ticketRequests();
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toBe('Bearer session-token');
    // The session token never goes in the URL; the single-use ticket does.
    expect(latest()?.url).toBe(`${api.baseUrl}/user/events?ticket=ticket-1`);
    expect(latest()?.url).not.toContain('session-token');
    latest()?.open();
    // Open is not yet live: the tab's balance is the stream's once it has told the balance now.
    expect(isBalanceLive()).toBe(false);
    latest()?.emit({ type: 'balance', balance: 500, currency: 'VND', reason: 'snapshot', at: 'now' });
    expect(isBalanceLive()).toBe(true);
    latest()?.emit({ type: 'balance', balance: 450, currency: 'VND', reason: 'bet', at: 'now' });
    latest()?.emit({ type: 'bonus_progress', value: 1 }); // a kind this client does not know yet
    latest()?.emit('not an event');
    expect(balances).toEqual([500, 450]);
    stream.stop();
    expect(latest()?.closed).toBe(true);
    expect(isBalanceLive()).toBe(false);
  });

  it('tells the page listeners every event, bonus progress included, with no second stream', async () => {
    const { env } = environment();
    const heard: string[] = [];
    const balances: number[] = [];
    const stop = onPlayerEvent((event) =>
      heard.push(event.type === 'bonus' ? `bonus ${event.wagered}/${event.requirement}` : event.type),
    );
    const broken = onPlayerEvent(() => {
      throw new Error('a page bug');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stream = subscribePlayerEvents({
      onBalance: (b) => balances.push(b),
      onSessionEnded: jest.fn(),
      environment: env,
    });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    latest()?.open();
    latest()?.emit({ type: 'balance', balance: 500, currency: 'VND', reason: 'bet', at: 'now' });
    latest()?.emit({
      type: 'bonus',
      bonusId: 3,
      status: 'active',
      wagered: 1000,
      requirement: 8000,
      at: 'now',
    });
    latest()?.emit({ type: 'bonus', bonusId: 'x' });
    stop();
    latest()?.emit({ type: 'balance', balance: 400, currency: 'VND', reason: 'bet', at: 'now' });
    expect(heard).toEqual(['balance', 'bonus 1000/8000']);
    // A listener that throws costs the header nothing.
    expect(balances).toEqual([500, 400]);
    broken();
    warn.mockRestore();
    stream.stop();
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('reconnects after an error with a fresh ticket, backing off up to 30 s, and resets once open', async () => {
    const { env, runTimers } = environment();
    const stream = subscribePlayerEvents({
      onBalance: jest.fn(),
      onSessionEnded: jest.fn(),
      environment: env,
    });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const delays: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      latest()?.fail();
      expect(FakeEventSource.opened[i - 1]?.closed).toBe(true);
      delays.push(...runTimers());
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(i + 1));
    }
    expect(delays).toEqual([
      EVENT_RETRY_MS,
      EVENT_RETRY_MS * 2,
      EVENT_RETRY_MS * 4,
      EVENT_RETRY_MS * 8,
      LIVE_MAX_BACKOFF_MS,
      LIVE_MAX_BACKOFF_MS,
    ]);
    expect(new Set(FakeEventSource.opened.map((source) => source.url)).size).toBe(7);
    latest()?.open();
    latest()?.emit({ type: 'balance', balance: 500, currency: 'VND', reason: 'snapshot', at: 'now' });
    expect(isBalanceLive()).toBe(true);
    latest()?.fail();
    // Reconnecting, the tab takes another tab's balance again until its stream tells its own.
    expect(isBalanceLive()).toBe(false);
    expect(runTimers()).toEqual([EVENT_RETRY_MS]);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(8));
    stream.stop();
    expect(latest()?.closed).toBe(true);
  });

  it('closes while the tab is hidden and opens again, with a new ticket, when it shows', async () => {
    const { env, setVisibility, fire } = environment();
    const stream = subscribePlayerEvents({
      onBalance: jest.fn(),
      onSessionEnded: jest.fn(),
      environment: env,
    });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    setVisibility('hidden');
    expect(latest()?.closed).toBe(true);
    fire('online');
    await new Promise((done) => setTimeout(done, 50));
    expect(FakeEventSource.opened).toHaveLength(1);
    setVisibility('visible');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(latest()?.url).toContain('ticket=ticket-2');
    stream.stop();
  });

  it('stops for good when the session ended, and when the ticket is refused with 401 (telling the session check)', async () => {
    const { env, runTimers, pending, listenerCount } = environment();
    const ended = jest.fn();
    subscribePlayerEvents({ onBalance: jest.fn(), onSessionEnded: ended, environment: env });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    latest()?.emit({ type: 'session_ended' });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(latest()?.closed).toBe(true);
    expect(pending()).toEqual([]);
    expect(listenerCount()).toBe(0);

    // The session ended before the stream could hear it (a login elsewhere while it connected): the
    // refused ticket says so at once, so the player is not left until the next periodic refresh.
    ticketReply = () => ({ status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' } });
    const second = environment();
    const endedBeforeOpen = jest.fn();
    subscribePlayerEvents({ onBalance: jest.fn(), onSessionEnded: endedBeforeOpen, environment: second.env });
    await waitFor(() => expect(ticketRequests()).toHaveLength(2));
    await waitFor(() => expect(endedBeforeOpen).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 50));
    expect(endedBeforeOpen).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(second.pending()).toEqual([]);
    expect(second.listenerCount()).toBe(0);
    expect(runTimers()).toEqual([]);
  });

  it('retries when the ticket cannot be had for now (503)', async () => {
    ticketReply = () => ({
      status: 503,
      body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' },
    });
    const { env, pending, runTimers } = environment();
    const stream = subscribePlayerEvents({
      onBalance: jest.fn(),
      onSessionEnded: jest.fn(),
      environment: env,
    });
    await waitFor(() => expect(pending()).toEqual([EVENT_RETRY_MS]));
    ticketReply = () => ({ body: { data: { ticket: 'later', expiresInSeconds: 30 } } });
    runTimers();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    stream.stop();
  });

  it('does nothing where there is no EventSource', async () => {
    const stream = subscribePlayerEvents({
      onBalance: jest.fn(),
      onSessionEnded: jest.fn(),
      environment: { ...environment().env, EventSource: undefined },
    });
    await new Promise((done) => setTimeout(done, 50));
    expect(ticketRequests()).toHaveLength(0);
    stream.stop();
  });
});

describe('the jackpot stream', () => {
  it('is opened without a ticket and hands over the figures', async () => {
    const { env } = environment();
    const seen: number[] = [];
    const stream = subscribeJackpotEvents({
      onJackpot: (jackpot) => seen.push(jackpot.amount),
      environment: env,
    });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(latest()?.url).toBe(`${api.baseUrl}/game/jackpot/events`);
    latest()?.emit({ type: 'jackpot', jackpot: { ...big, amount: 123 } });
    latest()?.emit({ type: 'jackpot', jackpot: { amount: 'broken' } });
    expect(seen).toEqual([123]);
    expect(ticketRequests()).toHaveLength(0);
    stream.stop();
  });

  it('writes the figures into the big jackpot query and polls only while the stream is down', async () => {
    resetQueryClient();
    const { env } = environment();
    const stop = observeBigJackpot(60, { environment: env });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    latest()?.open();
    latest()?.emit({ type: 'jackpot', jackpot: { ...big, amount: 777 } });
    expect(getQueryClient().getQueryData(bigJackpotQueryOptions().queryKey)?.amount).toBe(777);
    const polls = () => api.requests.filter((request) => request.url.endsWith('/game/jackpot')).length;
    await new Promise((done) => setTimeout(done, 100));
    const whileLive = polls();
    await new Promise((done) => setTimeout(done, 200));
    expect(polls()).toBe(whileLive);
    latest()?.fail();
    await waitFor(() => expect(polls()).toBeGreaterThan(whileLive));
    stop();
    expect(latest()?.closed).toBe(true);
  });
});
