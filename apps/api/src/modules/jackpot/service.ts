import { CURRENCY, type BigJackpot } from '@xc/api-contract';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/database';
import type { WagerJackpotPlan, WagerJackpots } from '../bets/provider-wallet';
import { maskName } from '../bets/provider-wallet';
import type { GameRow } from '../games/repository';
import type { GameService } from '../games/service';
import type { LedgerLine } from '../wallet/ledger-repository';
import { HOUSE, jackpotAccount, playerAccount, type WalletService } from '../wallet/service';
import { JackpotRepository, type JackpotWithLastHit, type NewJackpot } from './repository';

/** The big jackpot: every studio wager feeds it. */
export const GRAND_JACKPOT = 'grand';
export const GRAND_JACKPOT_NAME = 'Siêu Hũ';

/** Rules of the pools (documented in apps/api/README.md, "Jackpots"). */
export const JACKPOT_RULES = {
  grand: { seedAmount: 2_000_000_000, contributionBp: 50, hitOneIn: 100_000 },
  game: { contributionBp: 100, hitOneIn: 5_000 },
  /** Only wagers of at least this much on these categories can hit. */
  minimumWager: 10_000,
  hitCategories: ['no-hu', 'slot'] as readonly string[],
} as const;

/** A game pool restarts from 50–500 million VND, the same for a game every time. */
export function gameSeedAmount(code: string): number {
  const unit = createHash('sha256').update(code).digest().readUInt32BE(0) / 2 ** 32;
  return (50 + Math.floor(unit * 451)) * 1_000_000;
}

/** A precomputed answer: the JSON text and its compressed forms, built once per refresh. */
export interface CachedBody {
  json: string;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
}

const COMPRESS_ABOVE = 1024;

export function cachedBody(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  const big = Buffer.byteLength(json) > COMPRESS_ABOVE;
  return {
    json,
    gzip: big ? gzipSync(json, { level: 9 }) : null,
    br: big ? brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : null,
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 16)}"`,
  };
}

export interface JackpotServiceOptions {
  /** Draws in [0, 1) for hits; tests pass their own. */
  random?: () => number;
  /** How often a replica rereads the pools (default 1 s). */
  refreshMs?: number;
  logger?: FastifyBaseLogger;
}

interface Board {
  big: CachedBody;
  explode: CachedBody;
  amounts: Map<string, number>;
  pools: JackpotWithLastHit[];
  at: number;
  generation: number;
}

/**
 * Progressive jackpots. A wager's ledger transaction carries its contributions (house → pools) and,
 * when the draw hits, the payout of the pool to the player and the reseed of the pool by the house.
 * The figures the site shows are precomputed once a second (and right after a change in this
 * process), so GET /api/game/jackpot costs no database read.
 */
export class JackpotService implements WagerJackpots {
  private board: Board | null = null;
  /** Changes made in this process; a board built from generation n shows the first n. */
  private changes = 0;
  private refreshing: Promise<Board> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly random: () => number;

  constructor(
    private readonly repository: JackpotRepository,
    private readonly wallet: WalletService,
    private readonly games: GameService,
    private readonly clock: Clock,
    private readonly options: JackpotServiceOptions = {},
  ) {
    this.random = options.random ?? Math.random;
  }

  /** Creates the big jackpot and one pool per game that has one, each funded once by the house. */
  async ensurePools(): Promise<{ created: string[] }> {
    const now = this.clock();
    const rows: NewJackpot[] = [
      {
        code: GRAND_JACKPOT,
        name: GRAND_JACKPOT_NAME,
        gameId: null,
        ...JACKPOT_RULES.grand,
        createdAt: now,
        updatedAt: now,
      },
    ];
    for (const game of await this.games.all()) {
      if (!game.jackpotCode) continue;
      rows.push({
        code: game.jackpotCode,
        name: game.title,
        gameId: game.id,
        seedAmount: gameSeedAmount(game.jackpotCode),
        ...JACKPOT_RULES.game,
        createdAt: now,
        updatedAt: now,
      });
    }
    const created = await this.repository.insertMissing(rows);
    for (const row of rows) {
      await this.wallet.transfer({
        idempotencyKey: `jackpot-seed:${row.code}:initial`,
        type: 'jackpot_seed',
        playerId: null,
        reference: row.code,
        lines: [
          { account: HOUSE, amount: -row.seedAmount },
          { account: jackpotAccount(row.code), amount: row.seedAmount },
        ],
      });
    }
    if (created.length > 0) this.invalidate();
    return { created };
  }

