import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { batchLines } from './argv';

// The operator CLI as an operator runs it: a process of its own on an embedded database, here with
// `batch` (the commands on standard input, one process for all of them).
const root = path.resolve(__dirname, '../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'xc-ops-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(
  args: string[],
  input = '',
  dir = dataDir,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'apps/api/src/ops/cli.ts'), ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}

describe('batchLines', () => {
  it('takes one command a line, skips blank lines and comments, and keeps the line numbers', () => {
    expect(
      batchLines('# players\nplayer create a1b2c3 Pw123456 0961234567\n\n  credit   a1b2c3 5000\r\n'),
    ).toEqual([
      { line: 2, argv: ['player', 'create', 'a1b2c3', 'Pw123456', '0961234567'] },
      { line: 4, argv: ['credit', 'a1b2c3', '5000'] },
    ]);
  });
});

describe('ops batch', () => {
  it('runs the commands in order in one process, and stops at the first that fails', async () => {
    const made = await cli(
      ['batch'],
      'player create batcher01 BatchSoCai2026 0961230001\ncredit batcher01 75000 test\nbalance batcher01\n',
    );
    expect(made).toMatchObject({ code: 0 });
    expect(made.out).toContain('75,000');

    // A line that is not a command: nothing of the batch runs.
    const refused = await cli(['batch'], 'credit batcher01 1000 test\nno such command\n');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('line 2');
    // A command that fails: the ones before it ran, the ones after it did not.
    const stopped = await cli(
      ['batch'],
      'credit batcher01 5000 test\ncredit nobody99 1000 test\ncredit batcher01 7000 test\n',
    );
    expect(stopped.code).toBe(2);
    expect(stopped.err).toContain('Không tìm thấy tài khoản');
    expect(stopped.err).toContain('stopped at line 2');
    const balance = await cli(['balance', 'batcher01']);
    expect(balance.out).toContain('80,000');
  }, 120_000);
});

describe('ops batch beside a running server (its bridge)', () => {
  // The server holds the embedded database, so the CLI sends each line there without loading the API
  // itself; what the operator sees and what runs are the same as above.
  const serverDir = mkdtempSync(path.join(tmpdir(), 'xc-ops-cli-server-'));
  let server: ChildProcess;
  beforeAll(async () => {
    server = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'apps/api/src/main.ts')],
      {
        cwd: root,
        stdio: 'ignore',
        env: {
          ...process.env,
          DATA_DIR: serverDir,
          DATABASE_URL: '',
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
      },
    );
    const deadline = Date.now() + 90_000;
    while (!existsSync(path.join(serverDir, 'ops-bridge.json'))) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);
  afterAll(async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(serverDir, { recursive: true, force: true });
  });

  it('reads every line before running any, and stops at the first that fails', async () => {
    const made = await cli(
      ['batch'],
      'player create bridged01 BatchSoCai2026 0961230002\ncredit bridged01 75000 test\n',
      serverDir,
    );
    expect(made).toMatchObject({ code: 0 });
    const refused = await cli(['batch'], 'credit bridged01 1000 test\nno such command\n', serverDir);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('line 2');
    const stopped = await cli(
      ['batch'],
      'credit bridged01 5000 test\ncredit nobody99 1000 test\ncredit bridged01 7000 test\n',
      serverDir,
    );
    expect(stopped.code).toBe(2);
    expect(stopped.err).toContain('stopped at line 2');
    const balance = await cli(['balance', 'bridged01'], '', serverDir);
    expect(balance.out).toContain('80,000');
  }, 120_000);
});
