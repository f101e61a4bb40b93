import { type BetRecord, type BetStatus, type Pagination } from '@xc/api-contract';
import type { Clock } from '../../infra/clock';
import { AppError, MESSAGES } from '../../infra/errors';
import type { Tx } from '../../infra/unit-of-work';
import { BetRepository, type BetWithGame, type TurnoverRow } from './repository';

export type { TurnoverRow } from './repository';

const DAY = 24 * 60 * 60_000;
/** The history screens show the last 7 days (spec §9). */
export const DEFAULT_HISTORY_DAYS = 7;
/** Dates without a time are days in Vietnam (UTC+7). */
const VIETNAM_OFFSET = '+07:00';

export interface BetHistoryFilter {
  page: number;
  per_page: number;
  from?: string;
  to?: string;
  status?: BetStatus;
}

const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function instant(value: string, endOfDay: boolean): Date {
  if (!isDateOnly(value))
    return new Date(/[zZ]|[+-]\d{2}:\d{2}$/.test(value) ? value : `${value}${VIETNAM_OFFSET}`);
  const start = new Date(`${value}T00:00:00${VIETNAM_OFFSET}`);
  return endOfDay ? new Date(start.getTime() + DAY) : start;
}

/** The player's own bet records (every read is scoped to the session's player). */
export class BetService {
  constructor(
    private readonly repository: BetRepository,
    private readonly clock: Clock,
  ) {}

  async history(
    playerId: number,
    filter: BetHistoryFilter,
  ): Promise<{ items: BetRecord[]; pagination: Pagination }> {
    const now = this.clock();
    const to = filter.to ? instant(filter.to, true) : new Date(now.getTime() + 1);
    const from = filter.from
      ? instant(filter.from, false)
      : new Date(now.getTime() - DEFAULT_HISTORY_DAYS * DAY);
    const { rows, total } = await this.repository.history(playerId, {
      from,
      to,
      status: filter.status,
      limit: filter.per_page,
      offset: (filter.page - 1) * filter.per_page,
    });
    return {
      items: rows.map(toRecord),
      pagination: {
        total,
        page: filter.page,
        per_page: filter.per_page,
        last_page: Math.max(1, Math.ceil(total / filter.per_page)),
      },
    };
  }

  /**
   * Settled play (stakes and wins of won, lost and draw rounds) by player and product, settled in
   * [from, to) on one brand; one player's when `playerId` is given. What promotions, gift codes and
   * event rewards count: they read it here, never the bets table. Within `tx` when a use case reads
   * it inside its unit of work (the embedded database has one connection: a read beside it would wait).
   */
  turnover(
    filter: { brand: string; from: Date; to: Date; playerId?: number },
    tx?: Tx,
  ): Promise<TurnoverRow[]> {
    return (tx ? new BetRepository(tx) : this.repository).turnover(filter);
  }

  /**
   * A player's settled stakes in [from, to) on one brand: their sum and the largest single one (the
   * missions' BET_AMOUNT and TOTAL_BET_AMOUNT). Within `tx` when given.
   */
  stakeStats(
    filter: { brand: string; playerId: number; from: Date; to: Date },
    tx?: Tx,
  ): Promise<{ sum: number; max: number }> {
    return (tx ? new BetRepository(tx) : this.repository).stakeStats(filter);
  }

  /** How many of the player's rounds still have a stake in play (within `tx` when given). */
  openRounds(playerId: number, tx?: Tx): Promise<number> {
    return (tx ? new BetRepository(tx) : this.repository).openRounds(playerId);
  }

  /** One of the player's bets; another player's code is a 404, like an unknown one. */
  async get(playerId: number, code: string): Promise<BetRecord> {
    const row = await this.repository.findByCode(playerId, code);
    if (!row) throw new AppError(404, 'BET_NOT_FOUND', MESSAGES.notFound);
    return toRecord(row);
  }
}

export function toRecord(row: BetWithGame): BetRecord {
  return {
    code: row.code,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    game: {
      id: row.gameId,
      uuid: row.gameUuid,
      title: row.gameTitle ?? 'Trò chơi đã ngừng hoạt động',
      partnerName: row.gamePartnerName ?? '',
      category: row.gameCategory ?? '',
    },
    stake: row.stake,
    win: row.win,
    jackpotWin: row.jackpotWin,
    winLoss: row.win + row.jackpotWin - row.stake,
    status: row.status,
  };
}
