import {
  GATEWAY_PATHS,
  GATEWAY_SIGNATURE,
  PROVIDER_SIGNATURE,
  PROVIDER_WALLET_PATHS,
  STUDIO_SESSION_HEADER,
} from '@xc/api-contract';
import { hash, verify } from '@node-rs/argon2';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { signRequest } from '../../infra/signed-request';
import { sign } from '../../modules/bets/signature';
import type { PasswordHasher } from '../../modules/auth/passwords';
import { STUDIO_GAMES, STUDIO_PROVIDER } from '../../modules/studio/catalogue';
import { CODEPAY_ACCOUNT } from '../../modules/gateway/service';
import { OPS_EXEC_PATH } from '../../ops/bridge';
import { bearer, get, login, post, withFingerprint } from '../accounts';
import {
  bankAccount,
  createCashierApp,
  fundedPlayer,
  GATEWAY_TEST_SECRET,
  type CashierTestApp,
  type Player,
} from '../cashier';
import { STUDIO_TEST_SECRET } from '../games';
import { createRng, type KnownValues } from './generate';
import {
  MUTATIONS,
  mutate,
  operationsOf,
  ResponseChecker,
  toInject,
  validParts,
  type OpenApiDocument,
  type Operation,
} from './openapi-fuzz';

/**
 * The OpenAPI-driven fuzzer (issue 12, item 6). For every operation of /api/docs/json, and for the
 * sandbox and operator routes the document leaves out, PER_OPERATION requests: valid ones generated
 * from the schemas and mutated ones (missing fields, wrong types, null, huge strings, control
 * characters, hostile numbers, prototype keys, wrong content types, bad JSON, bad path and query
 * parameters, extra fields, hostile headers), half anonymous and half with a logged-in player's
 * session; signed endpoints get both validly signed and unsigned requests. Every answer must be
 * below 500, of a status the document declares, with a body its schema for that status accepts
 * (errors: `{statusCode, code, message}`). Deterministic: FUZZ_SEED replays a run.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_124);
const PER_OPERATION = Number(process.env['FUZZ_REQUESTS'] ?? 200);

const errorBody = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, code: { type: 'string' }, message: { type: 'string' } },
  required: ['statusCode', 'code', 'message'],
  additionalProperties: false,
};
const json = (schema: object = {}) => ({ content: { 'application/json': { schema } } });
const html = { content: { 'text/html': { schema: { type: 'string' } } } };
const idParam = [
  {
    in: 'path' as const,
    name: 'id',
    required: true,
    schema: { type: 'string', pattern: '^G[A-Z][A-Z0-9]{14}$' },
  },
];

/**
 * Routes the document hides (the gateway sandbox's test controls and pages, the operator bridge),
 * with what they answer: JSON controls declare 200 and contract errors; pages declare HTML.
 */
const HIDDEN: Operation[] = [
  ...(['sandboxComplete', 'sandboxFail'] as const).map((name) => ({
    method: 'POST',
    path: GATEWAY_PATHS[name].replace(':id', '{id}'),
    spec: { parameters: idParam, responses: { '200': json(), '4XX': json(errorBody) } },
  })),
  {
    method: 'GET',
    path: GATEWAY_PATHS.sandboxOrder.replace(':id', '{id}'),
    spec: { parameters: idParam, responses: { '200': json(), '4XX': json(errorBody) } },
  },
  {
    method: 'POST',
    path: GATEWAY_PATHS.sandboxChainSend,
    spec: {
      requestBody: json({
        type: 'object',
        properties: { address: { type: 'string' }, amount: { type: 'integer', minimum: 1 } },
        required: ['address', 'amount'],
      }),
      responses: { '200': json(), '4XX': json(errorBody) },
    },
  },
  {
    method: 'POST',
    path: GATEWAY_PATHS.sandboxRedeliver,
    spec: {
      requestBody: json({
        type: 'object',
        properties: { orderId: { type: 'string' } },
        required: ['orderId'],
      }),
      responses: { '200': json(), '4XX': json(errorBody) },
    },
  },
  {
    method: 'POST',
    path: GATEWAY_PATHS.sandboxTick,
    spec: { responses: { '200': json(), '4XX': json(errorBody) } },
  },
  ...(['walletPage', 'walletConfirm', 'walletCancel'] as const).map((name) => ({
    method: name === 'walletPage' ? 'GET' : 'POST',
    path: GATEWAY_PATHS[name].replace(':id', '{id}'),
    spec: {
      parameters: idParam,
      responses: { '200': html, '4XX': { content: { ...html.content, ...json(errorBody).content } } },
    },
  })),
  {
    method: 'POST',
    path: GATEWAY_PATHS.bankPay,
    spec: {
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              properties: {
                account: { type: 'string', pattern: '^\\d{6,19}$' },
                content: { type: 'string' },
                amount: { type: 'string', pattern: '^\\d{1,7}$' },
              },
              required: ['account', 'content', 'amount'],
            },
          },
        },
      },
      responses: { '200': html, '4XX': { content: { ...html.content, ...json(errorBody).content } } },
    },
  },
  // Pages and files: any 200, errors in the contract's JSON.
  ...[
    ['/studio/play/{code}', 'code'],
    ['/studio/assets/{file}', 'file'],
    ['/studio/verify', ''],
    [GATEWAY_PATHS.bankPage, ''],
    [GATEWAY_PATHS.css, ''],
  ].map(([path = '', param]) => ({
    method: 'GET',
    path,
    spec: {
      parameters: param
        ? [{ in: 'path' as const, name: param, required: true, schema: { type: 'string', maxLength: 80 } }]
        : [],
      responses: { '200': {}, '4XX': json(errorBody) },
    },
  })),
  {
    method: 'POST',
    path: OPS_EXEC_PATH,
    spec: {
      requestBody: json({
        type: 'object',
        properties: {
          argv: { type: 'array', items: { type: 'string', enum: ['inbox', 'ledger', 'player', 'config'] } },
        },
        required: ['argv'],
      }),
      responses: { '4XX': json(errorBody) },
    },
  },
];

