/** The history's gift-code tab (the account feature renders it; `?tab=giftcode` opens it). */
export const GIFT_CODE_HISTORY_PATH = '/account/history?tab=giftcode';
/** The event page the feature extends. */
export const GIFT_CODE_EVENT_PATH = '/su-kien/gift-code';
