import { DEFAULT_BRAND, type BrandId } from '@xc/brand/tenants';
import type { GiftCodeKind } from '@xc/api-contract';
import type { MissionInput } from '../modules/missions/service';
import { STUDIO_GAMES, STUDIO_PROVIDER } from '../modules/studio/catalogue';
import type { Services } from '../services';

/** The demo player (README): phone verified, so every account flow can be tried at once. */
export const DEMO_PLAYER = {
  username: 'demo01',
  password: 'demo1234',
  phone: '+84987654321',
  /** Credited once through the ledger (an operator credit with a fixed idempotency key). */
  openingBalance: 5_000_000,
} as const;

/** The default brand keeps the key of the single-brand releases, so an upgrade does not credit twice. */
export const demoOpeningBalanceKey = (brand: BrandId): string =>
  brand === DEFAULT_BRAND
    ? `seed:${DEMO_PLAYER.username}:opening-balance`
    : `seed:${brand}:${DEMO_PLAYER.username}:opening-balance`;

/**
 * Gift codes a demo player can try on every brand (README): each valid a year from the seed that made
 * it. A door to free money like the demo player, so production never gets them either.
 */
export const DEMO_GIFT_CODES: ReadonlyArray<{
  code: string;
  kind: GiftCodeKind;
  value: number;
  requiredBet: number;
  cap: number;
}> = [
  { code: 'CHAOMUNG88', kind: 'campaign', value: 88_000, requiredBet: 880_000, cap: 1_000 },
  { code: 'TANTHU50K', kind: 'campaign', value: 50_000, requiredBet: 250_000, cap: 1_000 },
  { code: 'QUATANG0', kind: 'campaign', value: 20_000, requiredBet: 0, cap: 1_000 },
  { code: 'MAYMAN2026', kind: 'single', value: 200_000, requiredBet: 2_000_000, cap: 1 },
];
const DEMO_GIFT_CODE_DAYS = 365;

/**
 * Demo missions of every seeded brand (README): a newcomer's guide chain, daily missions and
 * accumulated ones over 30 days from the seed. The e2e relies on `nap-tien-hang-ngay` and
 * `cuoc-hang-ngay` exactly as they are.
 */
export const DEMO_MISSIONS: ReadonlyArray<{ code: string; input: MissionInput }> = [
  {
    code: 'diem-danh-lan-dau',
    input: {
      type: 'PERIOD',
      tab: 'guide',
      conditionKind: 'DAILY_CHECK_IN',
      target: 1,
      reward: { kind: 'cash', amount: 5_000 },
      title: 'Điểm danh lần đầu',
      description: 'Đăng nhập và điểm danh lần đầu tiên để mở chuỗi nhiệm vụ tân thủ.',
      sortOrder: 1,
    },
  },
  {
    code: 'nap-tien-lan-dau',
    input: {
      type: 'PERIOD',
      tab: 'guide',
      conditionKind: 'DEPOSIT_AMOUNT',
      target: 100_000,
      reward: { kind: 'cash', amount: 20_000 },
      prerequisite: 'diem-danh-lan-dau',
      title: 'Nạp tiền lần đầu trong nhiệm vụ',
      description: 'Nạp một lần từ 100,000 VND sau khi nhận nhiệm vụ.',
      sortOrder: 2,
    },
  },
  {
    code: 'dat-cuoc-lan-dau',
    input: {
      type: 'PERIOD',
      tab: 'guide',
      conditionKind: 'BET_AMOUNT',
      target: 10_000,
      reward: { kind: 'cash', amount: 10_000 },
      prerequisite: 'nap-tien-lan-dau',
      title: 'Đặt cược lần đầu',
      description: 'Đặt một cược từ 10,000 VND ở bất kỳ trò chơi nào.',
      sortOrder: 3,
    },
  },
  {
    code: 'nap-tien-hang-ngay',
    input: {
      type: 'DAILY',
      conditionKind: 'DEPOSIT_AMOUNT',
      target: 100_000,
      reward: { kind: 'cash', amount: 10_000 },
      title: 'Nạp tiền trong ngày',
      description: 'Nạp một lần từ 100,000 VND trong ngày.',
      featured: true,
      sortOrder: 1,
    },
  },
  {
    code: 'cuoc-hang-ngay',
    input: {
      type: 'DAILY',
      conditionKind: 'BET_AMOUNT',
      target: 10_000,
      reward: { kind: 'cash', amount: 5_000 },
      title: 'Đặt cược trong ngày',
      description: 'Đặt một cược từ 10,000 VND trong ngày.',
      featured: true,
      sortOrder: 2,
    },
  },
  {
    code: 'diem-danh-hang-ngay',
    input: {
      type: 'DAILY',
      conditionKind: 'DAILY_CHECK_IN',
      target: 1,
      reward: { kind: 'cash', amount: 2_000 },
      title: 'Điểm danh hằng ngày',
      description: 'Ghé thăm trang mỗi ngày để điểm danh.',
      sortOrder: 3,
    },
  },
  {
    code: 'tong-cuoc-hang-ngay',
    input: {
      type: 'DAILY',
      conditionKind: 'TOTAL_BET_AMOUNT',
      target: 1_000_000,
      reward: { kind: 'bonus', amount: 50_000, rounds: 5 },
      title: 'Tổng cược 1 triệu trong ngày',
      description: 'Tổng cược từ 1,000,000 VND trong ngày, nhận thưởng 50,000 VND với 5 vòng cược.',
      sortOrder: 4,
    },
  },
  {
    code: 'tong-nap-30-ngay',
    input: {
      type: 'PERIOD',
      tab: 'accumulated',
      conditionKind: 'TOTAL_DEPOSIT_AMOUNT',
      target: 5_000_000,
      reward: { kind: 'cash', amount: 200_000 },
      title: 'Tổng nạp 5 triệu',
      description: 'Tổng nạp từ 5,000,000 VND trong thời gian sự kiện.',
      featured: true,
      sortOrder: 1,
    },
  },
  {
    code: 'tong-cuoc-30-ngay',
    input: {
      type: 'PERIOD',
      tab: 'accumulated',
      conditionKind: 'TOTAL_BET_AMOUNT',
      target: 20_000_000,
      reward: { kind: 'bonus', amount: 300_000, rounds: 10 },
      title: 'Tổng cược 20 triệu',
      description: 'Tổng cược từ 20,000,000 VND trong 7 ngày kể từ khi nhận nhiệm vụ.',
      durationHours: 7 * 24,
      sortOrder: 2,
    },
  },
];
const DEMO_MISSION_DAYS = 30;

