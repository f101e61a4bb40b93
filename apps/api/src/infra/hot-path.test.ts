import { GAME_PATHS } from '@xc/api-contract';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { runCommandLine } from '../ops/bridge';
import { createServices } from '../services';
import { createTestApp, type TestApp } from '../testing/test-app';
import { HotPath } from './hot-path';
import { createLogger } from './logging';

// The jackpot figures are answered before fastify's pipeline (hot-path.ts). Over real HTTP, the hot
// answer and fastify's own route for the same path (reached with a query string, which the hot path
// never takes) must be the same: status, headers, body. Each hot request follows one that fastify
// answered, which reads the maintenance switch: the hot path trusts that reading for 2 s only.

let t: TestApp;
let base: string;
beforeAll(async () => {
  // Figures built once and kept (nothing wagers here): both answers of a pair carry the same ones.
  t = await createTestApp({ services: { jackpotRefreshMs: 3_600_000 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Who answered each request: true for the hot path, false for fastify. */
const handled = jest.spyOn(HotPath.prototype, 'handle');
const lastAnswerWasHot = () => handled.mock.results.at(-1)?.value as boolean;

/** Headers that differ by request or connection, whoever answers. */
const VARYING = new Set(['date', 'x-request-id']);

async function fetchRaw(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const kept = Object.fromEntries([...response.headers].filter(([name]) => !VARYING.has(name)));
  return { status: response.status, headers: kept, requestId: response.headers.get('x-request-id'), body };
}

/**
 * A request fastify answers (it reads the maintenance switch), then the same one hot. On a loaded
 * machine the two may land more than the switch's 2 s trust apart, and then fastify rightly answers
 * the second too: the pair is made again (three tries), so the test says what the hot path does
 * and not how busy the machine was.
 */
async function fastifyThenHot<F, H>(framework: () => Promise<F>, hot: () => Promise<H>) {
  for (let attempt = 1; ; attempt += 1) {
    const first = await framework();
    expect(lastAnswerWasHot()).toBe(false);
    const second = await hot();
    if (lastAnswerWasHot() || attempt === 3) {
      expect(lastAnswerWasHot()).toBe(true);
      return { first, second };
    }
  }
}

/** Bytes as a client writes them (header names in any case, one sent twice), the answer as text. */
function rawRequest(text: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

describe('the hot path', () => {
  const cases: Array<[string, Record<string, string>]> = [
    ['plain', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }],
  ];
  for (const path of [GAME_PATHS.jackpot, GAME_PATHS.explodeJackpot]) {
    for (const [name, headers] of cases) {
      it(`answers ${path} (${name}) as fastify's route does`, async () => {
        const { first: framework, second: hot } = await fastifyThenHot(
          () => fetchRaw(`${base}${path}?via=fastify`, headers),
          () => fetchRaw(`${base}${path}`, headers),
        );
        expect(hot.status).toBe(200);
        expect(hot.headers).toEqual(framework.headers);
        expect(hot.body.equals(framework.body)).toBe(true);
        // fastify logs its answer under an id; the hot one is logged nowhere, so it names none.
        expect(framework.requestId).toMatch(/^[0-9a-f-]{36}$/);
        expect(hot.requestId).toBeNull();
        expect(JSON.parse(hot.body.toString())).toHaveProperty('data');
      });
    }
  }

  it('answers 304 to a client that has the figures, as fastify does', async () => {
    const first = await fetchRaw(`${base}${GAME_PATHS.jackpot}?via=fastify`);
    const etag = String(first.headers['etag']);
    const { second: hot } = await fastifyThenHot(
      () => fetchRaw(`${base}${GAME_PATHS.jackpot}?via=fastify`),
      () => fetchRaw(`${base}${GAME_PATHS.jackpot}`, { 'if-none-match': etag }),
    );
    const framework = await fetchRaw(`${base}${GAME_PATHS.jackpot}?via=fastify`, { 'if-none-match': etag });
    expect(hot.status).toBe(304);
    expect(framework.status).toBe(304);
    expect(hot.headers).toEqual(framework.headers);
    expect(hot.body).toHaveLength(0);
  });

  it("never echoes a caller's request id (a hot answer names no log line)", async () => {
    const id = '5f0c5c1e-8f61-4d7e-9a0b-2a1f3b4c5d6e';
    const { second: answer } = await fastifyThenHot(
      () => fetchRaw(`${base}${GAME_PATHS.jackpot}?via=fastify`),
      () =>
        rawRequest(
          `GET ${GAME_PATHS.jackpot} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: ${id}\r\nConnection: close\r\n\r\n`,
        ),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).not.toContain('x-request-id');
    expect(answer).not.toContain(id);
  });

  it('leaves other methods to fastify', async () => {
    const head = await fetch(`${base}${GAME_PATHS.jackpot}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(lastAnswerWasHot()).toBe(false);
    const post = await fetch(`${base}${GAME_PATHS.jackpot}`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ statusCode: 404, code: expect.any(String) });
  });

  it('steps aside during maintenance: the API answers 503 MAINTENANCE_MODE', async () => {
    const services = createServices(t.database);
    await runCommandLine(['maintenance', 'on'], services);
    // A replica started now reads the switch at once.
    const fresh = await buildApp({ database: t.database, logger: false, docs: false });
    const url = await fresh.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${url}${GAME_PATHS.jackpot}`);
      expect(lastAnswerWasHot()).toBe(false);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'MAINTENANCE_MODE' });
    } finally {
      await runCommandLine(['maintenance', 'off'], services);
      await fresh.close();
    }
  });

  it('leaves the polls out of the request log at info, and sends them through fastify at debug', async () => {
    for (const level of ['info', 'debug'] as const) {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const app = await buildApp({
        database: t.database,
        logger: createLogger({ level, stream }),
        docs: false,
      });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        // fastify's route first: it builds the figures and reads the maintenance switch (again when
        // a loaded machine let its 2 s trust lapse before the poll; see fastifyThenHot).
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          expect((await fetch(`${url}${GAME_PATHS.jackpot}?warm`)).status).toBe(200);
          lines.length = 0;
          expect((await fetch(`${url}${GAME_PATHS.jackpot}`)).status).toBe(200);
          if (lastAnswerWasHot() === (level === 'info')) break;
        }
        expect(lastAnswerWasHot()).toBe(level === 'info');
        const logged = lines.some(
          (line) => line.includes('incoming request') && line.includes(`"url":"${GAME_PATHS.jackpot}"`),
        );
        expect(logged).toBe(level === 'debug');
        // Any other request is logged at info, as before.
        await fetch(`${url}/api/health`);
        expect(lines.some((line) => line.includes('"url":"/api/health"'))).toBe(true);
      } finally {
        await app.close();
      }
    }
  });
});
