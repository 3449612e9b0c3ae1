import { majorNumber } from '@portal/shared/money';
import type { z } from 'zod';
import type {
  rouletteBetPayloadSchema,
  rouletteBetValueSchema,
  rouletteOpenValueSchema,
  rouletteSettleValueSchema,
} from '@portal/shared/schemas/house-games';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { PROVIDER_TIMEOUT_MS } from '../seamless/provider-http.js';
import type { TransactionValue } from '../seamless/protocol.js';
import type { RandomSource } from './engines/random.js';
import {
  colourOf,
  isValidSpot,
  settleBets,
  spinWheel,
  type RouletteKind,
  type RouletteWin,
} from './engines/roulette.js';
import { ROULETTE_BETTING_SECONDS, stakeLimits } from './house-config.js';
import { minor } from '../../db/minor.js';
import type { HouseGamesRepository, HouseRoundRow } from './house-games.repository.js';
import type { HousePlayer, HousePlayers } from './house-players.js';
import { newRoundId, SETTLE_JOB, type HouseRounds } from './house-rounds.js';
import {
  outcomeOf,
  parseJson,
  type RouletteBatch,
  type RouletteResult,
  type RouletteRound,
} from './round-records.js';
import { invalidField, parseStake } from './stakes.js';

export interface RouletteTableDeps {
  repository: HouseGamesRepository;
  players: HousePlayers;
  rounds: HouseRounds;
  jobs: JobRunner;
  random: RandomSource;
  now?: () => Date;
}

/** The settle job runs this long after betting closes, for players who left the table. */
export const SETTLE_DELAY_MS = 5_000;
/** A bet whose debit has not come back after this long was cut off: its debit is rolled back. */
export const STALE_BATCH_MS = 2 * PROVIDER_TIMEOUT_MS;
/** Attempts at a round's bet list when other calls change it at the same moment. */
const WRITE_ATTEMPTS = 8;

type RouletteBetPayload = z.infer<typeof rouletteBetPayloadSchema>;
type SettleValue = z.infer<typeof rouletteSettleValueSchema>;

const accepted = (batches: RouletteBatch[]) => batches.filter((b) => b.state === 'accepted');

/**
 * A roulette table with a betting countdown. A round opens for `bettingSeconds`; each bet call
 * is one debit (`<roundId>:d<n>`); when betting has closed the number is drawn once and stored,
 * and the round is paid with one credit. The player's settle call or, if they left, SETTLE_JOB
 * closes it; both may run, and the stored outcome makes them agree.
 */
export class RouletteTableService {
  private readonly now: () => Date;

