import { GIFT_CODE_MESSAGES as M } from '@xc/api-contract';
import { randomUUID } from 'node:crypto';
import { register } from '../../testing/accounts';
import {
  createGiftCodesApp,
  giftPlayer,
  makeCode,
  redeem,
  type GiftCodesTestApp,
} from '../../testing/giftcodes';

let t: GiftCodesTestApp;
beforeAll(async () => {
  t = await createGiftCodesApp({
    rateLimits: {
      giftCodeFailuresPerPlayer: { max: 3, windowMs: 60 * 60_000 },
      giftCodeFailuresPerIp: { max: 5, windowMs: 60 * 60_000 },
    },
  });
});
afterAll(async () => {
  await t.audit();
  await t.close();
});

const TOO_MANY = { statusCode: 429, code: 'GIFT_CODE_TOO_MANY_ATTEMPTS', message: M.tooManyAttempts };
let wrong = 0;
const wrongCode = () => `WRONG${(wrong += 1)}`;

describe('guessing gift codes', () => {
  it('a player has 3 wrong codes an hour, from any address; then even a good code waits', async () => {
    const player = await giftPlayer(t);
    const good = await makeCode(t);
    for (let i = 0; i < 3; i += 1)
      expect((await redeem(t, player, wrongCode(), randomUUID(), {}, '10.1.0.1')).statusCode).toBe(400);
    const refused = await redeem(t, player, good.code, randomUUID(), {}, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The rule is the player's: another address does not help.
    expect((await redeem(t, player, good.code, randomUUID(), {}, '10.1.0.2')).json()).toEqual(TOO_MANY);
    expect(await t.services.wallet.balance(player.user.id)).toBe(0);
  });

  it('an address has 5 wrong codes an hour, whoever types them; the owners elsewhere are not locked out', async () => {
    const shared = '10.2.0.1';
    const guesser = await giftPlayer(t);
    const owner = await giftPlayer(t);
    const good = await makeCode(t);
    for (let i = 0; i < 3; i += 1)
      expect((await redeem(t, guesser, wrongCode(), randomUUID(), {}, shared)).statusCode).toBe(400);
    for (let i = 0; i < 2; i += 1)
      expect((await redeem(t, owner, wrongCode(), randomUUID(), {}, shared)).statusCode).toBe(400);
    expect((await redeem(t, owner, good.code, randomUUID(), {}, shared)).json()).toEqual(TOO_MANY);
    // The owner from their own address: two failures of their own so far, under the player rule.
    expect((await redeem(t, owner, good.code, randomUUID(), {}, '10.2.0.2')).statusCode).toBe(200);
  });

  it('only wrong codes count: redemptions, replays, pending and phone refusals, and bad input do not', async () => {
    const address = '10.3.0.1';
    const player = await giftPlayer(t);
    for (let i = 0; i < 6; i += 1) {
      const code = await makeCode(t, { requiredBet: 0 });
      const requestId = randomUUID();
      expect((await redeem(t, player, code.code, requestId, {}, address)).statusCode).toBe(200);
      expect((await redeem(t, player, code.code, requestId, {}, address)).statusCode).toBe(200);
      expect((await redeem(t, player, 'bad-code', randomUUID(), {}, address)).statusCode).toBe(400);
    }
    await redeem(t, player, (await makeCode(t, { requiredBet: 1_000 })).code, randomUUID(), {}, address);
    for (let i = 0; i < 6; i += 1)
      expect((await redeem(t, player, wrongCode(), randomUUID(), {}, address)).json()).toMatchObject({
        code: 'GIFT_CODE_PENDING',
      });
    const unverified = await register(t.app);
    for (let i = 0; i < 6; i += 1)
      expect((await redeem(t, unverified, wrongCode(), randomUUID(), {}, address)).json()).toMatchObject({
        code: 'GIFT_CODE_PHONE_REQUIRED',
      });
    // Still the whole allowance: 3 wrong codes, then the limit.
    const fresh = await giftPlayer(t);
    for (let i = 0; i < 3; i += 1)
      expect((await redeem(t, fresh, wrongCode(), randomUUID(), {}, address)).statusCode).toBe(400);
    expect((await redeem(t, fresh, wrongCode(), randomUUID(), {}, address)).json()).toEqual(TOO_MANY);
  });

  it('parallel guesses cannot slip past the limit', async () => {
    const player = await giftPlayer(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeem(t, player, wrongCode(), randomUUID(), {}, '10.4.0.1')),
    );
    const counted = answers.map((res) => res.statusCode).sort();
    expect(counted).toEqual([400, 400, 400, 429, 429, 429, 429, 429, 429, 429]);
  });
});
