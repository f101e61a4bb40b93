import type { StudioEngine } from '@xc/api-contract';

/**
 * The studio's games as pure functions: floats in [0, 1) → what was drawn → what a stake returns.
 * public/fair.js re-implements every `outcome` independently for the verifier page; a test checks
 * that both agree. Payouts are integer VND, stake included, rounded down.
 */
export interface EngineOption {
  id: string;
  label: string;
  /** What a winning stake of 1 returns, stake included (for display). */
  payout: number;
}

export type Outcome = Record<string, unknown>;

export interface DrawContext {
  /** Lottery lobbies: which draw (mega645 and power655 also draw six numbers). */
  variant?: string;
  /** Sportsbook: the decimal odds of the market bet on. */
  odds?: { home: number; draw: number; away: number };
}

export interface Engine {
  id: StudioEngine;
  name: string;
  rules: string;
  /** How many floats a round uses. */
  floats: number;
  options: readonly EngineOption[];
  outcome(floats: readonly number[], context: DrawContext): Outcome;
  payout(option: string, amount: number, outcome: Outcome): number;
}

/** `amount × hundredths / 100`, rounded down, exact for any amount below 2^53 / 10^4. */
const times = (amount: number, hundredths: number): number => Math.floor((amount * hundredths) / 100);
/** What a winning stake of 1 returns with these odds, in hundredths. */
const oddsHundredths = (odds: number): number => Math.round(odds * 100);
const pick = (float: number, n: number): number => Math.min(n - 1, Math.floor(float * n));
const at = <T>(list: readonly T[], index: number): T => {
  const value = list[index];
  if (value === undefined) throw new Error(`index ${index} out of range`);
  return value;
};
const opt = (id: string, label: string, hundredths: number): EngineOption => ({
  id,
  label,
  payout: hundredths / 100,
});

/** `count` distinct numbers of 1…n, in draw order (a partial Fisher–Yates shuffle). */
function drawDistinct(floats: readonly number[], n: number, count: number, from = 0): number[] {
  const pool = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = 0; i < count; i += 1) {
    const j = i + pick(at(floats, from + i), n - i);
    [pool[i], pool[j]] = [at(pool, j), at(pool, i)];
  }
  return pool.slice(0, count);
}

/** Cards 0…51 dealt from one deck: rank = card % 13 + 1 (1 = A … 13 = K), suit = ⌊card / 13⌋. */
function deal(floats: readonly number[], count: number): number[] {
  return drawDistinct(floats, 52, count).map((card) => card - 1);
}
const rankOf = (card: number): number => (card % 13) + 1;
const SUITS = ['♠', '♥', '♦', '♣'] as const;
const cardView = (card: number) => ({ rank: rankOf(card), suit: at(SUITS, Math.floor(card / 13)) });

// --- Tài Xỉu: three dice -------------------------------------------------------------------------
const TAIXIU: Engine = {
  id: 'taixiu',
  name: 'Tài Xỉu',
  rules:
    'Ba xúc xắc. Tài: tổng 11–17, Xỉu: tổng 4–10 (1 ăn 1). Bão (ba mặt giống nhau) thì Tài và Xỉu đều thua; cược Bão 1 ăn 30.',
  floats: 3,
  options: [opt('tai', 'Tài', 200), opt('xiu', 'Xỉu', 200), opt('bao', 'Bão', 3100)],
  outcome(floats) {
    const dice = [0, 1, 2].map((i) => pick(at(floats, i), 6) + 1);
    const total = dice.reduce((a, b) => a + b, 0);
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    return { dice, total, result: triple ? 'bao' : total >= 11 ? 'tai' : 'xiu' };
  },
  payout(option, amount, outcome) {
    if (option !== outcome['result']) return 0;
    return times(amount, option === 'bao' ? 3100 : 200);
  },
};

