import { CASHIER_PATHS as P, type Deposit, type GatewayWebhook } from '@xc/api-contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { gatewayOrders, gatewayWebhooks } from '../../schema';
import { bearer, get, post } from '../../testing/accounts';
import {
  balanceOf,
  createCashierApp,
  fundedPlayer,
  GATEWAY_TEST_SECRET,
  requestId,
  signedWebhook,
  type CashierTestApp,
  type Player,
} from '../../testing/cashier';
import { CODEPAY_ACCOUNT } from '../gateway/service';
import { createGateway } from '../gateway/compose';
import { injectHttp } from '../../infra/signed-request';

const dataOf = (res: LightMyRequestResponse) => res.json<{ data: Deposit }>().data;

/** Webhooks pass through here: the test decides how many the platform "fails" to answer. */
const failures = { left: 0, seen: 0 };
let t: CashierTestApp;
beforeAll(async () => {
  t = await createCashierApp({
    webhookTransport: (inner) => async (request) => {
      failures.seen += 1;
      if (failures.left > 0) {
        failures.left -= 1;
        return failures.left % 2 === 0
          ? { status: 500, body: '' }
          : Promise.reject(new Error('connection reset'));
      }
      return inner(request);
    },
  });
});
afterEach(async () => {
  failures.left = 0;
  await t.audit();
});
afterAll(() => t.close());

async function paidVoucher(player: Player, amount = 100_000) {
  const voucher = dataOf(
    await post(t.app, P.codepay, { amount, requestId: requestId() }, bearer(player.token)),
  );
  const order = voucher.instructions;
  await t.app.inject({
    method: 'POST',
    url: '/gateway/bank/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      account: CODEPAY_ACCOUNT.accountNumber,
      content: String(order['content']),
      amount: String(amount),
    }).toString(),
  });
  return voucher;
}

const deposit = async (player: Player, id: number) =>
  dataOf(await get(t.app, P.deposit.replace(':id', String(id)), bearer(player.token)));

async function orderIdOf(player: Player, depositId: number): Promise<string> {
  const row = await t.services.cashier.searchDeposits({ brand: player.brand, playerId: player.user.id });
  const found = row.find((candidate) => candidate.id === depositId);
  if (!found?.gatewayOrderId) throw new Error('no gateway order');
  return found.gatewayOrderId;
}

const event = (overrides: Partial<GatewayWebhook>): GatewayWebhook => ({
  event: 'deposit.succeeded',
  orderId: null,
  reference: 'X',
  transactionId: null,
  method: 'codepay',
  amount: 0,
  grossAmount: 0,
  fee: 0,
  reason: null,
  detail: {},
  occurredAt: new Date(t.clock.ms).toISOString(),
  ...overrides,
});

describe('the webhook signature', () => {
  it('refuses a wrong secret, a changed body, a stale or future timestamp, a replayed nonce, and missing headers', async () => {
    const player = await fundedPlayer(t);
    const voucher = dataOf(
      await post(t.app, P.codepay, { amount: 100_000, requestId: requestId() }, bearer(player.token)),
    );
    const orderId = await orderIdOf(player, voucher.id);
    const forged = event({
      orderId,
      reference: voucher.code,
      transactionId: 'GTFORGED0000001',
      amount: 5_000_000,
      grossAmount: 5_000_000,
    });

    const wrongSecret = await signedWebhook(t, forged, { secret: 'not-the-secret'.padEnd(40, 'y') });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');

    const stale = await signedWebhook(t, forged, { nowMs: t.clock.ms - 301_000 });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('WEBHOOK_STALE');
    expect((await signedWebhook(t, forged, { nowMs: t.clock.ms + 301_000 })).json().code).toBe(
      'WEBHOOK_STALE',
    );

    // A body changed after signing.
    const { signRequest } = await import('../../infra/signed-request');
    const text = JSON.stringify(forged);
    const headers = signRequest(
      'gateway-test-secret-'.padEnd(48, 'x'),
      { method: 'POST', path: P.webhook, query: '', body: text },
      t.clock.ms,
    );
    const tampered = await t.app.inject({
      method: 'POST',
      url: P.webhook,
      headers: { 'content-type': 'application/json', ...headers },
      payload: text.replace('5000000', '9000000'),
    });
    expect(tampered.statusCode).toBe(401);
    // Signed for another path or query.
    const otherQuery = await t.app.inject({
      method: 'POST',
      url: `${P.webhook}?x=1`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: text,
    });
    expect(otherQuery.statusCode).toBe(401);
    const none = await t.app.inject({
      method: 'POST',
      url: P.webhook,
      headers: { 'content-type': 'application/json' },
      payload: text,
    });
    expect(none.statusCode).toBe(401);
    expect(await balanceOf(t, player)).toBe(0);

    // A genuine call, then the very same bytes again: refused as a replay, money moved once.
    const first = await signedWebhook(t, forged, { nonce: 'n'.repeat(32) });
    expect(first.statusCode).toBe(200);
    const replay = await signedWebhook(t, forged, { nonce: 'n'.repeat(32) });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('WEBHOOK_REPLAYED');
    expect(await balanceOf(t, player)).toBe(5_000_000);
  });

  it('validates the body only after the signature, and then strictly', async () => {
    const bad = await signedWebhook(t, '{"event":"deposit.succeeded","amount":-5}');
    expect(bad.statusCode).toBe(400);
    const notJson = await signedWebhook(t, '{"event":');
    expect(notJson.statusCode).toBe(400);
  });
});

