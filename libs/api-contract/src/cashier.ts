import * as z from 'zod/mini';
import { pageEnvelope } from './pagination';

/**
 * The cashier: deposits, withdrawals, deposit limits and the transaction history (issue 14). Value
 * lists are stored by the API (its CHECKs come from them); messages are what the client shows.
 */

export const DEPOSIT_METHODS = ['codepay', 'bank', 'card', 'ewallet', 'crypto'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
/** pending → completed | failed | expired | cancelled; money that arrives late still completes it. */
export const DEPOSIT_STATUSES = ['pending', 'completed', 'failed', 'expired', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const WITHDRAWAL_METHODS = ['bank', 'card', 'crypto'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];
/**
 * pending (money held) → approved (the payout is being sent) → paid | failed (money returned);
 * pending → rejected (money returned). The player cannot cancel.
 */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'failed', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

export const CARD_CARRIERS = ['viettel', 'vinaphone', 'mobifone'] as const;
export type CardCarrier = (typeof CARD_CARRIERS)[number];

export interface CarrierRule {
  name: string;
  /** Fee in basis points of the face value (spec §9: 13 %, 11 %, 13 %). */
  feeBp: number;
  pin: RegExp;
  serial: RegExp;
}

/** Each carrier's fee and the shapes of its PIN and serial (digits only). */
export const CARRIERS: Record<CardCarrier, CarrierRule> = {
  viettel: { name: 'Viettel', feeBp: 1300, pin: /^(\d{13}|\d{15})$/, serial: /^(\d{11}|\d{14})$/ },
  vinaphone: { name: 'Vinaphone', feeBp: 1100, pin: /^\d{14}$/, serial: /^\d{14}$/ },
  mobifone: { name: 'Mobifone', feeBp: 1300, pin: /^\d{12}$/, serial: /^\d{15}$/ },
};

export const CARD_DENOMINATIONS = [
  10_000, 20_000, 50_000, 100_000, 200_000, 300_000, 500_000, 1_000_000,
] as const;
export type CardDenomination = (typeof CARD_DENOMINATIONS)[number];

/** What a card of `faceValue` credits: face value minus the carrier's fee, rounded down to 1 VND. */
export const cardCredit = (carrier: CardCarrier, faceValue: number): { fee: number; credited: number } => {
  const fee = Math.ceil((faceValue * CARRIERS[carrier].feeBp) / 10_000);
  return { fee, credited: faceValue - fee };
};

export const CRYPTO_CURRENCIES = ['USDT', 'KDG'] as const;
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];
export const CRYPTO_NETWORKS = ['TRC20', 'ERC20', 'BEP20'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];
/** Networks each currency travels on (the deposit and withdrawal guides). */
export const CRYPTO_CURRENCY_NETWORKS: Record<CryptoCurrency, readonly CryptoNetwork[]> = {
  USDT: ['TRC20', 'ERC20', 'BEP20'],
  KDG: ['TRC20', 'BEP20'],
};
export const CRYPTO_ADDRESS_PATTERNS: Record<CryptoNetwork, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
};
/** Spec §9: the smallest crypto withdrawal, in VND. */
export const CRYPTO_MIN_WITHDRAWAL: Record<CryptoCurrency, number> = { KDG: 100_000, USDT: 400_000 };

/** What the player may pick as the promotion of a deposit (applied by the bonus issue; stored now). */
export const DEPOSIT_PROMOTIONS = ['none', 'khuyen-mai-100', 'khuyen-mai-50'] as const;
export type DepositPromotion = (typeof DEPOSIT_PROMOTIONS)[number];

/** Spec §9: the smallest fast bank transfer. */
export const CODEPAY_MIN_AMOUNT = 50_000;
/** No single cashier amount above this (a typo of extra zeros, or an overflow attempt). */
export const MAX_CASHIER_AMOUNT = 10_000_000_000;

