import { apiErrorBodySchema, PROVIDER_SIGNATURE, STUDIO_SESSION_HEADER } from '@xc/api-contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { createLogger } from './infra/logging';
import { createTestApp, type TestApp } from './testing/test-app';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: createLogger({ level: 'info', stream: logStream }), docs: true });
  // Probe routes: one with input to validate, one that fails unexpectedly.
  const app = t.app.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ amount: z.number().int().positive() }) } },
    async (request) => ({ amount: request.body.amount }),
  );
  // An answer that breaks its own response schema (the web client types answers, trusting this).
  app.get(
    '/api/test/shape',
    { schema: { response: { 200: z.object({ data: z.object({ amount: z.number().int() }) }) } } },
    async () => ({ data: { amount: 'many' } }) as never,
  );
  app.get('/api/test/boom', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
});
afterAll(() => t.close());

/** What any failure of ours answers, whatever its cause. */
const INTERNAL_ERROR = {
  statusCode: 500,
  code: 'INTERNAL_ERROR',
  message: 'Đã có lỗi xảy ra vui lòng thử lại sau',
};

describe('error bodies', () => {
  it('answers a request that fails its schema with 400 VALIDATION_ERROR in Vietnamese', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { amount: -5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Dữ liệu không hợp lệ',
    });
  });

  it('answers malformed JSON the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers an unknown /api path with a 404 JSON body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(z.strictObject(apiErrorBodySchema.shape).parse(res.json())).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
  });

  it('never sends an answer that breaks its response schema: 500 in the contract’s shape instead', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/shape' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(INTERNAL_ERROR);
    expect(res.body).not.toContain('many');
  });

  it('hides the cause of an unexpected error from the client but logs it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(INTERNAL_ERROR);
    expect(res.body).not.toContain('secret_table');
    expect(logLines.join('')).toContain('secret_table');
  });
});

describe('request id', () => {
  it('generates a UUID and echoes it in x-request-id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('keeps an incoming id that is a UUID, and logs under it', async () => {
    const id = '3f2b8c1e-9d4a-4e6b-8a7c-1d2e3f4a5b6c';
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
    expect(logLines.some((line) => line.includes(`"reqId":"${id}"`))).toBe(true);
  });

  it('replaces an incoming id that is not a UUID', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'admin"} x' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLines.join('')).not.toContain('"reqId":"admin');
  });
});

describe('logs', () => {
  it('redact credentials, cookies, the device fingerprint, studio sessions, signatures and tokens in URLs', async () => {
    logLines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/health?login_token=tok-secret-1',
      headers: {
        authorization: 'Bearer auth-secret-2',
        cookie: 'sid=cookie-secret-3',
        'x-device-fingerprint': 'fp-secret-4',
        [STUDIO_SESSION_HEADER]: 'studio-secret-5',
        [PROVIDER_SIGNATURE.signatureHeader]: 'v1=signature-secret-6',
      },
    });
    const logged = logLines.join('');
    expect(logged).toContain('"authorization":"[Redacted]"');
    expect(logged).toContain('"x-studio-session":"[Redacted]"');
    expect(logged).toContain('"x-provider-signature":"[Redacted]"');
    const secrets = ['tok-secret-1', 'auth-secret-2', 'cookie-secret-3', 'fp-secret-4', 'studio-secret-5'];
    for (const secret of [...secrets, 'signature-secret-6']) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/does-not-exist', '/api/test/boom'])('are on %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // JSON makes no requests: no referrer policy to govern them.
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['referrer-policy']).toBeUndefined();
  });

  it('give a referrer policy to what can make requests (a page, a style sheet)', async () => {
    for (const url of ['/api/docs/', '/gateway/assets/gateway.css']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their zod schemas at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/system/configurations',
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/refresh',
        '/api/user/banks/{id}',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/system/configurations'])).toContain('REFRESH_INTERVAL');
  });

  it('declares what the picture and clip routes really send (SVG, MP4), their errors JSON', async () => {
    type Responses = Record<string, { content: Record<string, { schema: unknown }> }>;
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { responses: Responses } }>;
    }>();
    const media = (path: string, code: string) =>
      Object.keys(doc.paths[path]?.get.responses[code]?.content ?? {});
    expect(media('/api/game/thumb/{file}', '200')).toEqual(['image/svg+xml']);
    expect(media('/api/stream/clip/{streamId}', '200')).toEqual(['video/mp4']);
    expect(media('/api/stream/clip/{streamId}', '206')).toEqual(['video/mp4']);
    expect(
      doc.paths['/api/stream/clip/{streamId}']?.get.responses['200']?.content['video/mp4']?.schema,
    ).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(media('/api/game/thumb/{file}', '4XX')).toEqual(['application/json']);
    // The histories: a JSON page, or its CSV export with format=csv (found by the fuzzer).
    for (const history of ['/api/user/history/transactions', '/api/user/history/bets']) {
      expect(media(history, '200')).toEqual(['application/json', 'text/csv']);
      expect(doc.paths[history]?.get.responses['200']?.content['text/csv']?.schema).toEqual({
        type: 'string',
      });
      expect(doc.paths[history]?.get.responses['200']?.content['application/json']?.schema).toMatchObject({
        type: 'object',
        required: expect.arrayContaining(['data']),
      });
      expect(media(history, '4XX')).toEqual(['application/json']);
    }
    expect(media('/api/health', '200')).toEqual(['application/json']);
  });

  it('declares a schema for every JSON success answer (the serializer checks each answer against it)', async () => {
    type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (path.startsWith('/api/test/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).filter(([code]) => /^2/.test(code));
        if (success.length === 0) undeclared.push(`${method} ${path}: no success answer`);
        for (const [code, response] of success) {
          const json = response.content?.['application/json'];
          if (json && !json.schema) undeclared.push(`${method} ${path} ${code}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('serves the UI under a policy that still forbids framing and inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