// --- Xóc Đĩa: four coins, red or white ------------------------------------------------------------
const XOCDIA_PAYOUTS: Record<string, number> = {
  chan: 196,
  le: 196,
  '4do': 1500,
  '4trang': 1500,
  '3do': 380,
  '3trang': 380,
};
const XOCDIA: Engine = {
  id: 'xocdia',
  name: 'Xóc Đĩa',
  rules:
    'Bốn đồng xu, mỗi đồng mặt đỏ hoặc trắng. Chẵn: số mặt đỏ là 0, 2 hoặc 4; Lẻ: 1 hoặc 3 (1 ăn 0,96). 4 đỏ / 4 trắng 1 ăn 14; 3 đỏ 1 trắng / 3 trắng 1 đỏ 1 ăn 2,8.',
  floats: 4,
  options: [
    opt('chan', 'Chẵn', 196),
    opt('le', 'Lẻ', 196),
    opt('4do', '4 Đỏ', 1500),
    opt('4trang', '4 Trắng', 1500),
    opt('3do', '3 Đỏ 1 Trắng', 380),
    opt('3trang', '3 Trắng 1 Đỏ', 380),
  ],
  outcome(floats) {
    const coins = [0, 1, 2, 3].map((i) => (at(floats, i) < 0.5 ? 'do' : 'trang'));
    const reds = coins.filter((coin) => coin === 'do').length;
    return { coins, reds, result: reds % 2 === 0 ? 'chan' : 'le' };
  },
  payout(option, amount, outcome) {
    const reds = outcome['reds'] as number;
    const wins =
      (option === 'chan' && reds % 2 === 0) ||
      (option === 'le' && reds % 2 === 1) ||
      (option === '4do' && reds === 4) ||
      (option === '4trang' && reds === 0) ||
      (option === '3do' && reds === 3) ||
      (option === '3trang' && reds === 1);
    return wins ? times(amount, XOCDIA_PAYOUTS[option] ?? 0) : 0;
  },
};

// --- Bầu Cua: three dice of six pictures -----------------------------------------------------------
const BAUCUA_FACES = ['nai', 'bau', 'ga', 'ca', 'cua', 'tom'] as const;
const BAUCUA_LABELS: Record<string, string> = {
  nai: 'Nai',
  bau: 'Bầu',
  ga: 'Gà',
  ca: 'Cá',
  cua: 'Cua',
  tom: 'Tôm',
};
const BAUCUA: Engine = {
  id: 'baucua',
  name: 'Bầu Cua',
  rules: 'Ba xúc xắc sáu hình. Chọn một hình: ra 1 mặt 1 ăn 1, 2 mặt 1 ăn 2, 3 mặt 1 ăn 3.',
  floats: 3,
  options: BAUCUA_FACES.map((face) => opt(face, BAUCUA_LABELS[face] ?? face, 200)),
  outcome(floats) {
    return { faces: [0, 1, 2].map((i) => at(BAUCUA_FACES, pick(at(floats, i), 6))) };
  },
  payout(option, amount, outcome) {
    const matches = (outcome['faces'] as string[]).filter((face) => face === option).length;
    return matches === 0 ? 0 : times(amount, 100 * (1 + matches));
  },
};

// --- Slot: three reels, one line -------------------------------------------------------------------
export const SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'melon', 'orange', 'cherry', 'blank'] as const;
/** Stops per symbol on every reel, 25 in all: a return to player of 95.2 % (jackpots aside). */
const SLOT_WEIGHTS = [1, 2, 3, 4, 5, 4, 6] as const;
const SLOT_STOPS = 25;
/** Three of a kind, in hundredths of the stake. */
const SLOT_PAYS: Record<string, number> = {
  seven: 50000,
  bar: 10000,
  bell: 4000,
  melon: 2000,
  orange: 1000,
  cherry: 1000,
};
const TWO_CHERRIES = 400;
const ONE_CHERRY = 100;

function reelStop(float: number): string {
  let index = pick(float, SLOT_STOPS);
  for (let symbol = 0; symbol < SLOT_WEIGHTS.length; symbol += 1) {
    const weight = at(SLOT_WEIGHTS, symbol);
    if (index < weight) return at(SLOT_SYMBOLS, symbol);
    index -= weight;
  }
  return 'blank';
}

const SLOT: Engine = {
  id: 'slot',
  name: 'Slot',
  rules:
    'Ba cuộn, một hàng thưởng. Ba biểu tượng giống nhau: 7 ×500, BAR ×100, Chuông ×40, Dưa hấu ×20, Cam ×10, Anh đào ×10; hai Anh đào ×4; một Anh đào hoàn tiền cược. Ô trống không thưởng.',
  floats: 3,
  options: [opt('spin', 'Quay', 50000)],
  outcome(floats) {
    const reels = [0, 1, 2].map((i) => reelStop(at(floats, i)));
    return { reels };
  },
  payout(_option, amount, outcome) {
    const reels = outcome['reels'] as string[];
    if (reels[0] === reels[1] && reels[1] === reels[2] && reels[0] !== 'blank') {
      return times(amount, SLOT_PAYS[reels[0] ?? ''] ?? 0);
    }
    const cherries = reels.filter((symbol) => symbol === 'cherry').length;
    return cherries === 2 ? times(amount, TWO_CHERRIES) : cherries === 1 ? times(amount, ONE_CHERRY) : 0;
  },
};