export interface WithdrawalRule {
  min: number;
  max: number;
}
export interface CashierBrandConfig {
  withdrawal: Record<WithdrawalMethod, WithdrawalRule>;
  /** Withdrawal requests per player per day (Vietnam time), whatever the method. */
  dailyWithdrawalCount: number;
  /** Limits of the deposits whose amount the player chooses. */
  deposit: Record<'codepay' | 'bank' | 'ewallet', WithdrawalRule>;
  /** The operator's own account for bank transfers (matched from its statement feed). */
  bankAccount: { bankCode: string; accountNumber: string; holderName: string };
}

const baseConfig: CashierBrandConfig = {
  withdrawal: {
    bank: { min: 100_000, max: 300_000_000 },
    card: { min: 10_000, max: 5_000_000 },
    crypto: { min: 100_000, max: 500_000_000 },
  },
  dailyWithdrawalCount: 5,
  deposit: {
    codepay: { min: CODEPAY_MIN_AMOUNT, max: 300_000_000 },
    bank: { min: 100_000, max: 1_000_000_000 },
    ewallet: { min: 20_000, max: 50_000_000 },
  },
  bankAccount: { bankCode: 'VCB', accountNumber: '0071000888999', holderName: 'CONG TY TNHH XC GIAI TRI' },
};

/** The cashier's configuration of each brand (amounts in VND). */
export const CASHIER_BRAND_CONFIG: Record<string, CashierBrandConfig> = {
  xc03: baseConfig,
  xc04: baseConfig,
  xc05: baseConfig,
  xc06: { ...baseConfig, dailyWithdrawalCount: 10 },
  xc07: baseConfig,
  xc08: { ...baseConfig, withdrawal: { ...baseConfig.withdrawal, bank: { min: 200_000, max: 500_000_000 } } },
};
export const cashierConfigOf = (brand: string): CashierBrandConfig =>
  CASHIER_BRAND_CONFIG[brand] ?? baseConfig;

export const CASHIER_ERROR_CODES = {
  depositNotFound: 'DEPOSIT_NOT_FOUND',
  withdrawalNotFound: 'WITHDRAWAL_NOT_FOUND',
  voucherOpen: 'VOUCHER_OPEN',
  voucherFailed: 'VOUCHER_FAILED',
  gatewayUnavailable: 'GATEWAY_UNAVAILABLE',
  amountOutOfRange: 'AMOUNT_OUT_OF_RANGE',
  depositLimit: 'DEPOSIT_LIMIT_EXCEEDED',
  bankAccountNotVerified: 'BANK_ACCOUNT_NOT_VERIFIED',
  withdrawalDailyLimit: 'WITHDRAWAL_DAILY_LIMIT',
  phoneMismatch: 'PHONE_MISMATCH',
  cardAlreadySubmitted: 'CARD_ALREADY_SUBMITTED',
  requestConflict: 'REQUEST_CONFLICT',
  webhookSignature: 'WEBHOOK_SIGNATURE_INVALID',
  webhookStale: 'WEBHOOK_STALE',
  webhookReplayed: 'WEBHOOK_REPLAYED',
} as const;

