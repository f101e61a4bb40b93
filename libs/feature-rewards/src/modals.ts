import { defineModal, modalPort } from '@xc/ui-kit';

export type { SpinMessageParams } from './spin/spin-message-modal';
export type { PeriodRewardParams } from './popups/period-modal';

/** The rewards feature's modals (spec §3 ids); each body's module is fetched when it first opens. */
export const rewardsModals = {
  /** After a registration: what to do first (verify the phone, the first deposit with its bonus, promotions). */
  eventWelcome: defineModal('eventWelcome', () =>
    import('./popups/welcome-modal').then((m) => ({ default: m.WelcomeModal })),
  ),
  /** Today's spin is waiting; "Quay ngay" opens `spinReward`. */
  eventGetRewardDaily: defineModal('eventGetRewardDaily', () =>
    import('./popups/daily-modal').then((m) => ({ default: m.DailyRewardModal })),
  ),
  /** A lost-bet refund is claimable; claimed from the modal or on its page. */
  eventGetRewardPeriod: defineModal('eventGetRewardPeriod', () =>
    import('./popups/period-modal').then((m) => ({ default: m.PeriodRewardModal })),
  ),
  /** The daily lucky spin: the wheel, the prize table, the committed seed hash; resolves to the result. */
  spinReward: defineModal('spinReward', () =>
    import('./spin/spin-modal').then((m) => ({ default: m.SpinModal })),
  ),
  /** A spin's result with the revealed seed and how to check it. */
  spinMessage: defineModal('spinMessage', () =>
    import('./spin/spin-message-modal').then((m) => ({ default: m.SpinMessageModal })),
  ),
};

/**
 * The modals of another feature (auth) these open: a visitor is asked to log in (resolving to `true`
 * once signed in) and the phone is verified through `verify` (resolving to `true` once verified).
 */
export const rewardsModalPorts = {
  login: modalPort<{ tab: 0 | 1; returnTo?: string }, true>()('auth'),
  verify: modalPort<undefined, true>()('verify'),
};
