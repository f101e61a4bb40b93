import { GIFT_CODE_MESSAGES as M } from '@xc/api-contract';
import { randomUUID } from 'node:crypto';
import { login } from '../testing/accounts';
import {
  createGiftCodesApp,
  giftPlayer,
  redeem,
  redemptionOf,
  type GiftCodesTestApp,
} from '../testing/giftcodes';
import { operator } from '../testing/test-app';
import { parseCommand, UsageError } from './commands';
import { parseExpiry } from './giftcodes-commands';
import { DEMO_GIFT_CODES, DEMO_PLAYER } from './seed';

const expiry = (text: string) => new Date(text);

describe('the gift-code commands of the operator CLI: what they read', () => {
  it.each([
    [
      [
        'giftcode',
        'create',
        'chaomung88',
        '--value',
        '88000',
        '--required-bet',
        '880.000',
        '--expires',
        '2027-01-31',
        '--cap',
        '1000',
      ],
      {
        name: 'giftcode create',
        code: 'CHAOMUNG88',
        kind: 'campaign',
        value: 88_000,
        requiredBet: 880_000,
        // The end of 31 January in Vietnam.
        expiresAt: expiry('2027-01-31T17:00:00.000Z'),
        cap: 1000,
      },
    ],
    [
      [
        'giftcode',
        'create',
        'VIP1',
        '--value',
        '1,000,000',
        '--required-bet',
        '0',
        '--expires',
        '2027-01-31T20:30',
      ],
      {
        name: 'giftcode create',
        code: 'VIP1',
        kind: 'single',
        value: 1_000_000,
        requiredBet: 0,
        expiresAt: expiry('2027-01-31T13:30:00.000Z'),
        cap: 1,
      },
    ],
    [
      [
        'giftcode',
        'create',
        'ONE',
        '--kind',
        'single',
        '--cap',
        '1',
        '--value',
        '5000',
        '--required-bet',
        '5000',
        '--expires',
        '2027-01-01',
      ],
      {
        name: 'giftcode create',
        code: 'ONE',
        kind: 'single',
        cap: 1,
        value: 5_000,
        requiredBet: 5_000,
        expiresAt: expiry('2027-01-01T17:00:00.000Z'),
      },
    ],
    [
      [
        'giftcode',
        'generate',
        '25',
        '--value',
        '50_000',
        '--required-bet',
        '500000',
        '--expires',
        '2026-12-31',
      ],
      {
        name: 'giftcode generate',
        count: 25,
        value: 50_000,
        requiredBet: 500_000,
        expiresAt: expiry('2026-12-31T17:00:00.000Z'),
      },
    ],
    [['giftcode', 'list'], { name: 'giftcode list', activeOnly: false }],
    [['giftcode', 'list', '--active'], { name: 'giftcode list', activeOnly: true }],
    [['giftcode', 'disable', 'chaomung88'], { name: 'giftcode disable', code: 'CHAOMUNG88' }],
  ])('reads %j', (argv, expected) => {
    expect(parseCommand([...argv, '--brand', 'xc06'])).toEqual({ ...expected, brand: 'xc06' });
  });

  it.each([
    [['giftcode']],
    [['giftcode', 'delete', 'X']],
    [['giftcode', 'create', '--value', '1', '--required-bet', '0', '--expires', '2027-01-01']],
    [['giftcode', 'create', 'A', 'B', '--value', '1', '--required-bet', '0', '--expires', '2027-01-01']],
    [['giftcode', 'create', 'CHAO-MUNG', '--value', '1', '--required-bet', '0', '--expires', '2027-01-01']],
    [
      [
        'giftcode',
        'create',
        'A'.repeat(21),
        '--value',
        '1',
        '--required-bet',
        '0',
        '--expires',
        '2027-01-01',
      ],
    ],
    [['giftcode', 'create', 'MÃ', '--value', '1', '--required-bet', '0', '--expires', '2027-01-01']],
    [['giftcode', 'create', 'X', '--required-bet', '0', '--expires', '2027-01-01']],
    [['giftcode', 'create', 'X', '--value', '0', '--required-bet', '0', '--expires', '2027-01-01']],
    [['giftcode', 'create', 'X', '--value', '-5', '--required-bet', '0', '--expires', '2027-01-01']],
    [['giftcode', 'create', 'X', '--value', '1.5', '--required-bet', '0', '--expires', '2027-01-01']],
    [['giftcode', 'create', 'X', '--value', '1e6', '--required-bet', '0', '--expires', '2027-01-01']],
    [['giftcode', 'create', 'X', '--value', '1000', '--required-bet', '-1', '--expires', '2027-01-01']],
    [['giftcode', 'create', 'X', '--value', '1000', '--required-bet', '0', '--expires', '31/12/2026']],
    [['giftcode', 'create', 'X', '--value', '1000', '--required-bet', '0', '--expires', '2026-02-30']],
    [['giftcode', 'create', 'X', '--value', '1000', '--required-bet', '0', '--expires', '2026-12-31T24:00']],
    [
      [
        'giftcode',
        'create',
        'X',
        '--value',
        '1000',
        '--required-bet',
        '0',
        '--expires',
        '2027-01-01',
        '--kind',
        'promo',
      ],
    ],
    [
      [
        'giftcode',
        'create',
        'X',
        '--value',
        '1000',
        '--required-bet',
        '0',
        '--expires',
        '2027-01-01',
        '--kind',
        'campaign',
      ],
    ],
    [
      [
        'giftcode',
        'create',
        'X',
        '--value',
        '1000',
        '--required-bet',
        '0',
        '--expires',
        '2027-01-01',
        '--kind',
        'single',
        '--cap',
        '5',
      ],
    ],
    [
      [
        'giftcode',
        'create',
        'X',
        '--value',
        '1000',
        '--required-bet',
        '0',
        '--expires',
        '2027-01-01',
        '--cap',
        '0',
      ],
    ],
    [
      [
        'giftcode',
        'create',
        'X',
        '--value',
        '1000',
        '--required-bet',
        '0',
        '--expires',
        '2027-01-01',
        '--cap',
        'many',
      ],
    ],
    [
      [
        'giftcode',
        'create',
        'X',
        '--value',
        '1000',
        '--value',
        '2000',
        '--required-bet',
        '0',
        '--expires',
        '2027-01-01',
      ],
    ],
    [['giftcode', 'create', 'X', '--value', '--required-bet', '0', '--expires', '2027-01-01']],
    [
      [
        'giftcode',
        'create',
        'X',
        '--value',
        '1000',
        '--required-bet',
        '0',
        '--expires',
        '2027-01-01',
        '--note',
        'x',
      ],
    ],
    [['giftcode', 'generate', '--value', '1000', '--required-bet', '0', '--expires', '2027-01-01']],
    [['giftcode', 'generate', 'ten', '--value', '1000', '--required-bet', '0', '--expires', '2027-01-01']],
    [
      [
        'giftcode',
        'generate',
        '5',
        '--value',
        '1000',
        '--required-bet',
        '0',
        '--expires',
        '2027-01-01',
        '--cap',
        '5',
      ],
    ],
    [['giftcode', 'list', '--all']],
    [['giftcode', 'list', 'extra']],
    [['giftcode', 'disable']],
    [['giftcode', 'disable', 'A', 'B']],
    [['giftcode', 'disable', 'A-B']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });

  it('reads expiry dates as Vietnam time, and only real ones', () => {
    expect(parseExpiry('2026-12-31')?.toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(parseExpiry('2026-12-31T00:00')?.toISOString()).toBe('2026-12-30T17:00:00.000Z');
    expect(parseExpiry('2028-02-29')?.toISOString()).toBe('2028-02-29T17:00:00.000Z');
    for (const bad of [
      '2027-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-12-31T25:00',
      '2026-12-31T10:60',
      '2026-1-1',
      '',
    ])
      expect(parseExpiry(bad)).toBeNull();
  });
});

describe('the gift-code commands of the operator CLI: what they do (through the server’s bridge)', () => {
  let t: GiftCodesTestApp;
  beforeAll(async () => {
    t = await createGiftCodesApp();
  });
  afterAll(async () => {
    await t.audit();
    await t.close();
  });

  const ops = (...argv: string[]) => operator(t.app, ...argv);

  it('create: a code players can redeem, on its brand only; the same code again in any case is refused', async () => {
    const made = await ops(
      'giftcode',
      'create',
      'OpsCode1',
      '--value',
      '40000',
      '--required-bet',
      '0',
      '--expires',
      '2026-03-31',
      '--cap',
      '10',
    );
    expect(made).toEqual({
      code: 0,
      out: [
        'Code OPSCODE1 created on xc05: campaign, 10 redemptions in all, 40,000 VND, required bet 0 VND, expires 2026-03-31T17:00:00.000Z.',
      ],
      err: [],
    });
    const again = await ops(
      'giftcode',
      'create',
      'opscode1',
      '--value',
      '1000',
      '--required-bet',
      '0',
      '--expires',
      '2026-03-31',
    );
    expect(again).toEqual({ code: 2, out: [], err: ['Error: xc05 already has the code OPSCODE1.'] });
    // Another brand may have the same code: it is another code.
    expect(
      (
        await ops(
          'giftcode',
          'create',
          'OPSCODE1',
          '--value',
          '1000',
          '--required-bet',
          '0',
          '--expires',
          '2026-03-31',
          '--brand',
          'xc07',
        )
      ).code,
    ).toBe(0);

    const player = await giftPlayer(t);
    expect(redemptionOf(await redeem(t, player, 'opscode1'))).toMatchObject({
      value: 40_000,
      status: 'eligible',
    });
  });

  it('create refuses an expiry already past and values out of bounds', async () => {
    expect(
      await ops(
        'giftcode',
        'create',
        'PAST1',
        '--value',
        '1000',
        '--required-bet',
        '0',
        '--expires',
        '2026-02-28',
      ),
    ).toEqual({
      code: 2,
      out: [],
      err: ['Error: The expiry must be in the future (got 2026-02-28T17:00:00.000Z).'],
    });
    const huge = await ops(
      'giftcode',
      'create',
      'HUGE1',
      '--value',
      '5000000000',
      '--required-bet',
      '0',
      '--expires',
      '2026-12-31',
    );
    expect(huge.code).toBe(2);
    expect(huge.err[0]).toMatch(/^Error: The value is a whole number of VND from 1 to 1,000,000,000\.$/);
    const usage = await ops(
      'giftcode',
      'create',
      'BAD-1',
      '--value',
      '1000',
      '--required-bet',
      '0',
      '--expires',
      '2026-12-31',
    );
    expect(usage.code).toBe(2);
    expect(usage.err[0]).toBe('Error: A code is 1 to 20 letters and digits (got "BAD-1")');
  });

  it('generate: random single-use codes, printed one per line, each redeemable once', async () => {
    const result = await ops(
      'giftcode',
      'generate',
      '5',
      '--value',
      '25000',
      '--required-bet',
      '50000',
      '--expires',
      '2026-06-30T12:00',
    );
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe(
      '5 single-use code(s) created on xc05: 25,000 VND each, required bet 50,000 VND, expire 2026-06-30T05:00:00.000Z.',
    );
    const codes = result.out.slice(1);
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);

    const first = await giftPlayer(t);
    const second = await giftPlayer(t);
    expect((await redeem(t, first, codes[0])).statusCode).toBe(200);
    expect((await redeem(t, second, codes[0])).json()).toMatchObject({ message: M.invalid });
    expect(
      (
        await ops(
          'giftcode',
          'generate',
          '1001',
          '--value',
          '1000',
          '--required-bet',
          '0',
          '--expires',
          '2026-12-31',
        )
      ).code,
    ).toBe(2);
  });

  it('list shows each code’s terms, count and state; --active only those a player can redeem', async () => {
    await ops(
      'giftcode',
      'create',
      'LISTLIVE',
      '--value',
      '10000',
      '--required-bet',
      '20000',
      '--expires',
      '2026-12-31',
      '--cap',
      '3',
    );
    await ops(
      'giftcode',
      'create',
      'LISTOFF',
      '--value',
      '10000',
      '--required-bet',
      '0',
      '--expires',
      '2026-12-31',
      '--cap',
      '3',
    );
    await ops(
      'giftcode',
      'create',
      'LISTSOON',
      '--value',
      '10000',
      '--required-bet',
      '0',
      '--expires',
      '2026-03-01T16:00',
    );
    await ops(
      'giftcode',
      'create',
      'LISTUSED',
      '--value',
      '10000',
      '--required-bet',
      '0',
      '--expires',
      '2026-12-31',
    );
    await redeem(t, await giftPlayer(t), 'LISTUSED');
    expect(await ops('giftcode', 'disable', 'listoff')).toEqual({
      code: 0,
      out: ['Code LISTOFF disabled on xc05 (0 redemption(s) made stay).'],
      err: [],
    });
    expect((await ops('giftcode', 'disable', 'LISTOFF')).out).toEqual([
      'Code LISTOFF was already disabled on xc05.',
    ]);
    expect(await ops('giftcode', 'disable', 'NOSUCH')).toEqual({
      code: 2,
      out: [],
      err: ['Error: xc05 has no code NOSUCH.'],
    });
    t.clock.advance(2 * 60 * 60_000);

    const all = await ops('giftcode', 'list');
    const line = (code: string) => all.out.find((row) => row.startsWith(`${code} `)) ?? '';
    expect(line('LISTLIVE')).toMatch(
      /^LISTLIVE +campaign +10,000 VND {2}bet 20,000 VND {2}0\/3 redeemed {2}expires 2026-12-31T17:00:00\.000Z {2}active {2}\(cli:.+, 2026-03-01T0\d:00:00\.000Z\)$/,
    );
    expect(line('LISTOFF')).toContain(' disabled ');
    expect(line('LISTSOON')).toContain(' expired ');
    expect(line('LISTUSED')).toMatch(/ 1\/1 redeemed .* exhausted /);
    const active = (await ops('giftcode', 'list', '--active')).out;
    expect(active.some((row) => row.startsWith('LISTLIVE '))).toBe(true);
    expect(active.some((row) => /^LIST(OFF|SOON|USED) /.test(row))).toBe(false);
    expect((await ops('giftcode', 'list', '--brand', 'xc08')).out).toEqual(['No gift codes on xc08.']);
  });

  it('disable: the code answers like an unknown one; redemptions made stay', async () => {
    await ops(
      'giftcode',
      'create',
      'GONESOON',
      '--value',
      '10000',
      '--required-bet',
      '0',
      '--expires',
      '2026-12-31',
      '--cap',
      '5',
    );
    const early = await giftPlayer(t);
    expect((await redeem(t, early, 'GONESOON')).statusCode).toBe(200);
    await ops('giftcode', 'disable', 'GONESOON');
    expect((await redeem(t, await giftPlayer(t), 'GONESOON')).json()).toMatchObject({
      code: 'GIFT_CODE_INVALID',
    });
    expect(await t.services.wallet.balance(early.user.id)).toBe(10_000);
  });

  it('seed: the demo codes on the brand, once; the demo player can redeem one', async () => {
    const first = await ops('seed');
    expect(first.out).toContain(
      `Demo gift codes created: ${DEMO_GIFT_CODES.map((code) => code.code).join(', ')}.`,
    );
    expect((await ops('seed')).out).toContain(
      'Demo gift codes were there already (npm run ops -- giftcode list).',
    );
    const listed = (await ops('giftcode', 'list', '--active')).out;
    expect(listed.find((row) => row.startsWith('CHAOMUNG88 '))).toMatch(
      /campaign +88,000 VND {2}bet 880,000 VND {2}0\/1000 redeemed {2}expires 2027-03-01T\d\d:00:00\.000Z {2}active {2}\(seed,/,
    );
    const session = await login(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const demo = { token: session.json<{ token: string }>().token };
    const redeemed = redemptionOf(await redeem(t, demo, 'chaomung88', randomUUID()));
    expect(redeemed).toMatchObject({
      code: 'CHAOMUNG88',
      value: 88_000,
      requiredBet: 880_000,
      status: 'pending',
    });
  });
});
