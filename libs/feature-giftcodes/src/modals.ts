import { defineModal, modalPort } from '@xc/ui-kit';

/** What `giftCode` may be opened with: a code to put in the field (a link carrying one). */
export interface GiftCodeParams {
  code?: string;
}

/** The gift-code feature's modals (spec §3 ids); each body's module is fetched when it first opens. */
export const giftCodeModals = {
  /**
   * `giftCode`: the one field, checked as the API checks it; resolves to the redemption when a code
   * is accepted (it then opens `receivedGiftcode` itself). A visitor gets the login modal instead.
   */
  giftCode: defineModal('giftCode', () =>
    import('./modals/gift-code-modal').then((m) => ({ default: m.GiftCodeModal })),
  ),
  /** `receivedGiftcode`: what a redemption gave and what it asks before a withdrawal. */
  receivedGiftcode: defineModal('receivedGiftcode', () =>
    import('./modals/received-gift-code-modal').then((m) => ({ default: m.ReceivedGiftCodeModal })),
  ),
};

/**
 * The modals of the auth feature these pieces open: login for a visitor (then the gift code), and
 * the phone verification a redemption needs; each resolves to `true` once done.
 */
export const giftCodeModalPorts = {
  login: modalPort<{ tab: 0 | 1; returnTo?: string }, true>()('auth'),
  verify: modalPort<undefined, true>()('verify'),
};
