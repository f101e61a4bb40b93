import {
  BONUS_STATUS_NAMES,
  GAME_SECTION_NAMES,
  PROMOTION_KINDS,
  PROMOTION_PRODUCTS,
  type Bonus,
  type PromotionKind,
  type PromotionProduct,
} from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import { AppError } from '../infra/errors';
import { percentOfBp } from '../modules/promotions/catalogue';
import { isDay } from '../modules/promotions/rules';
import { PromotionConfigError, type PromotionChanges } from '../modules/promotions/service';
import type { Services } from '../services';
// Types only: commands.ts imports this file, so nothing of it is needed here at load time.
import type { Output } from './commands';

/** commands.ts's EXIT_OK and EXIT_USAGE. */
const EXIT_OK = 0;
const EXIT_USAGE = 2;

/** How a refusal of the operator's input is made (commands.ts passes its UsageError). */
type Refuse = (message: string) => Error;

/** The bonus engine's commands (module promotions), dispatched from commands.ts. */
export type PromotionsCommand =
  | { action: 'list' }
  | { action: 'set'; code: string; changes: PromotionChanges }
  | { action: 'create'; code: string; kind: PromotionKind; title: string; changes: PromotionChanges }
  | { action: 'bonus status'; username: string }
  | { action: 'cashback run'; day?: string; soFar?: boolean };

export const PROMOTIONS_USAGE = `  promotions list          the brand's promotions: figures, whether active, and the terms players read
  promotion set <code> [--percent N] [--rounds N] [--max-bonus N|brand] [--min-deposit N]
        [--valid-days N] [--weight <product>=<percent> ...] [--rate <product>=<bp> ...]
        [--active yes|no] [--title <text>] [--term <text> ...]
                           edit a promotion (running bonuses keep the figures they were granted with);
                           --max-bonus brand = the brand's cap; --term replaces the extra terms;
                           products: ${PROMOTION_PRODUCTS.join(', ')}
  promotion create <code> --kind cashback|first_deposit --title <text> [the options of set]
                           a new promotion (first-deposit ones only with a code the deposit forms offer)
  bonus status <username>  the player's active bonus (live wagering, expiry) and past bonuses
  cashback run [--day YYYY-MM-DD | --so-far]
                           pay a Vietnam day's cashback (default: yesterday); safe to repeat
`;

const VALUE_FLAGS = [
  '--percent',
  '--rounds',
  '--max-bonus',
  '--min-deposit',
  '--valid-days',
  '--active',
  '--title',
  '--kind',
] as const;
const REPEATED_FLAGS = ['--weight', '--rate', '--term'] as const;

/** The command when argv is one of the bonus engine's; undefined when it is not. */
export function parsePromotionsCommand(argv: readonly string[], fail: Refuse): PromotionsCommand | undefined {
  const [first, second, ...rest] = argv;
  if (first === 'promotions' && second === 'list') {
    if (rest.length > 0) throw fail('promotions list takes nothing more');
    return { action: 'list' };
  }
  if (first === 'bonus' && second === 'status') {
    const [username, ...extra] = rest;
    if (username === undefined || username.startsWith('--') || extra.length > 0)
      throw fail('bonus status needs a username, e.g. bonus status demo01');
    return { action: 'bonus status', username };
  }
  if (first === 'cashback' && second === 'run') {
    if (rest.length === 0) return { action: 'cashback run' };
    if (rest.length === 1 && rest[0] === '--so-far') return { action: 'cashback run', soFar: true };
    const [flag, day, ...extra] = rest;
    if (flag !== '--day' || day === undefined || extra.length > 0 || !isDay(day))
      throw fail(
        'cashback run takes --day YYYY-MM-DD (a past day), e.g. cashback run --day 2026-03-01, or --so-far (today until now)',
      );
    return { action: 'cashback run', day };
  }
  if (first === 'promotion' && (second === 'set' || second === 'create')) {
    const [code, ...options] = rest;
    if (code === undefined || code.startsWith('--'))
      throw fail(`promotion ${second} needs a code, e.g. promotion ${second} hoan-tra-15 …`);
    const { changes, kind, title } = parseOptions(options, second === 'create', fail);
    if (second === 'set') {
      if (Object.keys(changes).length === 0)
        throw fail('promotion set needs at least one option, e.g. --rounds 25');
      return { action: 'set', code, changes };
    }
    if (kind === undefined || title === undefined)
      throw fail('promotion create needs --kind cashback|first_deposit and --title <text>');
    return { action: 'create', code, kind, title, changes };
  }
  return undefined;
}

