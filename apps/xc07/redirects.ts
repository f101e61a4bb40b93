import type { RedirectRule } from '@xc/brand';

/** Legacy paths of this brand: none. */
export const redirects: RedirectRule[] = [];
