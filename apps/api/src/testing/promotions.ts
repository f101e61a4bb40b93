import {
  CASHIER_PATHS,
  PROMOTION_PATHS,
  type Deposit,
  type DepositPromotion,
  type GatewayWebhook,
  type PlayerPromotions,
} from '@xc/api-contract';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { STUDIO_GAMES, STUDIO_PROVIDER } from '../modules/studio/catalogue';
import { bearer, get, post, type AccountsAppOptions } from './accounts';
import { createCashierApp, fundedPlayer, signedWebhook, type CashierTestApp, type Player } from './cashier';
import { playRound as playStudioRound, STUDIO_TEST_SECRET, type GamesTestApp } from './games';

/**
 * The cashier's test app (gateway and cashier ticked by hand) with the studio's games imported, so
 * a test deposits, plays and withdraws on one app; jackpots never hit (a hit would move balances the
 * test did not plan); the bonus tick runs only when the test says.
 */
export async function createPromotionsApp(options: AccountsAppOptions = {}) {
  const t = await createCashierApp({
    ...options,
    services: {
      studioWalletSecret: STUDIO_TEST_SECRET,
      jackpotRandom: () => 0.999_999,
      promotionTickMs: 0,
      ...options.services,
    },
  });
  await t.services.games.importFrom(STUDIO_PROVIDER, STUDIO_GAMES, (game) => game.code);
  await t.services.jackpots.ensurePools(await t.services.games.all());
  await t.app.ready();
  return t;
}

export type PromotionsTestApp = CashierTestApp;

/** A game of each product (the studio's catalogue has them all). */
export const GAME_OF = {
  'cong-game': 'xcs-game-nhanh-01',
  'live-casino': STUDIO_GAMES.find((game) => game.section === 'live-casino' && !game.lobby)?.code ?? '',
  'the-thao': STUDIO_GAMES.find((game) => game.section === 'the-thao')?.code ?? '',
  'lo-de': STUDIO_GAMES.find((game) => game.section === 'lo-de')?.code ?? '',
  'da-ga': STUDIO_GAMES.find((game) => game.section === 'da-ga')?.code ?? '',
} as const;

/** One settled round through the provider protocol, then the bonus meter's update. */
export async function playRound(
  t: PromotionsTestApp,
  player: Player,
  round: { stake: number; win?: number; gameCode?: string; roundId?: string },
) {
  const result = await playStudioRound(t as unknown as GamesTestApp, player, round);
  await t.app.settled();
  return result;
}

export const dataOf = <T>(res: LightMyRequestResponse) => res.json<{ data: T }>().data;

/** A codepay voucher with a promotion choice (not paid). */
export function codepay(
  t: PromotionsTestApp,
  player: Player,
  body: { amount: number; promotion?: DepositPromotion; requestId?: string },
) {
  return post(
    t.app,
    CASHIER_PATHS.codepay,
    { requestId: randomUUID(), promotion: 'none', replaceOpen: true, ...body },
    bearer(player.token),
  );
}

/** The deposit's gateway order (the webhook names it), as the operator's search shows it. */
export async function orderOf(t: PromotionsTestApp, deposit: Deposit): Promise<string> {
  const [row] = await t.services.cashier.searchDeposits({ brand: 'xc05', code: deposit.code });
  if (!row?.gatewayOrderId) throw new Error(`deposit ${deposit.code} has no gateway order`);
  return row.gatewayOrderId;
}

/** The gateway's signed report that the deposit was paid (`amount` credited, default: the amount asked). */
export async function paidWebhook(
  t: PromotionsTestApp,
  deposit: Deposit,
  options: { amount?: number; transactionId?: string } = {},
): Promise<GatewayWebhook> {
  const amount = options.amount ?? deposit.amount ?? 0;
  return {
    event: 'deposit.succeeded',
    orderId: await orderOf(t, deposit),
    reference: deposit.code,
    transactionId: options.transactionId ?? `GT${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`,
    method: deposit.method,
    amount,
    grossAmount: amount,
    fee: 0,
    reason: null,
    detail: {},
    occurredAt: new Date(t.clock.ms).toISOString(),
  };
}

/** Makes a codepay voucher and has the gateway report it paid; the deposit as it ends up. */
export async function deposit(
  t: PromotionsTestApp,
  player: Player,
  amount: number,
  promotion: DepositPromotion = 'none',
): Promise<Deposit> {
  const res = await codepay(t, player, { amount, promotion });
  if (res.statusCode !== 200) throw new Error(`voucher refused: ${res.statusCode} ${res.body}`);
  const voucher = dataOf<Deposit>(res);
  const hook = await signedWebhook(t, await paidWebhook(t, voucher));
  if (hook.statusCode !== 200) throw new Error(`webhook refused: ${hook.statusCode} ${hook.body}`);
  await t.app.settled();
  return dataOf<Deposit>(
    await get(t.app, CASHIER_PATHS.deposit.replace(':id', String(voucher.id)), bearer(player.token)),
  );
}

/** GET /api/user/promotion. */
export async function mine(t: PromotionsTestApp, player: Player): Promise<PlayerPromotions> {
  const res = await get(t.app, PROMOTION_PATHS.mine, bearer(player.token));
  if (res.statusCode !== 200) throw new Error(`promotion page: ${res.statusCode} ${res.body}`);
  return dataOf<PlayerPromotions>(res);
}

/** A player (verified phone) who has not deposited yet. */
export const newPlayer = (t: PromotionsTestApp, balance = 0) => fundedPlayer(t, balance);

export { fundedPlayer, signedWebhook, type Player };