  constructor(private readonly deps: RouletteTableDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** POST /house/api/roulette/open: the player's round still taking bets, or a new one. */
  async open(token: string): Promise<z.infer<typeof rouletteOpenValueSchema>> {
    const { player, game } = await this.deps.players.resolveToPlay(token, 'roulette');
    const now = this.now();
    let row = await this.deps.repository.bettingRound(player.playerId, game.gameCode, now);
    if (!row) {
      const closesAt = new Date(now.getTime() + ROULETTE_BETTING_SECONDS * 1000);
      const roundId = newRoundId();
      row = await this.deps.repository.insertRound({
        roundId,
        playerId: player.playerId,
        game,
        currency: player.currency,
        stake: 0n,
        bet: { batches: [] } satisfies RouletteRound,
        closesAt,
      });
      await this.deps.jobs.schedule({
        kind: SETTLE_JOB,
        runAt: new Date(closesAt.getTime() + SETTLE_DELAY_MS),
        payload: { roundId },
        uniqueKey: `${SETTLE_JOB}:${roundId}`,
      });
    }
    return {
      roundId: row.round_id,
      closesAt: toIsoString(row.closes_at!),
      serverTime: now.toISOString(),
    };
  }

  /** POST /house/api/roulette/bet: more bets on the round while it is open. */
  async bet(payload: RouletteBetPayload): Promise<z.infer<typeof rouletteBetValueSchema>> {
    const session = await this.deps.players.resolveToPlay(payload.token, 'roulette');
    const limits = stakeLimits(session.game);
    const bets = payload.bets.map((bet, i) => {
      if (!isValidSpot(bet.kind, bet.value)) throw invalidField(`bets.${i}.value`, 'invalid_spot');
      const amount = parseStake(bet.amount, limits, `bets.${i}.amount`);
      return { kind: bet.kind, value: bet.value ?? null, amount: amount.toString() };
    });
    const amount = bets.reduce((sum, bet) => sum + BigInt(bet.amount), 0n);
    const { row, n } = await this.change(session, payload.roundId, (row, round) => {
      if (row.state !== 'open' || this.now() >= closesAt(row)) throw new AppError('ROUND_CLOSED');
      const n = round.batches.length + 1;
      const at = this.now().toISOString();
      const batch: RouletteBatch = { n, state: 'pending', amount: amount.toString(), bets, at };
      return { batches: [...round.batches, batch], n };
    });
    const taken = await this.deps.rounds.takeStake(row, { token: session.token, amount, n });
    const state = taken.kind === 'taken' ? 'accepted' : taken.kind;
    const updated = await this.moveBatch(session, row.round_id, n, ['pending'], state);
    if (taken.kind !== 'taken') throw taken.error;
    // Cut off for so long that the round's closer rolled the debit back: the bet did not stand.
    if (updated.state !== 'accepted') throw new AppError('ROUND_CLOSED');
    return {
      roundId: row.round_id,
      stake: majorNumber(minor(updated.row.stake)),
      balance: taken.value.balance,
    };
  }

  /** POST /house/api/roulette/settle: the outcome once betting has closed; the same every time. */
  async settle(token: string, roundId: string): Promise<SettleValue> {
    const session = await this.deps.players.resolve(token, 'roulette');
    const row = await this.ownRound(session, roundId);
    const { row: closed, credit } = await this.close(row, this.now(), 'request');
    const outcome = outcomeOf<RouletteResult>(closed)!;
    return {
      roundId: closed.round_id,
      stake: majorNumber(minor(closed.stake)),
      payout: majorNumber(minor(closed.payout)),
      balance: credit?.balance ?? session.player.balance,
      number: outcome.number,
      colour: outcome.colour,
      wins: outcome.wins.map((win) => ({ ...win, amount: majorNumber(BigInt(win.amount)) })),
    };
  }

  /**
   * Closes a round whose betting time is over: bets still under way are waited for (or, when
   * cut off, rolled back), the number is drawn once, the round paid. A round nobody bet on is
   * simply closed. The request pays with retries; the job pays once and throws to be retried.
   */
  async close(
    row: HouseRoundRow,
    now: Date,
    by: 'request' | 'job',
  ): Promise<{ row: HouseRoundRow; credit: TransactionValue | null }> {
    if (row.state !== 'open') return { row, credit: null };
    const stillOpen = () =>
      new AppError('ROUND_STILL_OPEN', {}, undefined, {
        closesAt: toIsoString(row.closes_at!),
      });
    if (now < closesAt(row)) throw stillOpen();
    if (!(await this.resolveBatches(row, now))) throw stillOpen();
    let current = (await this.deps.repository.findRound(row.round_id))!;
    if (current.outcome === null) {
      const number = spinWheel(this.deps.random);
      const bets = accepted(parseJson<RouletteRound>(current.bet).batches).flatMap((batch) =>
        batch.bets.map((bet) => ({ ...bet, amount: BigInt(bet.amount) })),
      );
      const { wins, payout } = settleBets(bets, number);
      const outcome: RouletteResult = { number, colour: colourOf(number), wins: bySpot(wins) };
      // A concurrent closer may have drawn first: its number stands.
      await this.deps.repository.updateRound(current, { outcome, payout });
      current = (await this.deps.repository.findRound(row.round_id))!;
    }
    if (current.state !== 'open') return { row: current, credit: null };
    if (minor(current.stake) === 0n) {
      await this.deps.rounds.finish(current, 'settled');
      return { row: (await this.deps.repository.findRound(row.round_id))!, credit: null };
    }
    let credit: TransactionValue;
    if (by === 'request') {
      credit = await this.deps.rounds.payOut(current);
    } else {
      await this.deps.rounds.resendCredit(current);
      return { row: current, credit: null };
    }
    return { row: (await this.deps.repository.findRound(row.round_id))!, credit };
  }

  /**
   * Settles the fate of every bet still under way: a cut-off one (or one whose rollback was
   * unknown) is rolled back now. False while any is still moving money.
   */
  private async resolveBatches(row: HouseRoundRow, now: Date): Promise<boolean> {
    const open = parseJson<RouletteRound>(row.bet).batches.filter(
      (b) => b.state === 'returning' || b.state === 'pending',
    );
    let settled = true;
    for (const batch of open) {
      const stale = now.getTime() - Date.parse(batch.at) >= STALE_BATCH_MS;
      if (batch.state === 'pending' && !stale) {
        settled = false;
        continue;
      }
      if (await this.deps.rounds.giveBack(row, batch.n)) {
        await this.moveBatch(null, row.round_id, batch.n, ['pending', 'returning'], 'returned');
      } else {
        settled = false;
      }
    }
    return settled;
  }

  /** Moves bet call `n` to `to` if it is in one of the `from` states; its state after. */
  private async moveBatch(
    session: HousePlayer | null,
    roundId: string,
    n: number,
    from: RouletteBatch['state'][],
    to: RouletteBatch['state'],
  ): Promise<{ row: HouseRoundRow; state: RouletteBatch['state'] | undefined }> {
    let state: RouletteBatch['state'] | undefined;
    const { row } = await this.change(session, roundId, (_row, round) => ({
      batches: round.batches.map((b) => {
        if (b.n !== n) return b;
        state = from.includes(b.state) ? to : b.state;
        return { ...b, state };
      }),
      n,
    }));
    return { row, state };
  }

  /**
   * Rewrites a round's bet list (and its stake, the accepted bets' total) from the stored one,
   * again from a fresh read when another call changed it meanwhile.
   */
  private async change(
    session: HousePlayer | null,
    roundId: string,
    next: (row: HouseRoundRow, round: RouletteRound) => { batches: RouletteBatch[]; n: number },
  ): Promise<{ row: HouseRoundRow; n: number }> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
      const row = session
        ? await this.ownRound(session, roundId)
        : (await this.deps.repository.findRound(roundId))!;
      const { batches, n } = next(row, parseJson<RouletteRound>(row.bet));
      const stake = accepted(batches).reduce((sum, b) => sum + BigInt(b.amount), 0n);
      if (await this.deps.repository.updateRound(row, { bet: { batches }, stake })) {
        return { row: { ...row, bet: JSON.stringify({ batches }), stake }, n };
      }
    }
    throw new Error(`House round ${roundId} is too busy to change`);
  }

  private async ownRound(session: HousePlayer, roundId: string): Promise<HouseRoundRow> {
    const row = await this.deps.repository.findRound(roundId);
    if (
      !row ||
      row.engine !== 'roulette' ||
      row.player_id !== session.player.playerId ||
      row.game_code !== session.game.gameCode
    ) {
      throw new AppError('BET_NOT_FOUND');
    }
    return row;
  }
}

const closesAt = (row: HouseRoundRow) => new Date(toIsoString(row.closes_at!));

/** Winnings summed per spot, so the record stays small however many bets were placed. */
function bySpot(wins: RouletteWin[]): RouletteResult['wins'] {
  const spots = new Map<string, { kind: RouletteKind; value: number | null; amount: bigint }>();
  for (const win of wins) {
    const key = `${win.kind}:${win.value ?? ''}`;
    const spot = spots.get(key) ?? { kind: win.kind, value: win.value, amount: 0n };
    spot.amount += win.payout;
    spots.set(key, spot);
  }
  return [...spots.values()].map((spot) => ({ ...spot, amount: spot.amount.toString() }));
}
