import type { RobotsPolicy, RobotsValue } from '@xc/brand';

/** The home page, or any other public page. */
export type PageKind = 'home' | 'inner';

/**
 * The robots meta value of a page under a brand's policy (spec §4), or null when the page carries
 * none (xc06's inner pages): home and inner pages take their override, else the default.
 */
export function robotsFor(policy: RobotsPolicy, kind: PageKind): RobotsValue | null {
  if (kind === 'home') return policy.home ?? policy.default;
  return policy.inner === undefined ? policy.default : policy.inner;
}

/** Search engines index a page whose robots value allows it, or that carries none. */
export const isIndexable = (value: RobotsValue | null): boolean =>
  value === null || value === 'index, follow';

/** Error and maintenance pages are never indexed, whatever the brand's policy. */
export const ERROR_ROBOTS: RobotsValue = 'noindex, nofollow';