/** Operations whose session-mode requests can end the fuzz player's session: log in again after. */
const ENDS_SESSION = new Set([
  '/api/auth/logout',
  '/api/auth/login',
  '/api/auth/refresh',
  '/api/auth/auto-login',
  '/api/user/password',
  '/api/auth/forgot-password/reset',
]);

/**
 * Real argon2id at its cheapest (64 KiB, one pass) instead of the server's 19 MiB, two passes: the
 * fuzzer sends thousands of registrations, logins and password changes, and the server's cost made
 * each ~200 ms on a busy 2-core machine. Cheaper hashing keeps every operation at its full count of
 * requests; what is fuzzed is the HTTP surface, not the hash (passwords.test.ts checks that one).
 */
class CheapArgon2Hasher implements PasswordHasher {
  private readonly options = { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 } as const;
  hash(password: string) {
    return hash(password, this.options);
  }
  verify(stored: string, password: string) {
    return verify(stored, password).catch(() => false);
  }
  async verifyNothing(password: string): Promise<false> {
    await verify(await this.hash('nobody'), password).catch(() => false);
    return false;
  }
  needsRehash() {
    return false;
  }
}

const hashOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

interface Finding {
  operation: string;
  problem: string;
  /** The mutation and mode of the first request that showed it. */
  example: string;
  count: number;
  request: string;
  answer: string;
}

