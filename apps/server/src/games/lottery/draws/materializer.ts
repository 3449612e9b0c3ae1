import { randomBytes } from 'node:crypto';
import { fairSeedHash } from '@portal/shared/crypto/fair-draw';
import { FAST_GAME_CODES } from '@portal/shared/schemas/lottery';
import {
  drawsOn,
  fastDrawAt,
  toVietnamDate,
  vietnamInstant,
} from '@portal/shared/lottery/schedule';
import { nowIso } from '../../../db/time.js';
import { FAST_GAMES } from '../lottery-games.js';
import type { LotterySettingsReader } from '../lottery-settings.js';
import type { DrawsRepository, NewDraw } from './draws.repository.js';

/** Fast draws exist this far ahead, so their seed hashes are out before betting opens. */
export const FAST_HORIZON_MS = 2 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Makes sure the draws ahead exist (decision 035): the traditional draws of today and tomorrow
 * (Vietnamese dates) for every province of the rotation, and each fast game's draws for the next
 * two hours with a fresh 256-bit seed and its SHA-256. Insert-if-missing: running it again, or
 * on several instances at once, changes nothing that exists (a seed is never replaced).
 */
export class DrawMaterializer {
  constructor(
    private readonly repository: DrawsRepository,
    private readonly settings: Pick<LotterySettingsReader, 'get'>,
  ) {}

  async ensure(now: Date): Promise<number> {
    const { cutoffMinutes, fastCutoffSeconds } = await this.settings.get();
    const planned = [...this.traditional(now, cutoffMinutes), ...this.fast(now, fastCutoffSeconds)];
    const existing = await this.repository.existingIds(planned.map((draw) => draw.id));
    const missing = planned
      .filter((draw) => !existing.has(draw.id))
      .map((draw) => {
        if (draw.kind !== 'fast') return draw;
        const seed = randomBytes(32).toString('hex');
        return { ...draw, seed, seed_hash: fairSeedHash(seed) };
      });
    let inserted = 0;
    // Batches keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < missing.length; i += 50) {
      inserted += await this.repository.insertMissing(missing.slice(i, i + 50));
    }
    return inserted;
  }

  private traditional(now: Date, cutoffMinutes: number): NewDraw[] {
    const dates = [toVietnamDate(now), toVietnamDate(new Date(now.getTime() + DAY_MS))];
    return dates.flatMap((date) =>
      drawsOn(date, cutoffMinutes).map((draw) => ({
        id: draw.id,
        game_code: `vn-${draw.province.code}`,
        kind: 'traditional' as const,
        region: draw.region,
        numero: draw.date,
        // Betting opens when the draw exists: at the start of the Vietnamese day before.
        opens_at: nowIso(new Date(vietnamInstant(draw.date, '00:00').getTime() - DAY_MS)),
        close_at: nowIso(draw.closeAt),
        draw_at: nowIso(draw.drawAt),
        state: 'open' as const,
        seed: null,
        seed_hash: null,
      })),
    );
  }

  private fast(now: Date, cutoffSeconds: number): NewDraw[] {
    const until = now.getTime() + FAST_HORIZON_MS;
    return FAST_GAME_CODES.flatMap((code) => {
      const game = FAST_GAMES[code];
      const draws: NewDraw[] = [];
      let draw = fastDrawAt(now, game.intervalMinutes!, cutoffSeconds);
      while (draw.opensAt.getTime() <= until) {
        draws.push({
          id: `${code}-${draw.issue}`,
          game_code: code,
          kind: 'fast',
          region: game.region,
          numero: draw.issue,
          opens_at: nowIso(draw.opensAt),
          close_at: nowIso(draw.closeAt),
          draw_at: nowIso(draw.drawAt),
          state: 'open',
        });
        draw = fastDrawAt(draw.drawAt, game.intervalMinutes!, cutoffSeconds);
      }
      return draws;
    });
  }
}
