import type { GameCategory, GameDevice, GameOrientation, GameSection, StudioEngine } from '@xc/api-contract';

/** The provider integration every game of the demo catalogue is served by. */
export const STUDIO_PROVIDER = 'studio';

/** A brand the studio publishes games under (the "partner" of a Game item). */
export interface StudioPartner {
  partner: string;
  partnerName: string;
  providerCode: string;
}

/** One game of the studio's catalogue, which the platform imports into its own (modules/games). */
export interface StudioGame extends StudioPartner {
  /** partnerGameId: unique within the studio. */
  code: string;
  title: string;
  section: GameSection;
  category: GameCategory;
  engine: StudioEngine;
  device: GameDevice;
  orientation: GameOrientation;
  /** Has its own progressive jackpot pool. */
  jackpot: boolean;
  /** A live table with a video stream for its tile. */
  live: boolean;
  hot: boolean;
  /** Sports and lottery lobbies, cockfighting: opened by a direct link with the play token. */
  lobby: boolean;
}

const partner = (slug: string, partnerName: string, providerCode: string): StudioPartner => ({
  partner: slug,
  partnerName,
  providerCode,
});

const XC = partner('xc-studio', 'XC Studio', 'XCS');
const SEN = partner('sen-vang', 'Sen Vàng Gaming', 'SEN');
const RONG = partner('rong-viet', 'Rồng Việt', 'RVG');
const LOTUS = partner('lotus-live', 'Lotus Live', 'LTL');
const MEKONG = partner('mekong-play', 'Mekong Play', 'MKP');
const SAO_MAI = partner('sao-mai', 'Sao Mai Casino', 'SMC');
const SEXY = partner('sexy-casino', 'Sexy Casino', 'SXC');
const LOTTERY = partner('xc-lottery', 'XC Lottery', 'XCL');

type Entry = [
  title: string,
  engine: StudioEngine,
  extra?: Partial<Pick<StudioGame, 'device' | 'orientation'>>,
];

interface Shelf {
  section: GameSection;
  category: GameCategory;
  partners: StudioPartner[];
  orientation: GameOrientation;
  jackpot?: boolean;
  live?: boolean;
  games: Entry[];
}

const slots = (titles: string[]): Entry[] => titles.map((title) => [title, 'slot']);

