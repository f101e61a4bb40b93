import { request as httpRequest } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createAccountsApp, post, withFingerprint } from '../testing/accounts';
import type { TestApp } from '../testing/test-app';
import { toErrorBody } from './error-handler';
import { controlCharacterAt } from './validation';

const VALIDATION = {
  statusCode: 400,
  code: 'VALIDATION_ERROR',
  message: 'Dữ liệu chứa ký tự không được phép',
};

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(() => t.close());

describe('control characters in text input', () => {
  it('answer 400 in the contract’s shape on every route, never 500', async () => {
    const cases: Array<[string, unknown]> = [
      ['/api/auth/login', { username: 'nguoi\u0000choi', password: 'Kh0ngDoanDuoc!' }],
      ['/api/auth/login', { username: 'nguoichoi1', password: 'mat\u0000khau' }],
      ['/api/auth/forgot-password', { username: 'ai\u0000do' }],
      [
        '/api/auth/register',
        { username: 'nguoi\u0007choi', password: 'Kh0ngDoanDuoc!', phone: '0981234567', ageConfirmed: true },
      ],
      ['/api/auth/login', { ['user\u0000name']: 'x', username: 'nguoichoi1', password: 'Kh0ngDoanDuoc!' }],
    ];
    for (const [url, body] of cases) {
      const res = await post(t.app, url, body, withFingerprint);
      expect({ url, body: res.json() }).toEqual({ url, body: VALIDATION });
    }
    const query = await t.app.inject({ method: 'GET', url: '/api/game/list?category=%00' });
    expect(query.json()).toEqual(VALIDATION);
    // Tab, line feed and carriage return are text.
    expect(controlCharacterAt({ note: 'dòng 1\r\n\tdòng 2' })).toBeNull();
    expect(controlCharacterAt({ list: [{ deep: 'a\u001fb' }] })).toBe('list.0.deep');
  });

  it('a database refusal of an input (a last line behind the schemas) is a 400, not a 500', () => {
    for (const code of ['22021', '22P05', '22001', '22003', '22P02']) {
      expect(toErrorBody(Object.assign(new Error('db'), { code }))).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
      });
    }
    const cut = new Error('query failed', {
      cause: Object.assign(new Error('terminating connection'), { code: '57P01' }),
    });
    expect(toErrorBody(cut)).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Hệ thống đang bận, vui lòng thử lại sau giây lát',
    });
  });
});

describe('errors before a route runs', () => {
  it('a malformed %-escape in the URL answers the contract’s 400 in Vietnamese, without echoing the URL', async () => {
    for (const url of ['/api/%zz', '/api/game/%E0%A4%A', '/%c0%af']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Dữ liệu không hợp lệ',
      });
      expect(res.body).not.toContain('%');
    }
  });

  describe('on a listening server', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    /** Sends raw bytes and reads the whole answer (the server closes the connection). */
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

    it('headers too large: 431 with a code and a Vietnamese message', async () => {
      const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
      expect(bodyOf(answer)).toEqual({
        statusCode: 431,
        code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
        message: 'Phần đầu của yêu cầu quá lớn',
      });
    });

    it('a malformed request line: 400 with a code', async () => {
      const answer = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
      expect(bodyOf(answer)).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Yêu cầu không hợp lệ',
      });
    });

    it('still serves ordinary requests', async () => {
      const status = await new Promise<number>((resolve, reject) => {
        httpRequest({ port, host: '127.0.0.1', path: '/api/health' }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
      expect(status).toBe(200);
    });
  });
});
