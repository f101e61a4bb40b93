import { defineModal, modalPort } from '@xc/ui-kit';

/** The promotions feature's own modal; its body's module is fetched when it first opens. */
export const promotionsModals = {
  /**
   * `cancelPromotion` (spec §3 modal ids): what cancelling the active bonus forfeits and what stays,
   * then the `confirm` step; resolves to the cancelled bonus.
   */
  cancelPromotion: defineModal('cancelPromotion', () =>
    import('./modals/cancel-promotion-modal').then((m) => ({ default: m.CancelPromotionModal })),
  ),
};

/**
 * The modal of another feature (account) this one opens: the generic `confirm` (a title, a message,
 * two labels), resolving to `true` when confirmed. A brand offering promotions without a feature
 * declaring it fails typecheck (see `createRootModule`).
 */
export const promotionsModalPorts = {
  confirm: modalPort<{ title: string; message: string; confirmLabel: string; cancelLabel: string }, true>()('confirm'),
};