const SHELVES: Shelf[] = [
  {
    section: 'cong-game',
    category: 'keno',
    partners: [XC, MEKONG],
    orientation: 'portrait',
    games: [
      ['Keno Siêu Tốc', 'keno'],
      ['Keno 1 Phút', 'keno'],
      ['Keno 3 Phút', 'keno'],
      ['Keno 5 Phút', 'keno'],
      ['Keno Lớn Nhỏ', 'keno'],
      ['Keno Chẵn Lẻ', 'keno'],
      ['Keno Thần Tốc', 'keno'],
      ['Keno Hoàng Kim', 'keno'],
    ],
  },
  {
    section: 'cong-game',
    category: 'slot',
    partners: [SEN, RONG, XC, MEKONG],
    orientation: 'landscape',
    games: slots([
      'Kho Báu Rồng Vàng',
      'Phúc Lộc Thọ',
      'Tết Sum Vầy',
      'Hoa Sen Huyền Bí',
      'Cá Chép Hóa Rồng',
      'Sơn Tinh Thủy Tinh',
      'Đảo Kho Báu',
      'Mèo Thần Tài',
      'Lân Sư Rồng',
      'Trái Cây Nhiệt Đới',
      'Kim Cương Đỏ',
      'Vua Bão Tố',
      'Nữ Thần Mặt Trăng',
      'Chiến Binh Samurai',
      'Kỳ Lân Xanh',
      'Bảy Sắc Cầu Vồng',
      'Ai Cập Cổ Đại',
      'Cướp Biển Caribe',
      'Thần Sấm',
      'Ngôi Sao May Mắn',
      'Mùa Xuân Phú Quý',
      'Rồng Lửa',
      'Vịnh Hạ Long',
      'Phố Cổ Hội An',
    ]),
  },
  {
    section: 'cong-game',
    category: 'game-bai',
    partners: [RONG, SEN, XC],
    orientation: 'landscape',
    games: [
      ['Bài Cào 3 Lá', 'baccarat'],
      ['Rồng Hổ Nhanh', 'rongho'],
      ['Sâm Lốc', 'rongho'],
      ['Tiến Lên Miền Nam', 'rongho'],
      ['Phỏm', 'rongho'],
      ['Mậu Binh', 'baccarat', { device: 'desktop' }],
      ['Xì Tố', 'rongho'],
      ['Liêng', 'baccarat'],
      ['Poker Texas', 'rongho'],
      ['Xì Dách', 'rongho'],
      ['Bài Cào Cánh', 'baccarat'],
      ['Binh Xập Xám', 'baccarat', { device: 'desktop' }],
    ],
  },
  {
    section: 'cong-game',
    category: 'song-bai',
    partners: [SAO_MAI, XC],
    orientation: 'landscape',
    games: [
      ['Roulette Châu Âu', 'roulette'],
      ['Baccarat Cổ Điển', 'baccarat'],
      ['Tài Xỉu Sòng Bài', 'taixiu'],
      ['Rồng Hổ Sòng Bài', 'rongho'],
      ['Xóc Đĩa Sòng Bài', 'xocdia'],
      ['Bầu Cua Sòng Bài', 'baucua'],
      ['Sic Bo Đại Tiểu', 'taixiu'],
      ['Roulette Mini', 'roulette'],
      ['Baccarat Siêu Tốc', 'baccarat'],
      ['Blackjack Cổ Điển', 'rongho'],
    ],
  },
  {
    section: 'cong-game',
    category: 'ban-ca',
    partners: [MEKONG, SEN],
    orientation: 'landscape',
    games: slots([
      'Bắn Cá Hoàng Kim',
      'Bắn Cá Rồng',
      'Vua Bắn Cá',
      'Bắn Cá Thần Tài',
      'Săn Cá Đại Dương',
      'Bắn Cá Ngũ Long',
      'Cá Mập Vàng',
      'Bắn Cá Tiên',
    ]),
  },
  {
    section: 'cong-game',
    category: 'game-nhanh',
    partners: [XC, MEKONG],
    orientation: 'portrait',
    games: [
      ['Tài Xỉu Nhanh', 'taixiu'],
      ['Xóc Đĩa Nhanh', 'xocdia'],
      ['Bầu Cua Nhanh', 'baucua', { device: 'mobile' }],
      ['Keno Nhanh', 'keno'],
      ['Rồng Hổ Mini', 'rongho'],
      ['Roulette Nhanh', 'roulette'],
      ['Tài Xỉu MD5', 'taixiu'],
      ['Chẵn Lẻ Siêu Tốc', 'xocdia'],
      ['Bầu Cua Tôm Cá', 'baucua'],
      ['Mini Slot 777', 'slot'],
    ],
  },
  {
    section: 'cong-game',
    category: 'no-hu',
    partners: [RONG, SEN, XC],
    orientation: 'landscape',
    jackpot: true,
    games: slots([
      'Nổ Hũ Thần Tài',
      'Siêu Hũ Rồng Vàng',
      'Hũ Vàng Phát Lộc',
      'Nổ Hũ Kim Cương',
      'Hũ Bạc Tỷ',
      'Nổ Hũ Tam Quốc',
      'Nổ Hũ Tây Du Ký',
      'Hũ Ngọc Hoàng',
      'Nổ Hũ Cá Chép',
      'Nổ Hũ Lân Sư',
      'Hũ Phúc Lộc Thọ',
      'Nổ Hũ Ngũ Hành',
      'Hũ Vàng Thịnh Vượng',
      'Nổ Hũ Mèo May Mắn',
      'Siêu Hũ Kỳ Lân',
      'Nổ Hũ Bảo Tàng',
    ]),
  },
  {
    section: 'live-casino',
    category: 'bau-cua',
    partners: [LOTUS, SAO_MAI],
    orientation: 'landscape',
    live: true,
    games: [
      ['Bầu Cua Live', 'baucua'],
      ['Bầu Cua Tôm Cá Live', 'baucua'],
      ['Bầu Cua Hoàng Gia', 'baucua'],
      ['Bầu Cua VIP', 'baucua'],
    ],
  },
  {
    section: 'live-casino',
    category: 'xoc-dia',
    partners: [LOTUS, SAO_MAI],
    orientation: 'landscape',
    live: true,
    games: [
      ['Xóc Đĩa Live', 'xocdia'],
      ['Xóc Đĩa VIP', 'xocdia'],
      ['Xóc Đĩa Sài Gòn', 'xocdia'],
      ['Xóc Đĩa Hà Nội', 'xocdia'],
      ['Xóc Đĩa Siêu Tốc Live', 'xocdia'],
    ],
  },
  {
    section: 'live-casino',
    category: 'roulette',
    partners: [LOTUS, SAO_MAI],
    orientation: 'landscape',
    live: true,
    games: [
      ['Roulette Live', 'roulette'],
      ['Roulette Tốc Độ', 'roulette'],
      ['Roulette Ánh Kim', 'roulette'],
      ['Roulette VIP', 'roulette'],
      ['Roulette Tự Động', 'roulette'],
    ],
  },
  {
    section: 'live-casino',
    category: 'tai-xiu',
    partners: [LOTUS, SAO_MAI],
    orientation: 'landscape',
    live: true,
    games: [
      ['Tài Xỉu Live', 'taixiu'],
      ['Sic Bo Live', 'taixiu'],
      ['Tài Xỉu VIP', 'taixiu'],
      ['Tài Xỉu Siêu Tốc Live', 'taixiu'],
      ['Sic Bo Hoàng Kim', 'taixiu'],
    ],
  },
  {
    section: 'live-casino',
    category: 'poker',
    partners: [LOTUS, SAO_MAI],
    orientation: 'landscape',
    live: true,
    games: [
      ["Casino Hold'em Live", 'rongho'],
      ['Poker Ba Lá Live', 'baccarat'],
      ['Poker Caribe Live', 'rongho'],
    ],
  },
  {
    section: 'live-casino',
    category: 'rong-ho',
    partners: [LOTUS, SAO_MAI],
    orientation: 'landscape',
    live: true,
    games: [
      ['Rồng Hổ Live', 'rongho'],
      ['Rồng Hổ VIP', 'rongho'],
      ['Rồng Hổ Siêu Tốc', 'rongho'],
      ['Rồng Hổ Hoàng Gia', 'rongho'],
    ],
  },
  {
    section: 'live-casino',
    category: 'baccarat',
    partners: [LOTUS, SAO_MAI],
    orientation: 'landscape',
    live: true,
    games: [
      ['Baccarat Live', 'baccarat'],
      ['Baccarat Bóp Bài', 'baccarat'],
      ['Baccarat Siêu Tốc Live', 'baccarat'],
      ['Baccarat Hoàng Gia', 'baccarat'],
      ['Baccarat VIP 1', 'baccarat'],
      ['Baccarat VIP 2', 'baccarat'],
      ['Baccarat Rồng Vàng', 'baccarat'],
      ['Baccarat Ánh Trăng', 'baccarat'],
    ],
  },
  {
    section: 'live-casino',
    category: 'blackjack',
    partners: [LOTUS, SAO_MAI],
    orientation: 'landscape',
    live: true,
    games: [
      ['Blackjack Live', 'rongho'],
      ['Blackjack VIP', 'rongho'],
      ['Blackjack Tốc Độ', 'rongho'],
    ],
  },
  {
    section: 'live-casino',
    category: 'game-khac',
    partners: [LOTUS, SAO_MAI],
    orientation: 'landscape',
    live: true,
    games: [
      ['Fan Tan Live', 'xocdia'],
      ['Vòng Quay May Mắn Live', 'roulette'],
      ['Bầu Cua Mega', 'baucua'],
      ['Xúc Xắc Mega', 'taixiu'],
    ],
  },
  {
    section: 'live-casino',
    category: 'sexy-casino',
    partners: [SEXY],
    orientation: 'landscape',
    live: true,
    games: [
      ['Sexy Baccarat', 'baccarat'],
      ['Sexy Rồng Hổ', 'rongho'],
      ['Sexy Roulette', 'roulette'],
      ['Sexy Sic Bo', 'taixiu'],
      ['Sexy Xóc Đĩa', 'xocdia'],
    ],
  },
];