  /** The contributions of a wager, and the payout of a pool if this wager hits it. */
  async onWager(wager: {
    game: GameRow;
    amount: number;
    playerId: number;
  }): Promise<WagerJackpotPlan | null> {
    const { pools } = await this.current();
    const grand = pools.find((pool) => pool.code === GRAND_JACKPOT);
    const own = wager.game.jackpotCode
      ? pools.find((pool) => pool.code === wager.game.jackpotCode)
      : undefined;
    const fed = [grand, own].filter((pool): pool is JackpotWithLastHit => pool !== undefined);
    if (fed.length === 0) return null;

    const lines: LedgerLine[] = [];
    for (const pool of fed) {
      const share = Math.floor((wager.amount * pool.contributionBp) / 10_000);
      if (share > 0)
        lines.push({ account: HOUSE, amount: -share }, { account: jackpotAccount(pool.code), amount: share });
    }

    const qualifies =
      wager.amount >= JACKPOT_RULES.minimumWager && JACKPOT_RULES.hitCategories.includes(wager.game.category);
    // The game's own pool is drawn first; one wager hits at most one pool.
    const hitPool = qualifies
      ? [own, grand].find((pool) => pool && this.random() < 1 / pool.hitOneIn)
      : undefined;
    let paid: { jackpotId: string; amount: number } | null = null;

    return {
      lines,
      plan: hitPool
        ? {
            lock: [jackpotAccount(hitPool.code)],
            lines: (balances) => {
              const amount = balances.get(jackpotAccount(hitPool.code)) ?? 0;
              paid = { jackpotId: hitPool.code, amount };
              return [
                { account: jackpotAccount(hitPool.code), amount: -amount },
                { account: playerAccount(wager.playerId), amount },
                { account: HOUSE, amount: -hitPool.seedAmount },
                { account: jackpotAccount(hitPool.code), amount: hitPool.seedAmount },
              ];
            },
          }
        : undefined,
      hit: () => paid,
      within: async (tx: Database) => {
        if (!paid || !hitPool) return;
        await new JackpotRepository(tx).recordHit(hitPool.code, {
          amount: paid.amount,
          playerId: wager.playerId,
          gameId: wager.game.id,
          at: this.clock(),
        });
      },
      committed: () => {
        if (paid) this.options.logger?.info({ jackpot: paid.jackpotId, amount: paid.amount }, 'jackpot hit');
        this.invalidate();
      },
    };
  }

  /**
   * The precomputed figures. Readers never wait for the periodic reread (they get the previous
   * figures meanwhile); they wait only for the first build and, right after a change made in this
   * process, for a build that started after it.
   */
  async current(): Promise<Board> {
    if (!this.board || this.board.generation < this.changes) return this.catchUp();
    if (Date.now() - this.board.at >= (this.options.refreshMs ?? 1_000)) {
      this.refresh().catch((error: unknown) =>
        this.options.logger?.error({ err: error }, 'jackpot refresh failed'),
      );
    }
    return this.board;
  }

  private async catchUp(): Promise<Board> {
    let board = this.board;
    while (!board || board.generation < this.changes) board = await (this.refreshing ?? this.refresh());
    return board;
  }

  /** The game's own pool amount, from the last refresh (the catalogue shows it on tiles). */
  amountOf(code: string): number | null {
    return this.board?.amounts.get(jackpotAccount(code)) ?? null;
  }

  refresh(): Promise<Board> {
    this.refreshing ??= this.build()
      .then((board) => {
        this.board = board;
        return board;
      })
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private invalidate(): void {
    this.changes += 1;
    this.catchUp().catch((error: unknown) =>
      this.options.logger?.error({ err: error }, 'jackpot refresh failed'),
    );
  }

  private async build(): Promise<Board> {
    const generation = this.changes;
    const pools = await this.repository.all();
    const amounts = await this.wallet.balancesOf(pools.map((pool) => jackpotAccount(pool.code)));
    const at = Date.now();
    const updatedAt = this.clock().toISOString();
    const grand = pools.find((pool) => pool.code === GRAND_JACKPOT);
    const big: BigJackpot = {
      id: GRAND_JACKPOT,
      name: grand?.name ?? GRAND_JACKPOT_NAME,
      amount: amounts.get(jackpotAccount(GRAND_JACKPOT)) ?? 0,
      currency: CURRENCY,
      seedAmount: grand?.seedAmount ?? JACKPOT_RULES.grand.seedAmount,
      contributionRate: (grand?.contributionBp ?? JACKPOT_RULES.grand.contributionBp) / 10_000,
      lastHit:
        grand?.lastHitAmount != null && grand.lastHitAt
          ? {
              amount: grand.lastHitAmount,
              hitAt: grand.lastHitAt.toISOString(),
              player: grand.lastHitUsername ? maskName(grand.lastHitUsername) : '***',
              game: grand.lastHitGameTitle ?? '',
            }
          : null,
      updatedAt,
    };
    const games = pools
      .filter((pool) => pool.gameId !== null)
      .map((pool) => ({ id: pool.gameId as number, jackpot: amounts.get(jackpotAccount(pool.code)) ?? 0 }))
      .sort((a, b) => b.jackpot - a.jackpot);
    return {
      big: cachedBody({ data: big }),
      explode: cachedBody({ data: { games } }),
      amounts,
      pools,
      at,
      generation,
    };
  }

  /** Rereads the pools every refresh interval, so other replicas' changes show within about a second. */
  start(): void {
    if (this.timer) return;
    this.refresh().catch((error: unknown) =>
      this.options.logger?.error({ err: error }, 'jackpot refresh failed'),
    );
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) =>
        this.options.logger?.error({ err: error }, 'jackpot refresh failed'),
      );
    }, this.options.refreshMs ?? 1_000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** For the operator: each pool, what it holds and its rules. */
  async status(): Promise<Array<JackpotWithLastHit & { amount: number }>> {
    const board = await this.refresh();
    return board.pools.map((pool) => ({
      ...pool,
      amount: board.amounts.get(jackpotAccount(pool.code)) ?? 0,
    }));
  }
}
