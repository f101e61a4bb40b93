import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDirLock, DatabaseLockedError } from './dir-lock';

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

  it('treats a lock from another host as held', () => {
    const file = path.join(dir, 'pglite.lock');
    writeFileSync(file, JSON.stringify({ pid: 2 ** 30, hostname: 'some-other-host' }));
    expect(() => acquireDirLock(file)).toThrow(DatabaseLockedError);
  });
});
