import {
  DEPOSIT_STATUSES,
  WITHDRAWAL_STATUSES,
  mobilePhoneSchema,
  newPasswordSchema,
  usernameSchema,
  type DepositStatus,
  type WithdrawalStatus,
} from '@xc/api-contract';
import { CashierDecisionError } from '../modules/cashier/service';
import * as z from 'zod/mini';
import { AppError } from '../infra/errors';
import { BRAND_IDS, DEFAULT_BRAND, isBrandId, type BrandId } from '@xc/brand/tenants';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, newOpsKey } from './argv';
import { operatorContext } from '../infra/request-context';
import { BankDecisionError } from '../modules/players/banks';
import { InvalidConfigurationError } from '../modules/system/service';
import type { Services } from '../services';
import { DEMO_PLAYER, demoOpeningBalanceKey, seedDemoData } from './seed';
import {
  executeGiftcodeCommand,
  GIFTCODE_USAGE,
  parseGiftcodeCommand,
  type GiftcodeCommandBody,
} from './giftcodes-commands';
import {
  PROMOTIONS_USAGE,
  executePromotionsCommand,
  parsePromotionsCommand,
  type PromotionsCommand,
} from './promotions-commands';
import {
  executeMissionsCommand,
  MISSIONS_USAGE,
  parseMissionsCommand,
  type MissionsCommand,
} from './missions-commands';
import {
  executeRefundCommand,
  parseRefundCommand,
  REFUND_USAGE,
  type RefundCommandBody,
} from './rewards-commands';

/** A command, and the brand it acts on (players, their wallets and tokens are per brand). */
export type Command = CommandBody & { brand: BrandId };

type CommandBody =
  | { name: 'config list' }
  | { name: 'config set'; key: string; value: string }
  | { name: 'seed' }
  | { name: 'maintenance'; action: 'on' | 'off' | 'status' }
  | { name: 'login-token'; username: string }
  | { name: 'inbox'; to?: string }
  | { name: 'bank'; decision: 'approve' | 'reject'; id: number }
  | { name: 'player create'; username: string; password: string; phone: string; verifiedPhone: boolean }
  | { name: 'credit'; username: string; amount: number; note?: string; key: string }
  | { name: 'balance'; username: string }
  | { name: 'ledger check' }
  | { name: 'jackpot status' }
  | { name: 'withdrawals list'; status?: WithdrawalStatus }
  | { name: 'withdrawal'; decision: 'approve' | 'reject'; id: number; reason?: string }
  | { name: 'deposits search'; username?: string; status?: DepositStatus; code?: string }
  | GiftcodeCommandBody
  | { name: 'promotions'; command: PromotionsCommand }
  | { name: 'missions'; command: MissionsCommand }
  | RefundCommandBody
  | { name: 'help' };

const newPlayerSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  phone: mobilePhoneSchema,
});

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

export { EXIT_FAILURE, EXIT_OK, EXIT_USAGE };