export const CASHIER_MESSAGES = {
  // spec §5 and §8, exact
  cardQuantityRequired: 'Vui lòng nhập số lượng thẻ',
  cardQuantityMin: 'Số lượng thẻ không được nhỏ hơn 1',
  cardQuantityMax: 'Số lượng thẻ không được nhiều hơn 5',
  phoneLast5Required: 'Vui lòng nhập 5 số cuối số điện thoại',
  voucherFailed: 'Tạo phiếu thất bại',
  // where the spec is silent
  transferExpired: 'Giao dịch đã hết hạn, vui lòng thử lại',
  amountRequired: 'Vui lòng nhập số tiền',
  amountInvalid: 'Số tiền không hợp lệ',
  codepayMin: 'Số tiền nạp tối thiểu là 50,000 VND',
  amountMin: (min: number) => `Số tiền tối thiểu là ${min.toLocaleString('en-US')} VND`,
  amountMax: (max: number) => `Số tiền tối đa là ${max.toLocaleString('en-US')} VND`,
  voucherOpen:
    'Bạn đang có một phiếu nạp chưa hoàn tất. Tạo phiếu mới sẽ hủy phiếu cũ, bạn có muốn tiếp tục?',
  depositNotFound: 'Không tìm thấy giao dịch nạp tiền',
  withdrawalNotFound: 'Không tìm thấy yêu cầu rút tiền',
  gatewayUnavailable: 'Cổng thanh toán đang bận, vui lòng thử lại sau',
  carrierRequired: 'Vui lòng chọn nhà mạng',
  denominationRequired: 'Vui lòng chọn mệnh giá',
  pinRequired: 'Vui lòng nhập mã thẻ',
  pinInvalid: 'Mã thẻ không đúng định dạng của nhà mạng',
  serialRequired: 'Vui lòng nhập số seri',
  serialInvalid: 'Số seri không đúng định dạng của nhà mạng',
  cardAlreadySubmitted: 'Thẻ này đã được gửi, vui lòng chờ kết quả',
  currencyRequired: 'Vui lòng chọn loại tiền',
  networkRequired: 'Vui lòng chọn mạng lưới',
  networkUnsupported: 'Loại tiền này không hỗ trợ mạng lưới đã chọn',
  addressRequired: 'Vui lòng nhập địa chỉ ví',
  addressInvalid: 'Địa chỉ ví không hợp lệ với mạng lưới đã chọn',
  bankAccountRequired: 'Vui lòng chọn tài khoản ngân hàng',
  bankAccountNotVerified: 'Chỉ được rút tiền về tài khoản ngân hàng đã xác minh của bạn',
  withdrawalDailyLimit: (count: number) => `Bạn đã đạt giới hạn ${count} lần rút tiền trong ngày`,
  phoneMismatch: '5 số cuối số điện thoại không đúng',
  requestIdInvalid: 'Mã yêu cầu không hợp lệ, vui lòng tải lại trang',
  requestConflict: 'Mã yêu cầu đã được dùng cho một giao dịch khác',
  promotionInvalid: 'Khuyến mãi không hợp lệ',
  limitInvalid: 'Hạn mức không hợp lệ',
  depositLimit: (period: string, remaining: number) =>
    `Khoản nạp vượt quá hạn mức nạp ${period} của bạn. Bạn chỉ còn có thể nạp ${remaining.toLocaleString('en-US')} VND`,
  reasonRequired: 'Vui lòng nhập lý do',
  rangeTooLong: 'Chỉ xem được lịch sử trong tối đa 3 tháng',
  rangeInvalid: 'Khoảng thời gian không hợp lệ',
  wrongAmount: (expected: number, received: number) =>
    `Số tiền chuyển (${received.toLocaleString('en-US')} VND) khác số tiền của phiếu (${expected.toLocaleString('en-US')} VND): đã cộng số tiền thực nhận`,
  wrongDenomination: (declared: number, real: number) =>
    `Mệnh giá thẻ thực tế là ${real.toLocaleString('en-US')} VND (bạn chọn ${declared.toLocaleString('en-US')} VND): đã cộng theo mệnh giá thực trừ phí`,
  cardInvalid: 'Thẻ không hợp lệ hoặc đã được sử dụng',
  paymentFailed: 'Thanh toán không thành công, vui lòng thử lại',
  cryptoLimitReached: (period: string) =>
    `Bạn đã dùng hết hạn mức nạp ${period}: chưa thể nhận thêm tiền điện tử`,
  payoutFailed: 'Chi trả thất bại, tiền đã được hoàn lại vào tài khoản',
  rejected: (reason: string) => `Yêu cầu bị từ chối: ${reason}`,
} as const;

export const DEPOSIT_LIMIT_PERIOD_NAMES: Record<DepositLimitPeriod, string> = {
  day: 'ngày',
  week: 'tuần',
  month: 'tháng',
};

export const DEPOSIT_STATUS_NAMES: Record<DepositStatus, string> = {
  pending: 'Đang xử lý',
  completed: 'Thành công',
  failed: 'Thất bại',
  expired: 'Hết hạn',
  cancelled: 'Đã hủy',
};
export const WITHDRAWAL_STATUS_NAMES: Record<WithdrawalStatus, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đang chi trả',
  paid: 'Thành công',
  failed: 'Thất bại',
  rejected: 'Bị từ chối',
};

