import { GAME_CATEGORIES, type GameCategory, type GameSection } from '@xc/api-contract';
import { normalisePath, type AppPath } from './paths';

/**
 * The lobbies' pages and what each lists. Here, not in the games feature, because two readers need it:
 * the lobby page, and the site server, which sends a lobby's first page of games with its HTML.
 */
export interface Lobby {
  section?: GameSection;
  category?: GameCategory;
  /** The section's landing (category chips link from it). */
  home: AppPath;
  /** Category pages of the section, for the chips: [category, page]. */
  pages: readonly (readonly [GameCategory, AppPath])[];
  /** Sports lobbies list providers whose tiles open the shared game frame. */
  framed: boolean;
}

const LOBBIES: readonly { section: GameSection; home: AppPath; page: (c: string) => string }[] = [
  { section: 'cong-game', home: '/cong-game', page: (c) => `/cong-game/${c}` },
  { section: 'live-casino', home: '/live-casino', page: (c) => `/live-casino/${c}` },
  { section: 'lo-de', home: '/lo-de', page: (c) => `/lo-de/${c}` },
  { section: 'the-thao', home: '/the-thao', page: (c) => `/the-thao/${c}` },
  { section: 'da-ga', home: '/da-ga', page: (c) => `/da-ga-${c}` },
];

/** Which games a lobby page lists, from its path (/live-casino/baccarat → live casino, baccarat). */
export function lobbyFor(pathname: string): Lobby | null {
  const path = normalisePath(pathname);
  for (const { section, home, page } of LOBBIES) {
    const categories = GAME_CATEGORIES[section] as readonly GameCategory[];
    const pages = categories.map((c) => [c, page(c) as AppPath] as const);
    if (path === home) return { section, home, pages, framed: section === 'the-thao' };
    const match = pages.find(([, p]) => p === path);
    if (match) return { section, category: match[0], home, pages, framed: section === 'the-thao' };
  }
  // "Game khác" of the portal lists the number and other games, whichever lobby holds them.
  if (path === '/cong-game/game-khac') {
    return {
      category: 'game-khac',
      home: '/cong-game',
      pages: lobbyFor('/cong-game')?.pages ?? [],
      framed: false,
    };
  }
  return null;
}

/**
 * The key by which the site server finds a lobby's grid in its HTML (`data-prepaint`) to paint the
 * first pictures of the games it sends with the page: the page's path, as the paths table writes it.
 */
export const prepaintKey = (pathname: string): string => normalisePath(pathname);
