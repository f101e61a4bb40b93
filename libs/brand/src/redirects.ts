/** One legacy redirect of a brand (301 from the site server, in-app navigation on the client). */
export interface RedirectRule {
  /** Exact path, or a prefix when `prefix` is true (sub-paths redirect too). */
  from: string;
  prefix?: boolean;
  /** Only when the query has this parameter value. */
  query?: { name: string; value: string };
  to: string;
}
