import type { PageExtensions } from '@xc/ui-kit';

/**
 * What this feature shows inside the content pages of feature-content (by their path), each loaded
 * only where it is shown, after hydration.
 */
export const rewardsExtensions = {
  '/su-kien': [() => import('./spin/spin-entry').then((m) => ({ default: m.SpinEntry }))],
  '/su-kien/hoan-tra-cuoc': [() => import('./refund/refund-panel').then((m) => ({ default: m.RefundPanel }))],
  '/su-kien/thuong-tai-app': [
    () => import('./app-bonus/app-bonus-panel').then((m) => ({ default: m.AppBonusPanel })),
  ],
} satisfies PageExtensions;
