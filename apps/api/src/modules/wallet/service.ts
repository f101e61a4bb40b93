import { CURRENCY, WALLET_ERROR_CODES as CODES, WALLET_MESSAGES as M, type Balance } from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import { AppError } from '../../infra/errors';
import type { UnitOfWork } from '../../infra/unit-of-work';
import type { Jobs } from '../jobs/jobs';
import type { BalanceReader } from '../players/balance';
import type { PlayerRepository, PlayerRow } from '../players/repository';
import { playerNotFound } from '../players/service';
import { fundingAccount, playerAccount } from './accounts';
import { balanceAfter, type Ledger } from './ledger';
import type { LedgerDiscrepancy, LedgerRepository, PostedTransaction } from './ledger-repository';

/** At most this much per operator credit: a typo of three extra zeros should not go through. */
export const MAX_OPERATOR_CREDIT = 10_000_000_000;

export interface OperatorCreditInput {
  brand: BrandId;
  username: string;
  amount: number;
  note?: string;
  idempotencyKey: string;
}

/**
 * Reading wallets, and the wallet's own use cases. Other modules move money with `Ledger.post`
 * inside their own unit of work; a player's balance is their wallet row, which changes only in the
 * transaction that writes the entries explaining the change.
 */
export class WalletService implements BalanceReader {
  constructor(
    private readonly uow: UnitOfWork<{ ledger: LedgerRepository }>,
    private readonly ledger: Ledger,
    private readonly players: PlayerRepository,
  ) {}

  async read(playerId: number): Promise<{ balance: number; hasDeposited: boolean }> {
    const [balance, hasDeposited] = await Promise.all([
      this.balance(playerId),
      this.uow.read.ledger.hasTransactionOfType(playerId, 'deposit'),
    ]);
    return { balance, hasDeposited };
  }

  async balance(playerId: number): Promise<number> {
    return (await this.balancesOf([playerAccount(playerId)])).get(playerAccount(playerId)) ?? 0;
  }

  async balanceView(playerId: number): Promise<Balance> {
    return { balance: await this.balance(playerId), currency: CURRENCY };
  }

  /** Balances of any accounts by code (missing accounts read as 0). */
  async balancesOf(codes: readonly string[]): Promise<Map<string, number>> {
    const found = await this.uow.read.ledger.balancesOf(codes);
    return new Map(codes.map((code) => [code, found.get(code) ?? 0]));
  }

  /** Money from the operator to a player of the brand (demo balances, goodwill): funding → player. */
  async operatorCredit(
    input: OperatorCreditInput,
  ): Promise<{ player: PlayerRow; posted: PostedTransaction; balance: number }> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > MAX_OPERATOR_CREDIT) {
      throw new AppError(400, CODES.invalidAmount, M.invalidAmount);
    }
    const player = await this.players.findByUsernameKey(input.brand, input.username.trim().toLowerCase());
    if (!player) throw playerNotFound();
    const account = playerAccount(player.id);
    const posted = await this.uow.run((_, tx) =>
      this.ledger.post(tx, {
        idempotencyKey: input.idempotencyKey,
        type: 'operator_credit',
        brand: input.brand,
        playerId: player.id,
        reference: input.note?.slice(0, 200) || null,
        lines: [
          { account: fundingAccount(input.brand), amount: -input.amount },
          { account, amount: input.amount },
        ],
      }),
    );
    return { player, posted, balance: balanceAfter(posted, account) ?? 0 };
  }

  /**
   * Adds the counter-accounts' pending deltas to their rows; returns how many accounts moved. Any
   * time, on any replica: balances read the same before and after, it only keeps the deltas few.
   */
  fold(): Promise<number> {
    return this.uow.run(({ ledger }) => ledger.foldAll());
  }

  /**
   * Its background work (modules/jobs): folding every 5 s, once per tick in the cluster (any replica
   * may fold; more than one at a tick would only wait on each other's locks).
   */
  registerJobs(jobs: Jobs, everyMs = 5_000): void {
    jobs.schedule('wallet.fold', { every: everyMs }, () => this.fold());
  }

  /** Recomputes every balance from the entries; an empty list of discrepancies means the books agree. */
  audit(): Promise<{ accounts: number; transactions: number; discrepancies: LedgerDiscrepancy[] }> {
    return this.uow.read.ledger.audit();
  }
}
