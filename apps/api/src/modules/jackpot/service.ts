import { CURRENCY, maskName, type BigJackpot } from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';

import type { Tx, UnitOfWork } from '../../infra/unit-of-work';
import { houseAccount, jackpotAccount, NETWORK_HOUSE, playerAccount } from '../wallet/accounts';
import { balanceAfter, type Ledger } from '../wallet/ledger';
import type { LedgerLine } from '../wallet/ledger-repository';
import type { WalletService } from '../wallet/service';
import type { Jobs } from '../jobs/jobs';
import { JackpotRepository, type JackpotWithLastHit, type NewJackpot } from './repository';

/** How soon after a wager its shares show in the figures (wagers of that moment share one rebuild). */
const WAGER_REFRESH_DELAY_MS = 100;

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

/** Whether the figures a player sees differ (the time of the reread alone does not count). */
function changed(before: BigJackpot, after: BigJackpot): boolean {
  return before.amount !== after.amount || JSON.stringify(before.lastHit) !== JSON.stringify(after.lastHit);
}

/** A precomputed answer: the JSON bytes and their compressed forms, built once per refresh. */
export interface CachedBody {
  /** The JSON as UTF-8 bytes, written as they are (a string with Vietnamese letters is re-encoded per answer). */
  bytes: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
}

const COMPRESS_ABOVE = 1024;

