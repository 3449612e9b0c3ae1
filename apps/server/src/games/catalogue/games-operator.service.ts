import { majorNumber } from '@portal/shared/money';
import {
  GAME_MIN_BET_MAX,
  type OperatorGame,
  type OperatorGamesQuery,
  type OperatorVendor,
  type OperatorVendorsQuery,
  type UpdateGamePayload,
  type UpdateVendorPayload,
} from '@portal/shared/schemas/games-operator';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { parseAmount } from '../../lib/amount.js';
import { AppError } from '../../lib/app-error.js';
import { everyPage } from '../../lib/csv.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type {
  GameFilter,
  GameOrder,
  GamesOperatorRepository,
  OperatorGameRecord,
  Sorted,
  VendorFilter,
  VendorOrder,
  VendorRecord,
} from './games-operator.repository.js';

export interface GamesOperatorDeps {
  db: DB;
  repository: GamesOperatorRepository;
  audit: Pick<AuditLog, 'record'>;
}

const DEFAULT_PAGE_SIZE = 50;

/** `field` or `-field`, else `fallback`, ascending. */
function sorted<F extends string>(sort: string | undefined, fallback: F): Sorted<F> {
  if (!sort) return { field: fallback, direction: 'asc' };
  return {
    field: sort.replace(/^-/, '') as F,
    direction: sort.startsWith('-') ? 'desc' : 'asc',
  };
}

const conflict = (path: string, reason: string) =>
  new AppError('INVALID_STATE', {}, [{ path, reason }]);

/** `{ field: { from, to } }` of the fields that change: what the audit line keeps. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([field, to]) => to !== undefined && before[field] !== to)
      .map(([field, to]) => [field, { from: before[field], to }]),
  );
}

/**
 * The console's desk for the games catalogue (decision 043): vendors and games in any state, and
 * the operator's changes to them. Each change is one transaction with its audit line; the
 * content-version triggers on `vendors` and `games` (migration 0014) move the version in that same
 * transaction, so the portal's kept lists and menus change with the commit (decision 022).
 */
export class GamesOperatorService {
  constructor(private readonly deps: GamesOperatorDeps) {}

  async vendors(query: OperatorVendorsQuery) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const filter = vendorFilter(query);
    const [rows, total] = await Promise.all([
      this.deps.repository.vendorPage(filter, sorted<VendorOrder>(query.sort, 'sort'), {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
      this.deps.repository.vendorCount(filter),
    ]);
    return { list: rows.map(toOperatorVendor), page, pageSize, total };
  }

  exportVendors(query: OperatorVendorsQuery): AsyncIterable<OperatorVendor> {
    const filter = vendorFilter(query);
    const order = sorted<VendorOrder>(query.sort, 'sort');
    return everyPage(async (page, pageSize) =>
      (
        await this.deps.repository.vendorPage(filter, order, {
          limit: pageSize,
          offset: (page - 1) * pageSize,
        })
      ).map(toOperatorVendor),
    );
  }

  /** Changes the code's row in `category`, or in every category; NOT_FOUND when it has none. */
  async updateVendor(
    code: string,
    payload: UpdateVendorPayload,
    operator: Operator,
  ): Promise<OperatorVendor[]> {
    const { repository } = this.deps;
    return inTransaction(this.deps.db, async (trx) => {
      const rows = await repository.vendorRows(code, payload.category, trx);
      if (rows.length === 0) throw new AppError('NOT_FOUND');
      await repository.updateVendors(
        rows.map((row) => row.id),
        {
          maintenance: payload.maintenance,
          enabled: payload.enabled,
          sort: payload.sort,
          at: nowIso(),
        },
        trx,
      );
      const after = {
        maintenance: payload.maintenance,
        enabled: payload.enabled,
        sort: payload.sort,
      };
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'vendor.update',
          target: `vendor:${code}`,
          details: {
            changes: Object.fromEntries(
              rows.map((row) => [row.category_code, changes(toOperatorVendor(row), after)]),
            ),
          },
          ip: operator.ip,
        },
        trx,
      );
      return (await repository.vendorRows(code, payload.category, trx)).map(toOperatorVendor);
    });
  }

  async games(query: OperatorGamesQuery) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const filter = gameFilter(query);
    const [rows, total] = await Promise.all([
      this.deps.repository.gamePage(filter, sorted<GameOrder>(query.sort, 'sort'), {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
      this.deps.repository.gameCount(filter),
    ]);
    return { list: await this.withNames(rows), page, pageSize, total };
  }

  exportGames(query: OperatorGamesQuery): AsyncIterable<OperatorGame> {
    const filter = gameFilter(query);
    const order = sorted<GameOrder>(query.sort, 'sort');
    return everyPage(async (page, pageSize) =>
      this.withNames(
        await this.deps.repository.gamePage(filter, order, {
          limit: pageSize,
          offset: (page - 1) * pageSize,
        }),
      ),
    );
  }

  /**
   * Changes a game's flags, order, minimum bet or classify. A vassalage tile (a vendor's hall)
   * has no bet or classify, and only RNG games have a classify tab: INVALID_STATE otherwise.
   */
  async updateGame(id: number, payload: UpdateGamePayload, operator: Operator) {
    const minBet = payload.minBet === undefined ? undefined : parseMinBet(payload.minBet);
    const { repository } = this.deps;
    return inTransaction(this.deps.db, async (trx) => {
      const game = await repository.findGame(id, trx);
      if (!game) throw new AppError('NOT_FOUND');
      if (game.is_game === 'VASSALAGE') {
        if (minBet !== undefined) throw conflict('minBet', 'vassalage_tile');
        if (payload.classify !== undefined) throw conflict('classify', 'vassalage_tile');
      }
      if (payload.classify !== undefined && payload.classify !== null) {
        if (game.category_code !== 'RNG') throw conflict('classify', 'not_an_rng_game');
      }
      await repository.updateGame(
        id,
        {
          maintenance: payload.maintenance,
          isHot: payload.isHot,
          isNew: payload.isNew,
          enabled: payload.enabled,
          sort: payload.sort,
          minBet,
          classify: payload.classify,
          at: nowIso(),
        },
        trx,
      );
      const before = toOperatorGame(game, {});
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'game.update',
          target: `game:${id}`,
          details: {
            nodeId: game.node_id,
            changes: changes(before, {
              maintenance: payload.maintenance,
              isHot: payload.isHot,
              isNew: payload.isNew,
              enabled: payload.enabled,
              sort: payload.sort,
              minBet: minBet === undefined ? undefined : majorNumber(minBet),
              classify: payload.classify,
            }),
          },
          ip: operator.ip,
        },
        trx,
      );
      const updated = await repository.findGame(id, trx);
      return toOperatorGame(updated!, (await repository.names([id], trx)).get(id) ?? {});
    });
  }

  private async withNames(rows: OperatorGameRecord[]): Promise<OperatorGame[]> {
    const names = await this.deps.repository.names(rows.map((row) => row.id));
    return rows.map((row) => toOperatorGame(row, names.get(row.id) ?? {}));
  }
}