export interface SeedReport {
  systemConfigurations: number;
  /** The brands whose demo player this run created. */
  demoPlayer: BrandId[];
  /** Games of the studio's catalogue added to the platform's by this run. */
  games: number;
  /** Jackpot pools created (and funded by the house) by this run. */
  jackpots: number;
  /** The demo players' opening credits this run moved (the others were there already). */
  demoBalance: BrandId[];
  /** Demo gift codes this run made, as `<brand>:<code>`. */
  giftCodes: string[];
  /** The brands given a lost-bet refund campaign for the current month by this run. */
  demoRefundCampaigns: BrandId[];
  /** Demo missions this run made, as `<brand>:<code>`. */
  missions: string[];
}

export interface SeedOptions {
  /** The brands that get a demo player (default: the default brand). */
  brands?: readonly BrandId[];
  /** A known password is a door: production never gets the demo player. */
  demoPlayer?: boolean;
}

/**
 * The catalogue (imported from the studio), its jackpot pools, and demo data for a fresh database.
 * Idempotent: running it again writes nothing already there.
 */
export async function seedDemoData(services: Services, options: SeedOptions = {}): Promise<SeedReport> {
  const systemConfigurations = await services.systemConfigurations.seedDefaults();
  const { inserted: games } = await services.games.importFrom(
    STUDIO_PROVIDER,
    STUDIO_GAMES,
    (game) => game.code,
  );
  const { created: jackpots } = await services.jackpots.ensurePools(await services.games.all());
  const demoPlayer: BrandId[] = [];
  const demoBalance: BrandId[] = [];
  const giftCodes: string[] = [];
  const demoRefundCampaigns: BrandId[] = [];
  const missions: string[] = [];
  for (const brand of options.demoPlayer === false ? [] : (options.brands ?? [DEFAULT_BRAND])) {
    const { openingBalance, ...player } = DEMO_PLAYER;
    if (await services.auth.ensurePlayer({ ...player, brand, phoneVerified: true })) demoPlayer.push(brand);
    const { posted } = await services.wallet.operatorCredit({
      brand,
      username: DEMO_PLAYER.username,
      amount: openingBalance,
      note: 'Số dư khởi đầu của tài khoản demo',
      idempotencyKey: demoOpeningBalanceKey(brand),
    });
    if (!posted.replayed) demoBalance.push(brand);
    for (const code of DEMO_GIFT_CODES) {
      const made = await services.giftCodes.ensureCode({
        ...code,
        brand,
        validDays: DEMO_GIFT_CODE_DAYS,
        createdBy: 'seed',
      });
      if (made) giftCodes.push(`${brand}:${code.code}`);
    }
    if (await services.rewards.ensureDemoCampaign(brand)) demoRefundCampaigns.push(brand);
    for (const mission of DEMO_MISSIONS) {
      const made = await services.missions.ensure(brand, mission.code, mission.input, {
        periodDays: DEMO_MISSION_DAYS,
      });
      if (made) missions.push(`${brand}:${mission.code}`);
    }
  }
  return {
    systemConfigurations,
    games,
    jackpots: jackpots.length,
    demoPlayer,
    demoBalance,
    giftCodes,
    demoRefundCampaigns,
    missions,
  };
}
