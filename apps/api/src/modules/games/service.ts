import {
  GAME_CATEGORIES,
  GAME_CATEGORY_NAMES,
  GAME_ERROR_CODES as CODES,
  GAME_MESSAGES as M,
  GAME_SECTION_NAMES,
  GAME_SECTIONS,
  gameLinkPath,
  type ClientDevice,
  type GameFavoriteRequest,
  type GameItem,
  type GameSectionsResponse,
  type Pagination,
} from '@xc/api-contract';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import type { GameRepository, GameRow, NewGame } from './repository';
import { searchKey } from './search';
import { thumbnailSvg, thumbnailVersion } from './thumbnail';

/** What the platform asks a provider to open a game (real aggregators take the same fields). */
export interface LaunchRequest {
  gameCode: string;
  /** One-time launch token: the provider exchanges it through the wallet protocol's authenticate. */
  token: string;
  device: ClientDevice;
  orientation: 'landscape' | 'portrait' | null;
  category: string;
  language: 'vi';
  currency: 'VND';
}

/** A provider's launch API. */
export interface GameLauncher {
  launchUrl(request: LaunchRequest): Promise<string>;
  /** The lobby URL a direct link opens (the client appends token=<tokenPlay>), for lobby games. */
  directLink(gameCode: string): string;
}

/** A game as a provider publishes it; the platform imports these into its catalogue. */
export interface ProviderGame {
  code: string;
  title: string;
  section: NewGame['section'];
  category: string;
  partner: string;
  partnerName: string;
  providerCode: string;
  device: NewGame['device'];
  orientation: NewGame['orientation'];
  jackpot: boolean;
  live: boolean;
  hot: boolean;
  lobby: boolean;
}

export const gameNotFound = (): AppError => new AppError(400, CODES.gameNotFound, M.gameNotFound);

export interface GameListFilter {
  section?: string;
  category?: string;
  partner?: string;
  search?: string;
  hot?: 'true' | 'false';
  page: number;
  per_page: number;
}

/** The jackpot figures tiles show: a pool's amount (integer VND) by its code, read from memory. */
export interface JackpotFigures {
  amountOf(code: string): number | null;
  /** Resolves once the figures are loaded (at most about a second old). */
  current(): Promise<unknown>;
}

export interface GameServiceOptions {
  launchers: Readonly<Record<string, GameLauncher>>;
  jackpots?: JackpotFigures;
  /** How long a replica serves the catalogue from memory (default 30 s; an import refreshes at once). */
  cacheMs?: number;
}

interface Catalogue {
  games: readonly GameRow[];
  byUuid: ReadonlyMap<string, GameRow>;
  byPartnerGame: ReadonlyMap<string, GameRow>;
  byId: ReadonlyMap<number, GameRow>;
  search: ReadonlyMap<number, string>;
}

const CATALOGUE_CACHE_MS = 30_000;
const partnerGameKey = (providerCode: string, gameId: string) => `${providerCode}\u0000${gameId}`;

/** The game catalogue: lobbies, search, favourites and thumbnails. Read from memory, ~150 rows. */
export class GameService {
  private cached: { value: Promise<Catalogue>; expiresAt: number } | null = null;
  private readonly jackpots: JackpotFigures;

  constructor(
    private readonly repository: GameRepository,
    private readonly clock: Clock,
    private readonly options: GameServiceOptions,
  ) {
    this.jackpots = options.jackpots ?? { amountOf: () => null, current: async () => undefined };
  }

  private catalogue(): Promise<Catalogue> {
    const now = Date.now();
    if (this.cached && this.cached.expiresAt > now) return this.cached.value;
    const value = this.repository.all().then((games): Catalogue => {
      const byUuid = new Map<string, GameRow>();
      const byPartnerGame = new Map<string, GameRow>();
      const byId = new Map<number, GameRow>();
      const search = new Map<number, string>();
      for (const game of games) {
        byUuid.set(game.uuid, game);
        byPartnerGame.set(partnerGameKey(game.partnerProviderCode, game.partnerGameId), game);
        byId.set(game.id, game);
        search.set(game.id, `${game.searchKey} ${searchKey(game.partnerName)}`);
      }
      return { games, byUuid, byPartnerGame, byId, search };
    });
    const entry = { value, expiresAt: now + (this.options.cacheMs ?? CATALOGUE_CACHE_MS) };
    this.cached = entry;
    value.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return value;
  }