describe('OpenAPI fuzzer', () => {
  let t: CashierTestApp;
  let player: Player;
  let token: string;
  let studioSession = '';
  let document: OpenApiDocument;
  const known: KnownValues = {};

  beforeAll(async () => {
    t = await createCashierApp({
      docs: true,
      // The stream sandbox's 150 ms answer would cost 30 s here; everything else keeps its costs.
      services: {
        studioWalletSecret: STUDIO_TEST_SECRET,
        streamVerifyDelayMs: 1,
        hasher: new CheapArgon2Hasher(),
      },
    });
    await t.services.games.importFrom(STUDIO_PROVIDER, STUDIO_GAMES, (game) => game.code);
    await t.services.jackpots.ensurePools(await t.services.games.all());
    player = await fundedPlayer(t, 50_000_000);
    token = player.token;
    const bankId = await bankAccount(t, player);
    const game = STUDIO_GAMES[0];
    if (!game) throw new Error('no studio game');
    const launch = async () => {
      const res = await get(
        t.app,
        `/api/game/link?partner_game_type=${game.code}&partner_provider=${game.providerCode}`,
        bearer(token),
      );
      return new URL(res.json().data as string, 'http://site.test').searchParams.get('token') ?? '';
    };
    const launchA = await launch();
    const session = await post(t.app, '/studio/api/session', { game: game.code, token: launchA });
    studioSession = String(session.json().session ?? '');
    const launchB = await launch();
    const timestamp = String(Math.floor(t.clock.ms / 1000));
    const authBody = JSON.stringify({ token: launchB, gameCode: game.code });
    const auth = await t.app.inject({
      method: 'POST',
      url: PROVIDER_WALLET_PATHS.authenticate,
      payload: authBody,
      headers: {
        'content-type': 'application/json',
        [PROVIDER_SIGNATURE.providerHeader]: STUDIO_PROVIDER,
        [PROVIDER_SIGNATURE.timestampHeader]: timestamp,
        [PROVIDER_SIGNATURE.signatureHeader]: sign(
          STUDIO_TEST_SECRET,
          timestamp,
          PROVIDER_WALLET_PATHS.authenticate,
          authBody,
        ),
      },
    });
    const codes = STUDIO_GAMES.map((one) => one.code);
    // A gift code valid requests can redeem (no required bet, so the player's withdrawals stay open).
    await t.services.giftCodes.createCode({
      brand: player.brand,
      code: 'FUZZGIFT1',
      kind: 'campaign',
      value: 10_000,
      requiredBet: 0,
      expiresAt: new Date(t.clock.ms + 24 * 60 * 60_000),
      cap: 1_000,
      createdBy: 'fuzz',
    });
    Object.assign(known, {
      username: [player.body.username],
      gameCode: codes,
      game: codes,
      partner_game_type: codes,
      partner_provider: [game.providerCode],
      sessionToken: [String(auth.json().sessionToken ?? 'none')],
      playerId: [player.user.id],
      token: [launchA, launchB, player.user.tokenPlay],
      id: [String(bankId), '1', '2'],
      phoneLast5: [player.body.phone.slice(-5)],
      bankCode: ['VCB', 'TCB'],
      bankAccountId: [bankId],
      currency: ['USDT'],
      // Fresh Viettel numbers, so valid registrations register.
      phone: Array.from({ length: 400 }, (_, i) => `097${String(1_000_000 + i * 7919).slice(-7)}`),
      account: [CODEPAY_ACCOUNT.accountNumber],
      content: ['XC05 NAP 123456', ''],
      code: [...codes, 'FUZZGIFT1'],
      file: ['fair.js', 'studio.js', 'verify.js', 'studio.css'],
    } satisfies KnownValues);
    const docs = await get(t.app, '/api/docs/json');
    document = docs.json<OpenApiDocument>();
  }, 120_000);
  afterAll(() => t?.close());

  /** An operation that answers an endless event stream when it accepts (live updates). */
  const streams = (op: { spec: { responses?: Record<string, { content?: Record<string, unknown> }> } }) =>
    Object.values(op.spec.responses ?? {}).some((answer) => 'text/event-stream' in (answer.content ?? {}));

  /**
   * inject() waits for the end of the body, which an accepted event stream never reaches: take its
   * head, let the stream go (the app's close ends it), and read to the end only what is not a stream.
   */
  async function injectStream(app: typeof t.app, request: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await app.inject({ ...request, payloadAsStream: true });
    const stream = res.stream();
    if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
      stream.destroy();
      return Object.assign(Object.create(res) as LightMyRequestResponse, { body: '', payload: '' });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    const body = Buffer.concat(chunks).toString('utf8');
    return Object.assign(Object.create(res) as LightMyRequestResponse, {
      body,
      payload: body,
      json: () => JSON.parse(body) as unknown,
    });
  }

  it(`answers every operation's ${PER_OPERATION} requests within the document (seed ${SEED})`, async () => {
    const checker = new ResponseChecker();
    const findings = new Map<string, Finding>();
    const operations = [...operationsOf(document), ...HIDDEN];
    expect(operations.length).toBeGreaterThan(60);
    let sent = 0;

    const timings: Array<[string, number]> = [];
    const statuses: Record<string, Record<number, number>> = {};
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      const started = performance.now();
      const rng = createRng(SEED ^ hashOf(name));
      for (let i = 0; i < PER_OPERATION; i += 1) {
        const mutation = MUTATIONS[i % MUTATIONS.length] ?? 'valid';
        const withSession = i % 2 === 1;
        const parts = validParts(op, rng, known);
        Object.assign(parts.headers, withFingerprint);
        if (withSession)
          Object.assign(parts.headers, bearer(token), { [STUDIO_SESSION_HEADER]: studioSession });
        mutate(op, parts, mutation, rng);
        const request = toInject(op, parts);
        signIfAsked(op, request, rng, t.clock.ms);
        let res: LightMyRequestResponse;
        try {
          // Now and then the same request four times at once (parallel submits, double clicks):
          // every copy must get an answer within the document.
          const copies = mutation === 'valid' && i % 26 === 0 ? 4 : 1;
          const answers = await Promise.all(
            Array.from({ length: copies }, () =>
              streams(op) ? injectStream(t.app, request) : t.app.inject(request),
            ),
          );
          for (const extra of answers.slice(1)) {
            const problem = checker.problem(op, extra);
            if (problem) record(findings, name, problem, 'parallel copies', request, extra);
          }
          res = answers[0] as LightMyRequestResponse;
        } catch (error) {
          record(findings, name, `inject threw: ${String(error)}`, mutation, request, undefined);
          continue;
        }
        sent += 1;
        const problem = checker.problem(op, res);
        if (problem)
          record(
            findings,
            name,
            problem,
            `${mutation}, ${withSession ? 'session' : 'anonymous'}`,
            request,
            res,
          );
        const tally = (statuses[name] ??= {});
        tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
        if (withSession && ENDS_SESSION.has(op.path)) token = await stillLoggedIn(res);
      }
      timings.push([name, performance.now() - started]);
    }
    if (process.env['FUZZ_PROFILE'])
      console.info(
        timings
          .sort((a, b) => b[1] - a[1])
          .slice(0, 15)
          .map(([name, ms]) => `${Math.round(ms)} ms ${name}`)
          .join('\n') +
          '\n' +
          Object.entries(statuses)
            .map(([name, tally]) => `${name} ${JSON.stringify(tally)}`)
            .join('\n'),
      );

    const report = [...findings.values()]
      .map(
        (f) =>
          `- ${f.operation} — ${f.problem} (×${f.count}; first: ${f.example})\n    request: ${f.request}\n    answer: ${f.answer}`,
      )
      .join('\n');
    if (findings.size > 0)
      console.error(`Fuzzer findings (seed ${SEED}, FUZZ_SEED=${SEED} to replay):\n${report}`);
    expect(sent).toBeGreaterThanOrEqual(operations.length * PER_OPERATION);
    expect(report).toBe('');
    await t.audit();
  }, 600_000);

  /** The session's token after a request that may have rotated or ended it. */
  async function stillLoggedIn(res: LightMyRequestResponse): Promise<string> {
    const rotated = res.statusCode === 200 ? (res.json() as { token?: unknown }).token : undefined;
    if (typeof rotated === 'string') return rotated;
    const balance = await get(t.app, '/api/user/balance', bearer(token));
    return balance.statusCode === 200 ? token : relogin();
  }

  async function relogin(): Promise<string> {
    const res = await login(t.app, player.body.username, player.body.password);
    if (res.statusCode !== 200) throw new Error(`fuzz player cannot log in again: ${res.body}`);
    return res.json().token as string;
  }
});