function parseOptions(
  options: readonly string[],
  creating: boolean,
  fail: Refuse,
): { changes: PromotionChanges; kind?: PromotionKind; title?: string } {
  const changes: PromotionChanges = {};
  const seen = new Set<string>();
  let kind: PromotionKind | undefined;
  let title: string | undefined;
  const terms: string[] = [];
  for (let i = 0; i < options.length; i += 2) {
    const flag = options[i] ?? '';
    const value = options[i + 1];
    const repeated = (REPEATED_FLAGS as readonly string[]).includes(flag);
    if ((!(VALUE_FLAGS as readonly string[]).includes(flag) && !repeated) || value === undefined)
      throw fail(`Unknown or incomplete option ${flag}`);
    if (!repeated && seen.has(flag)) throw fail(`${flag} is given twice`);
    seen.add(flag);
    switch (flag) {
      case '--percent':
        changes.percent = wholeNumber(flag, value, fail);
        break;
      case '--rounds':
        changes.rounds = wholeNumber(flag, value, fail);
        break;
      case '--valid-days':
        changes.validDays = wholeNumber(flag, value, fail);
        break;
      case '--max-bonus':
        changes.maxBonus = value === 'brand' ? null : vndAmount(flag, value, fail);
        break;
      case '--min-deposit':
        changes.minDeposit = value === '0' ? 0 : vndAmount(flag, value, fail);
        break;
      case '--active':
        if (value !== 'yes' && value !== 'no') throw fail('--active is yes or no');
        changes.active = value === 'yes';
        break;
      case '--title':
        if (creating) title = value;
        else changes.title = value;
        break;
      case '--kind':
        if (!creating) throw fail('--kind is chosen when a promotion is created');
        if (!(PROMOTION_KINDS as readonly string[]).includes(value))
          throw fail(`--kind is one of ${PROMOTION_KINDS.join(', ')}`);
        kind = value as PromotionKind;
        break;
      case '--weight':
        changes.weights = { ...changes.weights, ...productFigure(flag, value, fail) };
        break;
      case '--rate':
        changes.rates = { ...changes.rates, ...productFigure(flag, value, fail) };
        break;
      case '--term':
        terms.push(value);
        break;
    }
  }
  if (terms.length > 0) changes.terms = terms;
  return { changes, kind, title };
}

function wholeNumber(flag: string, text: string, fail: Refuse): number {
  if (!/^\d{1,9}$/.test(text)) throw fail(`${flag} must be a whole number (got "${text}")`);
  return Number(text);
}

/** Whole VND, digits optionally grouped by underscores (20_000_000). */
function vndAmount(flag: string, text: string, fail: Refuse): number {
  const amount = /^[1-9][0-9_]{0,16}$/.test(text) ? Number(text.replace(/_/g, '')) : Number.NaN;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw fail(`${flag} must be a whole number of VND, e.g. 20000000 (got "${text}")`);
  return amount;
}

function productFigure(flag: string, text: string, fail: Refuse): Partial<Record<PromotionProduct, number>> {
  const match = /^([a-z-]+)=(\d{1,4})$/.exec(text);
  const product = match?.[1] as PromotionProduct | undefined;
  if (!match || !product || !PROMOTION_PRODUCTS.includes(product))
    throw fail(
      `${flag} is <product>=<number> with a product among ${PROMOTION_PRODUCTS.join(', ')} (got "${text}")`,
    );
  return { [product]: Number(match[2]) };
}

const vnd = (amount: number): string => `${amount.toLocaleString('en-US')} VND`;

