import { createHash } from 'node:crypto';

export interface ThumbnailSubject {
  uuid: string;
  title: string;
  category: string;
  partnerName: string;
  hot: boolean;
}

export const THUMB_WIDTH = 320;
export const THUMB_HEIGHT = 240;

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A short hash of what the picture shows: the image URL changes when the picture does. */
export function thumbnailVersion(subject: ThumbnailSubject): string {
  return createHash('sha256')
    .update(`${subject.title}|${subject.category}|${subject.partnerName}|${subject.hot}|v1`)
    .digest('hex')
    .slice(0, 10);
}

function hueOf(uuid: string): number {
  return createHash('sha256').update(uuid).digest().readUInt16BE(0) % 360;
}

const die = (x: number, y: number, pips: Array<[number, number]>, fill = '#fff', pip = '#b91c1c') =>
  `<rect x="${x}" y="${y}" width="44" height="44" rx="9" fill="${fill}"/>` +
  pips.map(([px, py]) => `<circle cx="${x + px}" cy="${y + py}" r="4.5" fill="${pip}"/>`).join('');

const card = (x: number, y: number, rotate: number, suit: string, color: string) =>
  `<g transform="rotate(${rotate} ${x + 27} ${y + 38})"><rect x="${x}" y="${y}" width="54" height="76" rx="7" fill="#fff" stroke="#111" stroke-opacity=".2"/>` +
  `<text x="${x + 27}" y="${y + 50}" font-size="34" text-anchor="middle" fill="${color}">${suit}</text></g>`;

