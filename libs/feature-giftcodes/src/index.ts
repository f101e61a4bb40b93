import { SHELL_PLACES } from '@xc/ui-kit';
import { giftCodeModalPorts, giftCodeModals } from './modals';
import { GIFT_CODE_EVENT_PATH } from './paths';

export { giftCodeModalPorts, giftCodeModals, type GiftCodeParams } from './modals';

/**
 * What a brand composes when it offers gift codes: the `giftCode` and `receivedGiftcode` modals, the
 * login and phone verification it opens (the auth feature's), and its entry points in other
 * features' places, each fetched lazily after hydration where it shows: the header (players), the
 * gift-code event page (keeping its room from the first paint: a visitor's height at 375 px and
 * 768 px, ui-kit's ExtensionRoom), and the account area's aside. Its texts are not exported: they
 * load with those pieces, never in a page's first script.
 */
export const giftCodesFeature = {
  modals: giftCodeModals,
  modalPorts: giftCodeModalPorts,
  extensions: {
    [SHELL_PLACES.header]: [
      () => import('./extensions/header-gift-button').then((m) => ({ default: m.HeaderGiftButton })),
    ],
    [GIFT_CODE_EVENT_PATH]: [
      {
        load: () => import('./extensions/event-panel').then((m) => ({ default: m.GiftCodeEventPanel })),
        room: { mobile: 209, tabletUp: 185 },
      },
    ],
    [SHELL_PLACES.accountAside]: [
      () => import('./extensions/account-aside').then((m) => ({ default: m.AccountGiftCodeAside })),
    ],
  },
};
