import { GIFT_CODE_PATHS, type GiftRedemption } from '@xc/api-contract';
import { DEFAULT_BRAND, type BrandId } from '@xc/brand/tenants';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { NewCodeInput } from '../modules/giftcodes/service';
import { bearer, registerVerified, type AccountsAppOptions } from './accounts';
import { createGamesApp, type GamesTestApp } from './games';

export type GiftCodesTestApp = GamesTestApp & {
  /** The ledger audit: throws on any discrepancy. */
  audit(): Promise<void>;
};

/** A games test app (catalogue, studio, hand-moved clock, no rate limits unless asked). */
export async function createGiftCodesApp(options: AccountsAppOptions = {}): Promise<GiftCodesTestApp> {
  const t = await createGamesApp(options);
  return {
    ...t,
    async audit() {
      const report = await t.services.wallet.audit();
      if (report.discrepancies.length > 0)
        throw new Error(`ledger audit: ${JSON.stringify(report.discrepancies)}`);
    },
  };
}

export type GiftPlayer = Awaited<ReturnType<typeof registerVerified>>;

/** A player of the default brand with a verified (Viettel) phone and `balance` VND to play with. */
export async function giftPlayer(t: GiftCodesTestApp, balance = 0): Promise<GiftPlayer> {
  const player = await registerVerified(t.app);
  if (balance > 0)
    await t.services.wallet.operatorCredit({
      brand: player.brand,
      username: player.body.username,
      amount: balance,
      idempotencyKey: `test-credit-${randomUUID()}`,
    });
  return player;
}

let made = 0;
/** A fresh code (campaign, cap 100, 50,000 VND, required bet 100,000, a day to live) unless told. */
export async function makeCode(t: GiftCodesTestApp, overrides: Partial<NewCodeInput> = {}) {
  made += 1;
  return t.services.giftCodes.createCode({
    brand: DEFAULT_BRAND as BrandId,
    code: `TEST${process.pid % 1000}X${made}`,
    kind: 'campaign',
    value: 50_000,
    requiredBet: 100_000,
    expiresAt: new Date(t.clock.ms + 24 * 60 * 60_000),
    cap: 100,
    createdBy: 'test',
    ...overrides,
  });
}

/** POST /api/user/giftcode/redeem as `player`. */
export function redeem(
  t: GiftCodesTestApp,
  player: { token: string },
  code: unknown,
  requestId: unknown = randomUUID(),
  headers: InjectOptions['headers'] = {},
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: GIFT_CODE_PATHS.redeem,
    payload: { code, requestId } as InjectOptions['payload'],
    headers: { ...bearer(player.token), ...headers },
    remoteAddress,
  });
}

export const redemptionOf = (res: { json<T>(): T }): GiftRedemption =>
  res.json<{ data: GiftRedemption }>().data;
