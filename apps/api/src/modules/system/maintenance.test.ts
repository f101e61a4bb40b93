import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runCommandLine } from '../../ops/bridge';
import { createServices } from '../../services';
import { MAINTENANCE_CACHE_MS, MaintenanceService } from './maintenance';
import { SystemRepository } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ opsBridgeToken: 'x'.repeat(43), docs: true });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('maintenance mode', () => {
  it('is switched by the operator and answers every API call with 503 MAINTENANCE_MODE', async () => {
    const services = createServices(t.database);
    expect((await get('/api/system/configurations')).statusCode).toBe(200);

    expect(await runCommandLine(['maintenance', 'on'], services)).toMatchObject({
      code: 0,
      out: [expect.stringMatching(/ON/)],
    });
    // The app's own service trusts its reading for a moment; a fresh replica on the same database sees it at once.
    const fresh = { app: await buildApp({ database: t.database, logger: false, docs: true }) };
    try {
      for (const url of ['/api/system/configurations', '/api/site/route?path=/', '/api/user/profile']) {
        const res = await fresh.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          statusCode: 503,
          code: 'MAINTENANCE_MODE',
          message: 'Hệ thống đang bảo trì. Vui lòng thử lại sau!',
        });
        expect(res.headers['retry-after']).toBe('120');
      }
      const login = await fresh.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'demo01', password: 'x' },
      });
      expect(login.statusCode).toBe(503);
      expect((await fresh.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await fresh.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      // Studios still settle running rounds: the wallet protocol answers (here: unsigned, so 401), not 503.
      const settle = await fresh.app.inject({
        method: 'POST',
        url: '/api/provider/wallet/credit',
        payload: {},
      });
      expect(settle.statusCode).toBe(401);
      expect(settle.json()).toEqual({
        statusCode: 401,
        code: 'UNKNOWN_PROVIDER',
        message: 'Nhà cung cấp không hợp lệ',
      });
    } finally {
      await fresh.app.close();
    }
  });

  it('is switched off again, and the status command reports it', async () => {
    const services = createServices(t.database);
    await runCommandLine(['maintenance', 'off'], services);
    expect(await runCommandLine(['maintenance', 'status'], services)).toMatchObject({
      out: ['Maintenance: off'],
    });
    expect(await runCommandLine(['maintenance', 'maybe'], services)).toMatchObject({ code: 2 });
  });

  it('reaches other replicas within the cache time', async () => {
    let now = 0;
    const repository = new SystemRepository(t.database.db);
    const replica = new MaintenanceService(repository, () => now);
    const operator = new MaintenanceService(repository);
    expect(await replica.isOn()).toBe(false);
    await operator.set(true);
    expect(await replica.isOn()).toBe(false);
    now += MAINTENANCE_CACHE_MS;
    expect(await replica.isOn()).toBe(true);
    await operator.set(false);
  });
});
