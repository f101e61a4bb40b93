import { createAccountsApp } from '../testing/accounts';
import { operator, type TestApp } from '../testing/test-app';
import { parseCommand, USAGE, UsageError } from './commands';
import { seedDemoData } from './seed';
import type { Services } from '../services';
import { createServices } from '../services';

describe('the missions commands of the operator CLI: reading them', () => {
  it('reads create with every option', () => {
    expect(
      parseCommand([
        'mission',
        'create',
        'tong-nap',
        '--title',
        'Tổng nạp',
        '--type',
        'PERIOD',
        '--kind',
        'TOTAL_DEPOSIT_AMOUNT',
        '--target',
        '1_000_000',
        '--reward',
        'bonus:50000x5',
        '--tab',
        'guide',
        '--prerequisite',
        'diem-danh',
        '--starts',
        '2026-03-01',
        '--ends',
        '2026-03-31T23:00',
        '--duration-hours',
        '48',
        '--claim-hours',
        '12',
        '--featured',
        '--sort',
        '-3',
        '--description',
        'Mô tả',
      ]),
    ).toEqual({
      name: 'missions',
      brand: 'xc05',
      command: {
        action: 'create',
        code: 'tong-nap',
        input: {
          title: 'Tổng nạp',
          description: 'Mô tả',
          type: 'PERIOD',
          conditionKind: 'TOTAL_DEPOSIT_AMOUNT',
          tab: 'guide',
          target: 1_000_000,
          reward: { kind: 'bonus', amount: 50_000, rounds: 5 },
          prerequisite: 'diem-danh',
          startsAt: new Date('2026-02-28T17:00:00.000Z'),
          endsAt: new Date('2026-03-31T16:00:00.000Z'),
          durationHours: 48,
          claimHours: 12,
          sortOrder: -3,
          featured: true,
        },
      },
    });
  });

  it.each([
    [['mission'], /list, create, set, schedule or retire/],
    [['mission', 'create'], /needs a code/],
    [['mission', 'create', 'x1', '--title', 'T'], /needs --type, --kind, --target, --reward/],
    [['mission', 'create', 'x1', '--type', 'WEEKLY'], /DAILY or PERIOD/],
    [['mission', 'create', 'x1', '--kind', 'WIN_AMOUNT'], /--kind is one of/],
    [['mission', 'create', 'x1', '--reward', 'cash:-5'], /--reward is cash/],
    [['mission', 'create', 'x1', '--target', '1e6'], /whole number/],
    [['mission', 'create', 'x1', '--starts', 'tomorrow'], /ISO date/],
    [['mission', 'create', 'x1', '--bogus', '1'], /Unknown or incomplete option --bogus/],
    [['mission', 'set', 'x1'], /at least one option/],
    [['mission', 'schedule', 'x1', '--ends', '2026-04-01'], /needs --starts/],
    [['mission', 'retire', 'x1', '--now'], /only a code/],
    [['mission', 'list', 'all'], /nothing more/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });

  it('lists them in the help', () => {
    expect(USAGE).toContain('mission create <code>');
    expect(USAGE).toContain('mission retire <code>');
  });
});

describe('the missions commands of the operator CLI: running them', () => {
  let t: TestApp & { clock: { ms: number } };
  beforeAll(async () => {
    t = await createAccountsApp();
  });
  afterAll(async () => t.close());

  it('creates, lists, edits, schedules and retires a mission, with clear errors', async () => {
    const created = await operator(
      t.app,
      'mission',
      'create',
      'nap-thu',
      '--title',
      'Nạp thử',
      '--type',
      'DAILY',
      '--kind',
      'DEPOSIT_AMOUNT',
      '--target',
      '100000',
      '--reward',
      'cash:10000',
      '--brand',
      'xc06',
    );
    expect(created.code).toBe(0);
    expect(created.out[0]).toMatch(
      /^Created: nap-thu {2}\[active\] DAILY daily DEPOSIT_AMOUNT 100,000 VND → cash 10,000 VND/,
    );
    const again = await operator(
      t.app,
      'mission',
      'create',
      'nap-thu',
      '--title',
      'Nạp thử',
      '--type',
      'DAILY',
      '--kind',
      'DEPOSIT_AMOUNT',
      '--target',
      '100000',
      '--reward',
      'cash:10000',
      '--brand',
      'xc06',
    );
    expect([again.code, again.err]).toEqual([
      2,
      ['Error: xc06 already has the mission nap-thu: use mission set.'],
    ]);
    const period = await operator(
      t.app,
      'mission',
      'create',
      'tong-thu',
      '--title',
      'Tổng',
      '--type',
      'PERIOD',
      '--kind',
      'TOTAL_BET_AMOUNT',
      '--target',
      '100000',
      '--reward',
      'cash:10000',
      '--brand',
      'xc06',
    );
    expect([period.code, period.err]).toEqual([2, ['Error: A PERIOD mission needs --ends.']]);
    const checkIn = await operator(
      t.app,
      'mission',
      'create',
      'dd-thu',
      '--title',
      'Điểm danh',
      '--type',
      'DAILY',
      '--kind',
      'DAILY_CHECK_IN',
      '--target',
      '2',
      '--reward',
      'cash:1000',
      '--brand',
      'xc06',
    );
    expect(checkIn.err).toEqual(['Error: A DAILY check-in mission counts today only: its --target is 1.']);
    const daily = await operator(
      t.app,
      'mission',
      'create',
      'dd-thu',
      '--title',
      'Điểm danh',
      '--type',
      'DAILY',
      '--kind',
      'DAILY_CHECK_IN',
      '--target',
      '1',
      '--reward',
      'cash:1000',
      '--tab',
      'guide',
      '--brand',
      'xc06',
    );
    expect(daily.err).toEqual(['Error: A DAILY mission is on the daily tab (leave out --tab).']);
    const unknownPrerequisite = await operator(
      t.app,
      'mission',
      'set',
      'nap-thu',
      '--prerequisite',
      'khong-co',
      '--brand',
      'xc06',
    );
    expect(unknownPrerequisite.err).toEqual(['Error: xc06 has no mission khong-co to require first.']);
    const self = await operator(
      t.app,
      'mission',
      'set',
      'nap-thu',
      '--prerequisite',
      'nap-thu',
      '--brand',
      'xc06',
    );
    expect(self.err).toEqual(['Error: A mission cannot require itself.']);

    const edited = await operator(
      t.app,
      'mission',
      'set',
      'nap-thu',
      '--reward',
      'bonus:20000x3',
      '--featured',
      'yes',
      '--brand',
      'xc06',
    );
    expect(edited.out[0]).toContain('bonus 20,000 VND x3 rounds');
    expect(edited.out[0]).toContain('featured');
    const scheduled = await operator(
      t.app,
      'mission',
      'schedule',
      'nap-thu',
      '--starts',
      '2026-03-05',
      '--ends',
      '2026-03-10',
      '--brand',
      'xc06',
    );
    expect(scheduled.out[0]).toContain('2026-03-04T17:00:00.000Z → 2026-03-09T17:00:00.000Z');
    const badWindow = await operator(
      t.app,
      'mission',
      'schedule',
      'nap-thu',
      '--starts',
      '2026-03-10',
      '--ends',
      '2026-03-05',
      '--brand',
      'xc06',
    );
    expect(badWindow.err).toEqual(['Error: --ends must be after --starts.']);

    const list = await operator(t.app, 'mission', 'list', '--brand', 'xc06');
    expect(list.out).toHaveLength(1);
    expect((await operator(t.app, 'mission', 'list', '--brand', 'xc07')).out).toEqual([
      'xc07 has no missions (mission create …).',
    ]);
    expect((await operator(t.app, 'mission', 'retire', 'nap-thu', '--brand', 'xc06')).out[0]).toMatch(
      /^Retired: nap-thu {2}\[retired\]/,
    );
    expect((await operator(t.app, 'mission', 'retire', 'nap-thu', '--brand', 'xc06')).out).toEqual([
      'nap-thu was retired already.',
    ]);
    expect((await operator(t.app, 'mission', 'retire', 'khong-co', '--brand', 'xc06')).err).toEqual([
      'Error: xc06 has no mission khong-co.',
    ]);
  });

  it('the demo seed makes the missions the e2e relies on, on every brand it seeds, once', async () => {
    const services: Services = createServices(t.database, { clock: () => new Date(t.clock.ms) });
    const first = await seedDemoData(services, { brands: ['xc03', 'xc04'] });
    expect(first.missions).toHaveLength(18);
    expect((await seedDemoData(services, { brands: ['xc03', 'xc04'] })).missions).toEqual([]);
    for (const brand of ['xc03', 'xc04'] as const) {
      const rows = await services.missions.listForOperator(brand);
      const byCode = new Map(rows.map((row) => [row.code, row]));
      expect(byCode.get('nap-tien-hang-ngay')).toMatchObject({
        type: 'DAILY',
        conditionKind: 'DEPOSIT_AMOUNT',
        target: 100_000,
        rewardKind: 'cash',
        rewardAmount: 10_000,
        title: 'Nạp tiền trong ngày',
      });
      expect(byCode.get('cuoc-hang-ngay')).toMatchObject({
        type: 'DAILY',
        conditionKind: 'BET_AMOUNT',
        target: 10_000,
        rewardKind: 'cash',
        rewardAmount: 5_000,
        title: 'Đặt cược trong ngày',
      });
      expect(byCode.get('diem-danh-hang-ngay')).toMatchObject({
        conditionKind: 'DAILY_CHECK_IN',
        target: 1,
        rewardAmount: 2_000,
        title: 'Điểm danh hằng ngày',
      });
      expect(rows.filter((row) => row.featured)).toHaveLength(3);
      expect(rows.some((row) => row.rewardKind === 'bonus')).toBe(true);
      expect(byCode.get('dat-cuoc-lan-dau')?.prerequisiteId).toBe(byCode.get('nap-tien-lan-dau')?.id);
      const period = byCode.get('tong-nap-30-ngay');
      expect((period?.endsAt?.getTime() ?? 0) - (period?.startsAt.getTime() ?? 0)).toBe(
        30 * 24 * 60 * 60_000,
      );
    }
  });
});
