import { useMissionTotal } from './badge';
import { missionsExtensions } from './extensions';
import { missionsModalPorts, missionsModals } from './modals';
import { missionsPages } from './pages';

export { missionsModalPorts, missionsModals, type ClaimSuccessParams } from './modals';

/**
 * What a brand composes when it offers missions: the `/nhiem-vu` page and the same board on the
 * `/su-kien/nhiem-vu` event page, the `missionClaimSuccess` modal, the auth feature's login and
 * verify modals it opens, the gift button's badge (`useMissionTotal`) and, after hydration, the
 * start-up hooks that keep the badge and run the tracking loop.
 */
export const missionsFeature = {
  pages: missionsPages,
  modals: missionsModals,
  modalPorts: missionsModalPorts,
  extensions: missionsExtensions,
  slots: {
    useMissionTotal,
    startup: () => import('./startup').then((m) => m.default),
  },
};
