import { JACKPOT_MESSAGES } from '@xc/api-contract';
import { defineTexts } from '@xc/i18n';

/** Vietnamese texts of the jackpot feature (namespace `feature-jackpot`); the spec's texts are exact. */
export const jackpotTexts = defineTexts('feature-jackpot', {
  button: {
    tag: 'Jackpot',
    /** The button's description; its name is what it shows ("Jackpot 5.23 tỷ"), for voice control. */
    action: 'Xem các hũ thưởng',
  },
  popup: {
    title: 'Hũ thưởng Jackpot',
    lead: 'Hũ tăng theo từng ván cược và có thể nổ bất cứ lúc nào.',
    lastHit: 'Lần nổ gần nhất',
    lastHitWinner: '{{player}} trúng {{amount}}',
    lastHitWhere: '{{game}} · {{time}}',
    neverHit: 'Siêu hũ chưa nổ lần nào. Người may mắn đầu tiên có thể là bạn!',
    gamesHeading: 'Hũ của từng trò chơi',
    gameFallback: 'Trò chơi #{{id}}',
    noGames: 'Hiện chưa có trò chơi nào có hũ riêng.',
    loading: 'Đang tải dữ liệu jackpot',
    /** Spec §8: the popup's failure text. */
    failed: JACKPOT_MESSAGES.popupFailed,
    retry: 'Thử lại',
  },
});

export const useJackpotTexts = jackpotTexts.useTexts;
