import { EVENT_PATHS as E, PROVIDER_WALLET_PATHS as W, type PlayerEvent } from '@xc/api-contract';
import { randomUUID } from 'node:crypto';
import { buildApp, type App } from '../../app';
import { bearer, post } from '../../testing/accounts';
import {
  createGamesApp,
  fundedPlayer,
  launchToken,
  signedPost,
  STUDIO_TEST_SECRET,
  type GamesTestApp,
} from '../../testing/games';
import { openSse, type SseClient } from '../../testing/sse-client';
import { RedisEventBus } from './redis-bus';

// Runs where a Redis is given (CI sets TEST_REDIS_URL, as it sets TEST_DATABASE_URL); skipped otherwise.
const REDIS_URL = process.env['TEST_REDIS_URL'];
const describeOnRedis = REDIS_URL ? describe : describe.skip;
if (!REDIS_URL) {
  console.info(
    'events/redis-bus.test.ts: skipped without TEST_REDIS_URL; run it with TEST_REDIS_URL=redis://127.0.0.1:6379',
  );
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describeOnRedis('the Redis event bus', () => {
  // Each run its own prefix, so parallel runs on one Redis never hear each other.
  const prefix = `xc-test-${randomUUID()}:`;
  const buses: RedisEventBus[] = [];
  const bus = () => {
    const made = new RedisEventBus(REDIS_URL ?? '', { prefix });
    buses.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(buses.map((made) => made.close()));
  });

  it('carries a message from one process to the listeners of another, and stops when asked', async () => {
    const one = bus();
    const two = bus();
    const heard: unknown[] = [];
    const stop = await two.subscribe('topic-a', (message) => heard.push(message));
    await one.publish('topic-a', { n: 1 });
    await one.publish('topic-b', { n: 2 });
    for (let i = 0; i < 50 && heard.length === 0; i += 1) await sleep(20);
    expect(heard).toEqual([{ n: 1 }]);
    expect(two.listenerCount()).toBe(1);
    stop();
    stop();
    expect(two.listenerCount()).toBe(0);
    await one.publish('topic-a', { n: 3 });
    await sleep(100);
    expect(heard).toEqual([{ n: 1 }]);
  });

  it('shares tickets between processes, each good once', async () => {
    const one = bus();
    const two = bus();
    await one.put('k1', 'v1', 5_000);
    expect(await two.take('k1')).toBe('v1');
    expect(await one.take('k1')).toBeNull();
    await one.put('k2', 'v2', 50);
    await sleep(120);
    expect(await two.take('k2')).toBeNull();
  });

  it('survives a Redis that is not there: publishing is logged, subscribing fails, nothing crashes', async () => {
    const errors: string[] = [];
    const away = new RedisEventBus('redis://127.0.0.1:1', {
      prefix,
      onError: (_error, what) => errors.push(what),
    });
    try {
      await expect(away.publish('topic', { n: 1 })).resolves.toBeUndefined();
      await expect(away.subscribe('topic', () => undefined)).rejects.toThrow();
      expect(away.listenerCount()).toBe(0);
      expect(errors).toContain('event not published');
    } finally {
      await away.close();
    }
  });
});

describeOnRedis('two replicas sharing Redis', () => {
  const prefix = `xc-test-${randomUUID()}:`;
  let t: GamesTestApp;
  let other: App;
  let busA: RedisEventBus;
  let busB: RedisEventBus;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    busA = new RedisEventBus(REDIS_URL ?? '', { prefix });
    busB = new RedisEventBus(REDIS_URL ?? '', { prefix });
    t = await createGamesApp({ services: { eventBus: busA } });
    // The second replica: the same database, its own process state, the same Redis.
    other = await buildApp({
      database: t.database,
      logger: false,
      docs: false,
      services: { clock: t.clock.now, studioWalletSecret: STUDIO_TEST_SECRET, eventBus: busB },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await other.close();
    await t.close();
    await busA.close();
    await busB.close();
  });

  it('a wager settled on one replica reaches the stream held by the other, with a ticket from the first', async () => {
    const player = await fundedPlayer(t, 100_000);
    const ticket = await post(t.app, E.ticket, undefined, bearer(player.token));
    const client = await openSse(other, `${E.player}?ticket=${ticket.json().data.ticket as string}`);
    clients.push(client);
    expect(client.status).toBe(200);
    const isBalance = (balance: number) => (event: { data?: unknown }) =>
      (event.data as PlayerEvent | undefined)?.type === 'balance' &&
      (event.data as { balance: number }).balance === balance;
    await client.next(isBalance(100_000), 3_000, 0);

    // The ticket was spent on the other replica: this one refuses it too.
    const again = await openSse(t.app, `${E.player}?ticket=${ticket.json().data.ticket as string}`);
    expect(again.status).toBe(401);

    const launch = await launchToken(t, player.token, 'xcs-game-nhanh-01');
    const auth = await signedPost(t, W.authenticate, { token: launch, gameCode: 'xcs-game-nhanh-01' });
    const debit = await signedPost(t, W.debit, {
      sessionToken: auth.json().sessionToken as string,
      playerId: player.user.id,
      gameCode: 'xcs-game-nhanh-01',
      transactionId: `redis-bet-${randomUUID()}`,
      roundId: `redis-round-${randomUUID()}`,
      amount: 25_000,
    });
    expect(debit.statusCode).toBe(200);
    await client.next(isBalance(75_000));

    // Logging out on the first replica ends the stream on the second.
    await post(t.app, '/api/auth/logout', undefined, bearer(player.token));
    await client.next((event) => (event.data as PlayerEvent | undefined)?.type === 'session_ended');
    await client.ended;
    for (let i = 0; i < 50 && busB.listenerCount() > 0; i += 1) await sleep(20);
    expect(busB.listenerCount()).toBe(0);
  });
});
