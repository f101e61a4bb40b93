import type { BigJackpot, GameItem } from '@xc/api-contract';

/** A catalogue entry as the API sends it; `extra` overrides any field. */
export function testGameItem(id: number, title: string, extra: Partial<GameItem> = {}): GameItem {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    title,
    image: `/api/game/thumb/${id}.svg`,
    partnerName: 'XC Studio',
    partner: 'xc-studio',
    partnerProviderCode: 'XCS',
    partnerGameId: `xcs-${id}`,
    device: 'all',
    link: `/game/play?partner_game_type=xcs-${id}`,
    gameDirectLink: null,
    orientationType: 'landscape',
    jackpot: null,
    isFavorite: false,
    streamInfo: null,
    section: 'cong-game',
    category: 'no-hu',
    isHot: false,
    ...extra,
  };
}

/** The big jackpot as `GET /api/game/jackpot` sends it, with a last hit. */
export const testBigJackpot: BigJackpot = {
  id: 'mega',
  name: 'Siêu hũ',
  amount: 5_234_567_890,
  currency: 'VND',
  seedAmount: 1_000_000_000,
  contributionRate: 0.005,
  lastHit: {
    amount: 1_200_000_000,
    hitAt: '2025-11-20T13:05:00.000Z',
    player: 'de****01',
    game: 'Nổ Hũ Thần Tài',
  },
  updatedAt: '2025-11-23T03:00:00.000Z',
};
