import type { BrandId } from '@xc/brand/tenants';
import { CampaignError, type CampaignInput } from '../modules/rewards/service';
import type { CampaignRow } from '../modules/rewards/repository';
import { percentOfBp, vnd } from '../modules/rewards/terms';
import type { Services } from '../services';

/** The lost-bet refund campaigns' commands (dispatched from commands.ts). */
export type RefundCommandBody =
  | { name: 'refund campaign list' }
  | { name: 'refund campaign create'; campaign: CampaignInput }
  | { name: 'refund campaign set'; id: number; changes: Partial<CampaignInput> };

export const REFUND_USAGE = `  refund campaign list     the brand's lost-bet refund campaigns (newest first) and their figures
  refund campaign create --title <text> --from <day|time> --to <day|time> --rate <n%|nbp> --max <VND>
                         [--claim-until <day|time>] [--inactive]
                           a campaign: a day (YYYY-MM-DD, Vietnam time) in --from is its 00:00, in --to
                           and --claim-until the end of it; claims stay open until --to when not given.
                           Active campaigns of a brand may not overlap (start to claim-until)
  refund campaign set <id> [--title …] [--from …] [--to …] [--claim-until …] [--rate …] [--max …]
                         [--active true|false]
                           change a campaign (the same rules)`;

/** The operator typed something the refund commands refuse (the CLI exits 2). */
class RefundUsageError extends Error {
  override readonly name = 'RefundUsageError';
}

const OPTIONS = ['--title', '--from', '--to', '--claim-until', '--rate', '--max', '--active'] as const;
type Option = (typeof OPTIONS)[number];

/**
 * `2026-03-01` → 00:00 of that Vietnam day (or of the next one, for an end); a time without an offset
 * is Vietnam time; with `Z` or an offset, as given.
 */
