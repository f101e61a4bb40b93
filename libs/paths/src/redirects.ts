import { type AppPath, normalisePath } from './paths';

/** One legacy redirect of a brand: a 301 from the site server, an in-app navigation on the client. */
export interface RedirectRule {
  /** Exact path (case-sensitive, a trailing slash matches), or a prefix when `prefix` is true. */
  from: string;
  /** Sub-paths redirect too: `/quayso` also matches `/quayso/abc`. */
  prefix?: boolean;
  /** Only when the query has this parameter value. */
  query?: { name: string; value: string };
  /** Must be a real page: a target that is not one fails typecheck. */
  to: AppPath;
}

function matches(rule: RedirectRule, pathname: string, search: URLSearchParams): boolean {
  const from = normalisePath(rule.from);
  const pathMatches = pathname === from || (rule.prefix === true && pathname.startsWith(`${from}/`));
  return pathMatches && (!rule.query || search.get(rule.query.name) === rule.query.value);
}

/**
 * Where a legacy URL goes, or undefined. Rules with a query condition win over plain ones for the
 * same path, so `/khuyen-mai?tab=events` is not shadowed by a rule for `/khuyen-mai`.
 */
export function findRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
  search = '',
): AppPath | undefined {
  const path = normalisePath(pathname);
  const params = new URLSearchParams(search);
  const rule =
    rules.find((r) => r.query !== undefined && matches(r, path, params)) ??
    rules.find((r) => r.query === undefined && matches(r, path, params));
  return rule?.to;
}
