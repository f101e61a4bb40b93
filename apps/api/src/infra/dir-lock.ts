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
  /** When the holder started (Linux: /proc/<pid>/stat), so a recycled pid is not mistaken for it. */
  started?: string;
}

export interface DirLock {
  release(): void;
}

/**
 * An exclusive lock file holding the owner's pid and start time. A lock left by a process that died
 * is taken over, also when its pid now belongs to another process (pids are recycled: 32,768 of them
 * on many machines, used up within minutes of builds and browsers); a lock from another host (shared
 * volume) cannot be checked and is treated as held.
 */
export function acquireDirLock(lockFile: string): DirLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      const content: LockContent = {
        pid: process.pid,
        hostname: os.hostname(),
        started: processStart(process.pid),
      };
      writeSync(fd, JSON.stringify(content));
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
      const started = 'started' in parsed && typeof parsed.started === 'string' ? parsed.started : undefined;
      return { pid: parsed.pid, hostname, started };
    }
  } catch {
    // Unreadable or half-written: treat as stale.
  }
  return undefined;
}

function isHeld(lock: LockContent): boolean {
  if (lock.hostname !== os.hostname()) return true;
  if (lock.pid !== process.pid && !isAlive(lock.pid)) return false;
  // Alive (or this very process): the holder, unless the pid now names a process that started at
  // another time (this process too may have been given the dead holder's pid).
  const started = lock.started === undefined ? undefined : processStart(lock.pid);
  return started === undefined || started === lock.started;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), where there is one. */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces; count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