export const USAGE = `Usage: npm run ops -- <command>

  config list              every system configuration key, its value and where it comes from
  config set <KEY> <VALUE> store a value (booleans: true/false; REFRESH_INTERVAL: positive integer, seconds)
  seed                     create the demo data (safe to repeat)
  maintenance on|off|status  put the API in maintenance (every call answers 503 MAINTENANCE_MODE), or back
  login-token <username>   a one-time login link path (/?login_token=…), valid 5 minutes
  inbox [phone-or-email]   latest messages of the sandbox SMS/email gateways (all recipients when omitted)
  bank approve <id>        mark a verifying bank account verified
  bank reject <id>         mark a verifying bank account rejected
  player create <username> <password> <phone> [--unverified-phone]
                           a player for demos; the phone is marked verified unless told otherwise
  credit <username> <amount> [note] [--key <key>]
                           move integer VND from the operator's funding account to the player's wallet,
                           through the ledger; each run gets a new idempotency key (printed): repeat a
                           run safely with --key <that key>
  balance <username>       the player's wallet balance
  ledger check             recompute every balance from the ledger entries and report any difference
  jackpot status           every jackpot pool: what it holds, its seed, share of wagers, odds, latest hit
  withdrawals list [--status <status>]
                           the latest withdrawal requests (status: ${WITHDRAWAL_STATUSES.join(', ')})
  withdrawal approve <id>  approve a pending withdrawal: the gateway pays it out (a failed payout returns the money)
  withdrawal reject <id> <reason>
                           reject a pending withdrawal with a reason: the money goes back to the player
  deposits search [username] [--status <status>] [--code <D…>]
                           the latest deposits, of one player or all (status: ${DEPOSIT_STATUSES.join(', ')})
${GIFTCODE_USAGE}
${REFUND_USAGE}
${PROMOTIONS_USAGE}${MISSIONS_USAGE}  batch                    the commands read from standard input, one a line (words split on spaces, no
                           quoting; blank lines and lines starting with # skipped), in order, in one
                           process; stops at the first that fails and names its line
  help                     this text

Every command acts on one brand: --brand <id> (${BRAND_IDS.join(', ')}), else the BRAND of the
environment, else ${DEFAULT_BRAND}. Usernames are unique per brand.

The CLI opens the same database as the server: DATABASE_URL, else the embedded PGlite in DATA_DIR.`;

/** `5000000`, `5_000_000`, `5.000.000` or `5,000,000` → 5000000; anything else → NaN. */
export function parseVnd(text: string): number {
  if (!/^[1-9]\d{0,2}([_.,]?\d{3})*$/.test(text)) return Number.NaN;
  return Number(text.replace(/[_.,]/g, ''));
}

const OPS_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseCommand(argv: readonly string[]): Command {
  const at = argv.indexOf('--brand');
  const brand = at >= 0 ? argv[at + 1] : DEFAULT_BRAND;
  if (!isBrandId(brand)) throw new UsageError(`--brand must be one of ${BRAND_IDS.join(', ')}`);
  const rest = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : argv;
  return { ...parseBody(rest), brand };
}