const M = CASHIER_MESSAGES;

const noControl = /^[^\p{Cc}\p{Cf}]*$/u;

/** A whole positive number of VND, at most MAX_CASHIER_AMOUNT. */
export const cashierAmountSchema = z
  .int({ error: M.amountRequired })
  .check(z.positive(M.amountInvalid), z.maximum(MAX_CASHIER_AMOUNT, M.amountInvalid));

/** The client's id of one submit: the same id again (a double click, a retry) is the same request. */
export const requestIdSchema = z
  .string({ error: M.requestIdInvalid })
  .check(z.regex(/^[A-Za-z0-9-]{8,64}$/, M.requestIdInvalid));

const promotionSchema = z._default(z.enum(DEPOSIT_PROMOTIONS, { error: M.promotionInvalid }), 'none');

export const codepayDepositRequestSchema = z.object({
  amount: cashierAmountSchema.check(z.minimum(CODEPAY_MIN_AMOUNT, M.codepayMin)),
  promotion: promotionSchema,
  /** True once the player confirmed that creating this voucher cancels the open one. */
  replaceOpen: z._default(z.boolean(), false),
  requestId: requestIdSchema,
});
export type CodepayDepositRequest = z.input<typeof codepayDepositRequestSchema>;

export const amountDepositRequestSchema = z.object({
  amount: cashierAmountSchema,
  promotion: promotionSchema,
  requestId: requestIdSchema,
});

const carrierSchema = z.enum(CARD_CARRIERS, { error: M.carrierRequired });
const denominationSchema = z.pipe(
  z.int({ error: M.denominationRequired }),
  z.custom<CardDenomination>((value) => (CARD_DENOMINATIONS as readonly number[]).includes(value as number), {
    error: M.denominationRequired,
  }),
);

export const cardDepositRequestSchema = z
  .object({
    carrier: carrierSchema,
    denomination: denominationSchema,
    pin: z
      .string({ error: M.pinRequired })
      .check(z.minLength(1, M.pinRequired), z.regex(/^\d{1,20}$/, M.pinInvalid)),
    serial: z
      .string({ error: M.serialRequired })
      .check(z.minLength(1, M.serialRequired), z.regex(/^\d{1,20}$/, M.serialInvalid)),
    promotion: promotionSchema,
    requestId: requestIdSchema,
  })
  .check(
    z.refine((card) => CARRIERS[card.carrier].pin.test(card.pin), { message: M.pinInvalid, path: ['pin'] }),
    z.refine((card) => CARRIERS[card.carrier].serial.test(card.serial), {
      message: M.serialInvalid,
      path: ['serial'],
    }),
  );
export type CardDepositRequest = z.input<typeof cardDepositRequestSchema>;

const currencySchema = z.enum(CRYPTO_CURRENCIES, { error: M.currencyRequired });
const networkSchema = z.enum(CRYPTO_NETWORKS, { error: M.networkRequired });

export const cryptoAddressRequestSchema = z
  .object({ currency: currencySchema, network: networkSchema })
  .check(
    z.refine((value) => CRYPTO_CURRENCY_NETWORKS[value.currency].includes(value.network), {
      message: M.networkUnsupported,
      path: ['network'],
    }),
  );

export const depositSchema = z.object({
  id: z.int(),
  code: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  status: z.enum(DEPOSIT_STATUSES),
  /** What the player asked for (null for crypto: what arrives decides). */
  amount: z.nullable(z.int()),
  /** What reached the wallet. */
  credited: z.int(),
  fee: z.int(),
  promotion: z.enum(DEPOSIT_PROMOTIONS),
  /** What the player needs: the voucher, the wallet page, the card, the quote. */
  instructions: z.record(z.string(), z.unknown()),
  /** A note for the player (wrong amount, wrong denomination, failure reason). */
  note: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
});
export type Deposit = z.infer<typeof depositSchema>;
export const depositResponseSchema = z.object({ data: depositSchema });

