import { Writable } from 'node:stream';
import { createLogger } from '../../infra/logging';
import { operatorContext } from '../../infra/request-context';
import { createServices } from '../../services';
import {
  bearer,
  challengeOf,
  createAccountsApp,
  get,
  inbox,
  latestCode,
  login,
  post,
  register,
  registerVerified,
  withFingerprint,
} from '../../testing/accounts';
import type { SmsMessage, SmsSender } from './senders';

describe('the sandbox inbox', () => {
  it('is read through the operator bridge, newest first, for a phone typed any accepted way', async () => {
    const t = await createAccountsApp();
    try {
      const player = await register(t.app, { phone: '0351234567' });
      await post(t.app, '/api/user/phone/send-code', undefined, bearer(player.token));
      t.clock.advance(60_000);
      await post(t.app, '/api/user/phone/send-code', undefined, bearer(player.token));
      for (const to of ['0351234567', '+84351234567', '84351234567']) {
        const lines = await inbox(t.app, to);
        expect(lines).toHaveLength(2);
        const [newest, oldest] = lines;
        expect((newest ?? '') > (oldest ?? '')).toBe(true);
        expect(newest).toMatch(/ {2}sms {2}\+84351234567 {2}Ma xac thuc so dien thoai cua ban la \d{6}\./);
      }
      expect(await inbox(t.app, '0909999999')).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('has no public route: not in development, not in production, not in the API document', async () => {
    for (const nodeEnv of ['development', 'production']) {
      const previous = process.env['NODE_ENV'];
      process.env['NODE_ENV'] = nodeEnv;
      const t = await createAccountsApp({ docs: true });
      try {
        const player = await register(t.app);
        await post(t.app, '/api/user/phone/send-code', undefined, bearer(player.token));
        expect(await inbox(t.app, player.body.phone)).toHaveLength(1);
        for (const url of [
          `/api/sandbox/inbox?to=${player.body.phone}`,
          `/api/sandbox/inbox?to=${encodeURIComponent('+84' + player.body.phone.slice(1))}`,
          '/api/sandbox/inbox',
        ]) {
          const res = await get(t.app, url);
          expect(res.statusCode).toBe(404);
          expect(res.json().code).toBe('NOT_FOUND');
          expect(res.body).not.toMatch(/\d{6}/);
        }
        expect((await get(t.app, '/api/docs/json')).body).not.toContain('sandbox');
      } finally {
        await t.close();
        process.env['NODE_ENV'] = previous;
      }
    }
  });

  it('is out of reach of a stranger: the bridge answers 404 without its token or from another address', async () => {
    const t = await createAccountsApp();
    try {
      const argv = { argv: ['inbox'] };
      for (const headers of [{}, { 'x-ops-token': 'guess' }]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/ops/exec', headers, payload: argv });
        expect(res.statusCode).toBe(404);
      }
      const remote = await t.app.inject({
        method: 'POST',
        url: '/api/ops/exec',
        payload: argv,
        remoteAddress: '203.0.113.7',
        headers: { 'x-ops-token': 'guess' },
      });
      expect(remote.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('stays empty beside a real SMS gateway: codes go to the gateway only', async () => {
    const sent: SmsMessage[] = [];
    const gateway: SmsSender = { sandbox: false, send: async (message) => void sent.push(message) };
    const t = await createAccountsApp({ services: { sms: gateway } });
    try {
      const player = await register(t.app);
      expect(
        (await post(t.app, '/api/user/phone/send-code', undefined, bearer(player.token))).statusCode,
      ).toBe(200);
      expect(sent).toEqual([
        { to: `+84${player.body.phone.slice(1)}`, text: expect.stringMatching(/\d{6}/) },
      ]);
      expect(await inbox(t.app, player.body.phone)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('logs', () => {
  it('never hold a password, session token, login token or reset ticket; codes only on sandbox lines', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const t = await createAccountsApp({ logger: createLogger({ level: 'trace', stream }) });
    try {
      const player = await registerVerified(t.app);
      const secrets = [player.body.password, player.token, player.user.tokenPlay];
      await login(t.app, player.body.username, 'wrong-password-here');
      secrets.push('wrong-password-here');
      const again = await login(t.app, player.body.username, player.body.password);
      secrets.push(again.json().token);
      const refreshed = await get(t.app, '/api/auth/refresh', bearer(again.json().token));
      secrets.push(refreshed.json().token, refreshed.json().user.tokenPlay);

      const { token: loginToken } = await createServices(t.database, {
        clock: t.clock.now,
      }).auth.mintLoginToken(player.body.username, operatorContext('xc05'));
      secrets.push(loginToken);
      await t.app.inject({ method: 'GET', url: `/api/health?login_token=${loginToken}` });
      const auto = await post(t.app, '/api/auth/auto-login', { token: loginToken }, withFingerprint);
      secrets.push(auto.json().token);

      const challenge = challengeOf(
        await post(t.app, '/api/auth/forgot-password', { username: player.body.username }),
      );
      const code = await latestCode(t.app, player.body.phone);
      const ticket = await post(t.app, '/api/auth/forgot-password/verify', {
        challengeId: challenge.challengeId,
        code,
      });
      secrets.push(ticket.json().data.resetTicket);
      await post(t.app, '/api/auth/forgot-password/reset', {
        resetTicket: ticket.json().data.resetTicket,
        password: 'MoiMoi2026x',
      });
      secrets.push('MoiMoi2026x');

      const logged = lines.join('\n');
      expect(lines.length).toBeGreaterThan(20);
      for (const secret of secrets) expect(logged).not.toContain(secret);
      const codePattern = new RegExp(`(?<![0-9a-f])${code}(?![0-9a-f])`);
      const withCode = lines.filter((line) => codePattern.test(line));
      expect(withCode.length).toBeGreaterThan(0);
      expect(withCode.every((line) => line.includes('"sandbox":true'))).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('redact secret fields should a body ever be logged', () => {
    const lines: string[] = [];
    const log = createLogger({
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      }),
    });
    log.info(
      {
        password: 'p1-secret',
        body: {
          newPassword: 'p2-secret',
          currentPassword: 'p3-secret',
          token: 't-secret',
          resetTicket: 'r-secret',
        },
      },
      'x',
    );
    for (const secret of ['p1-secret', 'p2-secret', 'p3-secret', 't-secret', 'r-secret'])
      expect(lines.join('')).not.toContain(secret);
  });
});