/** Sports provider lobbies (spec §2 /the-thao/…): one demo lobby each. */
const SPORTS: Array<[GameCategory, string, StudioPartner]> = [
  ['k-sport', 'K-Sport', partner('k-sport', 'K-Sport', 'KSP')],
  ['saba-sport', 'SABA Sport', partner('saba-sport', 'SABA Sport', 'SABA')],
  ['bti-sport', 'BTi Sport', partner('bti-sport', 'BTi Sport', 'BTI')],
  ['im-sport', 'IM Sport', partner('im-sport', 'IM Sport', 'IMS')],
  ['the-thao-ao-pp', 'Thể Thao Ảo PP', partner('pp-virtual', 'PP Virtual Sports', 'PPV')],
  ['the-thao-ao-saba', 'Thể Thao Ảo SABA', partner('saba-sport', 'SABA Sport', 'SABA')],
  ['the-thao-ao-im', 'Thể Thao Ảo IM', partner('im-sport', 'IM Sport', 'IMS')],
  ['the-thao-ao-ksport', 'Thể Thao Ảo K-Sport', partner('k-sport', 'K-Sport', 'KSP')],
];

const LOTTERIES: Array<[GameCategory, string]> = [
  ['lo-de-3-mien', 'Lô Đề 3 Miền'],
  ['lo-de-sieu-toc', 'Lô Đề Siêu Tốc'],
  ['mega645', 'Mega 6/45'],
  ['power655', 'Power 6/55'],
];

