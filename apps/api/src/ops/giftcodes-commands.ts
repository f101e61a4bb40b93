import { GIFT_CODE_KINDS, GIFT_CODE_MAX_LENGTH, type GiftCodeKind } from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import { userInfo } from 'node:os';
import { GiftCodeAdminError, type GiftCodeService } from '../modules/giftcodes/service';
import type { Output } from './commands';

/** The gift-code commands of the operator CLI (dispatched from commands.ts). */
export type GiftcodeCommandBody =
  | {
      name: 'giftcode create';
      code: string;
      kind: GiftCodeKind;
      value: number;
      requiredBet: number;
      expiresAt: Date;
      cap: number;
    }
  | { name: 'giftcode generate'; count: number; value: number; requiredBet: number; expiresAt: Date }
  | { name: 'giftcode list'; activeOnly: boolean }
  | { name: 'giftcode disable'; code: string };

export const GIFTCODE_USAGE = `  giftcode create <CODE> --value <VND> --required-bet <VND> --expires <YYYY-MM-DD[THH:MM]> [--cap <n>] [--kind single|campaign]
                           a code players type (1 to ${GIFT_CODE_MAX_LENGTH} letters and digits, stored in upper case):
                           single = one redemption in all; campaign (the default with --cap) = once per
                           player, --cap redemptions in all. A date alone expires at the end of that day,
                           Vietnam time (UTC+7); a time is Vietnam time too
  giftcode generate <count> --value <VND> --required-bet <VND> --expires <YYYY-MM-DD[THH:MM]>
                           <count> (1 to 1000) random single-use codes with those terms, printed one per line
  giftcode list [--active] the brand's codes, newest first (--active: only those a player can redeem now)
  giftcode disable <CODE>  no player can redeem it any more (redemptions made stay)`;

const VIETNAM = '+07:00';
const DAY_MS = 24 * 60 * 60_000;

/** `2026-12-31` → the end of that day in Vietnam; `2026-12-31T20:00` → that minute in Vietnam; else null. */
export function parseExpiry(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  const start = new Date(`${year}-${month}-${day}T${hour ?? '00'}:${minute ?? '00'}:00${VIETNAM}`);
  if (Number.isNaN(start.getTime())) return null;
  // Date rolls 2026-02-30 over into March and 24:00 into the next day: only real dates and times pass.
  const local = new Date(start.getTime() + 7 * 60 * 60_000);
  if (
    local.getUTCFullYear() !== Number(year) ||
    local.getUTCMonth() + 1 !== Number(month) ||
    local.getUTCDate() !== Number(day) ||
    local.getUTCHours() !== Number(hour ?? 0)
  )
    return null;
  return hour === undefined ? new Date(start.getTime() + DAY_MS) : start;
}

/** Whole VND: `50000`, `50.000`, `50,000`, `50_000`, and `0` where zero is allowed; else NaN. */
export function parseAmount(text: string, allowZero = false): number {
  if (allowZero && text === '0') return 0;
  if (!/^[1-9]\d{0,2}([_.,]?\d{3})*$/.test(text)) return Number.NaN;
  return Number(text.replace(/[_.,]/g, ''));
}

/** `--flag value` pairs (each at most once) and `--switch`es among `args`, and the other values. */
function parseFlags(args: readonly string[], withValue: readonly string[], switches: readonly string[]) {
  const found = new Map<string, string>();
  const values: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) {
      values.push(arg);
      continue;
    }
    if (found.has(arg)) return `${arg} is given twice`;
    if (switches.includes(arg)) {
      found.set(arg, '');
      continue;
    }
    const value = args[i + 1];
    if (!withValue.includes(arg) || value === undefined || value.startsWith('--'))
      return `Unknown or incomplete option ${arg}`;
    found.set(arg, value);
    i += 1;
  }
  return { values, get: (flag: string) => found.get(flag), has: (flag: string) => found.has(flag) };
}

type Terms = { value: number; requiredBet: number; expiresAt: Date };

function termsOf(flags: { get(flag: string): string | undefined }, command: string): Terms | string {
  const value = flags.get('--value');
  const requiredBet = flags.get('--required-bet');
  const expires = flags.get('--expires');
  if (value === undefined || requiredBet === undefined || expires === undefined)
    return `giftcode ${command} needs --value, --required-bet and --expires`;
  const amount = parseAmount(value);
  if (!Number.isSafeInteger(amount))
    return `--value must be a positive whole number of VND, e.g. 50000 (got "${value}")`;
  const bet = parseAmount(requiredBet, true);
  if (!Number.isSafeInteger(bet))
    return `--required-bet must be a whole number of VND, 0 for none, e.g. 500000 (got "${requiredBet}")`;
  const expiresAt = parseExpiry(expires);
  if (!expiresAt)
    return `--expires must be a date YYYY-MM-DD or YYYY-MM-DDTHH:MM, Vietnam time (got "${expires}")`;
  return { value: amount, requiredBet: bet, expiresAt };
}