function parseBody(argv: readonly string[]): CommandBody {
  const [first, second, ...rest] = argv;
  if (first === undefined || first === 'help' || first === '--help' || first === '-h')
    return { name: 'help' };
  if (first === 'seed' && second === undefined) return { name: 'seed' };
  if (first === 'maintenance') {
    if ((second === 'on' || second === 'off' || second === 'status') && rest.length === 0) {
      return { name: 'maintenance', action: second };
    }
    throw new UsageError('maintenance needs on, off or status, e.g. maintenance on');
  }
  if (first === 'config' && second === 'list' && rest.length === 0) return { name: 'config list' };
  if (first === 'config' && second === 'set') {
    const [key, value, ...extra] = rest;
    if (key === undefined || value === undefined || extra.length > 0) {
      throw new UsageError(
        'config set needs exactly a KEY and a VALUE, e.g. config set REFRESH_INTERVAL 600',
      );
    }
    return { name: 'config set', key, value };
  }
  if (first === 'login-token' && second !== undefined && rest.length === 0) {
    return { name: 'login-token', username: second };
  }
  if (first === 'inbox' && rest.length === 0)
    return second === undefined ? { name: 'inbox' } : { name: 'inbox', to: second };
  if (first === 'bank' && (second === 'approve' || second === 'reject')) {
    const [id, ...extra] = rest;
    if (id === undefined || !/^\d{1,9}$/.test(id) || extra.length > 0) {
      throw new UsageError(`bank ${second} needs the account id, e.g. bank ${second} 12`);
    }
    return { name: 'bank', decision: second, id: Number(id) };
  }
  if (first === 'player' && second === 'create') {
    const flags = rest.filter((part) => part.startsWith('--'));
    const values = rest.filter((part) => !part.startsWith('--'));
    const [username, password, phone, ...extra] = values;
    const unknown = flags.filter((flag) => flag !== '--unverified-phone');
    if (
      username === undefined ||
      password === undefined ||
      phone === undefined ||
      extra.length > 0 ||
      unknown.length > 0
    ) {
      throw new UsageError('player create needs <username> <password> <phone> [--unverified-phone]');
    }
    return {
      name: 'player create',
      username,
      password,
      phone,
      verifiedPhone: !flags.includes('--unverified-phone'),
    };
  }
  if (first === 'credit') {
    const args = [second, ...rest].filter((part): part is string => part !== undefined);
    const keyAt = args.indexOf('--key');
    const key = keyAt >= 0 ? args[keyAt + 1] : newOpsKey('credit');
    const values = keyAt >= 0 ? [...args.slice(0, keyAt), ...args.slice(keyAt + 2)] : args;
    const [username, amountText, ...note] = values;
    if (username === undefined || amountText === undefined || key === undefined) {
      throw new UsageError(
        'credit needs <username> <amount> [note] [--key <key>], e.g. credit demo01 5000000',
      );
    }
    if (!OPS_KEY_PATTERN.test(key))
      throw new UsageError('--key must be 1 to 200 printable characters without spaces');
    const amount = parseVnd(amountText);
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw new UsageError(
        `amount must be a positive whole number of VND, e.g. 5000000 (got "${amountText}")`,
      );
    }
    return { name: 'credit', username, amount, key, ...(note.length > 0 ? { note: note.join(' ') } : {}) };
  }
  if (first === 'balance' && second !== undefined && rest.length === 0)
    return { name: 'balance', username: second };
  if (first === 'ledger' && second === 'check' && rest.length === 0) return { name: 'ledger check' };
  if (first === 'jackpot' && second === 'status' && rest.length === 0) return { name: 'jackpot status' };
  if (first === 'withdrawals' && (second === 'list' || second === undefined || second === '--status')) {
    const args = second === '--status' ? [second, ...rest] : rest;
    const flags = parseFlags(args, ['--status']);
    if (flags.values.length > 0) throw new UsageError('withdrawals list takes only --status <status>');
    const status = flags.get('--status');
    if (status !== undefined && !(WITHDRAWAL_STATUSES as readonly string[]).includes(status))
      throw new UsageError(`--status must be one of ${WITHDRAWAL_STATUSES.join(', ')}`);
    return { name: 'withdrawals list', ...(status ? { status: status as WithdrawalStatus } : {}) };
  }
  if (first === 'withdrawal' && (second === 'approve' || second === 'reject')) {
    const [id, ...reason] = rest;
    if (id === undefined || !/^\d{1,9}$/.test(id) || (second === 'approve' && reason.length > 0))
      throw new UsageError(
        `withdrawal ${second} needs the request id${second === 'reject' ? ' and a reason' : ''}, e.g. withdrawal ${second} 12${second === 'reject' ? ' "sai thong tin"' : ''}`,
      );
    if (second === 'reject' && reason.join(' ').trim() === '')
      throw new UsageError(
        'withdrawal reject needs a reason, e.g. withdrawal reject 12 "tai khoan nghi van"',
      );
    return {
      name: 'withdrawal',
      decision: second,
      id: Number(id),
      ...(second === 'reject' ? { reason: reason.join(' ') } : {}),
    };
  }
  if (first === 'deposits' && second === 'search') {
    const flags = parseFlags(rest, ['--status', '--code']);
    if (flags.values.length > 1) throw new UsageError('deposits search takes at most one username');
    const status = flags.get('--status');
    if (status !== undefined && !(DEPOSIT_STATUSES as readonly string[]).includes(status))
      throw new UsageError(`--status must be one of ${DEPOSIT_STATUSES.join(', ')}`);
    const code = flags.get('--code');
    if (code !== undefined && !/^D[A-Z0-9]{9}$/.test(code))
      throw new UsageError('--code is a deposit code like D7K2M9QX4T');
    const [username] = flags.values;
    return {
      name: 'deposits search',
      ...(username ? { username } : {}),
      ...(status ? { status: status as DepositStatus } : {}),
      ...(code ? { code } : {}),
    };
  }
  if (first === 'giftcode') {
    const giftcode = parseGiftcodeCommand(argv.slice(1));
    if (typeof giftcode === 'string') throw new UsageError(giftcode);
    return giftcode;
  }
  if (first === 'refund') return parseRefundCommand(argv, (message) => new UsageError(message));
  const missions = parseMissionsCommand(argv, (message) => new UsageError(message));
  if (missions) return { name: 'missions', command: missions };
  const promotions = parsePromotionsCommand(argv, (message) => new UsageError(message));
  if (promotions) return { name: 'promotions', command: promotions };
  throw new UsageError(`Unknown command: ${argv.join(' ')}`);
}

