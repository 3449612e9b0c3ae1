import { majorNumber } from '@portal/shared/money';
import type { z } from 'zod';
import type {
  crashPlayPayloadSchema,
  crashPlayValueSchema,
  matchPlayPayloadSchema,
  matchPlayValueSchema,
  slotSpinPayloadSchema,
  SlotSpinValue,
} from '@portal/shared/schemas/house-games';
import type { TransactionValue } from '../seamless/protocol.js';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, playCrash } from './engines/crash.js';
import { oddsOf, playMatch } from './engines/match.js';
import type { RandomSource } from './engines/random.js';
import { PAYLINES } from './engines/slot-paytable.js';
import { spinSlot } from './engines/slot.js';
import { matchProfile, slotLineBets, slotProfile, stakeLimits } from './house-config.js';
import type { HouseGamesRepository, HouseRoundRow } from './house-games.repository.js';
import type { HousePlayer, HousePlayers } from './house-players.js';
import { newRoundId, type HouseRounds } from './house-rounds.js';
import type {
  CrashBet,
  CrashResult,
  MatchBet,
  MatchResult,
  SlotBet,
  SlotResult,
} from './round-records.js';
import { invalidField, parseHundredths, parseStake } from './stakes.js';

export interface InstantGamesDeps {
  repository: HouseGamesRepository;
  players: HousePlayers;
  rounds: HouseRounds;
  random: RandomSource;
}

interface Drawn<T> {
  outcome: T;
  payout: bigint;
}

interface Played<T> extends Drawn<T> {
  row: HouseRoundRow;
  credit: TransactionValue;
}

/** The games settled in one call: a slot spin, a crash round, a match bet. */
export class InstantGamesService {
  constructor(private readonly deps: InstantGamesDeps) {}

  /** POST /house/api/slot/spin. */
  async spin(payload: z.infer<typeof slotSpinPayloadSchema>): Promise<SlotSpinValue> {
    const session = await this.deps.players.resolveToPlay(payload.token, 'slot');
    const lineBets = slotLineBets(session.game);
    const limits = { min: lineBets[0]!, max: lineBets.at(-1)! };
    const lineBet = parseStake(payload.lineBet, limits, 'lineBet');
    if (!lineBets.includes(lineBet)) throw invalidField('lineBet', 'not_offered');
    if (payload.lines > PAYLINES.length) throw invalidField('lines', 'too_many');
    const profile = slotProfile(session.game);
    const stake = lineBet * BigInt(payload.lines);
    const bet: SlotBet = { lineBet: lineBet.toString(), lines: payload.lines };
    const played = await this.play<SlotResult>(session, stake, bet, () => {
      const spin = spinSlot(profile, this.deps.random, lineBet, payload.lines);
      const wins = spin.wins.map((win) => ({ ...win, amount: win.amount.toString() }));
      return { payout: spin.payout, outcome: { stops: spin.stops, grid: spin.grid, wins } };
    });
    return {
      ...settledValue(played),
      grid: played.outcome.grid,
      wins: played.outcome.wins.map((win) => ({ ...win, amount: majorNumber(BigInt(win.amount)) })),
    };
  }

  /** POST /house/api/crash/play. */
  async crash(
    payload: z.infer<typeof crashPlayPayloadSchema>,
  ): Promise<z.infer<typeof crashPlayValueSchema>> {
    const session = await this.deps.players.resolveToPlay(payload.token, 'crash');
    const stake = parseStake(payload.stake, stakeLimits(session.game));
    const target = parseHundredths(payload.target, 'target');
    if (target < CRASH_MIN_TARGET || target > CRASH_MAX_TARGET) {
      throw invalidField('target', 'out_of_range');
    }
    const bet: CrashBet = { target: Number(target) };
    const played = await this.play<CrashResult>(session, stake, bet, () => {
      const round = playCrash(this.deps.random, stake, target);
      return {
        payout: round.payout,
        outcome: { crashPoint: Number(round.crashPoint), cashedOut: round.cashedOut },
      };
    });
    return {
      ...settledValue(played),
      crashPoint: majorNumber(BigInt(played.outcome.crashPoint)),
      target: majorNumber(target),
      cashedOut: played.outcome.cashedOut,
    };
  }

  /** POST /house/api/match/play. */
  async match(
    payload: z.infer<typeof matchPlayPayloadSchema>,
  ): Promise<z.infer<typeof matchPlayValueSchema>> {
    const session = await this.deps.players.resolveToPlay(payload.token, 'match');
    const stake = parseStake(payload.stake, stakeLimits(session.game));
    const profile = matchProfile(session.game);
    const side = profile.sides.find((candidate) => candidate.pick === payload.pick);
    if (!side) throw invalidField('pick', 'not_a_side');
    const odds = oddsOf(profile, side);
    const bet: MatchBet = { pick: side.pick, odds: Number(odds) };
    const played = await this.play<MatchResult>(session, stake, bet, () => {
      const round = playMatch(profile, this.deps.random, stake, side);
      return { payout: round.payout, outcome: { outcome: round.outcome } };
    });
    return {
      ...settledValue(played),
      pick: side.pick,
      outcome: played.outcome.outcome,
      odds: majorNumber(odds),
    };
  }

  /**
   * One round: stored (open), the stake taken, the outcome drawn and stored, then paid. A stake
   * the wallet refuses or cannot confirm fails the round; the outcome is drawn only once the
   * stake is taken, so a refused player learns nothing of it.
   */
  private async play<T>(
    session: HousePlayer,
    stake: bigint,
    bet: unknown,
    draw: () => Drawn<T>,
  ): Promise<Played<T>> {
    const { repository, rounds } = this.deps;
    const row = await repository.insertRound({
      roundId: newRoundId(),
      playerId: session.player.playerId,
      game: session.game,
      currency: session.player.currency,
      stake,
      bet,
    });
    const stakeOutcome = await rounds.takeStake(row, { token: session.token, amount: stake });
    if (stakeOutcome.kind !== 'taken') {
      await rounds.finish(row, 'failed');
      throw stakeOutcome.error;
    }
    const drawn = draw();
    const change = { payout: drawn.payout, outcome: drawn.outcome };
    if (!(await repository.updateRound(row, change))) {
      throw new Error(`House round ${row.round_id} changed while it was played`);
    }
    const stored = { ...row, payout: drawn.payout, outcome: JSON.stringify(drawn.outcome) };
    const credit = await rounds.payOut(stored);
    return { ...drawn, row: stored, credit };
  }
}

function settledValue(played: Played<unknown>) {
  return {
    roundId: played.row.round_id,
    stake: majorNumber(BigInt(played.row.stake)),
    payout: majorNumber(played.payout),
    balance: played.credit.balance,
  };
}
