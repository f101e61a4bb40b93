import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { Semaphore } from '../../infra/semaphore';
import { newToken } from '../../infra/tokens';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored value that is not a hash. */
  verify(stored: string, password: string): Promise<boolean>;
  /** Spends the time of a real verify and answers false: for names that do not exist. */
  verifyNothing(password: string): Promise<false>;
  /** The stored hash was made with other parameters and should be redone at the next login. */
  needsRehash(stored: string): boolean;
}

// The argon2id parameters OWASP recommends at its lowest memory setting: 19 MiB, 2 passes, 1 lane.
const ARGON2ID: Algorithm = 2;
export const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
const CURRENT_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

export class Argon2PasswordHasher implements PasswordHasher {
  private readonly semaphore: Semaphore;
  private dummy: Promise<string> | undefined;

  /** At most `concurrency` hashes at once (19 MiB and one core each); the rest queue. */
  constructor(concurrency: number = availableParallelism()) {
    this.semaphore = new Semaphore(concurrency);
  }

  hash(password: string): Promise<string> {
    return this.semaphore.run(() => hash(password, ARGON2_OPTIONS));
  }

  verify(stored: string, password: string): Promise<boolean> {
    return this.semaphore.run(() => verify(stored, password).catch(() => false));
  }

  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash(newToken());
    await this.verify(await this.dummy, password);
    return false;
  }

  needsRehash(stored: string): boolean {
    return !stored.startsWith(CURRENT_PREFIX);
  }
}
