import * as z from 'zod/mini';
import { challengeIdSchema, otpCodeSchema } from './auth';
import { ACCOUNT_MESSAGES as M } from './messages';

export interface Bank {
  /** Stable id stored with an account (the common VietQR short code). */
  code: string;
  shortName: string;
  name: string;
}

/** Banks a player can withdraw to; the order is the order of the picker. */
export const BANKS = [
  { code: 'VCB', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
  { code: 'ICB', shortName: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam' },
  { code: 'BIDV', shortName: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
  { code: 'VBA', shortName: 'Agribank', name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam' },
  { code: 'TCB', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam' },
  { code: 'MB', shortName: 'MB Bank', name: 'Ngân hàng TMCP Quân đội' },
  { code: 'ACB', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  { code: 'VPB', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { code: 'STB', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
  { code: 'TPB', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong' },
  { code: 'VIB', shortName: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { code: 'SHB', shortName: 'SHB', name: 'Ngân hàng TMCP Sài Gòn - Hà Nội' },
  { code: 'HDB', shortName: 'HDBank', name: 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh' },
  { code: 'OCB', shortName: 'OCB', name: 'Ngân hàng TMCP Phương Đông' },
  { code: 'MSB', shortName: 'MSB', name: 'Ngân hàng TMCP Hàng Hải Việt Nam' },
  { code: 'SEAB', shortName: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á' },
  { code: 'EIB', shortName: 'Eximbank', name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam' },
  { code: 'LPB', shortName: 'LPBank (LienVietPostBank)', name: 'Ngân hàng TMCP Lộc Phát Việt Nam' },
  { code: 'NAB', shortName: 'Nam A Bank', name: 'Ngân hàng TMCP Nam Á' },
  { code: 'BAB', shortName: 'Bac A Bank', name: 'Ngân hàng TMCP Bắc Á' },
  { code: 'SCB', shortName: 'SCB', name: 'Ngân hàng TMCP Sài Gòn' },
  { code: 'ABB', shortName: 'ABBANK', name: 'Ngân hàng TMCP An Bình' },
  { code: 'VAB', shortName: 'VietABank', name: 'Ngân hàng TMCP Việt Á' },
  { code: 'NCB', shortName: 'NCB', name: 'Ngân hàng TMCP Quốc Dân' },
  { code: 'KLB', shortName: 'KienlongBank', name: 'Ngân hàng TMCP Kiên Long' },
  { code: 'PVCB', shortName: 'PVcomBank', name: 'Ngân hàng TMCP Đại Chúng Việt Nam' },
  { code: 'BVB', shortName: 'BaoViet Bank', name: 'Ngân hàng TMCP Bảo Việt' },
  { code: 'VCCB', shortName: 'BVBank', name: 'Ngân hàng TMCP Bản Việt' },
  { code: 'SGICB', shortName: 'Saigonbank', name: 'Ngân hàng TMCP Sài Gòn Công Thương' },
  { code: 'PGB', shortName: 'PGBank', name: 'Ngân hàng TMCP Thịnh vượng và Phát triển' },
  { code: 'VIETBANK', shortName: 'Vietbank', name: 'Ngân hàng TMCP Việt Nam Thương Tín' },
] as const satisfies readonly Bank[];

export type BankCode = (typeof BANKS)[number]['code'];
export const BANK_CODES = BANKS.map((bank) => bank.code) as [BankCode, ...BankCode[]];

export const findBank = (code: string): Bank | undefined => BANKS.find((bank) => bank.code === code);

export const ACCOUNT_NUMBER_PATTERN = /^\d{6,19}$/;
export const HOLDER_NAME_PATTERN = /^[A-Z]+(?: [A-Z]+)*$/;

/**
 * "Nguyễn  Văn   Đức " → "NGUYEN VAN DUC": trimmed, spaces collapsed, Vietnamese diacritics
 * removed (đ/Đ → D), upper case — the form banks print on the account.
 */
export function normaliseHolderName(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .trim()
    .replace(/\s+/g, ' ');
}

const bankCodeSchema = z.enum(BANK_CODES, { error: M.bankRequired });

/** Digits only, 6–19; spaces typed between groups are dropped. */
export const accountNumberSchema = z.pipe(
  z.pipe(
    z.string({ error: M.accountNumberRequired }),
    z.transform((value) => value.replace(/\s+/g, '')),
  ),
  z
    .string()
    .check(z.minLength(1, M.accountNumberRequired), z.regex(ACCOUNT_NUMBER_PATTERN, M.accountNumberInvalid)),
);

export const holderNameSchema = z.pipe(
  z.pipe(z.string({ error: M.holderNameRequired }), z.transform(normaliseHolderName)),
  z
    .string()
    .check(
      z.minLength(1, M.holderNameRequired),
      z.minLength(2, M.holderNameInvalid),
      z.maxLength(50, M.holderNameInvalid),
      z.regex(HOLDER_NAME_PATTERN, M.holderNameInvalid),
    ),
);

/** The "addBank" form: the bank details and the one-time code texted for purpose add-bank. */
export const addBankAccountRequestSchema = z.object({
  bankCode: bankCodeSchema,
  accountNumber: accountNumberSchema,
  holderName: holderNameSchema,
  challengeId: challengeIdSchema,
  code: otpCodeSchema,
});
export type AddBankAccountRequest = z.input<typeof addBankAccountRequestSchema>;

export const BANK_ACCOUNT_STATUSES = ['verifying', 'verified', 'rejected'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

/** Maximum accounts a player may hold (not counting rejected ones). */
export const MAX_BANK_ACCOUNTS = 5;

export const bankAccountSchema = z.object({
  id: z.int(),
  bankCode: z.string(),
  bankShortName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  createdAt: z.string(),
  /** When it became verified or rejected. */
  decidedAt: z.nullable(z.string()),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountResponseSchema = z.object({ data: bankAccountSchema });
export const bankAccountListResponseSchema = z.object({ data: z.array(bankAccountSchema) });
export type BankAccountListResponse = z.infer<typeof bankAccountListResponseSchema>;

export const bankAccountParamsSchema = z.object({
  id: z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, M.bankAccountNotFound)),
    z.transform((value) => Number(value)),
  ),
});
