import type { PageExtensions } from '@xc/ui-kit';

/**
 * In feature-content's pages, under their lead, after hydration: the featured missions on the
 * events hub `/su-kien`, the board on the event page `/su-kien/nhiem-vu`.
 */
export const missionsExtensions = {
  '/su-kien': [() => import('./featured/featured-missions').then((m) => ({ default: m.FeaturedMissions }))],
  '/su-kien/nhiem-vu': [() => import('./board/mission-board').then((m) => ({ default: m.MissionBoard }))],
} satisfies PageExtensions;