/** Simple drawings per kind of game, centred around (160, 95). */
const ICONS: Record<string, string> = {
  dice:
    die(92, 70, [[22, 22]]) +
    die(138, 56, [
      [12, 12],
      [32, 32],
      [22, 22],
    ]) +
    die(184, 70, [
      [12, 12],
      [32, 12],
      [12, 32],
      [32, 32],
    ]),
  coins:
    '<ellipse cx="160" cy="105" rx="84" ry="30" fill="#f8fafc" opacity=".9"/>' +
    [
      [122, 96, '#dc2626'],
      [150, 112, '#f8fafc'],
      [178, 94, '#dc2626'],
      [200, 110, '#dc2626'],
    ]
      .map(
        ([x, y, c]) => `<circle cx="${x}" cy="${y}" r="13" fill="${c}" stroke="#7f1d1d" stroke-width="2"/>`,
      )
      .join(''),
  cards: card(112, 52, -12, '♠', '#111') + card(156, 50, 10, '♥', '#dc2626'),
  reels:
    [100, 140, 180]
      .map(
        (x) =>
          `<rect x="${x}" y="60" width="38" height="62" rx="6" fill="#fff"/><text x="${x + 19}" y="104" font-size="36" font-weight="700" text-anchor="middle" fill="#dc2626">7</text>`,
      )
      .join('') +
    '<rect x="92" y="54" width="134" height="74" rx="10" fill="none" stroke="#fde047" stroke-width="4"/>',
  pot:
    '<path d="M118 72 h84 l-8 16 q26 18 10 46 h-88 q-16-28 10-46 z" fill="#fbbf24" stroke="#92400e" stroke-width="3"/>' +
    '<text x="160" y="122" font-size="24" font-weight="800" text-anchor="middle" fill="#92400e">JP</text>' +
    '<circle cx="138" cy="64" r="9" fill="#fde047"/><circle cx="160" cy="58" r="9" fill="#fde047"/><circle cx="182" cy="64" r="9" fill="#fde047"/>',
  fish:
    '<ellipse cx="150" cy="96" rx="52" ry="28" fill="#38bdf8"/><path d="M198 96 l34 -24 v48 z" fill="#0ea5e9"/>' +
    '<circle cx="124" cy="90" r="6" fill="#fff"/><circle cx="124" cy="90" r="3" fill="#111"/>' +
    '<circle cx="96" cy="62" r="5" fill="#e0f2fe"/><circle cx="84" cy="46" r="3" fill="#e0f2fe"/>',
  wheel:
    '<circle cx="160" cy="95" r="52" fill="#065f46" stroke="#fde047" stroke-width="5"/>' +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<line x1="160" y1="95" x2="${(160 + 52 * Math.cos(a)).toFixed(1)}" y2="${(95 + 52 * Math.sin(a)).toFixed(1)}" stroke="${i % 2 ? '#dc2626' : '#111'}" stroke-width="6"/>`;
    }).join('') +
    '<circle cx="160" cy="95" r="14" fill="#fde047"/><circle cx="190" cy="60" r="6" fill="#fff"/>',
  ball:
    '<circle cx="160" cy="95" r="48" fill="#fff" stroke="#111" stroke-width="3"/>' +
    '<path d="M160 75 l19 14 -7 22 h-24 l-7 -22 z" fill="#111"/>' +
    '<path d="M160 47 v28 M179 89 l27 -8 M172 111 l16 22 M148 111 l-16 22 M141 89 l-27 -8" stroke="#111" stroke-width="3"/>',
  balls: [
    [118, 95, '#dc2626', '27'],
    [160, 85, '#2563eb', '45'],
    [202, 95, '#16a34a', '09'],
  ]
    .map(
      ([x, y, c, n]) =>
        `<circle cx="${x}" cy="${y}" r="24" fill="${c}"/><circle cx="${x}" cy="${y}" r="14" fill="#fff"/><text x="${x}" y="${Number(y) + 6}" font-size="16" font-weight="700" text-anchor="middle" fill="#111">${n}</text>`,
    )
    .join(''),
  keno: Array.from({ length: 15 }, (_, i) => {
    const x = 112 + (i % 5) * 24;
    const y = 62 + Math.floor(i / 5) * 24;
    return `<circle cx="${x}" cy="${y}" r="10" fill="${[1, 4, 7, 11, 13].includes(i) ? '#fde047' : '#ffffff'}" opacity="${[1, 4, 7, 11, 13].includes(i) ? 1 : 0.55}"/>`;
  }).join(''),
  rooster:
    '<ellipse cx="150" cy="108" rx="42" ry="30" fill="#b45309"/><circle cx="186" cy="74" r="18" fill="#d97706"/>' +
    '<path d="M178 56 q6 -14 12 0 q6 -14 12 2 l-6 6 z" fill="#dc2626"/><path d="M203 74 l14 5 -14 5 z" fill="#fde047"/>' +
    '<circle cx="190" cy="71" r="3" fill="#111"/><path d="M108 100 q-26 -30 -6 -52 q4 28 22 40 z" fill="#166534"/>' +
    '<path d="M140 136 v16 M160 136 v16" stroke="#fde047" stroke-width="4"/>',
};

const CATEGORY_ICON: Record<string, keyof typeof ICONS> = {
  keno: 'keno',
  slot: 'reels',
  'game-bai': 'cards',
  'song-bai': 'wheel',
  'ban-ca': 'fish',
  'game-nhanh': 'dice',
  'no-hu': 'pot',
  'bau-cua': 'dice',
  'xoc-dia': 'coins',
  roulette: 'wheel',
  'tai-xiu': 'dice',
  poker: 'cards',
  'rong-ho': 'cards',
  baccarat: 'cards',
  blackjack: 'cards',
  'game-khac': 'wheel',
  'sexy-casino': 'cards',
  'lo-de-3-mien': 'balls',
  'lo-de-sieu-toc': 'balls',
  mega645: 'balls',
  power655: 'balls',
  ga28: 'rooster',
  ws168: 'rooster',
};

/** Breaks a title into at most two lines of about `width` characters. */
function titleLines(title: string, width = 20): string[] {
  const words = title.split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1] ?? '';
    if (current && current.length + word.length + 1 > width && lines.length < 2) lines.push(word);
    else lines[lines.length - 1] = current ? `${current} ${word}` : word;
  }
  return lines;
}

/**
 * The tile picture of a game: a gradient in a hue of its own, a drawing of its kind, its title and
 * partner. Generated, never downloaded; about 1–2 KB.
 */
export function thumbnailSvg(subject: ThumbnailSubject): string {
  const hue = hueOf(subject.uuid);
  const icon =
    ICONS[CATEGORY_ICON[subject.category] ?? (subject.category.includes('sport') ? 'ball' : 'dice')] ?? '';
  const lines = titleLines(subject.title);
  const titleY = lines.length > 1 ? 186 : 204;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${THUMB_WIDTH} ${THUMB_HEIGHT}" width="${THUMB_WIDTH}" height="${THUMB_HEIGHT}" role="img" aria-label="${escapeXml(subject.title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 18%)"/></linearGradient></defs>` +
    `<rect width="${THUMB_WIDTH}" height="${THUMB_HEIGHT}" fill="url(#g)"/>` +
    `<circle cx="270" cy="30" r="90" fill="#fff" opacity=".06"/><circle cx="30" cy="220" r="70" fill="#fff" opacity=".05"/>` +
    `<g font-family="'Be Vietnam Pro',Arial,Helvetica,sans-serif">` +
    icon +
    `<rect y="160" width="${THUMB_WIDTH}" height="80" fill="#000" opacity=".35"/>` +
    lines
      .map(
        (line, index) =>
          `<text x="160" y="${titleY + index * 26}" font-size="22" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`,
      )
      .join('') +
    `<text x="12" y="24" font-size="13" font-weight="600" fill="#fff" opacity=".85">${escapeXml(subject.partnerName)}</text>` +
    (subject.hot
      ? '<rect x="262" y="10" width="48" height="22" rx="11" fill="#dc2626"/><text x="286" y="26" font-size="13" font-weight="800" text-anchor="middle" fill="#fff">HOT</text>'
      : '') +
    '</g></svg>'
  );
}