export function cachedBody(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  const big = Buffer.byteLength(json) > COMPRESS_ABOVE;
  return {
    bytes: Buffer.from(json),
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

/** A wager's part in the pools: its contributions, and the pool it hits if the draw says so. */
export interface WagerDraw {
  contributions: LedgerLine[];
  hit: WagerHit | null;
}

/** The pool a wager hits: what it restarts from, and this wager's own share of it. */
export interface WagerHit {
  code: string;
  seedAmount: number;
  ownShare: number;
}

interface Board {
  big: CachedBody;
  bigJackpot: BigJackpot;
  explode: CachedBody;
  amounts: Map<string, number>;
  pools: JackpotWithLastHit[];
  at: number;
  generation: number;
}

/**
 * Progressive jackpots, shared by the brands (network pools). A wager's ledger transaction carries its
 * contributions (the brand's house → pools); when the draw hits, the wager's unit of work also pays
 * the pool to the player and reseeds it from the network's house.
 * The figures the site shows are precomputed once a second (and right after a change in this
 * process), so GET /api/game/jackpot costs no database read.
 */
export class JackpotService {
  private board: Board | null = null;
  /** Changes made in this process; a board built from generation n shows the first n. */
  private changes = 0;
  private refreshing: Promise<Board> | null = null;
  private readonly random: () => number;

  private readonly repository: JackpotRepository;

  constructor(
    private readonly uow: UnitOfWork<{ jackpots: JackpotRepository }>,
    private readonly ledger: Ledger,
    private readonly wallet: WalletService,
    private readonly clock: Clock,
    private readonly options: JackpotServiceOptions = {},
  ) {
    this.random = options.random ?? Math.random;
    this.repository = uow.read.jackpots;
  }

  /**
   * Creates the big jackpot and one pool for each game that has one, each funded once by the
   * network's house (the pools are shared by the brands).
   */
  async ensurePools(
    catalogue: ReadonlyArray<{ id: number; title: string; jackpotCode: string | null }>,
  ): Promise<{ created: string[] }> {
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
    for (const game of catalogue) {
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
    const created = await this.uow.run(async ({ jackpots }, tx) => {
      const inserted = await jackpots.insertMissing(rows);
      for (const row of rows) {
        await this.ledger.post(tx, {
          idempotencyKey: `jackpot-seed:${row.code}:initial`,
          type: 'jackpot_seed',
          brand: 'network',
          playerId: null,
          reference: row.code,
          lines: [
            { account: NETWORK_HOUSE, amount: -row.seedAmount },
            { account: jackpotAccount(row.code), amount: row.seedAmount },
          ],
        });
      }
      return inserted;
    });
    if (created.length > 0) this.invalidate();
    return { created };
  }

  /**
   * What a wager of `brand` adds to the pools it feeds (its house pays the shares) and which pool,
   * if any, it hits: drawn now, paid by `payHit` inside the wager's unit of work.
   */
  async drawFor(
    brand: BrandId,
    wager: { game: { category: string; jackpotCode: string | null }; amount: number },
  ): Promise<WagerDraw> {
    // The pools' rules, from the figures in memory: a wager never waits for them to be rebuilt.
    const { pools } = this.board ?? (await this.current());
    const grand = pools.find((pool) => pool.code === GRAND_JACKPOT);
    const own = wager.game.jackpotCode
      ? pools.find((pool) => pool.code === wager.game.jackpotCode)
      : undefined;
    const fed = [grand, own].filter((pool): pool is JackpotWithLastHit => pool !== undefined);
    const contributions: LedgerLine[] = [];
    for (const pool of fed) {
      const share = Math.floor((wager.amount * pool.contributionBp) / 10_000);
      if (share > 0) {
        contributions.push(
          { account: houseAccount(brand), amount: -share },
          { account: jackpotAccount(pool.code), amount: share },
        );
      }
    }
    const qualifies =
      wager.amount >= JACKPOT_RULES.minimumWager && JACKPOT_RULES.hitCategories.includes(wager.game.category);
    // The game's own pool is drawn first; one wager hits at most one pool.
    const hit = qualifies
      ? [own, grand].find((pool) => pool && this.random() < 1 / pool.hitOneIn)
      : undefined;
    const shareOf = (code: string) =>
      contributions.find((line) => line.account === jackpotAccount(code) && line.amount > 0)?.amount ?? 0;
    return {
      contributions,
      hit: hit ? { code: hit.code, seedAmount: hit.seedAmount, ownShare: shareOf(hit.code) } : null,
    };
  }

  /**
   * A step of the wager's unit of work: the pool, read under its lock, is paid whole to the player
   * and restarts from its seed (paid by the network's house); the latest hit is recorded.
   */
  async payHit(
    tx: Tx,
    hit: WagerHit & { brand: BrandId; playerId: number; gameId: number; key: string },
  ): Promise<{ jackpotId: string; amount: number; balance: number }> {
    const pool = jackpotAccount(hit.code);
    // The pool as it stood before this wager: its own share already feeds the next one.
    const amount = (await this.ledger.lockPool(tx, pool)) - hit.ownShare;
    const wallet = playerAccount(hit.playerId);
    let balance = await this.ledger.balanceWithin(tx, wallet);
    if (amount > 0) {
      const paid = await this.ledger.post(tx, {
        idempotencyKey: `${hit.key}:jackpot`,
        type: 'jackpot_hit',
        brand: hit.brand,
        playerId: hit.playerId,
        reference: hit.code,
        lines: [
          { account: pool, amount: -amount },
          { account: wallet, amount },
        ],
      });
      balance = balanceAfter(paid, wallet) ?? balance;
    }
    await this.ledger.post(tx, {
      idempotencyKey: `${hit.key}:jackpot-seed`,
      type: 'jackpot_seed',
      brand: 'network',
      playerId: null,
      reference: hit.code,
      lines: [
        { account: NETWORK_HOUSE, amount: -hit.seedAmount },
        { account: pool, amount: hit.seedAmount },
      ],
    });
    await this.uow.bindTo(tx).jackpots.recordHit(hit.code, {
      amount,
      playerId: hit.playerId,
      gameId: hit.gameId,
      at: this.clock(),
    });
    return { jackpotId: hit.code, amount, balance };
  }

  /**
   * After a wager committed: its shares show within a moment (one rebuild for all the wagers of that
   * moment, never awaited by a wager or a reader); a hit is logged and rebuilds them at once.
   */
  wagerCommitted(hit: { jackpotId: string; amount: number } | null): void {
    if (hit) {
      this.options.logger?.info({ jackpot: hit.jackpotId, amount: hit.amount }, 'jackpot hit');
      this.invalidate();
      return;
    }
    this.soon ??= setTimeout(() => {
      this.soon = null;
      this.refresh().catch((error: unknown) =>
        this.options.logger?.error({ err: error }, 'jackpot refresh failed'),
      );
    }, WAGER_REFRESH_DELAY_MS);
    this.soon.unref();
  }

  private soon: NodeJS.Timeout | null = null;

  /**
   * The precomputed figures. Readers never wait for the periodic reread (they get the previous
   * figures meanwhile); they wait only for the first build and, right after a change made in this
   * process, for a build that started after it.
   */
  async current(): Promise<Board> {
    return this.ready() ?? this.catchUp();
  }

  /** As `current`, without waiting: null when the figures must first be (re)built. */
  ready(): Board | null {
    if (!this.board || this.board.generation < this.changes) return null;
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

  /** The big jackpot as the site shows it (the live stream's first event). */
  async bigJackpot(): Promise<BigJackpot> {
    return (await this.current()).bigJackpot;
  }

  /**
   * Told whenever a rebuild changes the big jackpot's amount or last hit (the live stream). Every
   * replica rereads the shared pools each second, so each tells its own streams.
   */
  watch(listener: (big: BigJackpot) => void): () => void {
    this.watchers.add(listener);
    return () => {
      this.watchers.delete(listener);
    };
  }

  private readonly watchers = new Set<(big: BigJackpot) => void>();

  private tell(big: BigJackpot): void {
    for (const watcher of [...this.watchers]) {
      try {
        watcher(big);
      } catch (error) {
        this.options.logger?.error({ err: error }, 'jackpot watcher failed');
      }
    }
  }

  /** The game's own pool amount, from the last refresh (the catalogue shows it on tiles). */
  amountOf(code: string): number | null {
    return this.board?.amounts.get(jackpotAccount(code)) ?? null;
  }

  refresh(): Promise<Board> {
    this.refreshing ??= this.build()
      .then((board) => {
        const before = this.board?.bigJackpot;
        this.board = board;
        if (!before || changed(before, board.bigJackpot)) this.tell(board.bigJackpot);
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
      bigJackpot: big,
      explode: cachedBody({ data: { games } }),
      amounts,
      pools,
      at,
      generation,
    };
  }

  /**
   * Its background work (modules/jobs): rereading the pools every refresh interval **in every
   * process** (`scope: 'process'`), so other replicas' changes show within about a second. The
   * figures are each replica's own memory: a cluster job would refresh one replica per tick. (The
   * after-wager refresh in `wagerCommitted` is a debounce of this cache, not a task: its own timer.)
   */
  registerJobs(jobs: Jobs): void {
    jobs.schedule(
      'jackpot.refresh',
      { every: this.options.refreshMs ?? 1_000, scope: 'process', retry: { limit: 0 } },
      () => this.refresh(),
    );
  }

  /** At close: drops the pending after-wager refresh. */
  stop(): void {
    if (this.soon) clearTimeout(this.soon);
    this.soon = null;
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
