import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';

/** Thrown when another live process already holds the embedded database. */
export class DatabaseLockedError extends Error {
  override readonly name = 'DatabaseLockedError';
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(`The embedded database is in use by process ${holderPid} (lock file ${lockFile}).`);
  }
}

interface LockContent {
  pid: number;
  hostname: string;
}

export interface DirLock {
  release(): void;
}

/**
 * An exclusive lock file holding the owner's pid. A lock left by a process that died is taken over;
 * a lock from another host (shared volume) cannot be checked and is treated as held.
 */
export function acquireDirLock(lockFile: string): DirLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, hostname: os.hostname() } satisfies LockContent));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(lockFile);
      if (holder && isHeld(holder)) throw new DatabaseLockedError(lockFile, holder.pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not acquire ${lockFile}`);
}

function readLock(lockFile: string): LockContent | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(lockFile, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'pid' in parsed && typeof parsed.pid === 'number') {
      const hostname = 'hostname' in parsed && typeof parsed.hostname === 'string' ? parsed.hostname : '';
      return { pid: parsed.pid, hostname };
    }
  } catch {
    // Unreadable or half-written: treat as stale.
  }
  return undefined;
}

function isHeld(lock: LockContent): boolean {
  if (lock.hostname !== os.hostname()) return true;
  if (lock.pid === process.pid) return true;
  try {
    process.kill(lock.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
