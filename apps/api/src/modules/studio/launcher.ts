import type { GameLauncher, LaunchRequest } from '../games/service';

/**
 * The studio's launch API as the platform sees it. A real provider answers a launch call over HTTP;
 * the studio's URL is computable, so this builds it: the game page then exchanges the token through
 * the wallet protocol's authenticate.
 */
export class StudioLauncher implements GameLauncher {
  /** `baseUrl`: the studio's origin when it is served elsewhere; '' = same origin as the site. */
  constructor(private readonly baseUrl = '') {}

  async launchUrl(request: LaunchRequest): Promise<string> {
    const query = new URLSearchParams({
      token: request.token,
      lang: request.language,
      currency: request.currency,
      device: request.device,
      category: request.category,
    });
    if (request.orientation) query.set('orientation', request.orientation);
    return `${this.directLink(request.gameCode)}?${query.toString()}`;
  }

  directLink(gameCode: string): string {
    return `${this.baseUrl}/studio/play/${encodeURIComponent(gameCode)}`;
  }
}