  invalidate(): void {
    this.cached = null;
  }

  async all(): Promise<readonly GameRow[]> {
    return (await this.catalogue()).games;
  }

  async findById(id: number): Promise<GameRow | undefined> {
    return (await this.catalogue()).byId.get(id);
  }

  async findByUuid(uuid: string): Promise<GameRow | undefined> {
    return (await this.catalogue()).byUuid.get(uuid);
  }

  async findByPartnerGame(providerCode: string, gameId: string): Promise<GameRow | undefined> {
    return (await this.catalogue()).byPartnerGame.get(partnerGameKey(providerCode, gameId));
  }

  /** The game a provider means by its own game code. */
  async findByProviderCode(provider: string, gameCode: string): Promise<GameRow | undefined> {
    return (await this.catalogue()).games.find(
      (game) => game.provider === provider && game.partnerGameId === gameCode,
    );
  }

  /** The live tables' streams, as `${groupId}/${streamId}` (what the stream service knows). */
  async liveStreams(): Promise<Set<string>> {
    const streams = new Set<string>();
    for (const game of (await this.catalogue()).games) {
      if (game.enabled && game.stream) streams.add(`${game.stream.groupId}/${game.stream.streamId}`);
    }
    return streams;
  }

  launcherOf(provider: string): GameLauncher | undefined {
    return this.options.launchers[provider];
  }

  toItem(game: GameRow, favorites: ReadonlySet<number>): GameItem {
    const launcher = this.options.launchers[game.provider];
    return {
      id: game.id,
      uuid: game.uuid,
      title: game.title,
      image: `/api/game/thumb/${game.uuid}.svg?v=${thumbnailVersion(thumbSubject(game))}`,
      partnerName: game.partnerName,
      partner: game.partner,
      partnerProviderCode: game.partnerProviderCode,
      partnerGameId: game.partnerGameId,
      device: game.device,
      link: gameLinkPath({ ...game, orientationType: game.orientation }),
      gameDirectLink: game.lobby && launcher ? launcher.directLink(game.partnerGameId) : null,
      orientationType: game.orientation,
      jackpot: game.jackpotCode ? this.jackpots.amountOf(game.jackpotCode) : null,
      isFavorite: favorites.has(game.id),
      streamInfo: game.stream ?? null,
      section: game.section,
      category: game.category,
      isHot: game.hot,
    };
  }

  /** One page of the enabled games matching every given filter, in lobby order. */
  async list(
    filter: GameListFilter,
    playerId: number | null,
  ): Promise<{ items: GameItem[]; pagination: Pagination }> {
    const [catalogue] = await Promise.all([this.catalogue(), this.jackpots.current()]);
    const phrase = filter.search ? searchKey(filter.search) : '';
    const words = phrase.split(' ').filter(Boolean);
    const partner = filter.partner?.toLowerCase();
    const matching = catalogue.games.filter(
      (game) =>
        game.enabled &&
        (!filter.section || game.section === filter.section) &&
        (!filter.category || game.category === filter.category) &&
        (!partner || game.partner === partner) &&
        (filter.hot !== 'true' || game.hot) &&
        (words.length === 0 || matchesWords(catalogue.search.get(game.id) ?? '', words)),
    );
    // Titles holding the whole phrase come first: "da ga" puts "Đá Gà …" before "Ai Cập Cổ Đại".
    if (words.length > 0) {
      matching.sort(
        (a, b) =>
          Number(!` ${a.searchKey}`.includes(` ${phrase}`)) -
          Number(!` ${b.searchKey}`.includes(` ${phrase}`)),
      );
    }
    const favorites = new Set(playerId === null ? [] : await this.repository.favoriteIds(playerId));
    const start = (filter.page - 1) * filter.per_page;
    return {
      items: matching.slice(start, start + filter.per_page).map((game) => this.toItem(game, favorites)),
      pagination: {
        total: matching.length,
        page: filter.page,
        per_page: filter.per_page,
        last_page: Math.max(1, Math.ceil(matching.length / filter.per_page)),
      },
    };
  }

