/** The three carriers the site accepts (spec §5: gift codes name Viettel, Mobifone and Vinaphone only). */
export type MobileCarrier = 'viettel' | 'mobifone' | 'vinaphone';

/** Current 3-digit mobile prefixes (0 + two digits) after the 2018 renumbering. */
export const MOBILE_PREFIXES: Readonly<Record<MobileCarrier, readonly string[]>> = {
  viettel: ['086', '096', '097', '098', '032', '033', '034', '035', '036', '037', '038', '039'],
  mobifone: ['089', '090', '093', '070', '076', '077', '078', '079'],
  vinaphone: ['088', '091', '094', '081', '082', '083', '084', '085'],
};

const SEPARATORS = /[\s.\-()]/g;

/** 0xxxxxxxxx, +84xxxxxxxxx or 84xxxxxxxxx (spaces, dots, dashes allowed) → the 10-digit national form. */
function toNational(input: string): string | null {
  const compact = input.replace(SEPARATORS, '');
  const match = /^(?:0|\+84|84)(\d{9})$/.exec(compact);
  return match ? `0${match[1]}` : null;
}

export function mobileCarrier(input: string): MobileCarrier | null {
  const national = toNational(input);
  if (!national) return null;
  const prefix = national.slice(0, 3);
  for (const carrier of Object.keys(MOBILE_PREFIXES) as MobileCarrier[]) {
    if (MOBILE_PREFIXES[carrier].includes(prefix)) return carrier;
  }
  return null;
}

export const isSupportedMobile = (input: string): boolean => mobileCarrier(input) !== null;

/** The one stored form, E.164: +84 and nine digits. Throws for a number isSupportedMobile refuses. */
export function normaliseMobile(input: string): string {
  const national = toNational(input);
  if (!national || !mobileCarrier(national)) throw new Error('not a Viettel, Mobifone or Vinaphone number');
  return `+84${national.slice(1)}`;
}

/** 0987654321 / +84987654321 → 098****321, for telling a player where a code went. */
export function maskMobile(phone: string): string {
  const national = toNational(phone) ?? phone;
  return `${national.slice(0, 3)}****${national.slice(-3)}`;
}

/** someone@example.com → s*****e@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  const hidden =
    local.length <= 2 ? `${local[0]}*` : `${local[0]}${'*'.repeat(local.length - 2)}${local.slice(-1)}`;
  return `${hidden}${email.slice(at)}`;
}

/** "demo01" → "de****01": enough for the player to recognise, not for others to read. */
export function maskName(username: string): string {
  return `${username.slice(0, 2)}****${username.slice(-2)}`;
}
