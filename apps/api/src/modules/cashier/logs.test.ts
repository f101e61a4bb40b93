import { CASHIER_PATHS as P, type Withdrawal } from '@xc/api-contract';
import { Writable } from 'node:stream';
import { createLogger } from '../../infra/logging';
import { bearer, get, post } from '../../testing/accounts';
import { createCashierApp, fundedPlayer, GATEWAY_TEST_SECRET, requestId } from '../../testing/cashier';

describe('the logs of the cashier', () => {
  it('never hold a card PIN, a bought card, the phone digits or the gateway secret, even at trace level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const t = await createCashierApp({ logger: createLogger({ level: 'trace', stream }) });
    try {
      const player = await fundedPlayer(t, 1_000_000);
      const pin = '9876543219876';
      const card = await post(
        t.app,
        P.card,
        { carrier: 'viettel', denomination: 100_000, pin, serial: '55566677788', requestId: requestId() },
        bearer(player.token),
      );
      expect(card.statusCode).toBe(200);
      const last5 = player.body.phone.slice(-5);
      const request = (
        await post(
          t.app,
          P.withdrawCard,
          {
            carrier: 'mobifone',
            denomination: 50_000,
            quantity: 2,
            phoneLast5: last5,
            requestId: requestId(),
          },
          bearer(player.token),
        )
      ).json<{ data: Withdrawal }>().data;
      await t.services.cashier.approve('xc05', request.id);
      await t.tick(5_000);
      await t.tick(10_000);
      const paid = (
        await get(t.app, P.withdrawal.replace(':id', String(request.id)), bearer(player.token))
      ).json<{
        data: Withdrawal;
      }>().data;
      expect(paid.cards).toHaveLength(2);
      const logged = lines.join('\n');
      expect(lines.length).toBeGreaterThan(10);
      expect(logged).not.toContain(pin);
      expect(logged).not.toContain('55566677788');
      for (const bought of paid.cards ?? []) {
        expect(logged).not.toContain(bought.pin);
        expect(logged).not.toContain(bought.serial);
      }
      expect(logged).not.toContain(`"${last5}"`);
      expect(logged).not.toContain(GATEWAY_TEST_SECRET);
      await t.audit();
    } finally {
      await t.close();
    }
  });
});