// --- Rồng Hổ: one card each ---------------------------------------------------------------------
const RONGHO: Engine = {
  id: 'rongho',
  name: 'Rồng Hổ',
  rules:
    'Mỗi cửa một lá từ một bộ 52 lá, lá cao hơn thắng (A thấp nhất, K cao nhất). Rồng / Hổ 1 ăn 1; Hòa 1 ăn 15, khi hòa cược Rồng / Hổ được hoàn một nửa.',
  floats: 2,
  options: [opt('rong', 'Rồng', 200), opt('ho', 'Hổ', 200), opt('hoa', 'Hòa', 1600)],
  outcome(floats) {
    const [dragon, tiger] = deal(floats, 2).map(cardView);
    if (!dragon || !tiger) throw new Error('two cards expected');
    const result = dragon.rank > tiger.rank ? 'rong' : dragon.rank < tiger.rank ? 'ho' : 'hoa';
    return { dragon, tiger, result };
  },
  payout(option, amount, outcome) {
    const result = outcome['result'];
    if (result === 'hoa') return option === 'hoa' ? times(amount, 1600) : times(amount, 50);
    return option === result ? times(amount, 200) : 0;
  },
};

// --- Baccarat (standard drawing rules) ------------------------------------------------------------
const baccaratValue = (card: number): number => (rankOf(card) >= 10 ? 0 : rankOf(card));
const points = (cards: readonly number[]): number =>
  cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

const BACCARAT: Engine = {
  id: 'baccarat',
  name: 'Baccarat',
  rules:
    'Luật rút bài Baccarat chuẩn, một bộ 52 lá. Con (Player) 1 ăn 1, Cái (Banker) 1 ăn 0,95, Hòa 1 ăn 8; khi hòa cược Con / Cái được hoàn lại.',
  floats: 6,
  options: [opt('player', 'Con', 200), opt('banker', 'Cái', 195), opt('tie', 'Hòa', 900)],
  outcome(floats) {
    const cards = deal(floats, 6);
    let next = 4;
    const player = [at(cards, 0), at(cards, 2)];
    const banker = [at(cards, 1), at(cards, 3)];
    const natural = points(player) >= 8 || points(banker) >= 8;
    let playerThird: number | null = null;
    if (!natural) {
      if (points(player) <= 5) {
        const card = at(cards, next++);
        player.push(card);
        playerThird = baccaratValue(card);
      }
      if (bankerDraws(points(banker), playerThird)) banker.push(at(cards, next++));
    }
    const p = points(player);
    const b = points(banker);
    return {
      player: player.map(cardView),
      banker: banker.map(cardView),
      playerPoints: p,
      bankerPoints: b,
      result: p > b ? 'player' : b > p ? 'banker' : 'tie',
    };
  },
  payout(option, amount, outcome) {
    const result = outcome['result'];
    if (result === 'tie') return option === 'tie' ? times(amount, 900) : amount;
    if (option !== result) return 0;
    return times(amount, option === 'banker' ? 195 : 200);
  },
};

// --- Roulette: one zero -------------------------------------------------------------------------
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const ROULETTE: Engine = {
  id: 'roulette',
  name: 'Roulette',
  rules:
    'Bánh xe 37 ô (0–36). Đỏ / Đen, Chẵn / Lẻ, Nhỏ (1–18) / Lớn (19–36) 1 ăn 1; số 0 thì các cửa này thua. Một số 1 ăn 35.',
  floats: 1,
  options: [
    opt('do', 'Đỏ', 200),
    opt('den', 'Đen', 200),
    opt('chan', 'Chẵn', 200),
    opt('le', 'Lẻ', 200),
    opt('nho', 'Nhỏ 1–18', 200),
    opt('lon', 'Lớn 19–36', 200),
    ...Array.from({ length: 37 }, (_, n) => opt(`so-${n}`, `Số ${n}`, 3600)),
  ],
  outcome(floats) {
    const number = pick(at(floats, 0), 37);
    return { number, color: number === 0 ? 'xanh' : RED.has(number) ? 'do' : 'den' };
  },
  payout(option, amount, outcome) {
    const n = outcome['number'] as number;
    if (option.startsWith('so-')) return Number(option.slice(3)) === n ? times(amount, 3600) : 0;
    if (n === 0) return 0;
    const wins =
      (option === 'do' && RED.has(n)) ||
      (option === 'den' && !RED.has(n)) ||
      (option === 'chan' && n % 2 === 0) ||
      (option === 'le' && n % 2 === 1) ||
      (option === 'nho' && n <= 18) ||
      (option === 'lon' && n >= 19);
    return wins ? times(amount, 200) : 0;
  },
};

