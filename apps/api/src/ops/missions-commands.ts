import { MISSION_CONDITION_KINDS, type MissionConditionKind, type MissionType } from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import { MissionConfigError, type MissionInput } from '../modules/missions/service';
import type { MissionRow } from '../modules/missions/repository';
import type { Services } from '../services';
// Types only: commands.ts imports this file.
import type { Output } from './commands';

/** commands.ts's EXIT_OK and EXIT_USAGE. */
const EXIT_OK = 0;
const EXIT_USAGE = 2;

type Refuse = (message: string) => Error;

/** The missions' commands (module missions), dispatched from commands.ts. */
export type MissionsCommand =
  | { action: 'list' }
  | { action: 'create'; code: string; input: MissionInput }
  | { action: 'set'; code: string; input: MissionInput }
  | { action: 'schedule'; code: string; startsAt: Date; endsAt: Date | null }
  | { action: 'retire'; code: string };

export const MISSIONS_USAGE = `  mission list             the brand's missions: type, kind, target, reward, window, status
  mission create <code> --title <text> --type DAILY|PERIOD --kind <kind> --target <N>
        --reward cash:<VND>|bonus:<VND>x<rounds> [--tab guide|accumulated] [--prerequisite <code>]
        [--starts <ISO>] [--ends <ISO>] [--duration-hours N] [--claim-hours N] [--featured]
        [--sort N] [--description <text>]
                           a new mission; kinds: ${MISSION_CONDITION_KINDS.join(', ')}; targets in VND
                           (days for check-ins); DAILY ones reset at 00:00 Vietnam time; PERIOD ones need --ends
  mission set <code> [the options of create, --featured yes|no, --prerequisite none]
                           edit a mission (players who accepted it keep the target and reward they accepted)
  mission schedule <code> --starts <ISO> [--ends <ISO>|--ends none]
                           move its window
  mission retire <code>    no player sees or accepts it any more (accepted ones can still be claimed)
`;

const VALUE_FLAGS = [
  '--title',
  '--type',
  '--kind',
  '--target',
  '--reward',
  '--tab',
  '--prerequisite',
  '--starts',
  '--ends',
  '--duration-hours',
  '--claim-hours',
  '--sort',
  '--description',
] as const;