export const cryptoAddressSchema = z.object({
  currency: z.enum(CRYPTO_CURRENCIES),
  network: z.enum(CRYPTO_NETWORKS),
  address: z.string(),
  /** VND per coin the gateway quotes now (the rate applied is the one at confirmation). */
  rate: z.int(),
});
export const cryptoAddressResponseSchema = z.object({ data: cryptoAddressSchema });

export const idParamsSchema = z.object({
  id: z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(2_147_483_647))),
});

// ---- withdrawals

const phoneLast5Schema = z
  .string({ error: M.phoneLast5Required })
  .check(z.regex(/^\d{5}$/, M.phoneLast5Required));

export const bankWithdrawalRequestSchema = z.object({
  bankAccountId: z
    .int({ error: M.bankAccountRequired })
    .check(z.positive(M.bankAccountRequired), z.maximum(2_147_483_647, M.bankAccountRequired)),
  amount: cashierAmountSchema,
  requestId: requestIdSchema,
});

export const cardWithdrawalRequestSchema = z.object({
  carrier: carrierSchema,
  denomination: denominationSchema,
  quantity: z
    .int({ error: M.cardQuantityRequired })
    .check(z.minimum(1, M.cardQuantityMin), z.maximum(5, M.cardQuantityMax)),
  phoneLast5: phoneLast5Schema,
  requestId: requestIdSchema,
});

export const cryptoWithdrawalRequestSchema = z
  .object({
    currency: currencySchema,
    network: networkSchema,
    address: z
      .string({ error: M.addressRequired })
      .check(
        z.minLength(1, M.addressRequired),
        z.maxLength(100, M.addressInvalid),
        z.regex(noControl, M.addressInvalid),
      ),
    amount: cashierAmountSchema,
    requestId: requestIdSchema,
  })
  .check(
    z.refine((value) => CRYPTO_CURRENCY_NETWORKS[value.currency].includes(value.network), {
      message: M.networkUnsupported,
      path: ['network'],
    }),
    z.refine((value) => CRYPTO_ADDRESS_PATTERNS[value.network].test(value.address), {
      message: M.addressInvalid,
      path: ['address'],
    }),
  );

export const withdrawalEventSchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES),
  note: z.nullable(z.string()),
  at: z.string(),
});

export const withdrawalSchema = z.object({
  id: z.int(),
  code: z.string(),
  method: z.enum(WITHDRAWAL_METHODS),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: z.int(),
  /** Where the money goes (bank account masked, carrier and cards, crypto address). */
  destination: z.record(z.string(), z.unknown()),
  reason: z.nullable(z.string()),
  /** Bought scratch cards, once paid (the cardDetail modal). */
  cards: z.nullable(
    z.array(z.object({ carrier: z.string(), denomination: z.int(), pin: z.string(), serial: z.string() })),
  ),
  timeline: z.array(withdrawalEventSchema),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalResponseSchema = z.object({ data: withdrawalSchema });

// ---- deposit limits

const limitAmountSchema = z.nullable(
  z
    .int({ error: M.limitInvalid })
    .check(z.positive(M.limitInvalid), z.maximum(MAX_CASHIER_AMOUNT, M.limitInvalid)),
);
/** Set one or more periods; null removes that limit (an increase: it takes 24 hours). */
export const depositLimitsRequestSchema = z.object({
  day: z.optional(limitAmountSchema),
  week: z.optional(limitAmountSchema),
  month: z.optional(limitAmountSchema),
});
const limitViewSchema = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  /** In force now; null = no limit. */
  amount: z.nullable(z.int()),
  /** Deposited within the period so far. */
  used: z.int(),
  remaining: z.nullable(z.int()),
  /** An increase waiting its 24 hours. */
  pending: z.nullable(z.object({ amount: z.nullable(z.int()), appliesAt: z.string() })),
});
export const depositLimitsResponseSchema = z.object({ data: z.array(limitViewSchema) });

// ---- history

