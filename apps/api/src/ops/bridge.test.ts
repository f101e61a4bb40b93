import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app';
import { OPS_EXEC_PATH, OPS_TOKEN_HEADER, publishBridge, readBridge } from './bridge';

const TOKEN = 'a'.repeat(43);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ opsBridgeToken: TOKEN });
});
afterAll(() => t.close());

const exec = (
  argv: unknown,
  headers: Record<string, string> = { [OPS_TOKEN_HEADER]: TOKEN },
  remoteAddress = '127.0.0.1',
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({ method: 'POST', url: OPS_EXEC_PATH, payload: { argv, ...extra }, headers, remoteAddress });

describe('the operator bridge of a server on the embedded database', () => {
  it("runs a CLI command through the server's services and returns what it printed", async () => {
    const set = await exec(['config', 'set', 'REFRESH_INTERVAL', '77']);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ code: 0, out: ['REFRESH_INTERVAL = 77'], err: [] });

    const config = await t.app.inject({ method: 'GET', url: '/api/system/configurations' });
    expect(config.json().data.REFRESH_INTERVAL).toBe(77);
  });

  it('answers a usage error with exit code 2, as the CLI would', async () => {
    const res = await exec(['config', 'set', 'NOPE']);
    expect(res.json()).toMatchObject({
      code: 2,
      err: [expect.stringMatching(/config set needs exactly a KEY and a VALUE/)],
    });
  });

  it('reads a command line without running it when asked only to check it (a batch, before any runs)', async () => {
    const check = { check: true };
    const token = { [OPS_TOKEN_HEADER]: TOKEN };
    expect(
      (await exec(['config', 'set', 'REFRESH_INTERVAL', '55'], token, '127.0.0.1', check)).json(),
    ).toEqual({
      code: 0,
      out: [],
      err: [],
    });
    const config = await t.app.inject({ method: 'GET', url: '/api/system/configurations' });
    expect(config.json().data.REFRESH_INTERVAL).not.toBe(55);
    expect((await exec(['config', 'set', 'NOPE'], token, '127.0.0.1', check)).json()).toMatchObject({
      code: 2,
      err: [expect.stringMatching(/config set needs exactly a KEY and a VALUE/)],
    });
    const unclear = await exec(['config', 'list'], token, '127.0.0.1', { check: 'yes' });
    expect(unclear.statusCode).toBe(400);
  });

  it.each([
    ['without the token', {}, '127.0.0.1'],
    ['with a wrong token', { [OPS_TOKEN_HEADER]: 'b'.repeat(43) }, '127.0.0.1'],
    ['from another host, even with the token', { [OPS_TOKEN_HEADER]: TOKEN }, '203.0.113.9'],
  ])('does not exist %s', async (_label, headers, remoteAddress) => {
    const res = await exec(['config', 'list'], headers, remoteAddress);
    expect(res.statusCode).toBe(404);
    // The answer of a route that does not exist, in the contract's shape (the fuzzer found English).
    const missing = await t.app.inject({ method: 'POST', url: '/api/ops/nothing-here' });
    expect(res.json()).toEqual(missing.json());
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Không tìm thấy trang hoặc dữ liệu yêu cầu',
    });
  });

  it('refuses a body that is not a command line', async () => {
    for (const argv of ['config list', ['config', 1]]) {
      expect((await exec(argv)).json()).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Yêu cầu không hợp lệ',
      });
    }
  });

  it('is left out of the OpenAPI document, and out of servers without a token (PostgreSQL)', async () => {
    const documented = await createTestApp({ docs: true, opsBridgeToken: TOKEN });
    const plain = await createTestApp();
    try {
      const docs = await documented.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.statusCode).toBe(200);
      expect(docs.body).toContain('/api/system/configurations');
      expect(docs.body).not.toContain(OPS_EXEC_PATH);

      const res = await plain.app.inject({
        method: 'POST',
        url: OPS_EXEC_PATH,
        payload: { argv: ['config', 'list'] },
        headers: { [OPS_TOKEN_HEADER]: TOKEN },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await documented.close();
      await plain.close();
    }
  });

  it('publishes its address for the same OS user only, and withdraws it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'xc-bridge-'));
    try {
      const withdraw = publishBridge(dir, { url: 'http://127.0.0.1:1234', token: TOKEN, pid: 42 });
      expect(readBridge(dir)).toEqual({ url: 'http://127.0.0.1:1234', token: TOKEN, pid: 42 });
      expect(statSync(path.join(dir, 'ops-bridge.json')).mode & 0o777).toBe(0o600);
      withdraw();
      expect(readBridge(dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
