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
 * production). The players module asks it in a job (modules/jobs), once the bank can answer: a
 * throw (the bank unreachable) is retried with backoff; an account no job decides is left to the
 * operator (CLI).
 */
export interface BankAccountVerifier {
  /** When the bank can answer about an account (at once for most; the sandbox takes a while). */
  readyAt(account: BankAccountToVerify): Date;
  /** The bank's answer. */
  verify(account: BankAccountToVerify): Promise<BankDecision>;
}

/** Default time the sandbox takes to answer. */
export const SANDBOX_BANK_VERIFY_DELAY_MS = 5_000;

/**
 * The demo's bank: answers `delayMs` after the account was added (counted from its creation, so an
 * account still pending after a restart is answered on time). It rejects account numbers ending in
 * 0000 — a way to see a rejection in a demo — and verifies the rest.
 */
export class SandboxBankAccountVerifier implements BankAccountVerifier {
  constructor(private readonly delayMs: number) {}

  static outcomeFor(account: Pick<BankAccountToVerify, 'accountNumber'>): BankDecision {
    return account.accountNumber.endsWith('0000') ? 'rejected' : 'verified';
  }

  readyAt(account: BankAccountToVerify): Date {
    return new Date(account.createdAt.getTime() + this.delayMs);
  }

  async verify(account: BankAccountToVerify): Promise<BankDecision> {
    return SandboxBankAccountVerifier.outcomeFor(account);
  }
}
