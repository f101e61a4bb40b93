import { GATEWAY_PATHS as P, GATEWAY_SIGNATURE as SIG } from '@xc/api-contract';
import { signRequest } from '../../infra/signed-request';
import { createCashierApp, GATEWAY_TEST_SECRET, type CashierTestApp } from '../../testing/cashier';
import { cardOutcome, CODEPAY_ACCOUNT, otherDenomination } from './service';

let t: CashierTestApp;
let production: CashierTestApp;
// Two apps, each a database migrated from scratch: on a loaded machine (npm test runs suites side by
// side) that took longer than the default 30 s for a hook.
beforeAll(async () => {
  t = await createCashierApp();
  production = await createCashierApp({ nodeEnv: 'production', docs: true });
}, 90_000);
afterAll(async () => {
  await t?.close();
  await production?.close();
});

const order = {
  method: 'codepay',
  reference: 'DTEST00001',
  amount: 100_000,
  callbackHost: 'localhost',
  callbackPath: '/api/cashier/webhook',
};

function merchantCall(
  app: CashierTestApp,
  body: unknown,
  options: { secret?: string; nonce?: string; nowMs?: number; merchant?: string } = {},
) {
  const text = JSON.stringify(body);
  return app.app.inject({
    method: 'POST',
    url: P.orders,
    headers: {
      'content-type': 'application/json',
      [SIG.merchantHeader]: options.merchant ?? 'xc05',
      ...signRequest(
        options.secret ?? GATEWAY_TEST_SECRET,
        { method: 'POST', path: P.orders, query: '', body: text },
        options.nowMs ?? app.clock.ms,
        options.nonce,
      ),
    },
    payload: text,
  });
}

describe("the gateway's merchant API", () => {
  it('takes signed, fresh, never replayed calls, and one order per merchant reference', async () => {
    const first = await merchantCall(t, order, { nonce: 'a'.repeat(32) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'pending',
      instructions: { accountNumber: CODEPAY_ACCOUNT.accountNumber, amount: 100_000 },
    });
    const replay = await merchantCall(t, order, { nonce: 'a'.repeat(32) });
    expect(replay.statusCode).toBe(409);
    const again = await merchantCall(t, order);
    expect(again.json().orderId).toBe(first.json().orderId);
    expect((await merchantCall(t, order, { secret: 'z'.repeat(40) })).statusCode).toBe(401);
    expect((await merchantCall(t, order, { nowMs: t.clock.ms - 400_000 })).statusCode).toBe(401);
    expect((await merchantCall(t, order, { merchant: 'XC05;drop' })).statusCode).toBe(401);
    expect((await merchantCall(t, { ...order, reference: 'bad ref\n' })).statusCode).toBe(400);
    expect((await merchantCall(t, { ...order, callbackHost: 'evil.example/path' })).statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: P.orders, payload: order });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('the sandbox bank app', () => {
  it('is a plain page with a strict policy, and refuses bad input', async () => {
    const page = await t.app.inject({ method: 'GET', url: P.bankPage });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    // Its own policy, not the site-wide one (which overwrote it until the headers hook kept a route's).
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).not.toContain('<script');
    const pay = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: P.bankPay,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    for (const fields of [
      { account: CODEPAY_ACCOUNT.accountNumber, content: 'X', amount: '-5' },
      { account: CODEPAY_ACCOUNT.accountNumber, content: 'X', amount: '999999999999999' },
      { account: CODEPAY_ACCOUNT.accountNumber, content: 'X\u0000', amount: '5' },
      { account: 'abc', content: 'X', amount: '5' },
      { account: CODEPAY_ACCOUNT.accountNumber, content: 'X', amount: '0' },
    ]) {
      const res = await pay(fields);
      expect([JSON.stringify(fields), res.statusCode]).toEqual([JSON.stringify(fields), 400]);
    }
    const escaped = await pay({ account: '123456789', content: '<script>alert(1)</script>', amount: '5' });
    expect(escaped.statusCode).toBe(422);
    expect(escaped.body).not.toContain('<script>alert');
  });
});

describe('in production', () => {
  it('serves neither the bank app nor the test controls; the wallet page and the merchant API stay', async () => {
    for (const [method, url] of [
      ['GET', P.bankPage],
      ['POST', P.bankPay],
      ['POST', P.sandboxTick],
      ['POST', P.sandboxChainSend],
      ['POST', P.sandboxRedeliver],
      ['POST', P.sandboxComplete.replace(':id', 'GWAAAAAAAAAAAAAA')],
      ['POST', P.sandboxFail.replace(':id', 'GWAAAAAAAAAAAAAA')],
      ['GET', P.sandboxOrder.replace(':id', 'GWAAAAAAAAAAAAAA')],
    ] as const) {
      const res = await production.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const made = await merchantCall(production, { ...order, method: 'ewallet' });
    expect(made.statusCode).toBe(200);
    const wallet = await production.app.inject({
      method: 'GET',
      url: `/gateway/wallet/${made.json().orderId}`,
    });
    expect(wallet.statusCode).toBe(200);
    expect(
      (await production.app.inject({ method: 'GET', url: '/gateway/wallet/GWAAAAAAAAAAAAAA' })).statusCode,
    ).toBe(404);
  });

  it('documents the cashier and the merchant API, and no test control', async () => {
    const res = await production.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/cashier/deposits/codepay',
        '/api/cashier/withdrawals/bank',
        '/api/cashier/webhook',
        '/gateway/api/orders',
      ]),
    );
    expect(paths.filter((path) => path.startsWith('/gateway/sandbox'))).toEqual([]);
    // Nor in development: the test controls are never in the API document.
    const dev = await createCashierApp({ docs: true });
    try {
      const body = (await dev.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
      expect(body).not.toContain('/gateway/sandbox');
      expect(body).toContain('/gateway/api/orders');
    } finally {
      await dev.close();
    }
  });
});

describe('the sandbox rules', () => {
  it('decides cards by the PIN', () => {
    expect(cardOutcome('1234', false)).toBe('ok');
    expect(cardOutcome('1234', true)).toBe('invalid');
    expect(cardOutcome('0000', false)).toBe('invalid');
    expect(cardOutcome('5555', false)).toBe('wrong');
    expect(otherDenomination(100_000)).toBe(50_000);
    expect(otherDenomination(10_000)).toBe(20_000);
  });
});
