import { defineModal, modalPort } from '@xc/ui-kit';

export type { ClaimSuccessParams } from './modals/claim-success-modal';

/** The missions feature's modal (spec §3 id); its body's module is fetched when it first opens. */
export const missionsModals = {
  /** After a claim: the mission, its reward, the API's message and the new balance. */
  missionClaimSuccess: defineModal('missionClaimSuccess', () =>
    import('./modals/claim-success-modal').then((m) => ({ default: m.ClaimSuccessModal })),
  ),
};

/**
 * The modals of another feature (auth) the board opens: login or register for a visitor (resolving
 * to `true` once signed in), and the phone verification a mission asks (resolving to `true`).
 */
export const missionsModalPorts = {
  login: modalPort<{ tab: 0 | 1; returnTo?: string }, true>()('auth'),
  verify: modalPort<undefined, true>()('verify'),
};
