import type { z } from 'zod';
import { sheetProblems, type ResultSheet } from '@portal/shared/lottery/prize-structures';
import { vietnamInstant } from '@portal/shared/lottery/schedule';
import type { operatorDrawsQuerySchema } from '@portal/shared/schemas/lottery';
import type { DB } from '../../../db/database.js';
import { nowIso, toIsoString } from '../../../db/time.js';
import { inTransaction, type Trx } from '../../../db/transaction.js';
import { AppError } from '../../../lib/app-error.js';
import type { AuditLog } from '../../../platform/audit/audit-log.js';
import type { LotteryLimitsInput, LotterySettingsReader } from '../lottery-settings.js';
import { settingsView } from '../lottery-settings.js';
import type { DrawRunner } from './draw-runner.js';
import { feedDraw } from './draw-runner.js';
import { operatorDraw } from './draw-views.js';
import type { DrawRow, DrawsRepository } from './draws.repository.js';
import type { ResultsFeed } from './results-feed.js';
import type { Operator } from '../../../platform/operators/operator-routes.js';

/** The draw-time bounds of a lottery day (a Vietnamese date, GMT+7). */
function lotteryDay(day: string | undefined): { drawFrom?: string; drawTo?: string } {
  if (!day) return {};
  let start: Date;
  try {
    start = vietnamInstant(day, '00:00');
  } catch {
    throw new AppError('VALIDATION_FAILED', {}, [{ path: 'day', reason: 'not a date' }]);
  }
  return {
    drawFrom: start.toISOString(),
    drawTo: new Date(start.getTime() + 24 * 60 * 60_000).toISOString(),
  };
}

export interface DrawsOperatorDeps {
  db: DB;
  repository: DrawsRepository;
  runner: DrawRunner;
  feed: ResultsFeed;
  settings: LotterySettingsReader;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

/**
 * The operator's draw calls (decision 035), each audited: the draws list, result entry and
 * confirmation by two different staff, voiding, drawing now, and the lottery settings.
 */
export class DrawsOperatorService {
  private readonly now: () => Date;