  /** Each lobby with its categories and partners, counted over the enabled games. */
  async sections(): Promise<GameSectionsResponse['data']> {
    const games = (await this.catalogue()).games.filter((game) => game.enabled);
    return GAME_SECTIONS.map((section) => {
      const inSection = games.filter((game) => game.section === section);
      const partners = new Map<
        string,
        { partner: string; partnerName: string; partnerProviderCode: string; total: number }
      >();
      for (const game of inSection) {
        const entry = partners.get(game.partner) ?? {
          partner: game.partner,
          partnerName: game.partnerName,
          partnerProviderCode: game.partnerProviderCode,
          total: 0,
        };
        entry.total += 1;
        partners.set(game.partner, entry);
      }
      return {
        slug: section,
        name: GAME_SECTION_NAMES[section],
        total: inSection.length,
        categories: GAME_CATEGORIES[section].map((slug) => ({
          slug,
          name: GAME_CATEGORY_NAMES[slug],
          total: inSection.filter((game) => game.category === slug).length,
        })),
        partners: [...partners.values()],
      };
    });
  }

  async favorites(playerId: number): Promise<GameItem[]> {
    const [catalogue] = await Promise.all([this.catalogue(), this.jackpots.current()]);
    const ids = await this.repository.favoriteIds(playerId);
    const favorites = new Set(ids);
    return ids
      .map((id) => catalogue.byId.get(id))
      .filter((game): game is GameRow => game !== undefined && game.enabled)
      .map((game) => this.toItem(game, favorites));
  }

  /** Spec §7 favourite: `userId` must be the caller (403 otherwise); adding or removing twice is fine. */
  async setFavorite(
    player: { playerId: number; brand: string },
    request: Pick<GameFavoriteRequest, 'uuid' | 'userId'>,
    favorite: boolean,
  ): Promise<{ uuid: string; isFavorite: boolean }> {
    const { playerId } = player;
    if (request.userId !== playerId) throw new AppError(403, CODES.forbidden, M.forbidden);
    const game = await this.findByUuid(request.uuid);
    if (!game || (favorite && !game.enabled)) throw new AppError(404, CODES.gameNotFound, M.gameNotFound);
    if (favorite)
      await this.repository.addFavorite({ id: playerId, brand: player.brand }, game.id, this.clock());
    else await this.repository.removeFavorite(playerId, game.id);
    return { uuid: game.uuid, isFavorite: favorite };
  }

  async thumbnail(uuid: string): Promise<{ svg: string; version: string } | undefined> {
    const game = await this.findByUuid(uuid);
    if (!game) return undefined;
    const subject = thumbSubject(game);
    return { svg: thumbnailSvg(subject), version: thumbnailVersion(subject) };
  }

  /** Imports (or refreshes) a provider's games into the catalogue; idempotent. */
  async importFrom(
    provider: string,
    providerGames: readonly ProviderGame[],
    jackpotCodeOf: (game: ProviderGame) => string | null,
  ): Promise<{ inserted: number; updated: number }> {
    const now = this.clock();
    const result = await this.repository.upsert(
      providerGames.map((game, index) => ({
        provider,
        title: game.title,
        searchKey: searchKey(game.title),
        section: game.section,
        category: game.category,
        partner: game.partner,
        partnerName: game.partnerName,
        partnerProviderCode: game.providerCode,
        partnerGameId: game.code,
        device: game.device,
        orientation: game.orientation,
        jackpotCode: game.jackpot ? jackpotCodeOf(game) : null,
        stream: game.live
          ? { groupId: 'xc-live', streamId: game.code, streamUniqueId: `xc-live/${game.code}`, id: game.code }
          : null,
        lobby: game.lobby,
        hot: game.hot,
        enabled: true,
        sortOrder: index + 1,
        createdAt: now,
        updatedAt: now,
      })),
    );
    this.invalidate();
    return result;
  }
}

/** Every word typed starts a word of the title or partner ("tai x" finds "Tài Xỉu"). */
function matchesWords(key: string, words: readonly string[]): boolean {
  const padded = ` ${key}`;
  return words.every((word) => padded.includes(` ${word}`));
}

function thumbSubject(game: GameRow) {
  return {
    uuid: game.uuid,
    title: game.title,
    category: game.category,
    partnerName: game.partnerName,
    hot: game.hot,
  };
}
