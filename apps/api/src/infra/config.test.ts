import path from 'node:path';
import { ConfigError, loadDatabaseConfig, loadServerConfig } from './config';
import { DEFAULT_DATA_DIR } from './paths';

describe('loadDatabaseConfig', () => {
  it('refuses NODE_ENV=production without DATABASE_URL, naming the fix', () => {
    expect(() => loadDatabaseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadDatabaseConfig({ NODE_ENV: 'production', DATABASE_URL: '  ' })).toThrow(/DATABASE_URL/);
  });

  it('accepts production with a PostgreSQL URL', () => {
    const config = loadDatabaseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db:5432/xc' });
    expect(config.databaseUrl).toBe('postgres://app@db:5432/xc');
  });

  it('uses the embedded database in <repo>/.data outside production', () => {
    expect(loadDatabaseConfig({})).toEqual({
      nodeEnv: 'development',
      databaseUrl: undefined,
      dataDir: DEFAULT_DATA_DIR,
      migrationBrand: 'xc05',
    });
    expect(loadDatabaseConfig({ BRAND: 'xc07' }).migrationBrand).toBe('xc07');
    expect(loadDatabaseConfig({ BRAND: 'all' }).migrationBrand).toBe('xc05');
    expect(loadDatabaseConfig({ DATA_DIR: 'tmp/x' }).dataDir).toBe(path.resolve('tmp/x'));
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
  });
});

describe('loadServerConfig', () => {
  it('has the documented defaults', () => {
    expect(loadServerConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      brands: ['xc05'],
      defaultBrand: 'xc05',
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('reads TRUST_PROXY=%s', (value, trustProxy) => {
    expect(loadServerConfig({ TRUST_PROXY: value }).trustProxy).toBe(trustProxy);
  });

  it('reads PORT, HOST, BRAND and LOG_LEVEL', () => {
    expect(
      loadServerConfig({ PORT: '4000', HOST: '127.0.0.1', BRAND: 'xc06', LOG_LEVEL: 'warn' }),
    ).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      brands: ['xc06'],
      defaultBrand: 'xc06',
      logLevel: 'warn',
    });
  });

  it('serves all six brands by host with BRAND=all, xc05 for other hosts', () => {
    expect(loadServerConfig({ BRAND: 'all' })).toMatchObject({
      brands: ['xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08'],
      defaultBrand: 'xc05',
    });
  });

  it.each([
    { BRAND: 'xc09' },
    { BRAND: 'XC05' },
    { PORT: 'eighty' },
    { PORT: '70000' },
    { LOG_LEVEL: 'loud' },
    { STUDIO_WALLET_SECRET: 'short' },
    { STREAM_TOKEN_SECRET: 'short' },
    { GATEWAY_SECRET: 'short' },
    { REDIS_URL: 'http://127.0.0.1:6379' },
  ])('refuses %j', (env) => {
    expect(() => loadServerConfig(env)).toThrow(ConfigError);
  });

  it('reads the signing secrets of the studio wallet calls and the stream tokens when given', () => {
    const secret = 's'.repeat(32);
    expect(
      loadServerConfig({ STUDIO_WALLET_SECRET: secret, STREAM_TOKEN_SECRET: `${secret}x` }),
    ).toMatchObject({
      studioWalletSecret: secret,
      streamTokenSecret: `${secret}x`,
    });
    expect(loadServerConfig({}).studioWalletSecret).toBeUndefined();
    expect(loadServerConfig({ GATEWAY_SECRET: secret }).gatewaySecret).toBe(secret);
    expect(loadServerConfig({}).gatewaySecret).toBeUndefined();
  });

  it('needs CARD_DATA_KEY in production (it seals the PINs of withdrawn cards), and only there', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db:5432/xc' };
    expect(() => loadServerConfig(production)).toThrow(/CARD_DATA_KEY/);
    expect(() => loadServerConfig({ ...production, CARD_DATA_KEY: 'short' })).toThrow(ConfigError);
    const key = 'k'.repeat(32);
    expect(loadServerConfig({ ...production, CARD_DATA_KEY: key }).cardDataKey).toBe(key);
    expect(loadServerConfig({}).cardDataKey).toBeUndefined();
  });

  it('reads REDIS_URL (the rate limits the replicas share); without it, none', () => {
    expect(loadServerConfig({ REDIS_URL: 'redis://:pw@10.0.0.5:6379/2' }).redisUrl).toBe(
      'redis://:pw@10.0.0.5:6379/2',
    );
    expect(loadServerConfig({ REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(loadServerConfig({}).redisUrl).toBeUndefined();
  });
});