function parseMinBet(value: number | string): bigint {
  const amount = parseAmount(value, 'minBet');
  if (amount <= 0n || amount > BigInt(GAME_MIN_BET_MAX) * 100n) {
    throw new AppError('VALIDATION_FAILED', {}, [{ path: 'minBet', reason: 'out_of_range' }]);
  }
  return amount;
}

function vendorFilter(query: OperatorVendorsQuery): VendorFilter {
  return {
    ...(query.category && { category: query.category }),
    ...(query.q && { q: query.q.toLowerCase() }),
  };
}

function gameFilter(query: OperatorGamesQuery): GameFilter {
  return {
    ...(query.q && { q: query.q.toLowerCase() }),
    ...(query.vendor && { vendor: query.vendor }),
    ...(query.category && { category: query.category }),
    ...(query.classify && { classify: query.classify }),
    ...(query.flags && { flags: query.flags }),
  };
}

function toOperatorVendor(row: VendorRecord): OperatorVendor {
  return {
    id: row.id,
    category: row.category_code as OperatorVendor['category'],
    code: row.vassalage,
    title: row.title,
    maintenance: row.maintenance === 1,
    enabled: row.enabled === 1,
    sort: row.sort,
    isHot: row.is_hot === 1,
    walletMode: row.wallet_mode,
    provider: row.provider,
    games: row.games,
    updatedAt: toIsoString(row.updated_at),
  };
}

function toOperatorGame(row: OperatorGameRecord, names: Record<string, string>): OperatorGame {
  return {
    id: row.id,
    nodeId: row.node_id,
    category: row.category_code as OperatorGame['category'],
    vendor: row.vassalage,
    vendorTitle: row.vendor_title,
    gameCode: row.game_code,
    kind: row.is_game,
    classify: row.game_classify,
    name: row.name_en ?? row.game_code,
    names,
    minBet: majorNumber(row.min_bet),
    minLineNum: row.min_line_num,
    isHot: row.is_hot === 1,
    isNew: row.is_new === 1,
    maintenance: row.maintenance === 1,
    enabled: row.enabled === 1,
    vendorMaintenance: row.vendor_maintenance === 1,
    vendorEnabled: row.vendor_enabled === 1,
    sort: row.sort,
    updatedAt: toIsoString(row.updated_at),
  };
}
