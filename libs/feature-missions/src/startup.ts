import { useMissionBadge } from './use-mission-badge';
import { useMissionTracking } from './tracking';

/** Run once on every page, after the auth feature's session refresh: the badge, then the tracking loop. */
const startup: readonly (() => void)[] = [useMissionBadge, useMissionTracking];
export default startup;
