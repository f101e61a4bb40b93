import type { Clock } from '../../infra/clock';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { BankDecision } from './banks-repository';

export interface BankAccountToVerify {
  id: number;
  bankCode: string;
  accountNumber: string;
  holderName: string;
  createdAt: Date;
}

/**
 * Checks that an account exists and is held by the name given (a bank's name-enquiry service in
 * production). `start` returns at once; the outcome arrives later through `report`, or never (then
 * an operator decides with the CLI).
 */
export interface BankAccountVerifier {
  start(account: BankAccountToVerify, report: (outcome: BankDecision) => Promise<void>): void;
  /** Stops pending work when the server stops; `start` again picks it up after a restart. */
  stop(): void;
}

/** Default time the sandbox takes to answer. */
export const SANDBOX_BANK_VERIFY_DELAY_MS = 5_000;

/**
 * The demo's bank: answers `delayMs` after the account was added (counted from its creation, so an
 * account still pending after a restart is answered on time). It rejects account numbers ending in
 * 0000 — a way to see a rejection in a demo — and verifies the rest.
 */
export class SandboxBankAccountVerifier implements BankAccountVerifier {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly delayMs: number,
    private readonly clock: Clock,
    private readonly log?: Logger,
  ) {}

  static outcomeFor(account: Pick<BankAccountToVerify, 'accountNumber'>): BankDecision {
    return account.accountNumber.endsWith('0000') ? 'rejected' : 'verified';
  }

  start(account: BankAccountToVerify, report: (outcome: BankDecision) => Promise<void>): void {
    const dueIn = Math.max(0, account.createdAt.getTime() + this.delayMs - this.clock().getTime());
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      report(SandboxBankAccountVerifier.outcomeFor(account)).catch((error: unknown) => {
        this.log?.error(
          { err: error, bankAccountId: account.id },
          'sandbox bank verification could not be recorded',
        );
      });
    }, dueIn);
    timer.unref();
    this.timers.add(timer);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