// --- Keno: 20 numbers of 80 ---------------------------------------------------------------------
const KENO: Engine = {
  id: 'keno',
  name: 'Keno',
  rules:
    'Quay 20 số trong 80 số. Lớn: tổng trên 810, Nhỏ: tổng dưới 810 (tổng đúng 810 thì cả hai thua); Chẵn / Lẻ theo tổng. Mỗi cửa 1 ăn 0,95.',
  floats: 20,
  options: [opt('lon', 'Lớn', 195), opt('nho', 'Nhỏ', 195), opt('chan', 'Chẵn', 195), opt('le', 'Lẻ', 195)],
  outcome(floats) {
    const numbers = drawDistinct(floats, 80, 20).sort((a, b) => a - b);
    return { numbers, total: numbers.reduce((a, b) => a + b, 0) };
  },
  payout(option, amount, outcome) {
    const total = outcome['total'] as number;
    const wins =
      (option === 'lon' && total > 810) ||
      (option === 'nho' && total < 810) ||
      (option === 'chan' && total % 2 === 0) ||
      (option === 'le' && total % 2 === 1);
    return wins ? times(amount, 195) : 0;
  },
};

// --- Lottery lobbies: the last two digits of a five-digit special prize ------------------------------
const LOTTERY: Engine = {
  id: 'lottery',
  name: 'Lô đề',
  rules:
    'Mỗi lượt quay một giải đặc biệt 5 chữ số. Cược Đề: chọn một số từ 00 đến 99, trùng hai số cuối giải đặc biệt thì 1 ăn 98.',
  floats: 11,
  options: Array.from({ length: 100 }, (_, n) =>
    opt(`de-${String(n).padStart(2, '0')}`, `Đề ${String(n).padStart(2, '0')}`, 9900),
  ),
  outcome(floats, context) {
    const special = [0, 1, 2, 3, 4].map((i) => String(pick(at(floats, i), 10))).join('');
    const draw =
      context.variant === 'mega645'
        ? drawDistinct(floats, 45, 6, 5)
        : context.variant === 'power655'
          ? drawDistinct(floats, 55, 6, 5)
          : null;
    return { special, de: special.slice(-2), ...(draw ? { numbers: draw.sort((a, b) => a - b) } : {}) };
  },
  payout(option, amount, outcome) {
    return option === `de-${String(outcome['de'])}` ? times(amount, 9900) : 0;
  },
};

// --- Sports lobbies: a demo 1X2 market settled at once --------------------------------------------
const SPORTSBOOK: Engine = {
  id: 'sportsbook',
  name: 'Thể thao',
  rules:
    'Kèo 1X2 của các trận demo: chọn Chủ nhà, Hòa hoặc Khách theo tỷ lệ cược thập phân; kết quả được quyết định ngay theo xác suất của tỷ lệ (đã trừ biên lợi nhuận).',
  floats: 3,
  options: [],
  outcome(floats, context) {
    const odds = context.odds ?? { home: 2, draw: 3, away: 4 };
    const inverse = [1 / odds.home, 1 / odds.draw, 1 / odds.away];
    const sum = inverse.reduce((a, b) => a + b, 0);
    const f = at(floats, 0);
    const pHome = (inverse[0] ?? 0) / sum;
    const pDraw = (inverse[1] ?? 0) / sum;
    const result = f < pHome ? 'home' : f < pHome + pDraw ? 'draw' : 'away';
    const goals = pick(at(floats, 1), 4);
    const margin = pick(at(floats, 2), 3) + 1;
    const score =
      result === 'draw'
        ? [goals, goals]
        : result === 'home'
          ? [goals + margin, goals]
          : [goals, goals + margin];
    return { result, score, float: f };
  },
  payout(option, amount, outcome) {
    const [, side, odds] = option.split(':');
    return side === outcome['result'] ? times(amount, oddsHundredths(Number(odds))) : 0;
  },
};

const COCKFIGHT: Engine = {
  id: 'cockfight',
  name: 'Đá gà',
  rules: 'Sảnh giới thiệu: trang demo không nhận cược đá gà.',
  floats: 0,
  options: [],
  outcome: () => ({}),
  payout: () => 0,
};

export const ENGINES: Readonly<Record<StudioEngine, Engine>> = {
  taixiu: TAIXIU,
  xocdia: XOCDIA,
  baucua: BAUCUA,
  slot: SLOT,
  rongho: RONGHO,
  baccarat: BACCARAT,
  roulette: ROULETTE,
  keno: KENO,
  lottery: LOTTERY,
  sportsbook: SPORTSBOOK,
  cockfight: COCKFIGHT,
};