export const CASHIER_TRANSACTION_TYPES = ['deposit', 'withdrawal'] as const;
export const TRANSACTION_PAGE_SIZES = [5, 10, 20] as const;
export const BET_PAGE_SIZES = [10, 20, 50] as const;

const isoDateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })]);
const pageSize = (sizes: readonly number[], fallback: number) =>
  z._default(
    z.pipe(
      z.coerce.number(),
      z.int().check(z.refine((value) => sizes.includes(value), { message: M.rangeInvalid })),
    ),
    fallback,
  );
const page = z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100_000))), 1);

export const transactionHistoryQuerySchema = z.object({
  page,
  per_page: pageSize(TRANSACTION_PAGE_SIZES, 10),
  from: z.optional(isoDateOrTime),
  to: z.optional(isoDateOrTime),
  type: z.optional(z.enum(CASHIER_TRANSACTION_TYPES)),
  status: z.optional(
    z.enum(['pending', 'completed', 'failed', 'expired', 'cancelled', 'approved', 'paid', 'rejected']),
  ),
  format: z._default(z.enum(['json', 'csv']), 'json'),
});

export const cashierTransactionSchema = z.object({
  code: z.string(),
  id: z.int(),
  createdAt: z.string(),
  type: z.enum(CASHIER_TRANSACTION_TYPES),
  method: z.string(),
  amount: z.int(),
  status: z.string(),
  statusName: z.string(),
});
export const transactionHistoryResponseSchema = z.object({
  ...pageEnvelope(cashierTransactionSchema).shape,
  summary: z.object({ deposits: z.int(), withdrawals: z.int(), netDeposit: z.int() }),
});

export const betHistoryPageQuerySchema = z.object({
  page,
  per_page: pageSize(BET_PAGE_SIZES, 10),
  from: z.optional(isoDateOrTime),
  to: z.optional(isoDateOrTime),
  status: z.optional(z.enum(['pending', 'won', 'lost', 'draw', 'cancelled'])),
  format: z._default(z.enum(['json', 'csv']), 'json'),
});

// ---- the payment gateway's webhook (what the sandbox gateway, like a real one, sends)

export const GATEWAY_SIGNATURE = {
  merchantHeader: 'x-gateway-merchant',
  timestampHeader: 'x-gateway-timestamp',
  nonceHeader: 'x-gateway-nonce',
  signatureHeader: 'x-gateway-signature',
  version: 'v1',
  toleranceSeconds: 300,
} as const;

/** The signed text: method, path, query (without '?'), timestamp, nonce and the exact body, one per line. */
export const gatewaySignedPayload = (
  method: string,
  path: string,
  query: string,
  timestamp: string,
  nonce: string,
  body: string,
): string => `${method.toUpperCase()}\n${path}\n${query}\n${timestamp}\n${nonce}\n${body}`;

export const GATEWAY_EVENTS = [
  'deposit.succeeded',
  'deposit.failed',
  'deposit.expired',
  'payout.succeeded',
  'payout.failed',
] as const;
export type GatewayEvent = (typeof GATEWAY_EVENTS)[number];

export const gatewayWebhookSchema = z.object({
  event: z.enum(GATEWAY_EVENTS),
  /** The gateway's order; null for money that arrived without an order (crypto). */
  orderId: z.nullable(z.string().check(z.maxLength(64))),
  /** The merchant's reference given with the order (or the crypto address's owner). */
  reference: z.string().check(z.maxLength(100)),
  /** The gateway's transaction id: money is credited exactly once per id. */
  transactionId: z.nullable(z.string().check(z.maxLength(64))),
  method: z.string().check(z.maxLength(20)),
  /** What the merchant receives (VND, after the gateway's fee). */
  amount: z.int().check(z.minimum(0), z.maximum(MAX_CASHIER_AMOUNT)),
  grossAmount: z.int().check(z.minimum(0), z.maximum(MAX_CASHIER_AMOUNT)),
  fee: z.int().check(z.minimum(0), z.maximum(MAX_CASHIER_AMOUNT)),
  reason: z.nullable(z.string().check(z.maxLength(40))),
  detail: z.record(z.string(), z.unknown()),
  occurredAt: z.string().check(z.maxLength(40)),
});
export type GatewayWebhook = z.infer<typeof gatewayWebhookSchema>;

