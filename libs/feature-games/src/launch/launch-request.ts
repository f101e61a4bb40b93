import type { ClientDevice, GameItem, GameLinkQuery } from '@xc/api-contract';
import { getGameLink, serverMessageOr, type ApiError, type CallOptions } from '@xc/data-access-api';
import { gamesTexts } from '../texts';

export type LaunchRequest =
  /** A provider lobby the player enters with their play token, no call needed. */
  | { kind: 'direct'; url: string }
  /** Ask GET /api/game/link for the URL. */
  | { kind: 'link'; query: GameLinkQuery };

type Launchable = Pick<
  GameItem,
  'link' | 'gameDirectLink' | 'partnerGameId' | 'partnerProviderCode' | 'category' | 'orientationType'
>;

/**
 * Spec §5 "Game link": a direct link gets the player's play token as query parameter `token` when
 * there is one; otherwise partner game type, provider, device, category name and orientation come
 * from the link's query string, or from the game's own fields.
 */
export function launchRequest(
  game: Launchable,
  tokenPlay: string | undefined,
  device: ClientDevice,
): LaunchRequest {
  if (game.gameDirectLink && tokenPlay) {
    const url = new URL(game.gameDirectLink, 'http://relative.invalid');
    url.searchParams.set('token', tokenPlay);
    const relative = url.origin === 'http://relative.invalid';
    return { kind: 'direct', url: relative ? url.pathname + url.search + url.hash : url.toString() };
  }
  const fromLink = new URL(game.link, 'http://relative.invalid').searchParams;
  const orientation =
    fromLink.get('orientation') ?? (game.orientationType === 'auto' ? undefined : game.orientationType);
  return {
    kind: 'link',
    query: {
      partner_game_type: fromLink.get('partner_game_type') ?? game.partnerGameId,
      partner_provider: fromLink.get('partner_provider') ?? game.partnerProviderCode,
      device: (fromLink.get('device') as ClientDevice | null) ?? device,
      category_name: fromLink.get('category_name') ?? game.category,
      ...(orientation === 'landscape' || orientation === 'portrait' ? { orientation } : {}),
    },
  };
}

/** Spec §8 game link errors: a 400 shows the server's message (or its nested original error), else the generic text. */
export function linkErrorText(error: ApiError, generic: string): string {
  return error.status === 400 ? serverMessageOr(error, generic) : generic;
}

/**
 * Where a launch leads: the direct link, or the address GET /api/game/link gives; otherwise the text
 * to show (spec §8).
 */
export async function launchAddress(
  request: LaunchRequest,
  options: CallOptions = {},
): Promise<string | { error: string }> {
  if (request.kind === 'direct') return request.url;
  const link = await getGameLink(request.query, options);
  if (!link.ok) return { error: linkErrorText(link.error, gamesTexts.t('genericError')) };
  return link.data || { error: gamesTexts.t('linkFallback') };
}
