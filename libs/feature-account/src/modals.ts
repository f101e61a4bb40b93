import { defineModal, modalPort } from '@xc/ui-kit';

/** The account feature's own modals; each body's module is fetched when it first opens. */
export const accountModals = {
  /** `addBank` resolves to `true` once the account is added. */
  addBank: defineModal('addBank', () => import('./modals/add-bank-modal').then((m) => ({ default: m.AddBankModal }))),
  /** `confirm` resolves to `true` when the player confirms (replacing an open deposit voucher). */
  confirm: defineModal('confirm', () => import('./modals/confirm-modal').then((m) => ({ default: m.ConfirmModal }))),
  /** `cardDetail`: the PINs and serials of a paid card withdrawal. */
  cardDetail: defineModal('cardDetail', () =>
    import('./withdraw/card-detail-modal').then((m) => ({ default: m.CardDetailModal })),
  ),
};

/**
 * The modals of another feature (auth) the account pages open, with the types they rely on: each
 * resolves to `true` once the phone or email is verified or the password changed. A brand offering
 * this feature without one declaring them fails typecheck (see `createRootModule`).
 */
export const accountModalPorts = {
  verify: modalPort<undefined, true>()('verify'),
  verifyEmail: modalPort<undefined, true>()('verifyEmail'),
  changePw: modalPort<undefined, true>()('changePw'),
};
