import { GAME_PATHS, gameListQuerySchema, gameListResponseSchema } from '@xc/api-contract';
import { lobbyFor, prepaintKey } from '@xc/paths/lobbies';
import type { GameService } from './service';

/**
 * The tiles whose pictures come with the page: a wide screen's first row (six columns), a phone's
 * first three rows. The rest load as the grid draws them, as they always did.
 */
const FIRST_PICTURES = 6;

/**
 * A lobby page's first read, answered before the page asks: the first page of its games as a visitor
 * gets them from `GET /api/game/list` (same query, same JSON), for the site server to send with the
 * page's HTML, with the first pictures and the key of the grid that shows them (the lobby page's
 * `data-prepaint`). Undefined for a page that is not a lobby.
 */
export function lobbyFirstRead(games: GameService) {
  return async (pathname: string) => {
    const lobby = lobbyFor(pathname);
    if (!lobby) return undefined;
    // The query the lobby's grid sends for its first page (no partner, no search), in its order.
    const params = new URLSearchParams();
    if (lobby.section) params.set('section', lobby.section);
    if (lobby.category) params.set('category', lobby.category);
    params.set('page', '1');
    const query = gameListQuerySchema.parse(Object.fromEntries(params));
    const { items, pagination } = await games.list(query, null);
    return {
      path: `${GAME_PATHS.list}?${params}`,
      body: JSON.stringify(gameListResponseSchema.parse({ data: items, meta: { pagination } })),
      images: items.slice(0, FIRST_PICTURES).map((game) => game.image),
      prepaint: prepaintKey(pathname),
    };
  };
}