/**
 * Signed endpoints: six in ten requests carry a valid signature over what is actually sent (so the
 * mutations reach past the signature check); the rest are unsigned and must be refused with a 4xx.
 */
function signIfAsked(
  op: Operation,
  request: ReturnType<typeof toInject>,
  rng: ReturnType<typeof createRng>,
  nowMs: number,
): void {
  const body = typeof request.payload === 'string' ? request.payload : '';
  const [path = '', query = ''] = request.url.split('?');
  const headers = request.headers as Record<string, string>;
  if (op.path.startsWith('/api/provider/wallet/') && rng.chance(0.6)) {
    const timestamp = String(Math.floor(nowMs / 1000));
    headers[PROVIDER_SIGNATURE.providerHeader] = STUDIO_PROVIDER;
    headers[PROVIDER_SIGNATURE.timestampHeader] = timestamp;
    headers[PROVIDER_SIGNATURE.signatureHeader] = sign(STUDIO_TEST_SECRET, timestamp, request.url, body);
  } else if ((op.path.startsWith('/gateway/api/') || op.path === '/api/cashier/webhook') && rng.chance(0.6)) {
    if (op.path.startsWith('/gateway/api/')) headers[GATEWAY_SIGNATURE.merchantHeader] = 'xc05';
    Object.assign(headers, signRequest(GATEWAY_TEST_SECRET, { method: op.method, path, query, body }, nowMs));
  }
}

function record(
  findings: Map<string, Finding>,
  operation: string,
  problem: string,
  example: string,
  request: ReturnType<typeof toInject>,
  res: LightMyRequestResponse | undefined,
): void {
  const key = `${operation} ${problem.slice(0, 120)}`;
  const known = findings.get(key);
  if (known) {
    known.count += 1;
    return;
  }
  const payload = typeof request.payload === 'string' ? request.payload : '';
  findings.set(key, {
    operation,
    problem,
    example,
    count: 1,
    request: `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)} ${JSON.stringify(payload.slice(0, 300))}`,
    answer: res ? `${res.statusCode} ${res.headers['content-type'] ?? ''} ${res.body.slice(0, 300)}` : 'none',
  });
}
