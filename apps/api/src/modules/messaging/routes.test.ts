import { sandboxInboxResponseSchema } from '@xc/api-contract';
import { Writable } from 'node:stream';
import { createLogger } from '../../infra/logging';
import { operatorContext } from '../../infra/request-context';
import { createServices } from '../../services';
import {
  bearer,
  challengeOf,
  createAccountsApp,
  get,
  latestCode,
  login,
  post,
  register,
  registerVerified,
  withFingerprint,
} from '../../testing/accounts';
import type { SmsMessage, SmsSender } from './senders';

describe('GET /api/sandbox/inbox', () => {
  it('shows what the sandbox gateways sent, newest first, for a phone typed any accepted way', async () => {
    const t = await createAccountsApp({ nodeEnv: 'development' });
    try {
      const player = await register(t.app, { phone: '0351234567' });
      await post(t.app, '/api/user/phone/send-code', undefined, bearer(player.token));
      t.clock.advance(60_000);
      await post(t.app, '/api/user/phone/send-code', undefined, bearer(player.token));
      for (const to of ['0351234567', '+84351234567', '84351234567']) {
        const res = await get(t.app, `/api/sandbox/inbox?to=${encodeURIComponent(to)}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        const { data } = sandboxInboxResponseSchema.parse(res.json());
        const [newest, oldest] = data;
        expect(data).toHaveLength(2);
        expect(newest?.id).toBeGreaterThan(oldest?.id ?? Infinity);
        expect(newest).toMatchObject({ channel: 'sms', to: '+84351234567', subject: null });
        expect(newest?.text).toMatch(/^Ma xac thuc so dien thoai cua ban la \d{6}\./);
      }
      expect((await get(t.app, '/api/sandbox/inbox?to=0909999999')).json()).toEqual({ data: [] });
      expect((await get(t.app, '/api/sandbox/inbox')).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('does not exist in production, even with the sandbox gateways', async () => {
    const t = await createAccountsApp({ nodeEnv: 'production', docs: true });
    try {
      const player = await register(t.app);
      expect(
        (await post(t.app, '/api/user/phone/send-code', undefined, bearer(player.token))).statusCode,
      ).toBe(200);
      const res = await get(t.app, `/api/sandbox/inbox?to=${player.body.phone}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect((await get(t.app, '/api/docs/json')).body).not.toContain('/api/sandbox/inbox');
    } finally {
      await t.close();
    }
  });

  it('does not exist beside a real SMS gateway', async () => {
    const sent: SmsMessage[] = [];
    const gateway: SmsSender = { sandbox: false, send: async (message) => void sent.push(message) };
    const t = await createAccountsApp({ nodeEnv: 'development', services: { sms: gateway } });
    try {
      const player = await register(t.app);
      expect(
        (await post(t.app, '/api/user/phone/send-code', undefined, bearer(player.token))).statusCode,
      ).toBe(200);
      expect(sent).toEqual([
        { to: `+84${player.body.phone.slice(1)}`, text: expect.stringMatching(/\d{6}/) },
      ]);
      expect((await get(t.app, `/api/sandbox/inbox?to=${player.body.phone}`)).statusCode).toBe(404);
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
