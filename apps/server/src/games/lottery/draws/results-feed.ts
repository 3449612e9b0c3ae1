import { randomBytes } from 'node:crypto';
import { drawSheet } from '@portal/shared/lottery/draw';
import type { LotteryRegion, ResultSheet } from '@portal/shared/lottery/prize-structures';

export interface FeedDraw {
  id: string;
  gameCode: string;
  region: LotteryRegion;
  drawAt: Date;
}

/**
 * Where the results of traditional draws come from (decision 035). An official results feed
 * implements this; `null` means "not published yet, ask again on a later pass".
 */
export interface ResultsFeed {
  readonly name: 'house' | 'operator';
  /** True when the house may draw the result itself (the operator's "draw now" call). */
  readonly houseDraws: boolean;
  result(draw: FeedDraw): Promise<ResultSheet | null>;
}

/** Demo and tests: the house draws the sheet with the fast draws' function and a fresh seed. */
export class HouseResultsFeed implements ResultsFeed {
  readonly name = 'house';
  readonly houseDraws = true;

  async result(draw: FeedDraw): Promise<ResultSheet> {
    return drawSheet(randomBytes(32).toString('hex'), draw.id, draw.region);
  }
}

/** Production without a feed: results only by operator entry and confirmation. */
export class OperatorResultsFeed implements ResultsFeed {
  readonly name = 'operator';
  readonly houseDraws = false;

  async result(): Promise<null> {
    return null;
  }
}

export function resultsFeed(name: 'house' | 'operator'): ResultsFeed {
  return name === 'house' ? new HouseResultsFeed() : new OperatorResultsFeed();
}
