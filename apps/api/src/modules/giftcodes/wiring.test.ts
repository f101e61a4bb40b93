import { CASHIER_PATHS, GIFT_CODE_MESSAGES as M, GIFT_CODE_PATHS } from '@xc/api-contract';
import { bearer, post } from '../../testing/accounts';
import {
  bankAccount,
  createCashierApp,
  fundedPlayer,
  requestId,
  type CashierTestApp,
} from '../../testing/cashier';
import { playRound, STUDIO_TEST_SECRET } from '../../testing/games';
import { STUDIO_GAMES, STUDIO_PROVIDER } from '../studio/catalogue';

let t: CashierTestApp;
beforeAll(async () => {
  t = await createCashierApp({ services: { studioWalletSecret: STUDIO_TEST_SECRET } });
  await t.services.games.importFrom(STUDIO_PROVIDER, STUDIO_GAMES, (g) => g.code);
  await t.services.jackpots.ensurePools(await t.services.games.all());
});
afterAll(async () => {
  await t.audit();
  await t.close();
});

it('a withdrawal waits for the gift code bets, then goes', async () => {
  const player = await fundedPlayer(t, 1_000_000);
  const bank = await bankAccount(t, player);
  await t.services.giftCodes.createCode({
    brand: 'xc05',
    code: 'WIRED1',
    kind: 'campaign',
    value: 50_000,
    requiredBet: 200_000,
    expiresAt: new Date(t.clock.ms + 86_400_000),
    cap: 10,
    createdBy: 'test',
  });
  expect(
    (
      await post(
        t.app,
        GIFT_CODE_PATHS.redeem,
        { code: 'wired1', requestId: requestId() },
        bearer(player.token),
      )
    ).statusCode,
  ).toBe(200);
  const refused = await post(
    t.app,
    CASHIER_PATHS.withdrawBank,
    { bankAccountId: bank, amount: 100_000, requestId: requestId() },
    bearer(player.token),
  );
  expect(refused.json()).toEqual({
    statusCode: 409,
    code: 'GIFT_CODE_WAGERING_INCOMPLETE',
    message: M.wageringIncomplete(200_000),
  });
  await playRound(t as never, player, { stake: 200_000 });
  const ok = await post(
    t.app,
    CASHIER_PATHS.withdrawBank,
    { bankAccountId: bank, amount: 100_000, requestId: requestId() },
    bearer(player.token),
  );
  expect(ok.statusCode).toBe(200);
});