describe('exactly once, whatever the retries, duplicates or order', () => {
  it('retries with backoff until answered 2xx, from the rows the gateway kept', async () => {
    const player = await fundedPlayer(t);
    failures.left = 3;
    const voucher = await paidVoucher(player);
    await t.tick();
    expect((await deposit(player, voucher.id)).status).toBe('pending');
    const [hook] = await t.database.db
      .select()
      .from(gatewayWebhooks)
      .where(eq(gatewayWebhooks.orderId, await orderIdOf(player, voucher.id)));
    expect(hook).toMatchObject({ status: 'pending', attempts: 1 });
    expect(hook?.nextAttemptAt.getTime()).toBe(t.clock.ms + 5_000);
    await t.tick(4_000); // not due yet
    expect((await deposit(player, voucher.id)).status).toBe('pending');
    await t.tick(1_000); // 2nd attempt fails, next in 10 s
    await t.tick(10_000); // 3rd fails, next in 20 s
    expect((await deposit(player, voucher.id)).status).toBe('pending');
    await t.tick(20_000); // answered
    expect((await deposit(player, voucher.id)).status).toBe('completed');
    const [after] = await t.database.db
      .select()
      .from(gatewayWebhooks)
      .where(eq(gatewayWebhooks.id, hook?.id ?? 0));
    expect(after).toMatchObject({ status: 'delivered', attempts: 4, lastStatus: 200 });
    expect(await balanceOf(t, player)).toBe(100_000);
  });

  it('delivers after a restart: another gateway process on the same tables takes the pending webhooks', async () => {
    const player = await fundedPlayer(t);
    failures.left = 1;
    const voucher = await paidVoucher(player);
    await t.tick();
    expect((await deposit(player, voucher.id)).status).toBe('pending');
    // The first gateway "stops"; a new one starts on the same database.
    const restarted = createGateway(t.database.db, {
      secret: GATEWAY_TEST_SECRET,
      transport: injectHttp(t.app),
      clock: t.clock.now,
    });
    t.clock.advance(5_000);
    await restarted.tick();
    expect(await deposit(player, voucher.id)).toMatchObject({ status: 'completed', credited: 100_000 });
  });

  it('credits once when the gateway sends the same report again', async () => {
    const player = await fundedPlayer(t);
    const voucher = await paidVoucher(player);
    await t.tick();
    const orderId = await orderIdOf(player, voucher.id);
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/gateway/sandbox/webhooks/redeliver',
        payload: { orderId },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await balanceOf(t, player)).toBe(100_000);
    expect((await deposit(player, voucher.id)).credited).toBe(100_000);
  });

  it('credits once when duplicates race each other', async () => {
    const player = await fundedPlayer(t);
    const voucher = dataOf(
      await post(t.app, P.codepay, { amount: 100_000, requestId: requestId() }, bearer(player.token)),
    );
    const orderId = await orderIdOf(player, voucher.id);
    const report = event({
      orderId,
      reference: voucher.code,
      transactionId: 'GTRACE00000000001',
      amount: 100_000,
      grossAmount: 100_000,
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => signedWebhook(t, report)));
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 500)).toBe(true);
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    expect(await balanceOf(t, player)).toBe(100_000);
    expect((await deposit(player, voucher.id)).credited).toBe(100_000);
  });

  it('does not undo a credit when an expiry arrives late, and credits money reported after an expiry', async () => {
    const player = await fundedPlayer(t);
    const a = dataOf(
      await post(t.app, P.codepay, { amount: 100_000, requestId: requestId() }, bearer(player.token)),
    );
    const orderA = await orderIdOf(player, a.id);
    expect(
      (
        await signedWebhook(
          t,
          event({
            orderId: orderA,
            reference: a.code,
            transactionId: 'GTORDER00000000A1',
            amount: 100_000,
            grossAmount: 100_000,
          }),
        )
      ).statusCode,
    ).toBe(200);
    const late = await signedWebhook(
      t,
      event({ event: 'deposit.expired', orderId: orderA, reference: a.code }),
    );
    expect(late.json().result).toBe('duplicate');
    expect((await deposit(player, a.id)).status).toBe('completed');

    const b = dataOf(
      await post(
        t.app,
        P.codepay,
        { amount: 200_000, requestId: requestId(), replaceOpen: true },
        bearer(player.token),
      ),
    );
    const orderB = await orderIdOf(player, b.id);
    await signedWebhook(t, event({ event: 'deposit.expired', orderId: orderB, reference: b.code }));
    expect((await deposit(player, b.id)).status).toBe('expired');
    await signedWebhook(
      t,
      event({
        orderId: orderB,
        reference: b.code,
        transactionId: 'GTORDER00000000B1',
        amount: 200_000,
        grossAmount: 200_000,
      }),
    );
    expect(await deposit(player, b.id)).toMatchObject({ status: 'completed', credited: 200_000 });
    expect(await balanceOf(t, player)).toBe(300_000);
  });

  it("calls back the brand's own host, never one the client made up", async () => {
    const player = await fundedPlayer(t);
    const made = await t.app.inject({
      method: 'POST',
      url: P.codepay,
      payload: { amount: 100_000, requestId: requestId() },
      headers: { ...bearer(player.token), host: 'attacker.example:8443' },
    });
    expect(made.statusCode).toBe(200);
    const orderId = await orderIdOf(player, made.json().data.id);
    const [order] = await t.database.db.select().from(gatewayOrders).where(eq(gatewayOrders.id, orderId));
    expect(order?.callbackHost).toBe('phuonghoang.example');
    const own = await t.app.inject({
      method: 'POST',
      url: P.codepay,
      payload: { amount: 100_000, requestId: requestId(), replaceOpen: true },
      headers: { ...bearer(player.token), host: 'www.phuonghoang.example' },
    });
    const [ownOrder] = await t.database.db
      .select()
      .from(gatewayOrders)
      .where(eq(gatewayOrders.id, await orderIdOf(player, own.json().data.id)));
    expect(ownOrder?.callbackHost).toBe('www.phuonghoang.example');
  });

  it('ignores reports about nothing of ours, and reports for another brand', async () => {
    const player = await fundedPlayer(t);
    const voucher = dataOf(
      await post(t.app, P.codepay, { amount: 100_000, requestId: requestId() }, bearer(player.token)),
    );
    const orderId = await orderIdOf(player, voucher.id);
    const unknown = await signedWebhook(
      t,
      event({
        orderId: 'GWUNKNOWN0000000',
        transactionId: 'GTUNKNOWN0000001',
        amount: 1_000,
        grossAmount: 1_000,
      }),
    );
    expect(unknown.json().result).toBe('ignored');
    // The player is on xc05 (default host); the same order reported on xc03's host moves nothing.
    const otherBrand = await signedWebhook(
      t,
      event({
        orderId,
        reference: voucher.code,
        transactionId: 'GTBRAND000000001',
        amount: 100_000,
        grossAmount: 100_000,
      }),
      { host: 'rongvang.example' },
    );
    expect(otherBrand.json().result).toBe('ignored');
    expect(await balanceOf(t, player)).toBe(0);
  });
});
