import { drawSheet } from '@portal/shared/lottery/draw';
import type { ResultSheet } from '@portal/shared/lottery/prize-structures';
import { toIsoString, nowIso } from '../../../db/time.js';
import type { Executor } from '../../../db/transaction.js';
import type { DrawMaterializer } from './materializer.js';
import { UNDRAWN, type DrawRow, type DrawsRepository } from './draws.repository.js';
import type { ResultsFeed } from './results-feed.js';

/** The materializer runs at most this often per instance (its horizon is two hours). */
const MATERIALIZE_EVERY_MS = 60_000;

/**
 * The draws' job-runner pass (decision 035): make sure the draws ahead exist, close the draws
 * past their cut-off, draw the fast draws that are due from their committed seed, and ask the
 * results feed for the traditional ones. Every change is a conditional update from the expected
 * state, so instances running the pass together draw each draw once.
 */
export class DrawRunner {
  private materializedAt = 0;

  constructor(
    private readonly repository: DrawsRepository,
    private readonly materializer: DrawMaterializer,
    private readonly feed: ResultsFeed,
  ) {}

  async pass(now: Date): Promise<void> {
    if (now.getTime() - this.materializedAt >= MATERIALIZE_EVERY_MS) {
      await this.materializer.ensure(now);
      this.materializedAt = now.getTime();
    }
    const at = nowIso(now);
    await this.repository.closeDue(at);
    for (const draw of await this.repository.due(at, 'fast')) await this.drawFast(draw, now);
    for (const draw of await this.repository.due(at, 'traditional')) {
      const sheet = await this.feed.result(feedDraw(draw));
      if (sheet) await this.publish(draw, sheet, now);
    }
  }

  /** Draws a fast draw from its seed: the sheet anyone can recompute once the seed is out. */
  async drawFast(draw: DrawRow, now: Date, executor?: Executor): Promise<boolean> {
    if (!draw.seed) throw new Error(`Fast draw ${draw.id} has no seed`);
    return this.publish(draw, drawSheet(draw.seed, draw.id, draw.region), now, executor);
  }

  /** A final result from the house or a feed: the draw becomes drawn (tickets settle next). */
  async publish(
    draw: DrawRow,
    sheet: ResultSheet,
    now: Date,
    executor?: Executor,
  ): Promise<boolean> {
    return this.repository.transition(
      draw.id,
      UNDRAWN,
      { state: 'drawn', sheet: JSON.stringify(sheet), drawn_at: nowIso(now) },
      executor,
    );
  }
}

export const feedDraw = (draw: DrawRow) => ({
  id: draw.id,
  gameCode: draw.game_code,
  region: draw.region,
  drawAt: new Date(toIsoString(draw.draw_at)),
});
