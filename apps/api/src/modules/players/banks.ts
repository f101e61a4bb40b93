import type { BrandId } from '@xc/brand/tenants';
import {
  ACCOUNT_ERROR_CODES as CODES,
  ACCOUNT_MESSAGES as M,
  findBank,
  MAX_BANK_ACCOUNTS,
  type BankAccount,
  type OtpChallenge,
} from '@xc/api-contract';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { isUniqueViolation } from '../../infra/pg-errors';
import { operatorContext, type RequestContext } from '../../infra/request-context';
import type { AuditTrail, OneTimeCodes } from './ports';
import type { Jobs } from '../jobs/jobs';
import type { BankAccountVerifier } from './bank-verifier';
import type { BankAccountRepository, BankAccountRow, BankDecision } from './banks-repository';
import type { PlayerService } from './service';

export interface NewBankAccount {
  bankCode: string;
  /** Normalised by the contract: digits only. */
  accountNumber: string;
  /** Normalised by the contract: upper case, no diacritics, single spaces. */
  holderName: string;
  challengeId: string;
  code: string;
}

export type DecidedBy = 'verifier' | 'operator';

const VERIFY_JOB = 'players.verify-bank-account';

const notFound = () => new AppError(404, CODES.notFound, M.bankAccountNotFound);
const duplicate = () => new AppError(409, CODES.bankAccountDuplicate, M.bankAccountDuplicate);

/** A decision the operator asked for could not be made. */
export class BankDecisionError extends Error {
  override readonly name = 'BankDecisionError';
}

/**
 * A player's withdrawal accounts: added with a verified phone and a one-time code, then verifying
 * until the verifier (or an operator) decides. Every read and write is scoped to the owner.
 */
export class BankAccountService {
  constructor(
    private readonly repository: BankAccountRepository,
    private readonly players: PlayerService,
    private readonly otp: OneTimeCodes,
    private readonly verifier: BankAccountVerifier,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly jobs: Pick<Jobs, 'enqueue'>,
  ) {}

  /**
   * Its background work (modules/jobs): one job per account added, run when the verifier can answer
   * (keyed by the account, so adding it again at a restart adds nothing).
   */
  registerJobs(jobs: Jobs): void {
    jobs.handle<{ accountId: number }>(VERIFY_JOB, ({ accountId }) => this.verifyNow(accountId));
  }

  /** The verification job: asks the verifier about an account still verifying and records its answer. */
  async verifyNow(accountId: number): Promise<void> {
    const row = await this.repository.findById(accountId);
    if (!row || row.status !== 'verifying') return;
    const outcome = await this.verifier.verify(row);
    // The operator may have decided first; then the verifier's late answer changes nothing.
    await this.decide(row.id, outcome, 'verifier').catch((error: unknown) => {
      if (!(error instanceof BankDecisionError)) throw error;
    });
  }

  async list(playerId: number): Promise<BankAccount[]> {
    return (await this.repository.listForPlayer(playerId)).map(toBankAccount);
  }

  async get(playerId: number, id: number): Promise<BankAccount> {
    const row = await this.repository.findForPlayer(playerId, id);
    if (!row) throw notFound();
    return toBankAccount(row);
  }

  async sendCode(playerId: number, context: RequestContext): Promise<OtpChallenge> {
    const player = await this.requireVerifiedPhone(playerId);
    return this.otp.send({
      playerId,
      purpose: 'add_bank',
      channel: 'sms',
      destination: player.phone,
      context,
    });
  }

  async add(playerId: number, input: NewBankAccount, context: RequestContext): Promise<BankAccount> {
    await this.requireVerifiedPhone(playerId);
    // Refused before the code is spent, so the player can fix the form and reuse it.
    const active = await this.repository.activeForPlayer(playerId);
    if (active.numbers.includes(input.accountNumber)) throw duplicate();
    if (active.total >= MAX_BANK_ACCOUNTS)
      throw new AppError(409, CODES.bankAccountLimit, M.bankAccountLimit);
    await this.otp.verify({
      challengeId: input.challengeId,
      code: input.code,
      playerId,
      purpose: 'add_bank',
      context,
    });

    let row: BankAccountRow;
    try {
      row = await this.repository.insert({
        playerId,
        brand: context.brand,
        bankCode: input.bankCode,
        accountNumber: input.accountNumber,
        holderName: input.holderName,
        createdAt: this.clock(),
      });
    } catch (error) {
      if (isUniqueViolation(error, 'bank_accounts_player_number_unique')) throw duplicate();
      throw error;
    }
    await this.audit.record('bank_added', playerId, context, {
      bankAccountId: row.id,
      bankCode: row.bankCode,
    });
    // Not enqueued (the queue's database unreachable): the account stays verifying until the next
    // start hands it over again (resumePending) or the operator decides.
    await this.submit(row).catch(() => undefined);
    return toBankAccount(row);
  }

  /** verifying → verified / rejected. The operator gets a BankDecisionError when that is not possible. */
  async decide(id: number, outcome: BankDecision, by: DecidedBy): Promise<BankAccount> {
    const row = await this.repository.decide(id, outcome, by, this.clock());
    if (!row) {
      const existing = await this.repository.findById(id);
      throw new BankDecisionError(
        existing ? `Bank account ${id} is already ${existing.status}.` : `There is no bank account ${id}.`,
      );
    }
    await this.audit.record(
      outcome === 'verified' ? 'bank_approved' : 'bank_rejected',
      row.playerId,
      operatorContext(row.brand as BrandId),
      {
        bankAccountId: row.id,
        by,
      },
    );
    return toBankAccount(row);
  }

  /** At start: hands every account still verifying to the verifier again. Returns how many. */
  async resumePending(): Promise<number> {
    const pending = await this.repository.listVerifying();
    for (const row of pending) await this.submit(row);
    return pending.length;
  }

  private async submit(row: BankAccountRow): Promise<void> {
    const delayMs = this.verifier.readyAt(row).getTime() - this.clock().getTime();
    await this.jobs.enqueue(VERIFY_JOB, { accountId: row.id }, { key: `bank-account-${row.id}`, delayMs });
  }

  private async requireVerifiedPhone(playerId: number) {
    const player = await this.players.require(playerId);
    if (!player.phoneVerifiedAt) throw new AppError(403, CODES.phoneNotVerified, M.phoneNotVerified);
    return player;
  }
}

export function toBankAccount(row: BankAccountRow): BankAccount {
  const bank = findBank(row.bankCode);
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankShortName: bank?.shortName ?? row.bankCode,
    bankName: bank?.name ?? row.bankCode,
    accountNumber: row.accountNumber,
    holderName: row.holderName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
