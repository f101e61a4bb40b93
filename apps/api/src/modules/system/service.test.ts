import { DEFAULT_SYSTEM_CONFIGURATIONS } from '@xc/api-contract';
import { systemConfigurations } from '../../schema';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { SystemRepository } from './repository';
import {
  CONFIGURATION_CACHE_MS,
  InvalidConfigurationError,
  parseConfigurationValue,
  SystemConfigurationService,
} from './service';

describe('parseConfigurationValue', () => {
  it.each([
    ['MISSION_REQUIRE_FIRST_DEPOSIT', 'false', false],
    ['MISSION_REQUIRE_PHONE_VERIFICATION', ' true ', true],
    ['REFRESH_INTERVAL', '600', 600],
  ])('reads %s=%s', (key, raw, value) => {
    expect(parseConfigurationValue(key, raw)).toEqual({ key, value });
  });

  it.each([
    ['NOPE', 'true', /Unknown key "NOPE"/],
    ['mission_require_first_deposit', 'true', /Unknown key/],
    ['MISSION_REQUIRE_FIRST_DEPOSIT', 'yes', /true or false/],
    ['MISSION_REQUIRE_FIRST_DEPOSIT', '1', /true or false/],
    ['REFRESH_INTERVAL', '0', /positive integer/],
    ['REFRESH_INTERVAL', '-5', /positive integer/],
    ['REFRESH_INTERVAL', '1.5', /positive integer/],
    ['REFRESH_INTERVAL', '1e3', /positive integer/],
    ['REFRESH_INTERVAL', '', /positive integer/],
    ['REFRESH_INTERVAL', '99999999999999999999', /positive integer/],
  ])('refuses %s=%s', (key, raw, message) => {
    expect(() => parseConfigurationValue(key, raw)).toThrow(InvalidConfigurationError);
    expect(() => parseConfigurationValue(key, raw)).toThrow(message);
  });
});

describe('SystemConfigurationService', () => {
  let testDb: TestDatabase;
  let service: SystemConfigurationService;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    service = new SystemConfigurationService(new SystemRepository(testDb.database.db));
  });
  afterAll(() => testDb.drop());
  beforeEach(async () => {
    await testDb.database.db.delete(systemConfigurations);
  });

  it('stores a valid value and reports where each value comes from', async () => {
    await service.set('REFRESH_INTERVAL', '900');
    expect(await service.getAll()).toEqual({ ...DEFAULT_SYSTEM_CONFIGURATIONS, REFRESH_INTERVAL: 900 });
    const sources = Object.fromEntries((await service.list()).map((entry) => [entry.key, entry.source]));
    expect(sources).toEqual({
      MISSION_REQUIRE_FIRST_DEPOSIT: 'default',
      MISSION_REQUIRE_PHONE_VERIFICATION: 'default',
      REFRESH_INTERVAL: 'database',
    });
  });

  it('overwrites a stored value', async () => {
    await service.set('MISSION_REQUIRE_FIRST_DEPOSIT', 'false');
    await service.set('MISSION_REQUIRE_FIRST_DEPOSIT', 'true');
    expect((await service.getAll()).MISSION_REQUIRE_FIRST_DEPOSIT).toBe(true);
  });

  it('writes nothing for a bad key or value', async () => {
    await expect(service.set('UNKNOWN', '1')).rejects.toThrow(InvalidConfigurationError);
    await expect(service.set('REFRESH_INTERVAL', 'soon')).rejects.toThrow(InvalidConfigurationError);
    expect(await testDb.database.db.select().from(systemConfigurations)).toEqual([]);
  });

  it('seeds the defaults once and never overwrites an operator value', async () => {
    await service.set('REFRESH_INTERVAL', '60');
    expect(await service.seedDefaults()).toBe(2);
    expect(await service.seedDefaults()).toBe(0);
    expect(await service.getAll()).toEqual({ ...DEFAULT_SYSTEM_CONFIGURATIONS, REFRESH_INTERVAL: 60 });
    expect((await service.list()).every((entry) => entry.source === 'database')).toBe(true);
  });

  it("serves from memory for a few seconds; another replica's change shows once that time is over", async () => {
    let now = 1_000_000;
    const replicaA = new SystemConfigurationService(new SystemRepository(testDb.database.db), () => now);
    const replicaB = new SystemConfigurationService(new SystemRepository(testDb.database.db), () => now);
    expect((await replicaA.getAll()).REFRESH_INTERVAL).toBe(DEFAULT_SYSTEM_CONFIGURATIONS.REFRESH_INTERVAL);

    await replicaB.set('REFRESH_INTERVAL', '42');
    expect((await replicaB.getAll()).REFRESH_INTERVAL).toBe(42);
    expect((await replicaA.getAll()).REFRESH_INTERVAL).toBe(DEFAULT_SYSTEM_CONFIGURATIONS.REFRESH_INTERVAL);

    now += CONFIGURATION_CACHE_MS + 1;
    expect((await replicaA.getAll()).REFRESH_INTERVAL).toBe(42);
  });
});
