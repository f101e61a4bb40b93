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

/**
 * What a page's body reads of its copy (headings; the description where a page shows it): the root
 * route's data carries the entry of the page at the location, so the browser needs no copy table.
 */
export type PageCopy = Pick<RouteSeo, 'title' | 'h1' | 'h2'> & { description?: string };

/** Pages' copy by route id (the root route's data: the page at the location). */
export type PageCopies = Partial<Record<string, PageCopy>>;