export const CASHIER_PATHS = {
  codepay: '/api/cashier/deposits/codepay',
  bank: '/api/cashier/deposits/bank',
  card: '/api/cashier/deposits/card',
  ewallet: '/api/cashier/deposits/ewallet',
  cryptoAddress: '/api/cashier/deposits/crypto/address',
  deposit: '/api/cashier/deposits/:id',
  openVoucher: '/api/cashier/deposits/codepay/open',
  withdrawBank: '/api/cashier/withdrawals/bank',
  withdrawCard: '/api/cashier/withdrawals/card',
  withdrawCrypto: '/api/cashier/withdrawals/crypto',
  withdrawal: '/api/cashier/withdrawals/:id',
  withdrawals: '/api/cashier/withdrawals',
  limits: '/api/cashier/limits',
  transactions: '/api/user/history/transactions',
  bets: '/api/user/history/bets',
  webhook: '/api/cashier/webhook',
  config: '/api/cashier/config',
  cryptoRates: '/api/cashier/crypto/rates',
} as const;

export const cashierListResponseSchema = pageEnvelope(withdrawalSchema);

// ---- the sandbox gateway's own value lists (its tables' CHECKs)

export const GATEWAY_ORDER_KINDS = ['deposit', 'payout'] as const;
export type GatewayOrderKind = (typeof GATEWAY_ORDER_KINDS)[number];
export const GATEWAY_METHODS = ['codepay', 'card', 'ewallet', 'crypto', 'bank', 'card_payout'] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];
/** pending → (confirming →) succeeded | failed | expired | cancelled. */
export const GATEWAY_ORDER_STATUSES = [
  'pending',
  'confirming',
  'succeeded',
  'failed',
  'expired',
  'cancelled',
] as const;
export type GatewayOrderStatus = (typeof GATEWAY_ORDER_STATUSES)[number];
export const GATEWAY_WEBHOOK_STATUSES = ['pending', 'delivered'] as const;
export const GATEWAY_PATHS = {
  orders: '/gateway/api/orders',
  cancel: '/gateway/api/orders/:id/cancel',
  payouts: '/gateway/api/payouts',
  cryptoAddresses: '/gateway/api/crypto/addresses',
  statement: '/gateway/api/statement',
  bankPage: '/gateway/bank',
  bankPay: '/gateway/bank/pay',
  walletPage: '/gateway/wallet/:id',
  walletConfirm: '/gateway/wallet/:id/confirm',
  walletCancel: '/gateway/wallet/:id/cancel',
  css: '/gateway/assets/gateway.css',
  sandboxComplete: '/gateway/sandbox/orders/:id/complete',
  sandboxFail: '/gateway/sandbox/orders/:id/fail',
  sandboxChainSend: '/gateway/sandbox/chain/send',
  sandboxTick: '/gateway/sandbox/tick',
  sandboxRedeliver: '/gateway/sandbox/webhooks/redeliver',
  sandboxOrder: '/gateway/sandbox/orders/:id',
  cryptoRates: '/gateway/api/crypto/rates',
} as const;

// ---- the gateway's merchant API and sandbox pages (the platform's adapter speaks these)

const merchantReference = z.string().check(z.regex(/^[A-Za-z0-9:_-]{1,100}$/));
const callbackPath = z.string().check(z.regex(/^\/[A-Za-z0-9/_-]{1,200}$/));
const callbackHost = z.string().check(z.regex(/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/));

export const gatewayDepositOrderSchema = z.object({
  method: z.enum(['codepay', 'card', 'ewallet']),
  reference: merchantReference,
  amount: z.int().check(z.minimum(0), z.maximum(MAX_CASHIER_AMOUNT)),
  callbackHost,
  callbackPath,
  card: z.optional(
    z.object({
      carrier: z.enum(CARD_CARRIERS),
      denomination: z.int().check(z.positive(), z.maximum(MAX_CASHIER_AMOUNT)),
      pin: z.string().check(z.regex(/^\d{6,20}$/)),
      serial: z.string().check(z.regex(/^\d{6,20}$/)),
    }),
  ),
});