const COCKFIGHTS: Array<[GameCategory, string, StudioPartner]> = [
  ['ga28', 'Đá Gà GA28', partner('ga28', 'GA28', 'GA28')],
  ['ws168', 'Đá Gà WS168', partner('ws168', 'WS168', 'WS168')],
];

function build(): StudioGame[] {
  const games: StudioGame[] = [];
  for (const shelf of SHELVES) {
    shelf.games.forEach(([title, engine, extra], index) => {
      const owner = shelf.partners[index % shelf.partners.length] ?? XC;
      games.push({
        ...owner,
        code: `${owner.providerCode.toLowerCase()}-${shelf.category}-${String(index + 1).padStart(2, '0')}`,
        title,
        section: shelf.section,
        category: shelf.category,
        engine,
        device: extra?.device ?? 'all',
        orientation: extra?.orientation ?? shelf.orientation,
        jackpot: shelf.jackpot ?? false,
        live: shelf.live ?? false,
        hot: index < 3,
        lobby: false,
      });
    });
  }
  SPORTS.forEach(([category, title, owner], index) => {
    games.push({
      ...owner,
      code: `${owner.providerCode.toLowerCase()}-${category}`,
      title,
      section: 'the-thao',
      category,
      engine: 'sportsbook',
      device: 'all',
      orientation: 'auto',
      jackpot: false,
      live: false,
      hot: index < 4,
      lobby: true,
    });
  });
  LOTTERIES.forEach(([category, title], index) => {
    games.push({
      ...LOTTERY,
      code: `xcl-${category}`,
      title,
      section: 'lo-de',
      category,
      engine: 'lottery',
      device: 'all',
      orientation: 'auto',
      jackpot: false,
      live: false,
      hot: index < 2,
      lobby: true,
    });
  });
  COCKFIGHTS.forEach(([category, title, owner]) => {
    games.push({
      ...owner,
      code: `${owner.providerCode.toLowerCase()}-${category}`,
      title,
      section: 'da-ga',
      category,
      engine: 'cockfight',
      device: 'all',
      orientation: 'auto',
      jackpot: false,
      live: true,
      hot: true,
      lobby: true,
    });
  });
  return games;
}

/** The studio's catalogue, in lobby order. */
export const STUDIO_GAMES: readonly StudioGame[] = build();

const BY_CODE = new Map(STUDIO_GAMES.map((game) => [game.code, game]));
export const findStudioGame = (code: string): StudioGame | undefined => BY_CODE.get(code);
