import {
  ACCOUNT_PATHS,
  EVENT_PATHS as E,
  EVENT_RETRY_MS,
  PROVIDER_WALLET_PATHS as W,
  type PlayerEvent,
} from '@xc/api-contract';
import { TENANTS } from '@xc/brand/tenants';
import { buildApp } from '../../app';
import { UnitOfWork } from '../../infra/unit-of-work';
import type { Services } from '../../services';
import { bearer, get, post } from '../../testing/accounts';
import {
  createGamesApp,
  fundedPlayer,
  launchToken,
  signedPost,
  type GamesTestApp,
} from '../../testing/games';
import { openSse, type ReceivedEvent, type SseClient } from '../../testing/sse-client';
import { playerAccount, fundingAccount } from '../wallet/accounts';

const HEARTBEAT_MS = 150;
let t: GamesTestApp;
let services: Services;

beforeAll(async () => {
  t = await createGamesApp({
    docs: true,
    services: { eventHeartbeatMs: HEARTBEAT_MS, eventStreamsPerPlayer: 2, jackpotRefreshMs: 100 },
    expose: (parts) => (services = parts.services),
  });
  // A stream needs a real connection: inject() waits for a response that never ends.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const streams: SseClient[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

const GAME = 'xcs-game-nhanh-01';
let ids = 0;
const id = (label: string) => `${label}-ev-${++ids}`;

async function ticketFor(token: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await post(t.app, E.ticket, undefined, { ...bearer(token), ...headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data.ticket as string;
}

async function stream(token: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const client = await openSse(t.app, `${E.player}?ticket=${await ticketFor(token, headers)}`, headers);
  streams.push(client);
  return client;
}

const balanceEvent = (balance: number, reason?: string) => (event: ReceivedEvent) => {
  const data = event.data as PlayerEvent | undefined;
  return data?.type === 'balance' && data.balance === balance && (!reason || data.reason === reason);
};
const events = (client: SseClient) => client.received.filter((event) => event.data !== undefined);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function inGame(balance: number) {
  const player = await fundedPlayer(t, balance);
  const token = await launchToken(t, player.token, GAME);
  const auth = await signedPost(t, W.authenticate, { token, gameCode: GAME });
  const base = { sessionToken: auth.json().sessionToken as string, playerId: player.user.id, gameCode: GAME };
  return {
    player,
    debit: (roundId: string, amount: number) =>
      signedPost(t, W.debit, { ...base, transactionId: id('bet'), roundId, amount }),
    credit: (roundId: string, amount: number) =>
      signedPost(t, W.credit, { ...base, transactionId: id('win'), roundId, amount, roundClosed: true }),
  };
}

/** The 401 an unknown bearer token gets: every refusal of a stream must be the same. */
async function unknownTokenAnswer() {
  const res = await get(t.app, '/api/user/balance', bearer('x'.repeat(43)));
  return { status: res.statusCode, body: res.json() as unknown };
}

describe('the player stream', () => {
  it('starts with retry and the balance, then pushes each settled wager to its player only', async () => {
    const a = await inGame(100_000);
    const b = await inGame(50_000);
    const streamA = await stream(a.player.token, { 'accept-encoding': 'br, gzip, deflate' });
    const streamB = await stream(b.player.token);
    expect(streamA.status).toBe(200);
    expect(streamA.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(streamA.headers['cache-control']).toBe('no-store, no-transform');
    expect(streamA.headers['x-content-type-options']).toBe('nosniff');
    expect(streamA.headers['content-encoding']).toBeUndefined();
    await streamA.next((event) => event.retry === EVENT_RETRY_MS, 3_000, 0);
    await streamA.next(balanceEvent(100_000, 'snapshot'), 3_000, 0);
    await streamB.next(balanceEvent(50_000, 'snapshot'), 3_000, 0);

    const round = id('round');
    expect((await a.debit(round, 30_000)).statusCode).toBe(200);
    await streamA.next(balanceEvent(70_000, 'bet'));
    expect((await a.credit(round, 58_800)).statusCode).toBe(200);
    const win = await streamA.next(balanceEvent(128_800, 'win'));
    expect(win.id).toBeDefined();
    expect(win.data).toMatchObject({ currency: 'VND', at: expect.any(String) });

    await sleep(200);
    // B saw its own snapshot and nothing of A's.
    expect(events(streamB).map((event) => event.data)).toEqual([
      expect.objectContaining({ type: 'balance', balance: 50_000, reason: 'snapshot' }),
    ]);
  });

  it('says nothing of a refused stake or of a posting whose unit of work rolled back', async () => {
    const a = await inGame(20_000);
    const client = await stream(a.player.token);
    await client.next(balanceEvent(20_000, 'snapshot'), 3_000, 0);
    expect((await a.debit(id('round'), 50_000)).statusCode).toBe(402);

    // A posting that commits is told; the same inside a unit of work that then fails is not.
    const work = new UnitOfWork(t.database.db, () => ({}));
    const credit = (key: string, amount: number) => ({
      idempotencyKey: key,
      type: 'operator_credit' as const,
      brand: a.player.brand,
      playerId: a.player.user.id,
      lines: [
        { account: fundingAccount(a.player.brand), amount: -amount },
        { account: playerAccount(a.player.user.id), amount },
      ],
    });
    await expect(
      work.run(async (_, tx) => {
        await services.ledger.post(tx, credit(id('rolled-back'), 1_000));
        throw new Error('the use case failed after posting');
      }),
    ).rejects.toThrow('the use case failed');
    await work.run((_, tx) => services.ledger.post(tx, credit(id('committed'), 5)));
    await client.next(balanceEvent(20_005, 'operator_credit'));
    expect(events(client).map((event) => (event.data as { balance: number }).balance)).toEqual([
      20_000, 20_005,
    ]);
    expect(await services.wallet.audit()).toMatchObject({ discrepancies: [] });
  });

  it('sends heartbeats as comment lines', async () => {
    const a = await inGame(0);
    const client = await stream(a.player.token);
    await client.next((event) => event.comment === 'ping', HEARTBEAT_MS * 5);
  });

  it('survives a token refresh, and ends with session_ended on logout', async () => {
    const a = await inGame(10_000);
    const client = await stream(a.player.token);
    await client.next(balanceEvent(10_000, 'snapshot'), 3_000, 0);
    const refreshed = await get(t.app, ACCOUNT_PATHS.refresh, bearer(a.player.token));
    expect(refreshed.statusCode).toBe(200);
    const token = refreshed.json().token as string;
    await sleep(HEARTBEAT_MS * 3);
    expect((await a.debit(id('round'), 1_000)).statusCode).toBe(200);
    await client.next(balanceEvent(9_000, 'bet'));

    expect((await post(t.app, ACCOUNT_PATHS.logout, undefined, bearer(token))).statusCode).toBe(200);
    await client.next((event) => (event.data as PlayerEvent | undefined)?.type === 'session_ended');
    await client.ended;
  });

  it('ends when another login takes the session', async () => {
    const a = await inGame(0);
    const client = await stream(a.player.token);
    await client.next(balanceEvent(0, 'snapshot'), 3_000, 0);
    const again = await post(
      t.app,
      ACCOUNT_PATHS.login,
      { username: a.player.body.username, password: a.player.body.password },
      { 'x-device-fingerprint': 'f1'.repeat(32) },
    );
    expect(again.statusCode).toBe(200);
    await client.next((event) => (event.data as PlayerEvent | undefined)?.type === 'session_ended');
    await client.ended;
  });

  it('releases its listeners and its place when the client goes away', async () => {
    const a = await inGame(0);
    await sleep(50);
    const listenersBefore = services.eventStreams.listenerCount();
    const openBefore = services.eventStreams.openStreams();
    const first = await stream(a.player.token);
    const second = await stream(a.player.token);
    await first.next(balanceEvent(0, 'snapshot'), 3_000, 0);
    await second.next(balanceEvent(0, 'snapshot'), 3_000, 0);
    expect(services.eventStreams.listenerCount()).toBe(listenersBefore + 4);
    expect(services.eventStreams.openStreams()).toBe(openBefore + 2);

    // The cap: two streams per player here; the third is refused with the contract's body.
    const third = await openSse(t.app, `${E.player}?ticket=${await ticketFor(a.player.token)}`);
    expect(third.status).toBe(429);
    expect(JSON.parse(third.body)).toMatchObject({ statusCode: 429, code: 'TOO_MANY_STREAMS' });

    first.close();
    second.close();
    for (let i = 0; i < 50 && services.eventStreams.openStreams() > openBefore; i += 1) await sleep(20);
    expect(services.eventStreams.listenerCount()).toBe(listenersBefore);
    expect(services.eventStreams.openStreams()).toBe(openBefore);
    // The place is free again.
    const fourth = await stream(a.player.token);
    expect(fourth.status).toBe(200);
  });
});

describe('tickets', () => {
  it('are needed to ask for one, and are single use', async () => {
    const unknown = await unknownTokenAnswer();
    expect(unknown.status).toBe(401);
    const noBearer = await post(t.app, E.ticket);
    expect(noBearer.statusCode).toBe(401);

    const a = await inGame(0);
    const ticket = await ticketFor(a.player.token);
    const once = await openSse(t.app, `${E.player}?ticket=${ticket}`);
    streams.push(once);
    expect(once.status).toBe(200);
    const twice = await openSse(t.app, `${E.player}?ticket=${ticket}`);
    expect({ status: twice.status, body: JSON.parse(twice.body) as unknown }).toEqual(unknown);
    const made = await openSse(t.app, `${E.player}?ticket=${'A'.repeat(43)}`);
    expect({ status: made.status, body: JSON.parse(made.body) as unknown }).toEqual(unknown);
  });

  it('expire after 30 seconds', async () => {
    const a = await inGame(0);
    const ticket = await ticketFor(a.player.token);
    t.clock.advance(31_000);
    const late = await openSse(t.app, `${E.player}?ticket=${ticket}`);
    expect({ status: late.status, body: JSON.parse(late.body) as unknown }).toEqual(
      await unknownTokenAnswer(),
    );
  });

  it("refuse another brand's token and another brand's ticket like an unknown token", async () => {
    const unknown = await unknownTokenAnswer();
    const a = await inGame(0); // the default brand's player
    const xc06 = { host: TENANTS.xc06.domain };
    const byToken = await post(t.app, E.ticket, undefined, { ...bearer(a.player.token), ...xc06 });
    expect({ status: byToken.statusCode, body: byToken.json() as unknown }).toEqual(unknown);

    const ticket = await ticketFor(a.player.token);
    const byTicket = await openSse(t.app, `${E.player}?ticket=${ticket}`, xc06);
    expect({ status: byTicket.status, body: JSON.parse(byTicket.body) as unknown }).toEqual(unknown);
  });

  it('are refused once the session ended', async () => {
    const a = await inGame(0);
    const ticket = await ticketFor(a.player.token);
    await post(t.app, ACCOUNT_PATHS.logout, undefined, bearer(a.player.token));
    const after = await openSse(t.app, `${E.player}?ticket=${ticket}`);
    expect(after.status).toBe(401);
  });

  it('refuse bad input with the contract body, never a 500', async () => {
    for (const bad of ['', '%00', 'a'.repeat(5_000), '%E0%A4%A', 'x\u0001y']) {
      const res = await get(t.app, `${E.player}?ticket=${bad}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ statusCode: res.statusCode, code: expect.any(String) });
    }
  });
});

describe('the jackpot stream', () => {
  it('is public, starts with the figures and follows them', async () => {
    const client = await openSse(t.app, E.jackpot, { 'accept-encoding': 'br, gzip' });
    streams.push(client);
    expect(client.status).toBe(200);
    expect(client.headers['content-encoding']).toBeUndefined();
    const first = await client.next(
      (event) => (event.data as { type?: string })?.type === 'jackpot',
      3_000,
      0,
    );
    const amount = (first.data as { jackpot: { amount: number } }).jackpot.amount;
    const a = await inGame(1_000_000);
    // A stake feeds the big jackpot (0.5 %): the figure moves.
    expect((await a.debit(id('round'), 200_000)).statusCode).toBe(200);
    await client.next(
      (event) => ((event.data as { jackpot?: { amount: number } })?.jackpot?.amount ?? 0) > amount,
      3_000,
    );
  });
});

describe('closing the server', () => {
  it('ends the streams it holds instead of waiting for them forever', async () => {
    const other = await buildApp({
      database: t.database,
      logger: false,
      docs: false,
      services: { clock: t.clock.now },
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const a = await inGame(0);
    const ticket = await post(other, E.ticket, undefined, bearer(a.player.token));
    const client = await openSse(other, `${E.player}?ticket=${ticket.json().data.ticket as string}`);
    const jackpot = await openSse(other, E.jackpot);
    await client.next(balanceEvent(0, 'snapshot'));
    const started = Date.now();
    await other.close();
    await Promise.all([client.ended, jackpot.ended]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('the OpenAPI document', () => {
  it('declares the streams as text/event-stream and their errors as JSON', async () => {
    const doc = (await get(t.app, '/api/docs/json')).json();
    for (const path of [E.player, E.jackpot]) {
      const responses = doc.paths[path].get.responses;
      expect(Object.keys(responses['200'].content)).toEqual(['text/event-stream']);
      expect(Object.keys(responses['4XX']?.content ?? responses['4xx']?.content ?? {})).toEqual([
        'application/json',
      ]);
    }
    expect(doc.paths[E.ticket].post).toBeDefined();
  });
});
