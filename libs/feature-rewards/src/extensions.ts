import type { PageExtensions } from '@xc/ui-kit';

/**
 * What this feature shows inside the content pages of feature-content (by their path), each loaded
 * only where it is shown, after hydration. Each keeps its room from the first paint (ui-kit's
 * ExtensionRoom): a visitor's height measured at 375 px and at 768 px, margin included.
 */
export const rewardsExtensions = {
  '/su-kien': [
    {
      load: () => import('./spin/spin-entry').then((m) => ({ default: m.SpinEntry })),
      room: { mobile: 234, tabletUp: 150 },
    },
  ],
  '/su-kien/hoan-tra-cuoc': [
    {
      load: () => import('./refund/refund-panel').then((m) => ({ default: m.RefundPanel })),
      room: { mobile: 1279, tabletUp: 815 },
    },
  ],
  '/su-kien/thuong-tai-app': [
    {
      load: () => import('./app-bonus/app-bonus-panel').then((m) => ({ default: m.AppBonusPanel })),
      room: { mobile: 566, tabletUp: 494 },
    },
  ],
} satisfies PageExtensions;
