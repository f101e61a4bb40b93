// What kind of page a path is, for the budgets and targets of issue 13 (bench:size, bench:web). Run
// under tsx (package.json), so the pages table is read from its TypeScript source.
import { findPage } from '../../libs/paths/src/paths.ts';

// Content pages (support, news, promotions, events, generic pages) carry the frame and their text;
// home and the lobbies carry game tiles and lists as well.
const CONTENT_GROUPS = new Set(['support', 'news', 'promotions', 'events', 'generic']);
const LOBBY_GROUPS = new Set(['home', 'live-casino', 'portal', 'sports', 'lottery', 'cockfight']);

/** content, lobby (home included) or other, from the page's group in @xc/paths (news articles are news). */
export function pageType(route) {
  if (route.startsWith('/tin-tuc/')) return 'content';
  const group = findPage(route)?.group;
  if (group && CONTENT_GROUPS.has(group)) return 'content';
  if (group && LOBBY_GROUPS.has(group)) return 'lobby';
  return 'other';
}