/** Runs one of the bonus engine's commands; the process exit code. */
export async function executePromotionsCommand(
  command: PromotionsCommand,
  brand: BrandId,
  services: Services,
  io: Output,
): Promise<number> {
  // The CLI may run before the server ever started on this database.
  await services.promotions.seed([brand]);
  try {
    switch (command.action) {
      case 'list':
        for (const promotion of await services.promotions.list(brand, { all: true }))
          printPromotion(io, promotion);
        return EXIT_OK;
      case 'set': {
        const promotion = await services.promotions.update(brand, command.code, command.changes);
        io.out(
          `Promotion ${promotion.code} on ${brand} updated; bonuses already granted keep their figures.`,
        );
        printPromotion(io, promotion);
        return EXIT_OK;
      }
      case 'create': {
        const promotion = await services.promotions.create(brand, {
          ...command.changes,
          code: command.code,
          kind: command.kind,
          title: command.title,
        });
        io.out(`Promotion ${promotion.code} created on ${brand}.`);
        printPromotion(io, promotion);
        return EXIT_OK;
      }
      case 'bonus status': {
        const player = await services.players.requireByUsername(brand, command.username);
        const { active, past } = await services.promotions.statusOf(player.id);
        if (!active) io.out(`${player.username} has no active bonus.`);
        else printBonus(io, active);
        for (const bonus of past) printBonus(io, bonus);
        return EXIT_OK;
      }
      case 'cashback run': {
        const yesterday = services.promotions.latestPayableDay();
        // --so-far pays today's play until now early; tonight's run pays only what is added after.
        const day = command.soFar ? services.promotions.today() : (command.day ?? yesterday);
        if (!command.soFar && day > yesterday) {
          io.err(
            `Error: ${day} is not over yet in Vietnam; the latest day that can be paid is ${yesterday}.`,
          );
          return EXIT_USAGE;
        }
        const report = await services.promotions.runCashback(day, [brand]);
        io.out(
          `Cashback for ${day} on ${brand}: ${report.credited} player(s) credited ${vnd(report.amount)}; ${report.alreadyPaid} paid before; ${report.ineligible} not eligible.`,
        );
        return EXIT_OK;
      }
    }
  } catch (error) {
    if (error instanceof PromotionConfigError || (error instanceof AppError && error.statusCode < 500)) {
      io.err(`Error: ${error.message}`);
      return EXIT_USAGE;
    }
    throw error;
  }
}

function printPromotion(io: Output, promotion: Awaited<ReturnType<Services['promotions']['list']>>[number]) {
  const figures =
    promotion.kind === 'first_deposit'
      ? `${promotion.percent}% up to ${vnd(promotion.maxBonus ?? 0)}, ${promotion.rounds} rounds, min deposit ${vnd(promotion.minDeposit ?? 0)}, ${promotion.validDays} days; weights ${promotion.products.map((rule) => `${rule.product}=${rule.weightPercent}%`).join(' ')}`
      : `rates ${promotion.products.map((rule) => `${rule.product}=${percentOfBp(rule.rateBp)}`).join(' ')}`;
  io.out(
    `${promotion.code} (${promotion.kind}, ${promotion.active ? 'active' : 'inactive'}) ${promotion.title}`,
  );
  io.out(`  ${figures}`);
  for (const line of promotion.terms) io.out(`  - ${line}`);
}

function printBonus(io: Output, bonus: Bonus) {
  io.out(
    `#${bonus.id} ${bonus.promotionCode} ${bonus.status} (${BONUS_STATUS_NAMES[bonus.status]}): deposit ${vnd(bonus.deposit)}, bonus ${vnd(bonus.bonus)}, wagered ${vnd(bonus.wagered)} of ${vnd(bonus.requirement)} (${vnd(bonus.remaining)} left), started ${bonus.startedAt}, expires ${bonus.expiresAt}${bonus.endedAt ? `, ended ${bonus.endedAt}` : ''}${bonus.forfeited !== null ? `, forfeited ${vnd(bonus.forfeited)}` : ''}`,
  );
  io.out(
    `  weights ${bonus.products
      .filter((rule) => rule.weightPercent > 0)
      .map((rule) => `${GAME_SECTION_NAMES[rule.product]} ${rule.weightPercent}%`)
      .join(', ')}`,
  );
}