/** An ISO date-time (a time without a zone is Vietnam time), or a date (its 00:00 in Vietnam). */
export function parseInstant(text: string): Date | null {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const withTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.test(text);
  if (!dateOnly && !withTime) return null;
  const iso = dateOnly
    ? `${text}T00:00:00+07:00`
    : /(Z|[+-]\d{2}:\d{2})$/.test(text)
      ? text
      : `${text}+07:00`;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

function wholeNumber(flag: string, text: string, fail: Refuse, allowNegative = false): number {
  const pattern = allowNegative ? /^-?\d{1,15}$/ : /^\d{1,15}$/;
  const cleaned = text.replace(/[_,.]/g, '');
  if (!pattern.test(cleaned)) throw fail(`${flag} takes a whole number (got "${text}")`);
  return Number(cleaned);
}

function parseReward(text: string, fail: Refuse): NonNullable<MissionInput['reward']> {
  const cash = /^cash:([\d_,.]+)$/.exec(text);
  if (cash?.[1]) return { kind: 'cash', amount: wholeNumber('--reward', cash[1], fail) };
  const bonus = /^bonus:([\d_,.]+)x(\d{1,3})$/.exec(text);
  if (bonus?.[1] && bonus[2])
    return { kind: 'bonus', amount: wholeNumber('--reward', bonus[1], fail), rounds: Number(bonus[2]) };
  throw fail('--reward is cash:<VND> (e.g. cash:10000) or bonus:<VND>x<rounds> (e.g. bonus:50000x5)');
}

/** The command when argv is one of the missions'; undefined when it is not. */
export function parseMissionsCommand(argv: readonly string[], fail: Refuse): MissionsCommand | undefined {
  const [first, second, ...rest] = argv;
  if (first !== 'mission') return undefined;
  if (second === 'list') {
    if (rest.length > 0) throw fail('mission list takes nothing more');
    return { action: 'list' };
  }
  const [code, ...options] = rest;
  if (!['create', 'set', 'schedule', 'retire'].includes(second ?? ''))
    throw fail('mission takes list, create, set, schedule or retire');
  if (code === undefined || code.startsWith('--'))
    throw fail(`mission ${second} needs a code, e.g. mission ${second} nap-tien-hang-ngay`);
  if (second === 'retire') {
    if (options.length > 0) throw fail('mission retire takes only a code');
    return { action: 'retire', code };
  }
  const flags = new Map<string, string>();
  for (let i = 0; i < options.length; i += 1) {
    const flag = options[i] ?? '';
    if (flags.has(flag)) throw fail(`${flag} is given twice`);
    if (flag === '--featured') {
      const next = options[i + 1];
      if (second === 'set' && (next === 'yes' || next === 'no')) {
        flags.set(flag, next);
        i += 1;
      } else flags.set(flag, 'yes');
      continue;
    }
    const value = options[i + 1];
    if (!(VALUE_FLAGS as readonly string[]).includes(flag) || value === undefined || value.startsWith('--'))
      throw fail(`Unknown or incomplete option ${flag}`);
    flags.set(flag, value);
    i += 1;
  }
  const instant = (flag: string): Date | null | undefined => {
    const text = flags.get(flag);
    if (text === undefined) return undefined;
    if (text === 'none' && flag === '--ends') return null;
    const at = parseInstant(text);
    if (!at)
      throw fail(`${flag} is an ISO date or date-time, e.g. 2026-04-01 or 2026-04-01T08:00 (Vietnam time)`);
    return at;
  };
  if (second === 'schedule') {
    const extra = [...flags.keys()].filter((flag) => flag !== '--starts' && flag !== '--ends');
    if (extra.length > 0) throw fail('mission schedule takes --starts and --ends only');
    const startsAt = instant('--starts');
    if (!startsAt) throw fail('mission schedule needs --starts <ISO>');
    return { action: 'schedule', code, startsAt, endsAt: instant('--ends') ?? null };
  }
  const input: MissionInput = {};
  const type = flags.get('--type');
  if (type !== undefined) {
    if (type !== 'DAILY' && type !== 'PERIOD') throw fail('--type is DAILY or PERIOD');
    input.type = type as MissionType;
  }
  const kind = flags.get('--kind');
  if (kind !== undefined) {
    if (!(MISSION_CONDITION_KINDS as readonly string[]).includes(kind))
      throw fail(`--kind is one of ${MISSION_CONDITION_KINDS.join(', ')}`);
    input.conditionKind = kind as MissionConditionKind;
  }
  const tab = flags.get('--tab');
  if (tab !== undefined) {
    if (tab !== 'guide' && tab !== 'accumulated' && tab !== 'daily')
      throw fail('--tab is guide or accumulated');
    input.tab = tab;
  }
  const text = (flag: string) => flags.get(flag);
  if (text('--title') !== undefined) input.title = text('--title');
  if (text('--description') !== undefined) input.description = text('--description');
  if (text('--target') !== undefined) input.target = wholeNumber('--target', text('--target') ?? '', fail);
  if (text('--reward') !== undefined) input.reward = parseReward(text('--reward') ?? '', fail);
  if (text('--prerequisite') !== undefined)
    input.prerequisite = text('--prerequisite') === 'none' ? null : (text('--prerequisite') ?? null);
  const startsAt = instant('--starts');
  if (startsAt) input.startsAt = startsAt;
  const endsAt = instant('--ends');
  if (endsAt !== undefined) input.endsAt = endsAt;
  if (text('--duration-hours') !== undefined)
    input.durationHours =
      text('--duration-hours') === 'none'
        ? null
        : wholeNumber('--duration-hours', text('--duration-hours') ?? '', fail);
  if (text('--claim-hours') !== undefined)
    input.claimHours = wholeNumber('--claim-hours', text('--claim-hours') ?? '', fail);
  if (text('--sort') !== undefined) input.sortOrder = wholeNumber('--sort', text('--sort') ?? '', fail, true);
  if (flags.has('--featured')) input.featured = flags.get('--featured') === 'yes';
  if (second === 'create') {
    const missing = ['--title', '--type', '--kind', '--target', '--reward'].filter(
      (flag) => !flags.has(flag),
    );
    if (missing.length > 0) throw fail(`mission create needs ${missing.join(', ')}`);
    return { action: 'create', code, input };
  }
  if (Object.keys(input).length === 0)
    throw fail('mission set needs at least one option, e.g. --target 200000');
  return { action: 'set', code, input };
}

const vnd = (amount: number) => `${amount.toLocaleString('en-US')} VND`;

export function describeMission(row: MissionRow): string {
  const reward =
    row.rewardKind === 'bonus'
      ? `bonus ${vnd(row.rewardAmount)} x${row.rewardRounds ?? 0} rounds`
      : `cash ${vnd(row.rewardAmount)}`;
  const target = row.conditionKind === 'DAILY_CHECK_IN' ? `${row.target} day(s)` : vnd(row.target);
  const window = `${row.startsAt.toISOString()} → ${row.endsAt?.toISOString() ?? 'no end'}`;
  return `${row.code}  [${row.active ? 'active' : 'retired'}] ${row.type} ${row.tab} ${row.conditionKind} ${target} → ${reward}  ${window}${row.durationHours ? `  ${row.durationHours} h from acceptance` : ''}  claim ${row.claimHours} h${row.featured ? '  featured' : ''}${row.prerequisiteId ? `  after #${row.prerequisiteId}` : ''}  "${row.title}" (#${row.id})`;
}

export async function executeMissionsCommand(
  command: MissionsCommand,
  brand: BrandId,
  services: Services,
  io: Output,
): Promise<number> {
  const missions = services.missions;
  try {
    switch (command.action) {
      case 'list': {
        const rows = await missions.listForOperator(brand);
        if (rows.length === 0) io.out(`${brand} has no missions (mission create …).`);
        for (const row of rows) io.out(describeMission(row));
        return EXIT_OK;
      }
      case 'create':
        io.out(`Created: ${describeMission(await missions.create(brand, command.code, command.input))}`);
        return EXIT_OK;
      case 'set':
        io.out(`Updated: ${describeMission(await missions.update(brand, command.code, command.input))}`);
        return EXIT_OK;
      case 'schedule':
        io.out(
          `Scheduled: ${describeMission(await missions.update(brand, command.code, { startsAt: command.startsAt, endsAt: command.endsAt }))}`,
        );
        return EXIT_OK;
      case 'retire': {
        const { row, changed } = await missions.retire(brand, command.code);
        io.out(changed ? `Retired: ${describeMission(row)}` : `${row.code} was retired already.`);
        return EXIT_OK;
      }
    }
  } catch (error) {
    if (!(error instanceof MissionConfigError)) throw error;
    io.err(`Error: ${error.message}`);
    return EXIT_USAGE;
  }
}