/** `--flag value` pairs among `args` (each flag at most once) and the other values. */
function parseFlags(args: readonly string[], known: readonly string[]) {
  const found = new Map<string, string>();
  const values: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) {
      values.push(arg);
      continue;
    }
    const value = args[i + 1];
    if (!known.includes(arg) || value === undefined || found.has(arg))
      throw new UsageError(`Unknown or incomplete option ${arg}`);
    found.set(arg, value);
    i += 1;
  }
  return { values, get: (flag: string) => found.get(flag) };
}

const vnd = (amount: number): string => `${amount.toLocaleString('en-US')} VND`;

/** Runs one command through the services (never raw SQL) and returns the process exit code. */
export async function executeCommand(command: Command, services: Services, io: Output): Promise<number> {
  switch (command.name) {
    case 'help':
      io.out(USAGE);
      return EXIT_OK;
    case 'promotions':
      return executePromotionsCommand(command.command, command.brand, services, io);
    case 'missions':
      return executeMissionsCommand(command.command, command.brand, services, io);
    case 'config list': {
      const entries = await services.systemConfigurations.list();
      const width = Math.max(...entries.map((entry) => entry.key.length));
      for (const entry of entries) {
        const source =
          entry.source === 'database' ? `set ${entry.updatedAt?.toISOString() ?? ''}`.trim() : 'default';
        io.out(`${entry.key.padEnd(width)}  ${JSON.stringify(entry.value)}  (${source})`);
      }
      return EXIT_OK;
    }
    case 'config set':
      try {
        const entry = await services.systemConfigurations.set(command.key, command.value);
        io.out(`${entry.key} = ${JSON.stringify(entry.value)}`);
        return EXIT_OK;
      } catch (error) {
        if (!(error instanceof InvalidConfigurationError)) throw error;
        io.err(`Error: ${error.message}`);
        return EXIT_USAGE;
      }
    case 'maintenance': {
      if (command.action !== 'status') await services.maintenance.set(command.action === 'on');
      const on = await services.maintenance.isOn();
      io.out(on ? 'Maintenance: ON (every API call answers 503 MAINTENANCE_MODE)' : 'Maintenance: off');
      return EXIT_OK;
    }
    case 'seed': {
      const report = await seedDemoData(services, { brands: [command.brand] });
      io.out(`Demo data ensured: ${report.systemConfigurations} system configuration value(s) written.`);
      io.out(
        report.demoPlayer.includes(command.brand)
          ? `Demo player created on ${command.brand}: ${DEMO_PLAYER.username} / ${DEMO_PLAYER.password}`
          : `Demo player ${DEMO_PLAYER.username} already exists on ${command.brand}.`,
      );
      io.out(
        report.giftCodes.length > 0
          ? `Demo gift codes created: ${report.giftCodes.map((code) => code.split(':')[1]).join(', ')}.`
          : 'Demo gift codes were there already (npm run ops -- giftcode list).',
      );
      io.out(
        report.missions.length > 0
          ? `Demo missions created: ${report.missions.map((code) => code.split(':')[1]).join(', ')}.`
          : 'Demo missions were there already (npm run ops -- mission list).',
      );
      io.out(
        report.demoBalance.includes(command.brand)
          ? `Opening balance of ${vnd(DEMO_PLAYER.openingBalance)} credited to ${DEMO_PLAYER.username}.`
          : `Opening balance of ${DEMO_PLAYER.username} was credited before (idempotency key ${demoOpeningBalanceKey(command.brand)}).`,
      );
      return EXIT_OK;
    }
    case 'credit':
      return refusedAsUsage(io, async () => {
        const { player, posted, balance } = await services.wallet.operatorCredit({
          brand: command.brand,
          username: command.username,
          amount: command.amount,
          note: command.note,
          idempotencyKey: command.key,
        });
        io.out(
          posted.replayed
            ? `Already applied: ${vnd(command.amount)} to ${player.username} (ledger transaction ${posted.id}, balance then ${vnd(balance)}); nothing moved again.`
            : `Credited ${vnd(command.amount)} to ${player.username} (ledger transaction ${posted.id}); balance now ${vnd(balance)}.`,
        );
        io.out(`Idempotency key: ${command.key}`);
      });
    case 'balance':
      return refusedAsUsage(io, async () => {
        const player = await services.players.requireByUsername(command.brand, command.username);
        io.out(`${player.username}: ${vnd(await services.wallet.balance(player.id))}`);
      });
    case 'jackpot status': {
      const pools = await services.jackpots.status();
      if (pools.length === 0) io.out('No jackpot pools yet (npm run ops -- seed creates them).');
      for (const pool of pools) {
        const hit = pool.lastHitAmount
          ? `last hit ${vnd(pool.lastHitAmount)} on ${pool.lastHitAt?.toISOString() ?? '?'}`
          : 'never hit';
        io.out(
          `${pool.code.padEnd(14)} ${vnd(pool.amount).padStart(20)}  seed ${vnd(pool.seedAmount)}, ${pool.contributionBp / 100}% of wagers, 1 in ${pool.hitOneIn.toLocaleString('en-US')} — ${hit}  (${pool.name})`,
        );
      }
      return EXIT_OK;
    }
    case 'withdrawals list': {
      const rows = await services.cashier.listForOperator(command.brand, command.status);
      if (rows.length === 0)
        io.out(`No withdrawal requests${command.status ? ` ${command.status}` : ''} on ${command.brand}.`);
      for (const row of rows) {
        const to = row.destination as Record<string, unknown>;
        const where =
          row.method === 'bank'
            ? `${String(to['bankName'])} ${String(to['accountNumber'])} ${String(to['holderName'])}`
            : row.method === 'card'
              ? `${String(to['carrierName'])} ${Number(to['quantity'])} x ${vnd(Number(to['denomination']))}`
              : `${String(to['currency'])} ${String(to['network'])} ${String(to['address'])}`;
        io.out(
          `#${row.id} ${row.code} ${row.createdAt.toISOString()} player ${row.playerId} ${row.method} ${vnd(row.amount)} ${row.status}  → ${where}${row.reason ? `  (${row.reason})` : ''}`,
        );
      }
      return EXIT_OK;
    }
    case 'withdrawal':
      try {
        const result =
          command.decision === 'approve'
            ? await services.cashier.approve(command.brand, command.id)
            : await services.cashier.reject(command.brand, command.id, command.reason ?? '');
        io.out(
          command.decision === 'approve'
            ? `Withdrawal ${result.id} (${result.code}, ${vnd(result.amount)}) approved: the payout goes to the gateway.`
            : `Withdrawal ${result.id} (${result.code}, ${vnd(result.amount)}) rejected: the money is back in the player's wallet.`,
        );
        return EXIT_OK;
      } catch (error) {
        if (!(error instanceof CashierDecisionError)) throw error;
        io.err(`Error: ${error.message}`);
        return EXIT_USAGE;
      }
    case 'deposits search':
      return refusedAsUsage(io, async () => {
        const player = command.username
          ? await services.players.requireByUsername(command.brand, command.username)
          : undefined;
        const rows = await services.cashier.searchDeposits({
          brand: command.brand,
          ...(player ? { playerId: player.id } : {}),
          ...(command.status ? { status: command.status } : {}),
          ...(command.code ? { code: command.code } : {}),
        });
        if (rows.length === 0) io.out('No deposits found.');
        for (const row of rows) {
          io.out(
            `#${row.id} ${row.code} ${row.createdAt.toISOString()} player ${row.playerId} ${row.method} asked ${row.amount === null ? '-' : vnd(row.amount)} credited ${vnd(row.credited)} ${row.status}${row.gatewayOrderId ? ` gateway ${row.gatewayOrderId}` : ''}${row.note ? `  (${row.note})` : ''}`,
          );
        }
      });
    case 'giftcode create':
    case 'giftcode generate':
    case 'giftcode list':
    case 'giftcode disable':
      return (await executeGiftcodeCommand(command, services.giftCodes, io)) === 'ok' ? EXIT_OK : EXIT_USAGE;
    case 'ledger check': {
      const report = await services.wallet.audit();
      for (const problem of report.discrepancies) {
        io.err(
          `MISMATCH ${problem.kind} ${problem.subject}: expected ${problem.expected}, found ${problem.actual}`,
        );
      }
      io.out(
        `${report.accounts} account(s), ${report.transactions} transaction(s): ${report.discrepancies.length === 0 ? 'the books balance' : `${report.discrepancies.length} discrepancy(ies)`}.`,
      );
      return report.discrepancies.length === 0 ? EXIT_OK : EXIT_FAILURE;
    }
    case 'refund campaign list':
    case 'refund campaign create':
    case 'refund campaign set':
      return executeRefundCommand(command, services, io);
    case 'login-token':
      return refusedAsUsage(io, async () => {
        const { token, expiresAt } = await services.auth.mintLoginToken(
          command.username,
          operatorContext(command.brand),
        );
        io.out(`/?login_token=${token}`);
        io.out(`Valid once, until ${expiresAt.toISOString()}.`);
      });
    case 'inbox': {
      const messages = await services.sandboxInbox.latest(command.to);
      if (messages.length === 0)
        io.out(command.to ? `No messages to ${command.to}.` : 'The sandbox inbox is empty.');
      for (const message of messages) {
        const subject = message.subject ? ` [${message.subject}]` : '';
        io.out(`${message.createdAt}  ${message.channel}  ${message.to}${subject}  ${message.text}`);
      }
      return EXIT_OK;
    }
    case 'bank':
      try {
        const account = await services.bankAccounts.decide(
          command.id,
          command.decision === 'approve' ? 'verified' : 'rejected',
          'operator',
        );
        io.out(
          `Bank account ${account.id} (${account.bankShortName} ${account.accountNumber}) is now ${account.status}.`,
        );
        return EXIT_OK;
      } catch (error) {
        if (!(error instanceof BankDecisionError)) throw error;
        io.err(`Error: ${error.message}`);
        return EXIT_USAGE;
      }
    case 'player create': {
      const parsed = z.safeParse(newPlayerSchema, command);
      if (!parsed.success) {
        io.err(`Error: ${parsed.error.issues[0]?.message ?? 'invalid input'}`);
        return EXIT_USAGE;
      }
      return refusedAsUsage(io, async () => {
        const player = await services.auth.createPlayer({
          ...parsed.data,
          brand: command.brand,
          phoneVerified: command.verifiedPhone,
        });
        io.out(
          `Player ${player.username} created (id ${player.id}, rid ${player.rid}, phone ${player.phone}${command.verifiedPhone ? ' verified' : ''}).`,
        );
      });
    }
  }
}

/** A refusal by the services (unknown player, name taken) is the operator's input: exit 2. */
async function refusedAsUsage(io: Output, action: () => Promise<void>): Promise<number> {
  try {
    await action();
    return EXIT_OK;
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    io.err(`Error: ${error.message}`);
    return EXIT_USAGE;
  }
}
