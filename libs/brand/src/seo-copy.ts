/** SEO copy of one route for one brand (spec §3 "Page metadata"). */
export interface RouteSeo {
  title: string;
  description: string;
  keywords: string;
  h1: string;
  h2?: string;
}

/**
 * A brand's SEO copy, keyed by route id. `K` is the union of the shared route table's public ids, so a
 * brand that forgets a route fails typecheck.
 */
export type SeoCopy<K extends string = string> = Record<K, RouteSeo>;