  constructor(private readonly deps: DrawsOperatorDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(query: z.infer<typeof operatorDrawsQuerySchema>) {
    const { day, ...filters } = query;
    const { rows, total } = await this.deps.repository.page({ ...filters, ...lotteryDay(day) });
    return { list: await this.views(rows), page: query.page, pageSize: query.pageSize, total };
  }

  /** One draw as the desk sees it (the list's row). */
  async get(drawId: string) {
    const { rows } = await this.deps.repository.page({ page: 1, pageSize: 1, id: drawId });
    if (rows.length === 0) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
    const [view] = await this.views(rows);
    return view!;
  }

  /**
   * Stops a draw's sales now, before its cut-off (a leaked result, a feed in doubt, a game
   * withdrawn): `open` → `closed` with `close_at` moved to now. A traditional draw may then take
   * its result; a fast one is drawn at its time from its committed seed.
   */
  async closeNow(operator: Operator, drawId: string, reason: string) {
    const draw = await this.draw(drawId);
    if (draw.state !== 'open') throw new AppError('LOTTERY_DRAW_STATE');
    const now = nowIso(this.now());
    const closeAt = toIsoString(draw.close_at) < now ? toIsoString(draw.close_at) : now;
    return this.change(operator, drawId, 'lottery.draw.close', { reason }, async (trx) =>
      this.deps.repository.transition(
        drawId,
        ['open'],
        { state: 'closed', close_at: closeAt },
        trx,
      ),
    );
  }

  /** The first operator enters a traditional draw's result; it waits for a second one. */
  async enterResult(operator: Operator, drawId: string, sheet: ResultSheet) {
    const draw = await this.draw(drawId);
    if (draw.kind !== 'traditional') throw new AppError('LOTTERY_DRAW_STATE');
    const problems = sheetProblems(draw.region, sheet);
    if (problems.length > 0)
      throw new AppError('LOTTERY_SHEET_INVALID', { problems: problems.join('; ') });
    if (!this.pastCutoff(draw) || !['open', 'closed', 'entered'].includes(draw.state))
      throw new AppError('LOTTERY_DRAW_STATE');
    return this.change(operator, drawId, 'lottery.result.enter', { sheet }, async (trx) =>
      this.deps.repository.transition(
        drawId,
        ['open', 'closed', 'entered'],
        { state: 'entered', sheet: JSON.stringify(sheet), entered_by: operator.staff.id },
        trx,
      ),
    );
  }

  /** A different operator confirms the entered result: the draw is drawn. */
  async confirm(operator: Operator, drawId: string) {
    const draw = await this.draw(drawId);
    if (draw.state !== 'entered') throw new AppError('LOTTERY_DRAW_STATE');
    if (draw.entered_by === operator.staff.id) throw new AppError('LOTTERY_SAME_OPERATOR');
    return this.change(operator, drawId, 'lottery.result.confirm', {}, async (trx) =>
      this.deps.repository.transition(
        drawId,
        ['entered'],
        {
          state: 'drawn',
          confirmed_by: operator.staff.id,
          drawn_at: nowIso(this.now()),
        },
        trx,
      ),
    );
  }

  /** Voids a draw without a final result; the tickets module refunds its tickets. */
  async void(operator: Operator, drawId: string, reason: string) {
    await this.draw(drawId);
    return this.change(operator, drawId, 'lottery.draw.void', { reason }, async (trx) =>
      this.deps.repository.transition(
        drawId,
        ['open', 'closed', 'entered'],
        { state: 'void', void_reason: reason },
        trx,
      ),
    );
  }

  /**
   * Draws a fast draw (or a traditional one when the house is the feed) now, closing it first,
   * even before its draw time: what end-to-end tests call instead of waiting.
   */
  async drawNow(operator: Operator, drawId: string) {
    const draw = await this.draw(drawId);
    if (draw.kind === 'traditional' && !this.deps.feed.houseDraws)
      throw new AppError('LOTTERY_DRAW_STATE');
    if (draw.state !== 'open' && draw.state !== 'closed') throw new AppError('LOTTERY_DRAW_STATE');
    const now = this.now();
    const closeAt = toIsoString(draw.close_at) < nowIso(now) ? undefined : nowIso(now);
    await this.deps.repository.transition(drawId, ['open'], {
      state: 'closed',
      ...(closeAt ? { close_at: closeAt } : {}),
    });
    const sheet = draw.kind === 'fast' ? null : await this.deps.feed.result(feedDraw(draw));
    return this.change(operator, drawId, 'lottery.draw.now', {}, async (trx) =>
      sheet
        ? this.deps.runner.publish(draw, sheet, now, trx)
        : this.deps.runner.drawFast(draw, now, trx),
    );
  }

  async settings() {
    return settingsView(await this.deps.settings.read(this.deps.db));
  }

  async setSettings(operator: Operator, input: LotteryLimitsInput) {
    const stored = await inTransaction(this.deps.db, async (trx) => {
      const value = await this.deps.settings.write(input, trx);
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'lottery.settings',
          target: 'lottery-settings',
          details: { ...input },
          ip: operator.ip,
        },
        trx,
      );
      return value;
    });
    this.deps.settings.invalidate();
    return settingsView(stored);
  }

  private async draw(drawId: string): Promise<DrawRow> {
    const draw = await this.deps.repository.find(drawId);
    if (!draw) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
    return draw;
  }

  private pastCutoff(draw: DrawRow) {
    return toIsoString(draw.close_at) <= nowIso(this.now());
  }

  /** Applies a state change and its audit line together; 409 when the draw moved meanwhile. */
  private async change(
    operator: Operator,
    drawId: string,
    action: string,
    details: Record<string, unknown>,
    apply: (trx: Trx) => Promise<boolean>,
  ) {
    await inTransaction(this.deps.db, async (trx) => {
      if (!(await apply(trx))) throw new AppError('LOTTERY_DRAW_STATE');
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action,
          target: `lottery-draw:${drawId}`,
          details,
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.get(drawId);
  }

  private async views(rows: Awaited<ReturnType<DrawsRepository['page']>>['rows']) {
    const ids = [...new Set(rows.flatMap((row) => [row.entered_by, row.confirmed_by]))].filter(
      (id): id is number => id !== null,
    );
    const staff = await this.deps.repository.staffNames(ids);
    const names = new Map(staff.map((s) => [s.id, s.username]));
    return rows.map((row) => operatorDraw(row, names));
  }
}
