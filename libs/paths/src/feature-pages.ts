import type { AppPath, LayoutId, PageGroup } from './paths';

/**
 * One route module a feature publishes, and the pages of the table it renders. When several
 * features could render a page, an exact path wins over a layout, and a layout over a group.
 */
export interface PageModule {
  /** The module, relative to the feature's `src/` folder. */
  file: string;
  paths?: readonly AppPath[];
  layouts?: readonly LayoutId[];
  groups?: readonly PageGroup[];
  /** A route outside the pages table (news articles): its id, pattern and layout. */
  route?: { id: string; path: string; layout: LayoutId };
}

/** The route modules of one feature: what its package publishes for a brand's route table. */
export interface FeaturePages {
  /** The feature's `src/` folder from the workspace root (route files are read from the brand app). */
  root: string;
  pages: Readonly<Record<string, PageModule>>;
}

/**
 * Declares a feature's pages (typed: a path, layout or group that does not exist fails typecheck).
 * `root` is the feature's own folder, so moving a page file touches only the feature.
 */
export const featurePages = <const T extends Record<string, PageModule>>(
  root: string,
  pages: T,
): FeaturePages & { pages: T } => ({ root, pages });