/** The command `giftcode <args…>` names, or what is wrong with it (commands.ts turns it into a UsageError). */
export function parseGiftcodeCommand(args: readonly string[]): GiftcodeCommandBody | string {
  const [sub, ...rest] = args;
  if (sub === 'create' || sub === 'generate') {
    const flags = parseFlags(rest, ['--value', '--required-bet', '--expires', '--cap', '--kind'], []);
    if (typeof flags === 'string') return flags;
    const terms = termsOf(flags, sub);
    if (typeof terms === 'string') return terms;
    if (sub === 'generate') {
      const [count, ...extra] = flags.values;
      if (count === undefined || extra.length > 0 || !/^\d{1,4}$/.test(count))
        return 'giftcode generate needs how many codes, e.g. giftcode generate 50 --value 50000 --required-bet 500000 --expires 2026-12-31';
      if (flags.has('--cap') || flags.has('--kind'))
        return 'giftcode generate makes single-use codes: no --cap or --kind';
      return { name: 'giftcode generate', count: Number(count), ...terms };
    }
    const [code, ...extra] = flags.values;
    if (code === undefined || extra.length > 0)
      return 'giftcode create needs one code, e.g. giftcode create CHAOMUNG88 --value 88000 --required-bet 880000 --expires 2026-12-31 --cap 1000';
    if (!new RegExp(`^[A-Za-z0-9]{1,${GIFT_CODE_MAX_LENGTH}}$`).test(code))
      return `A code is 1 to ${GIFT_CODE_MAX_LENGTH} letters and digits (got "${code}")`;
    const kindText = flags.get('--kind') ?? (flags.has('--cap') ? 'campaign' : 'single');
    if (!(GIFT_CODE_KINDS as readonly string[]).includes(kindText))
      return `--kind must be one of ${GIFT_CODE_KINDS.join(', ')}`;
    const kind = kindText as GiftCodeKind;
    const capText = flags.get('--cap');
    if (kind === 'campaign' && capText === undefined)
      return 'a campaign code needs --cap <redemptions in all>, e.g. --cap 1000';
    const cap = capText === undefined ? 1 : /^\d{1,7}$/.test(capText) ? Number(capText) : Number.NaN;
    if (!Number.isSafeInteger(cap) || cap < 1)
      return `--cap must be a positive whole number (got "${capText}")`;
    if (kind === 'single' && cap !== 1)
      return 'a single-use code is redeemed once: leave out --cap, or use --kind campaign';
    return { name: 'giftcode create', code: code.toUpperCase(), kind, cap, ...terms };
  }
  if (sub === 'list') {
    const flags = parseFlags(rest, [], ['--active']);
    if (typeof flags === 'string') return flags;
    if (flags.values.length > 0) return 'giftcode list takes only --active';
    return { name: 'giftcode list', activeOnly: flags.has('--active') };
  }
  if (sub === 'disable') {
    const [code, ...extra] = rest;
    if (code === undefined || extra.length > 0 || !/^[A-Za-z0-9]{1,20}$/.test(code))
      return 'giftcode disable needs one code, e.g. giftcode disable CHAOMUNG88';
    return { name: 'giftcode disable', code: code.toUpperCase() };
  }
  return 'giftcode needs create, generate, list or disable';
}

const vnd = (amount: number): string => `${amount.toLocaleString('en-US')} VND`;

/** Who made a code: the OS user of the process that ran the command. */
function operatorName(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}

/** Runs a gift-code command; 'refused' when the operator's input cannot be done (exit 2). */
export async function executeGiftcodeCommand(
  command: GiftcodeCommandBody & { brand: BrandId },
  giftCodes: GiftCodeService,
  io: Output,
): Promise<'ok' | 'refused'> {
  try {
    switch (command.name) {
      case 'giftcode create': {
        const row = await giftCodes.createCode({ ...command, createdBy: operatorName() });
        io.out(
          `Code ${row.code} created on ${row.brand}: ${row.kind === 'single' ? 'single-use' : `campaign, ${row.totalCap.toLocaleString('en-US')} redemptions in all`}, ${vnd(row.value)}, required bet ${vnd(row.requiredBet)}, expires ${row.expiresAt.toISOString()}.`,
        );
        return 'ok';
      }
      case 'giftcode generate': {
        const rows = await giftCodes.generateCodes({ ...command, createdBy: operatorName() });
        io.out(
          `${rows.length} single-use code(s) created on ${command.brand}: ${vnd(command.value)} each, required bet ${vnd(command.requiredBet)}, expire ${command.expiresAt.toISOString()}.`,
        );
        for (const row of rows) io.out(row.code);
        return 'ok';
      }
      case 'giftcode list': {
        const { codes, total } = await giftCodes.listCodes(command.brand, { usableOnly: command.activeOnly });
        if (codes.length === 0)
          io.out(`No ${command.activeOnly ? 'redeemable ' : ''}gift codes on ${command.brand}.`);
        for (const code of codes) {
          io.out(
            `${code.code.padEnd(GIFT_CODE_MAX_LENGTH)} ${code.kind.padEnd(8)} ${vnd(code.value).padStart(17)}  bet ${vnd(code.requiredBet)}  ${code.redeemedCount}/${code.totalCap} redeemed  expires ${code.expiresAt.toISOString()}  ${code.state}  (${code.createdBy}, ${code.createdAt.toISOString()})`,
          );
        }
        if (total > codes.length) io.out(`… and ${total - codes.length} more.`);
        return 'ok';
      }
      case 'giftcode disable': {
        const { row, changed } = await giftCodes.disableCode(command.brand, command.code);
        io.out(
          changed
            ? `Code ${row.code} disabled on ${row.brand} (${row.redeemedCount} redemption(s) made stay).`
            : `Code ${row.code} was already disabled on ${row.brand}.`,
        );
        return 'ok';
      }
    }
  } catch (error) {
    if (!(error instanceof GiftCodeAdminError)) throw error;
    io.err(`Error: ${error.message}`);
    return 'refused';
  }
}
