/*
 * The verifier's own implementation of the studio's draws, written apart from the server's
 * (engines.ts) so that a player can check a round without trusting the server: SHA-256 and
 * HMAC-SHA256 in plain JavaScript (crypto.subtle is missing on plain-HTTP pages), the floats, and
 * every game's outcome. A test runs both implementations on many seeds and requires equal results.
 */
(function (root) {
  'use strict';

  const K = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
  ];

  function rotr(x, n) {
    return (x >>> n) | (x << (32 - n));
  }

  function utf8(text) {
    return new TextEncoder().encode(text);
  }

  function sha256(bytes) {
    const length = bytes.length;
    const padded = Math.ceil((length + 9) / 64) * 64;
    const buffer = new Uint8Array(padded);
    buffer.set(bytes);
    buffer[length] = 0x80;
    const view = new DataView(buffer.buffer);
    view.setUint32(padded - 8, Math.floor((length * 8) / 4294967296));
    view.setUint32(padded - 4, (length * 8) >>> 0);
    const h = [
      0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ];
    const w = new Array(64);
    for (let offset = 0; offset < padded; offset += 64) {
      let i;
      for (i = 0; i < 16; i += 1) w[i] = view.getUint32(offset + i * 4);
      for (i = 16; i < 64; i += 1) {
        const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
        const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
        w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
      }
      let a = h[0],
        b = h[1],
        c = h[2],
        d = h[3],
        e = h[4],
        f = h[5],
        g = h[6],
        k = h[7];
      for (i = 0; i < 64; i += 1) {
        const t1 = (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
        const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
        k = g;
        g = f;
        f = e;
        e = (d + t1) >>> 0;
        d = c;
        c = b;
        b = a;
        a = (t1 + t2) >>> 0;
      }
      h[0] = (h[0] + a) >>> 0;
      h[1] = (h[1] + b) >>> 0;
      h[2] = (h[2] + c) >>> 0;
      h[3] = (h[3] + d) >>> 0;
      h[4] = (h[4] + e) >>> 0;
      h[5] = (h[5] + f) >>> 0;
      h[6] = (h[6] + g) >>> 0;
      h[7] = (h[7] + k) >>> 0;
    }
    const out = new Uint8Array(32);
    const outView = new DataView(out.buffer);
    for (let j = 0; j < 8; j += 1) outView.setUint32(j * 4, h[j]);
    return out;
  }

  function hmacSha256(key, message) {
    if (key.length > 64) key = sha256(key);
    const inner = new Uint8Array(64 + message.length);
    const outer = new Uint8Array(64 + 32);
    for (let i = 0; i < 64; i += 1) {
      const byte = i < key.length ? key[i] : 0;
      inner[i] = byte ^ 0x36;
      outer[i] = byte ^ 0x5c;
    }
    inner.set(message, 64);
    outer.set(sha256(inner), 64);
    return sha256(outer);
  }

  function hex(bytes) {
    let text = '';
    for (let i = 0; i < bytes.length; i += 1) text += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
    return text;
  }

  function sha256Hex(text) {
    return hex(sha256(utf8(text)));
  }

  /** Floats in [0, 1): four bytes each of HMAC-SHA256(serverSeed, clientSeed:nonce:block). */
  function floats(serverSeed, clientSeed, nonce, count) {
    const out = [];
    const key = utf8(serverSeed);
    for (let block = 0; out.length < count; block += 1) {
      const bytes = hmacSha256(key, utf8(clientSeed + ':' + nonce + ':' + block));
      for (let offset = 0; offset < 32 && out.length < count; offset += 4) {
        out.push(
          bytes[offset] / 256 +
            bytes[offset + 1] / 65536 +
            bytes[offset + 2] / 16777216 +
            bytes[offset + 3] / 4294967296,
        );
      }
    }
    return out;
  }

  function pick(f, n) {
    return Math.min(n - 1, Math.floor(f * n));
  }

  function drawDistinct(fl, n, count, from) {
    const pool = [];
    for (let i = 1; i <= n; i += 1) pool.push(i);
    for (let j = 0; j < count; j += 1) {
      const k = j + pick(fl[(from || 0) + j], n - j);
      const swap = pool[j];
      pool[j] = pool[k];
      pool[k] = swap;
    }
    return pool.slice(0, count);
  }

  const SUITS = ['♠', '♥', '♦', '♣'];
  function card(c) {
    return { rank: (c % 13) + 1, suit: SUITS[Math.floor(c / 13)] };
  }
  function deal(fl, count) {
    return drawDistinct(fl, 52, count, 0).map(function (c) {
      return c - 1;
    });
  }
  function bacValue(c) {
    const rank = (c % 13) + 1;
    return rank >= 10 ? 0 : rank;
  }
  function bacPoints(cards) {
    return (
      cards.reduce(function (sum, c) {
        return sum + bacValue(c);
      }, 0) % 10
    );
  }
  function bankerDraws(banker, third) {
    if (third === null) return banker <= 5;
    if (banker <= 2) return true;
    if (banker === 3) return third !== 8;
    if (banker === 4) return third >= 2 && third <= 7;
    if (banker === 5) return third >= 4 && third <= 7;
    if (banker === 6) return third === 6 || third === 7;
    return false;
  }

  const BAUCUA = ['nai', 'bau', 'ga', 'ca', 'cua', 'tom'];
  const SLOT = [
    ['seven', 1],
    ['bar', 2],
    ['bell', 3],
    ['melon', 4],
    ['orange', 5],
    ['cherry', 4],
    ['blank', 6],
  ];
  const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

  function reel(f) {
    let index = pick(f, 25);
    for (let i = 0; i < SLOT.length; i += 1) {
      if (index < SLOT[i][1]) return SLOT[i][0];
      index -= SLOT[i][1];
    }
    return 'blank';
  }

  /** How many floats each game uses, and what it draws from them. */
  const GAMES = {
    taixiu: {
      floats: 3,
      outcome: function (fl) {
        const dice = [pick(fl[0], 6) + 1, pick(fl[1], 6) + 1, pick(fl[2], 6) + 1];
        const total = dice[0] + dice[1] + dice[2];
        const triple = dice[0] === dice[1] && dice[1] === dice[2];
        return { dice: dice, total: total, result: triple ? 'bao' : total >= 11 ? 'tai' : 'xiu' };
      },
    },
    xocdia: {
      floats: 4,
      outcome: function (fl) {
        const coins = fl.slice(0, 4).map(function (f) {
          return f < 0.5 ? 'do' : 'trang';
        });
        const reds = coins.filter(function (c) {
          return c === 'do';
        }).length;
        return { coins: coins, reds: reds, result: reds % 2 === 0 ? 'chan' : 'le' };
      },
    },
    baucua: {
      floats: 3,
      outcome: function (fl) {
        return {
          faces: fl.slice(0, 3).map(function (f) {
            return BAUCUA[pick(f, 6)];
          }),
        };
      },
    },
    slot: {
      floats: 3,
      outcome: function (fl) {
        return { reels: fl.slice(0, 3).map(reel) };
      },
    },
    rongho: {
      floats: 2,
      outcome: function (fl) {
        const cards = deal(fl, 2).map(card);
        const result = cards[0].rank > cards[1].rank ? 'rong' : cards[0].rank < cards[1].rank ? 'ho' : 'hoa';
        return { dragon: cards[0], tiger: cards[1], result: result };
      },
    },
    baccarat: {
      floats: 6,
      outcome: function (fl) {
        const cards = deal(fl, 6);
        let next = 4;
        const player = [cards[0], cards[2]];
        const banker = [cards[1], cards[3]];
        let third = null;
        if (bacPoints(player) < 8 && bacPoints(banker) < 8) {
          if (bacPoints(player) <= 5) {
            player.push(cards[next]);
            third = bacValue(cards[next]);
            next += 1;
          }
          if (bankerDraws(bacPoints(banker), third)) banker.push(cards[next]);
        }
        const p = bacPoints(player);
        const b = bacPoints(banker);
        return {
          player: player.map(card),
          banker: banker.map(card),
          playerPoints: p,
          bankerPoints: b,
          result: p > b ? 'player' : b > p ? 'banker' : 'tie',
        };
      },
    },
    roulette: {
      floats: 1,
      outcome: function (fl) {
        const n = pick(fl[0], 37);
        return { number: n, color: n === 0 ? 'xanh' : RED.indexOf(n) >= 0 ? 'do' : 'den' };
      },
    },
    keno: {
      floats: 20,
      outcome: function (fl) {
        const numbers = drawDistinct(fl, 80, 20, 0).sort(function (a, b) {
          return a - b;
        });
        return {
          numbers: numbers,
          total: numbers.reduce(function (a, b) {
            return a + b;
          }, 0),
        };
      },
    },
    lottery: {
      floats: 11,
      outcome: function (fl, context) {
        let special = '';
        for (let i = 0; i < 5; i += 1) special += String(pick(fl[i], 10));
        const result = { special: special, de: special.slice(-2) };
        const size =
          context && context.variant === 'mega645' ? 45 : context && context.variant === 'power655' ? 55 : 0;
        if (size) {
          result.numbers = drawDistinct(fl, size, 6, 5).sort(function (a, b) {
            return a - b;
          });
        }
        return result;
      },
    },
    sportsbook: {
      floats: 3,
      outcome: function (fl, context) {
        const odds = (context && context.odds) || { home: 2, draw: 3, away: 4 };
        const inverse = [1 / odds.home, 1 / odds.draw, 1 / odds.away];
        const sum = inverse[0] + inverse[1] + inverse[2];
        const pHome = inverse[0] / sum;
        const pDraw = inverse[1] / sum;
        const result = fl[0] < pHome ? 'home' : fl[0] < pHome + pDraw ? 'draw' : 'away';
        const goals = pick(fl[1], 4);
        const margin = pick(fl[2], 3) + 1;
        const score =
          result === 'draw'
            ? [goals, goals]
            : result === 'home'
              ? [goals + margin, goals]
              : [goals, goals + margin];
        return { result: result, score: score, float: fl[0] };
      },
    },
  };

  const NAMES = {
    taixiu: 'Tài Xỉu',
    xocdia: 'Xóc Đĩa',
    baucua: 'Bầu Cua',
    slot: 'Slot',
    rongho: 'Rồng Hổ',
    baccarat: 'Baccarat',
    roulette: 'Roulette',
    keno: 'Keno',
    lottery: 'Lô đề',
    sportsbook: 'Thể thao',
  };
  const RESULT_LABELS = {
    tai: 'Tài',
    xiu: 'Xỉu',
    bao: 'Bão',
    chan: 'Chẵn',
    le: 'Lẻ',
    rong: 'Rồng',
    ho: 'Hổ',
    hoa: 'Hòa',
    player: 'Con thắng',
    banker: 'Cái thắng',
    tie: 'Hòa',
    home: 'Chủ nhà thắng',
    draw: 'Hòa',
    away: 'Khách thắng',
  };
  const FACE_LABELS = { nai: 'Nai', bau: 'Bầu', ga: 'Gà', ca: 'Cá', cua: 'Cua', tom: 'Tôm' };
  const RANKS = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

  function cardText(c) {
    return (RANKS[c.rank] || String(c.rank)) + c.suit;
  }

  /** One line in Vietnamese saying what a round drew. */
  function describe(engine, o) {
    switch (engine) {
      case 'taixiu':
        return o.dice.join(' – ') + ' = ' + o.total + ' (' + RESULT_LABELS[o.result] + ')';
      case 'xocdia':
        return o.reds + ' đỏ, ' + (4 - o.reds) + ' trắng (' + RESULT_LABELS[o.result] + ')';
      case 'baucua':
        return o.faces
          .map(function (f) {
            return FACE_LABELS[f];
          })
          .join(' – ');
      case 'slot':
        return o.reels.join(' | ');
      case 'rongho':
        return (
          'Rồng ' + cardText(o.dragon) + ' – Hổ ' + cardText(o.tiger) + ' (' + RESULT_LABELS[o.result] + ')'
        );
      case 'baccarat':
        return (
          'Con ' +
          o.player.map(cardText).join(' ') +
          ' = ' +
          o.playerPoints +
          ' – Cái ' +
          o.banker.map(cardText).join(' ') +
          ' = ' +
          o.bankerPoints +
          ' (' +
          RESULT_LABELS[o.result] +
          ')'
        );
      case 'roulette':
        return 'Số ' + o.number + (o.number === 0 ? '' : o.color === 'do' ? ' đỏ' : ' đen');
      case 'keno':
        return o.numbers.join(' ') + ' – tổng ' + o.total;
      case 'lottery':
        return (
          'Giải đặc biệt ' +
          o.special +
          ' – đề ' +
          o.de +
          (o.numbers ? ' – bộ số ' + o.numbers.join(' ') : '')
        );
      case 'sportsbook':
        return 'Tỷ số ' + o.score[0] + '–' + o.score[1] + ' (' + RESULT_LABELS[o.result] + ')';
      default:
        return '';
    }
  }

  function outcome(engine, serverSeed, clientSeed, nonce, context) {
    const game = GAMES[engine];
    if (!game) throw new Error('unknown game ' + engine);
    return game.outcome(floats(serverSeed, clientSeed, nonce, game.floats), context || {});
  }

  root.XCFair = {
    sha256Hex: sha256Hex,
    hmacSha256Hex: function (key, message) {
      return hex(hmacSha256(utf8(key), utf8(message)));
    },
    floats: floats,
    games: GAMES,
    names: NAMES,
    outcome: outcome,
    describe: describe,
    resultLabels: RESULT_LABELS,
    faceLabels: FACE_LABELS,
    cardText: cardText,
  };
})(typeof window !== 'undefined' ? window : globalThis);
