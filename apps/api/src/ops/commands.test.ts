import { systemConfigurations } from '../infra/schema';
import { createServices, type Services } from '../services';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { executeCommand, EXIT_OK, EXIT_USAGE, parseCommand, UsageError, type Output } from './commands';

function recorder(): Output & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => lines.push(line), err: (line) => errors.push(line) };
}

describe('parseCommand', () => {
  it.each([
    [['config', 'list'], { name: 'config list' }],
    [
      ['config', 'set', 'REFRESH_INTERVAL', '600'],
      { name: 'config set', key: 'REFRESH_INTERVAL', value: '600' },
    ],
    [['seed'], { name: 'seed' }],
    [[], { name: 'help' }],
    [['--help'], { name: 'help' }],
  ])('reads %j', (argv, command) => {
    expect(parseCommand(argv)).toEqual(command);
  });

  it.each([
    [['config']],
    [['config', 'set', 'REFRESH_INTERVAL']],
    [['config', 'set', 'A', 'B', 'C']],
    [['drop', 'tables']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });
});

describe('executeCommand', () => {
  let testDb: TestDatabase;
  let services: Services;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    services = createServices(testDb.database);
  });
  afterAll(() => testDb.drop());
  beforeEach(async () => {
    await testDb.database.db.delete(systemConfigurations);
  });

  it('config set stores a valid value through the service', async () => {
    const io = recorder();
    expect(
      await executeCommand({ name: 'config set', key: 'REFRESH_INTERVAL', value: '120' }, services, io),
    ).toBe(EXIT_OK);
    expect(io.lines).toEqual(['REFRESH_INTERVAL = 120']);
    expect((await services.systemConfigurations.getAll()).REFRESH_INTERVAL).toBe(120);
  });

  it.each([
    ['NOT_A_KEY', 'true', /Unknown key "NOT_A_KEY"/],
    ['MISSION_REQUIRE_FIRST_DEPOSIT', 'maybe', /true or false/],
    ['REFRESH_INTERVAL', '-1', /positive integer/],
  ])('config set %s %s is refused with exit 2 and a clear error', async (key, value, message) => {
    const io = recorder();
    expect(await executeCommand({ name: 'config set', key, value }, services, io)).toBe(EXIT_USAGE);
    expect(io.errors.join('\n')).toMatch(message);
    expect((await services.systemConfigurations.list()).every((entry) => entry.source === 'default')).toBe(
      true,
    );
  });

  it('config list shows every key with its value and source', async () => {
    await services.systemConfigurations.set('MISSION_REQUIRE_PHONE_VERIFICATION', 'false');
    const io = recorder();
    expect(await executeCommand({ name: 'config list' }, services, io)).toBe(EXIT_OK);
    expect(io.lines).toHaveLength(3);
    expect(io.lines.find((line) => line.startsWith('MISSION_REQUIRE_PHONE_VERIFICATION'))).toMatch(
      /false {2}\(set /,
    );
    expect(io.lines.find((line) => line.startsWith('REFRESH_INTERVAL'))).toMatch(/300 {2}\(default\)/);
  });

  it('seed is idempotent', async () => {
    const first = recorder();
    await executeCommand({ name: 'seed' }, services, first);
    const second = recorder();
    await executeCommand({ name: 'seed' }, services, second);
    expect(first.lines[0]).toContain('3 system configuration');
    expect(second.lines[0]).toContain('0 system configuration');
  });
});
