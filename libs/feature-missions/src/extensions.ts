import type { PageExtensions } from '@xc/ui-kit';

/**
 * In feature-content's pages, under their lead, after hydration: the featured missions on the
 * events hub `/su-kien`, the board on the event page `/su-kien/nhiem-vu`. Each keeps its room from
 * the first paint (ui-kit's ExtensionRoom): a visitor's height measured at 375 px and at 768 px.
 */
export const missionsExtensions = {
  '/su-kien': [
    {
      load: () => import('./featured/featured-missions').then((m) => ({ default: m.FeaturedMissions })),
      room: { mobile: 118, tabletUp: 94 },
    },
  ],
  '/su-kien/nhiem-vu': [
    {
      load: () => import('./board/mission-board').then((m) => ({ default: m.MissionBoard })),
      room: { mobile: 530, tabletUp: 401 },
    },
  ],
} satisfies PageExtensions;
