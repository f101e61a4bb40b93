import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { STUDIO_PUBLIC_DIR } from '../../infra/paths';
import { ENGINES } from './engines';
import { floats, hashServerSeed } from '../../infra/fair';

interface BrowserFair {
  sha256Hex(text: string): string;
  hmacSha256Hex(key: string, message: string): string;
  floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[];
  outcome(engine: string, serverSeed: string, clientSeed: string, nonce: number, context?: object): unknown;
  describe(engine: string, outcome: unknown): string;
}

/** The verifier page's script, run as the browser runs it (a global `window`). */
function loadBrowserFair(): BrowserFair {
  const sandbox: { window: { XCFair?: BrowserFair }; TextEncoder: typeof TextEncoder } = {
    window: {},
    TextEncoder,
  };
  runInNewContext(readFileSync(path.join(STUDIO_PUBLIC_DIR, 'fair.js'), 'utf8'), sandbox);
  if (!sandbox.window.XCFair) throw new Error('fair.js did not define XCFair');
  return sandbox.window.XCFair;
}

const browser = loadBrowserFair();
const SERVER = '3f1c9a0e5b7d2468ace13579bdf02468ace13579bdf02468ace13579bdf02468';
const CONTEXT = { variant: 'mega645', odds: { home: 1.85, draw: 3.4, away: 4.2 } };
/** JSON through the vm boundary, so objects of both realms compare equal. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('provably fair draws', () => {
  it('commit to the server seed with its SHA-256, and draw floats from HMAC-SHA256', () => {
    expect(hashServerSeed(SERVER)).toBe('a64c28333cf5e70eca910ea10d4b20db7359d0958d7bac89e80e603e60cb8c54');
    const digest = createHmac('sha256', SERVER).update('xc-demo:0:0').digest();
    expect(floats(SERVER, 'xc-demo', 0, 2)).toEqual([
      digest.readUInt32BE(0) / 2 ** 32,
      digest.readUInt32BE(4) / 2 ** 32,
    ]);
    expect(floats(SERVER, 'xc-demo', 0, 8)).toEqual([
      0.9600667136255652, 0.45102841942571104, 0.3695601674262434, 0.8406859112437814, 0.34591705771163106,
      0.8738583277445287, 0.8385554181877524, 0.9278378132730722,
    ]);
    // A ninth float comes from the next HMAC block.
    const next = createHmac('sha256', SERVER).update('xc-demo:0:1').digest();
    expect(floats(SERVER, 'xc-demo', 0, 9)[8]).toBe(next.readUInt32BE(0) / 2 ** 32);
  });

  it.each([
    ['taixiu', { dice: [3, 4, 5], total: 12, result: 'tai' }],
    ['xocdia', { coins: ['do', 'trang', 'trang', 'do'], reds: 2, result: 'chan' }],
    ['baucua', { faces: ['ga', 'ca', 'cua'] }],
    ['slot', { reels: ['orange', 'orange', 'cherry'] }],
    ['rongho', { dragon: { rank: 12, suit: '♥' }, tiger: { rank: 6, suit: '♦' }, result: 'rong' }],
    [
      'baccarat',
      {
        player: [
          { rank: 12, suit: '♥' },
          { rank: 12, suit: '♦' },
          { rank: 12, suit: '♣' },
        ],
        banker: [
          { rank: 6, suit: '♦' },
          { rank: 7, suit: '♥' },
          { rank: 7, suit: '♦' },
        ],
        playerPoints: 0,
        bankerPoints: 0,
        result: 'tie',
      },
    ],
    ['roulette', { number: 17, color: 'den' }],
    [
      'keno',
      {
        numbers: [11, 18, 21, 30, 31, 37, 38, 40, 41, 48, 49, 50, 51, 58, 59, 60, 61, 65, 77, 79],
        total: 924,
      },
    ],
    ['lottery', { special: '45739', de: '39', numbers: [16, 27, 33, 35, 37, 44] }],
    ['sportsbook', { result: 'home', score: [5, 2], float: 0.4655674370005727 }],
  ] as const)(
    'known seeds give the known %s outcome, on the server and in the verifier',
    (engine, expected) => {
      const server = ENGINES[engine].outcome(floats(SERVER, 'xc-demo', 7, ENGINES[engine].floats), CONTEXT);
      expect(server).toEqual(expected);
      expect(plain(browser.outcome(engine, SERVER, 'xc-demo', 7, CONTEXT))).toEqual(expected);
    },
  );

  it('pays by the rules: Tài Xỉu 1:1 and triples lose, slot three of a kind, baccarat tie pushes', () => {
    expect(ENGINES.taixiu.payout('tai', 10_000, { result: 'tai' })).toBe(20_000);
    expect(ENGINES.taixiu.payout('tai', 10_000, { result: 'bao' })).toBe(0);
    expect(ENGINES.taixiu.payout('bao', 10_000, { result: 'bao' })).toBe(310_000);
    expect(ENGINES.xocdia.payout('chan', 1_000, { reds: 4 })).toBe(1_960);
    expect(ENGINES.xocdia.payout('4do', 1_000, { reds: 4 })).toBe(15_000);
    expect(ENGINES.slot.payout('spin', 1_000, { reels: ['seven', 'seven', 'seven'] })).toBe(500_000);
    expect(ENGINES.slot.payout('spin', 1_000, { reels: ['blank', 'blank', 'blank'] })).toBe(0);
    expect(ENGINES.slot.payout('spin', 1_000, { reels: ['cherry', 'bar', 'cherry'] })).toBe(4_000);
    expect(ENGINES.baccarat.payout('banker', 1_000, { result: 'tie' })).toBe(1_000);
    expect(ENGINES.baccarat.payout('banker', 1_000, { result: 'banker' })).toBe(1_950);
    expect(ENGINES.baucua.payout('tom', 1_000, { faces: ['tom', 'tom', 'ga'] })).toBe(3_000);
    expect(ENGINES.roulette.payout('so-0', 1_000, { number: 0 })).toBe(36_000);
    expect(ENGINES.roulette.payout('do', 1_000, { number: 0 })).toBe(0);
    expect(ENGINES.lottery.payout('de-39', 1_000, { de: '39' })).toBe(99_000);
    expect(ENGINES.sportsbook.payout('20260301-1:home:1.85', 10_000, { result: 'home' })).toBe(18_500);
  });
});

describe("the verifier page's own implementation (public/fair.js)", () => {
  it('computes SHA-256 and HMAC-SHA256 like the standard vectors', () => {
    expect(browser.sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(browser.sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const long = 'a'.repeat(1000) + 'Tài Xỉu';
    expect(browser.sha256Hex(long)).toBe(createHash('sha256').update(long).digest('hex'));
    // RFC 4231, test case 2; and a key longer than the block.
    expect(browser.hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    const key = 'k'.repeat(100);
    expect(browser.hmacSha256Hex(key, 'msg')).toBe(createHmac('sha256', key).update('msg').digest('hex'));
  });

  it('agrees with the server on every game for many random seeds', () => {
    for (const engine of Object.values(ENGINES)) {
      if (engine.floats === 0) continue;
      for (let i = 0; i < 150; i += 1) {
        const serverSeed = randomBytes(32).toString('hex');
        const clientSeed = randomBytes(6).toString('base64url');
        const nonce = i * 37;
        const context =
          i % 2 === 0
            ? { variant: 'power655', odds: { home: 1.5 + (i % 7) / 3, draw: 3.1, away: 5.2 } }
            : { variant: 'lo-de-3-mien' };
        const server = engine.outcome(floats(serverSeed, clientSeed, nonce, engine.floats), context);
        expect([
          engine.id,
          i,
          plain(browser.outcome(engine.id, serverSeed, clientSeed, nonce, context)),
        ]).toEqual([engine.id, i, server]);
      }
    }
  });

  it('describes a round in Vietnamese', () => {
    expect(browser.describe('taixiu', { dice: [3, 4, 5], total: 12, result: 'tai' })).toBe(
      '3 – 4 – 5 = 12 (Tài)',
    );
    expect(browser.describe('xocdia', { reds: 2, result: 'chan' })).toBe('2 đỏ, 2 trắng (Chẵn)');
  });
});
