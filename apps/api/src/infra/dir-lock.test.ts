import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDirLock, DatabaseLockedError, processStart } from './dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'xc-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('acquireDirLock', () => {
  it('refuses a second holder while the first is alive, and frees the file on release', () => {
    const file = path.join(dir, 'pglite.lock');
    const lock = acquireDirLock(file);
    expect(() => acquireDirLock(file)).toThrow(DatabaseLockedError);
    lock.release();
    expect(existsSync(file)).toBe(false);
    acquireDirLock(file).release();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const file = path.join(dir, 'pglite.lock');
    // Pids are below 2^22 on Linux, so this one cannot be running.
    writeFileSync(file, JSON.stringify({ pid: 2 ** 30, hostname: os.hostname() }));
    const lock = acquireDirLock(file);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (pids are recycled)', () => {
    const file = path.join(dir, 'pglite.lock');
    // The parent (jest) is alive, but it is not the process that wrote this lock: that one started earlier.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, hostname: os.hostname(), started: '1' }));
    if (processStart(process.ppid) === undefined) return; // no /proc: only the pid can be checked
    acquireDirLock(file).release();
  });

  it('takes over a lock this process was given the pid of (its writer started at another time)', () => {
    const file = path.join(dir, 'pglite.lock');
    writeFileSync(file, JSON.stringify({ pid: process.pid, hostname: os.hostname(), started: '1' }));
    if (processStart(process.pid) === undefined) return; // no /proc: only the pid can be checked
    acquireDirLock(file).release();
  });

  it('refuses a lock whose holder is alive and is the process that wrote it', () => {
    const file = path.join(dir, 'pglite.lock');
    const started = processStart(process.ppid);
    writeFileSync(file, JSON.stringify({ pid: process.ppid, hostname: os.hostname(), started }));
    expect(() => acquireDirLock(file)).toThrow(DatabaseLockedError);
    // A lock written before start times were recorded keeps the old rule: a live pid holds it.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, hostname: os.hostname() }));
    expect(() => acquireDirLock(file)).toThrow(DatabaseLockedError);
  });

  it('records its own start time, as /proc gives it', () => {
    const file = path.join(dir, 'pglite.lock');
    const lock = acquireDirLock(file);
    const written = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; started?: string };
    expect(written.pid).toBe(process.pid);
    expect(written.started).toBe(processStart(process.pid));
    if (written.started !== undefined) expect(written.started).toMatch(/^\d+$/);
    lock.release();
  });

  it('treats a lock from another host as held', () => {
    const file = path.join(dir, 'pglite.lock');
    writeFileSync(file, JSON.stringify({ pid: 2 ** 30, hostname: 'some-other-host' }));
    expect(() => acquireDirLock(file)).toThrow(DatabaseLockedError);
  });
});
