import { PROMOTION_PATHS, type Promotion } from '@xc/api-contract';
import { TENANTS } from '@xc/brand/tenants';
import { createAccountsApp, get } from '../testing/accounts';
import { operator, type TestApp } from '../testing/test-app';
import { parseCommand, USAGE, UsageError } from './commands';

describe('the promotions commands of the operator CLI: reading them', () => {
  it.each([
    [['promotions', 'list'], { action: 'list' }],
    [['bonus', 'status', 'demo01'], { action: 'bonus status', username: 'demo01' }],
    [['cashback', 'run'], { action: 'cashback run' }],
    [['cashback', 'run', '--day', '2026-02-28'], { action: 'cashback run', day: '2026-02-28' }],
    [
      [
        'promotion',
        'set',
        'khuyen-mai-100',
        '--percent',
        '120',
        '--rounds',
        '25',
        '--max-bonus',
        '15_000_000',
        '--min-deposit',
        '0',
        '--valid-days',
        '14',
        '--weight',
        'live-casino=10',
        '--weight',
        'da-ga=0',
        '--active',
        'no',
        '--title',
        'Thưởng nạp đầu',
        '--term',
        'Một dòng',
        '--term',
        'Dòng khác',
      ],
      {
        action: 'set',
        code: 'khuyen-mai-100',
        changes: {
          percent: 120,
          rounds: 25,
          maxBonus: 15_000_000,
          minDeposit: 0,
          validDays: 14,
          weights: { 'live-casino': 10, 'da-ga': 0 },
          active: false,
          title: 'Thưởng nạp đầu',
          terms: ['Một dòng', 'Dòng khác'],
        },
      },
    ],
    [
      ['promotion', 'set', 'khuyen-mai-50', '--max-bonus', 'brand'],
      { action: 'set', code: 'khuyen-mai-50', changes: { maxBonus: null } },
    ],
    [
      [
        'promotion',
        'create',
        'hoan-tra-vip',
        '--kind',
        'cashback',
        '--title',
        'VIP',
        '--rate',
        'cong-game=200',
      ],
      {
        action: 'create',
        code: 'hoan-tra-vip',
        kind: 'cashback',
        title: 'VIP',
        changes: { rates: { 'cong-game': 200 } },
      },
    ],
  ])('reads %j', (argv, expected) => {
    expect(parseCommand([...argv, '--brand', 'xc06'])).toEqual({
      name: 'promotions',
      command: expected,
      brand: 'xc06',
    });
  });

  it.each([
    [['promotions', 'list', 'extra']],
    [['bonus', 'status']],
    [['bonus', 'status', 'a', 'b']],
    [['cashback', 'run', '--day']],
    [['cashback', 'run', '--day', '2026-02-30']],
    [['cashback', 'run', '--day', 'yesterday']],
    [['cashback', 'run', '2026-02-28']],
    [['promotion', 'set']],
    [['promotion', 'set', 'khuyen-mai-100']],
    [['promotion', 'set', 'khuyen-mai-100', '--rounds']],
    [['promotion', 'set', 'khuyen-mai-100', '--rounds', '2.5']],
    [['promotion', 'set', 'khuyen-mai-100', '--rounds', '-3']],
    [['promotion', 'set', 'khuyen-mai-100', '--rounds', '3', '--rounds', '4']],
    [['promotion', 'set', 'khuyen-mai-100', '--max-bonus', '1e9']],
    [['promotion', 'set', 'khuyen-mai-100', '--weight', 'poker=10']],
    [['promotion', 'set', 'khuyen-mai-100', '--weight', 'live-casino']],
    [['promotion', 'set', 'khuyen-mai-100', '--active', 'maybe']],
    [['promotion', 'set', 'khuyen-mai-100', '--kind', 'cashback']],
    [['promotion', 'set', 'khuyen-mai-100', '--colour', 'red']],
    [['promotion', 'create', 'hoan-tra-vip', '--rate', 'cong-game=200']],
    [['promotion', 'create', 'hoan-tra-vip', '--kind', 'loyalty', '--title', 'x']],
    [['promotion', 'delete', 'hoan-tra-vip']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });

  it('are in the help text', () => {
    expect(USAGE).toContain('promotion set <code>');
    expect(USAGE).toContain('cashback run [--day YYYY-MM-DD | --so-far]');
  });
});

describe('the promotions commands of the operator CLI: running them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAccountsApp();
  });
  afterAll(() => t.close());

  const ops = (...argv: string[]) => operator(t.app, ...argv, '--brand', 'xc07');
  const listed = async () =>
    (await get(t.app, PROMOTION_PATHS.list, { host: TENANTS.xc07.domain })).json<{ data: Promotion[] }>()
      .data;

  it('lists every promotion with its figures and terms', async () => {
    const res = await ops('promotions', 'list');
    expect(res.code).toBe(0);
    const text = res.out.join('\n');
    expect(text).toContain('khuyen-mai-100 (first_deposit, active) Thưởng 100% nạp đầu');
    expect(text).toContain('100% up to 10,000,000 VND, 20 rounds, min deposit 100,000 VND, 30 days');
    expect(text).toContain('hoan-tra-145 (cashback, active)');
    expect(text).toContain('rates lo-de=1.45% da-ga=1.45%');
    expect(text).toContain('  - Thưởng 100% khoản nạp đầu tiên, tối đa 10,000,000 VND.');
  });

  it('edits a promotion, and its terms follow the figures', async () => {
    const res = await ops(
      'promotion',
      'set',
      'khuyen-mai-50',
      '--percent',
      '60',
      '--rounds',
      '12',
      '--max-bonus',
      '5000000',
      '--min-deposit',
      '200000',
      '--valid-days',
      '20',
      '--weight',
      'live-casino=10',
      '--term',
      'Áp dụng từ 1/3',
    );
    expect(res.code).toBe(0);
    const edited = (await listed()).find((promotion) => promotion.code === 'khuyen-mai-50');
    expect(edited).toMatchObject({
      percent: 60,
      rounds: 12,
      maxBonus: 5_000_000,
      minDeposit: 200_000,
      validDays: 20,
    });
    expect(edited?.products.find((rule) => rule.product === 'live-casino')?.weightPercent).toBe(10);
    expect(edited?.terms).toContain('Thưởng 60% khoản nạp đầu tiên, tối đa 5,000,000 VND.');
    expect(edited?.terms).toContain('Thời hạn: 20 ngày kể từ khi nhận thưởng.');
    expect(edited?.terms.at(-1)).toBe('Áp dụng từ 1/3');
    expect(edited?.terms.join('\n')).toContain('Live casino 10%');
    // Back to the brand's cap.
    await ops('promotion', 'set', 'khuyen-mai-50', '--max-bonus', 'brand');
    expect((await listed()).find((promotion) => promotion.code === 'khuyen-mai-50')?.maxBonus).toBe(
      10_000_000,
    );
    // Another brand is untouched.
    const other = (await get(t.app, PROMOTION_PATHS.list)).json<{ data: Promotion[] }>().data;
    expect(other.find((promotion) => promotion.code === 'khuyen-mai-50')?.percent).toBe(50);
  });

  it.each([
    [['promotion', 'set', 'hoan-tra-15', '--weight', 'cong-game=50'], 'is for first-deposit promotions'],
    [['promotion', 'set', 'khuyen-mai-100', '--rate', 'cong-game=50'], 'is for cashback promotions'],
    [
      ['promotion', 'set', 'khuyen-mai-100', '--percent', '0'],
      '--percent must be a whole number from 1 to 1000',
    ],
    [
      ['promotion', 'set', 'khuyen-mai-100', '--rounds', '500'],
      '--rounds must be a whole number from 1 to 200',
    ],
    [['promotion', 'set', 'khuyen-mai-100', '--weight', 'da-ga=101'], 'from 0 to 100'],
    [['promotion', 'set', 'hoan-tra-15', '--rate', 'cong-game=5000'], 'from 0 to 1000'],
    [['promotion', 'set', 'hoan-tra-15', '--rate', 'cong-game=0'], 'needs a product with a rate above 0'],
    [['promotion', 'set', 'hoan-tra-15', '--title', '\u0000 '], 'A title is 1 to 120 characters'],
    [['promotion', 'set', 'khuyen-mai-999', '--rounds', '3'], 'There is no promotion khuyen-mai-999 on xc07'],
    [
      ['promotion', 'create', 'thuong-nap-lai', '--kind', 'first_deposit', '--title', 'Nạp lại'],
      'the deposit forms',
    ],
    [
      ['promotion', 'create', 'hoan-tra-15', '--kind', 'cashback', '--title', 'x', '--rate', 'da-ga=10'],
      'exists',
    ],
    [
      ['promotion', 'create', 'hoan-tra-moi', '--kind', 'cashback', '--title', 'x'],
      'needs at least one --rate',
    ],
    [['bonus', 'status', 'khongcoai'], 'Không tìm thấy'],
  ])('refuses %j with a message (exit 2)', async (argv, message) => {
    const res = await ops(...argv);
    expect(res.code).toBe(2);
    expect(res.err.join('\n')).toContain(message);
  });

  it('creates a cashback promotion, shown at once', async () => {
    const res = await ops(
      'promotion',
      'create',
      'hoan-tra-vip',
      '--kind',
      'cashback',
      '--title',
      'Hoàn trả VIP 2%',
      '--rate',
      'cong-game=200',
      '--rate',
      'da-ga=180',
    );
    expect(res.code).toBe(0);
    const created = (await listed()).find((promotion) => promotion.code === 'hoan-tra-vip');
    expect(created).toMatchObject({
      kind: 'cashback',
      title: 'Hoàn trả VIP 2%',
      percent: null,
      maxBonus: null,
    });
    expect(created?.products).toEqual([
      { product: 'cong-game', weightPercent: 0, rateBp: 200 },
      { product: 'da-ga', weightPercent: 0, rateBp: 180 },
    ]);
    expect(created?.terms[0]).toContain('Cổng game 2%, Đá gà 1.8%');
  });
});