export function parseInstant(text: string, end: boolean): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const start = new Date(`${text}T00:00:00+07:00`);
    const valid =
      !Number.isNaN(start.getTime()) &&
      new Date(start.getTime() + 7 * 3_600_000).toISOString().slice(0, 10) === text;
    if (!valid) throw new RefundUsageError(`"${text}" is not a day (YYYY-MM-DD)`);
    return end ? new Date(start.getTime() + 24 * 3_600_000) : start;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.test(text))
    throw new RefundUsageError(`"${text}" is not a day (YYYY-MM-DD) or a time (YYYY-MM-DDTHH:mm[+07:00])`);
  const at = new Date(/(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}+07:00`);
  if (Number.isNaN(at.getTime())) throw new RefundUsageError(`"${text}" is not a time`);
  return at;
}

/** `3%`, `2.5%`, `1.35%` or `300bp` → basis points. */
export function parseRate(text: string): number {
  const percent = /^(\d{1,3})(?:\.(\d{1,2}))?%$/.exec(text);
  if (percent) return Number(percent[1]) * 100 + Number((percent[2] ?? '').padEnd(2, '0'));
  const bp = /^(\d{1,5})bp$/.exec(text);
  if (bp) return Number(bp[1]);
  throw new RefundUsageError(`--rate is a percent or basis points, e.g. 3% or 300bp (got "${text}")`);
}

/** `5000000`, `5_000_000`, `5.000.000` or `5,000,000`. */
function parseAmount(text: string): number {
  if (!/^[1-9]\d{0,2}([_.,]?\d{3})*$/.test(text))
    throw new RefundUsageError(`--max is a whole number of VND, e.g. 2000000 (got "${text}")`);
  return Number(text.replace(/[_.,]/g, ''));
}

function readOptions(args: readonly string[], flags: readonly string[]) {
  const found = new Map<Option, string>();
  const seen = new Set<string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (flags.includes(arg) && !seen.has(arg)) {
      seen.add(arg);
      continue;
    }
    const value = args[i + 1];
    if (!(OPTIONS as readonly string[]).includes(arg) || value === undefined || found.has(arg as Option))
      throw new RefundUsageError(`Unknown, repeated or incomplete option ${arg}`);
    found.set(arg as Option, value);
    i += 1;
  }
  return { found, seen };
}

function changesOf(found: Map<Option, string>): Partial<CampaignInput> {
  const changes: Partial<CampaignInput> = {};
  const title = found.get('--title');
  if (title !== undefined) changes.title = title;
  const from = found.get('--from');
  if (from !== undefined) changes.startsAt = parseInstant(from, false);
  const to = found.get('--to');
  if (to !== undefined) changes.endsAt = parseInstant(to, true);
  const claimUntil = found.get('--claim-until');
  if (claimUntil !== undefined) changes.claimUntil = parseInstant(claimUntil, true);
  const rate = found.get('--rate');
  if (rate !== undefined) changes.rateBp = parseRate(rate);
  const max = found.get('--max');
  if (max !== undefined) changes.maxRefund = parseAmount(max);
  return changes;
}

/**
 * `refund campaign …` (the command line without --brand); a refusal is thrown as the CLI's own usage
 * error, made by `usageError`.
 */
export function parseRefundCommand(
  argv: readonly string[],
  usageError: (message: string) => Error,
): RefundCommandBody {
  try {
    return parseRefund(argv);
  } catch (error) {
    if (error instanceof RefundUsageError) throw usageError(error.message);
    throw error;
  }
}

function parseRefund(argv: readonly string[]): RefundCommandBody {
  const [, second, action, ...rest] = argv;
  if (second !== 'campaign')
    throw new RefundUsageError('refund needs campaign list|create|set, e.g. refund campaign list');
  if (action === 'list' && rest.length === 0) return { name: 'refund campaign list' };
  if (action === 'create') {
    const { found, seen } = readOptions(rest, ['--inactive']);
    if (found.has('--active')) throw new RefundUsageError('create takes --inactive, not --active');
    const changes = changesOf(found);
    const missing = (['--title', '--from', '--to', '--rate', '--max'] as const).filter(
      (flag) => !found.has(flag),
    );
    if (
      missing.length > 0 ||
      !changes.title ||
      !changes.startsAt ||
      !changes.endsAt ||
      !changes.rateBp ||
      !changes.maxRefund
    )
      throw new RefundUsageError(
        `refund campaign create needs ${missing.join(', ')}, e.g. refund campaign create --title "Hoàn trả tháng 4" --from 2026-04-01 --to 2026-04-30 --rate 3% --max 2000000`,
      );
    return {
      name: 'refund campaign create',
      campaign: {
        title: changes.title,
        startsAt: changes.startsAt,
        endsAt: changes.endsAt,
        claimUntil: changes.claimUntil ?? changes.endsAt,
        rateBp: changes.rateBp,
        maxRefund: changes.maxRefund,
        active: !seen.has('--inactive'),
      },
    };
  }
  if (action === 'set') {
    const [id, ...options] = rest;
    if (id === undefined || !/^\d{1,9}$/.test(id))
      throw new RefundUsageError(
        'refund campaign set needs the campaign id, e.g. refund campaign set 3 --max 3000000',
      );
    const { found } = readOptions(options, []);
    const changes = changesOf(found);
    const active = found.get('--active');
    if (active !== undefined) {
      if (active !== 'true' && active !== 'false') throw new RefundUsageError('--active is true or false');
      changes.active = active === 'true';
    }
    if (Object.keys(changes).length === 0)
      throw new RefundUsageError('refund campaign set needs at least one change, e.g. --active false');
    return { name: 'refund campaign set', id: Number(id), changes };
  }
  throw new RefundUsageError(`Unknown command: ${argv.join(' ')}`);
}

const describe = (row: CampaignRow): string =>
  `#${row.id} ${row.active ? 'active  ' : 'inactive'} ${row.startsAt.toISOString()} → ${row.endsAt.toISOString()} (claims until ${row.claimUntil.toISOString()})  ${percentOfBp(row.rateBp)} of net losses, at most ${vnd(row.maxRefund)}  "${row.title}"`;

export async function executeRefundCommand(
  command: RefundCommandBody & { brand: BrandId },
  services: Services,
  io: { out(line: string): void; err(line: string): void },
): Promise<number> {
  try {
    switch (command.name) {
      case 'refund campaign list': {
        const rows = await services.rewards.listCampaigns(command.brand);
        if (rows.length === 0) io.out(`No lost-bet refund campaigns on ${command.brand}.`);
        for (const row of rows) io.out(describe(row));
        return 0;
      }
      case 'refund campaign create': {
        const row = await services.rewards.createCampaign(command.brand, command.campaign);
        io.out(`Created on ${command.brand}: ${describe(row)}`);
        return 0;
      }
      case 'refund campaign set': {
        const row = await services.rewards.updateCampaign(command.brand, command.id, command.changes);
        io.out(`Changed on ${command.brand}: ${describe(row)}`);
        return 0;
      }
    }
  } catch (error) {
    if (!(error instanceof CampaignError)) throw error;
    io.err(`Error: ${error.message}`);
    return 2;
  }
}