export const gatewayPayoutSchema = z.object({
  method: z.enum(['bank', 'card_payout', 'crypto']),
  reference: merchantReference,
  amount: z.int().check(z.positive(), z.maximum(MAX_CASHIER_AMOUNT)),
  destination: z.record(
    z.string().check(z.maxLength(40)),
    z.union([z.string().check(z.maxLength(200)), z.number()]),
  ),
  callbackHost,
  callbackPath,
});

export const gatewayAddressRequestSchema = z.object({
  owner: merchantReference,
  currency: z.enum(CRYPTO_CURRENCIES),
  network: z.enum(CRYPTO_NETWORKS),
  callbackHost,
  callbackPath,
});

export const gatewayOrderViewSchema = z.object({
  orderId: z.string(),
  status: z.enum(GATEWAY_ORDER_STATUSES),
  instructions: z.record(z.string(), z.unknown()),
  expiresAt: z.nullable(z.string()),
});

export const gatewayStatementQuerySchema = z.object({
  account: z.string().check(z.regex(/^\d{6,19}$/)),
  after: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))),
    0,
  ),
});
export const gatewayStatementResponseSchema = z.object({
  lines: z.array(
    z.object({
      transactionId: z.string(),
      seq: z.int(),
      amount: z.int(),
      content: z.string(),
      at: z.string(),
    }),
  ),
});

/** The sandbox bank app's payment form (form fields are strings). */
export const gatewayBankPaySchema = z.object({
  account: z.string().check(z.regex(/^\d{6,19}$/, 'Số tài khoản không hợp lệ')),
  content: z
    .string()
    .check(z.maxLength(100, 'Nội dung quá dài'), z.regex(noControl, 'Nội dung không hợp lệ')),
  amount: z.pipe(
    z.string().check(z.regex(/^\d{1,11}$/, 'Số tiền không hợp lệ')),
    z.transform((value) => Number(value)),
  ),
});

export const gatewayChainSendSchema = z.object({
  address: z.string().check(z.maxLength(100)),
  amount: z.string().check(z.regex(/^\d{1,9}(\.\d{1,6})?$/)),
});
export const gatewayOrderParamsSchema = z.object({ id: z.string().check(z.regex(/^G[A-Z][A-Z0-9]{14}$/)) });

/** GET /api/cashier/config: what the cashier pages show before a submit (limits, fees, networks). */
export const cashierConfigResponseSchema = z.object({
  data: z.object({
    deposit: z.record(z.string(), z.object({ min: z.int(), max: z.int() })),
    withdrawal: z.record(z.string(), z.object({ min: z.int(), max: z.int() })),
    dailyWithdrawalCount: z.int(),
    cards: z.array(
      z.object({
        carrier: z.enum(CARD_CARRIERS),
        name: z.string(),
        feePercent: z.number(),
        denominations: z.array(z.int()),
      }),
    ),
    crypto: z.array(
      z.object({
        currency: z.enum(CRYPTO_CURRENCIES),
        networks: z.array(z.enum(CRYPTO_NETWORKS)),
        minWithdrawal: z.int(),
      }),
    ),
    promotions: z.array(z.enum(DEPOSIT_PROMOTIONS)),
    cardQuantity: z.object({ min: z.int(), max: z.int() }),
  }),
});

/** VND per coin of each currency as the gateway quotes it now (what a crypto withdrawal page shows). */
export const cryptoRateSchema = z.object({ currency: z.enum(CRYPTO_CURRENCIES), rate: z.int() });
export type CryptoRate = z.infer<typeof cryptoRateSchema>;
export const gatewayCryptoRatesResponseSchema = z.object({ rates: z.array(cryptoRateSchema) });
export const cryptoRatesResponseSchema = z.object({ data: z.array(cryptoRateSchema) });
