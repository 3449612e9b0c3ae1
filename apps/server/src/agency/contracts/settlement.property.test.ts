import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayNumber, dayText, slotAt, slotStart } from '@portal/shared/contracts/periods';
import { rateNames, type RateName, type Terms, type Tier } from '@portal/shared/contracts/terms';
import {
  closingAt,
  insertContract,
  insertMember,
  releaseBonusAt,
  runConsumers,
  settleBets,
  settlementRows,
  settleOnly,
  siteDayStart,
} from '../../../test/contract-settlement.js';
import { useTestApp } from '../../../test/helper.js';

/**
 * The settlement of a site day (daily salary, daily dividend) and of its 5-minute slots
 * (real-time salary) against a brute-force model written from decision 034, not from the code:
 * teams by walking the uplines, tiers by scanning, gross by the rate on the kind's base rounded
 * down, and each holder paid its gross less the gross of the contracts it granted, never below 0.
 */

type Kind = 'daily' | 'dividend' | 'realtime';

interface RawTier {
  betStep: number;
  activeStep: number;
  rateSteps: number[];
}

interface Scenario {
  kind: Kind;
  /** For agent i > 0: a raw pick among the earlier agents (or null: another top level). */
  agentUplines: (number | null)[];
  /** Each player's agent, a raw pick. */
  players: number[];
  /** Whether agent i holds a contract (when its upline holds one, or it is top level). */
  holds: boolean[];
  topTiers: RawTier[];
  /** Per agent: the shape of terms at or below its upline's. */
  belows: { starts: { bet: number; active: number }[]; shares: number[] }[];
  bets: { member: number; minute: number; ms: number; stake: number; payout: number }[];
  bonuses: { member: number; minute: number; amount: number }[];
}

const MAX_AGENTS = 12;
const MAX_DEPTH = 4;

/** Thresholds within reach of a few bets: 0 often, so the first tier is met often. */
const threshold = (max: number) =>
  fc.oneof(
    { arbitrary: fc.constant(0), weight: 4 },
    { arbitrary: fc.integer({ min: 0, max }), weight: 3 },
  );

const rawTier = fc.record({
  betStep: threshold(60_000),
  activeStep: threshold(2),
  rateSteps: fc.array(fc.integer({ min: 0, max: 40_000 }), { minLength: 3, maxLength: 3 }),
});

const scenarios: fc.Arbitrary<Scenario> = fc
  .record({
    kind: fc.constantFrom<Kind>('daily', 'daily', 'dividend', 'realtime'),
    agents: fc.integer({ min: 1, max: MAX_AGENTS }),
    players: fc.integer({ min: 0, max: 8 }),
  })
  .chain(({ kind, agents, players }) => {
    const members = agents + players;
    return fc.record({
      kind: fc.constant(kind),
      agentUplines: fc.tuple(
        fc.constant(null),
        ...Array.from({ length: agents - 1 }, () => fc.option(fc.nat({ max: 1_000 }), { freq: 8 })),
      ),
      players: fc.array(fc.nat({ max: 1_000 }), { minLength: players, maxLength: players }),
      holds: fc
        .array(fc.boolean(), { minLength: agents, maxLength: agents })
        .map((holds) => holds.map((hold, index) => hold || index % 2 === 0)),
      topTiers: fc.array(rawTier, { minLength: 1, maxLength: 3 }),
      belows: fc.array(
        fc.record({
          starts: fc.array(fc.record({ bet: threshold(80_000), active: threshold(3) }), {
            minLength: 1,
            maxLength: 3,
          }),
          shares: fc.array(fc.constantFrom(0, 40, 90, 100, 100, 100), {
            minLength: 9,
            maxLength: 9,
          }),
        }),
        { minLength: agents, maxLength: agents },
      ),
      bets: fc.array(
        fc.record({
          member: fc.nat({ max: members - 1 }),
          // Real-time: the day's first hour (its 12 slots are the periods looked at).
          minute: fc.integer({ min: 0, max: kind === 'realtime' ? 59 : 1_439 }),
          ms: fc.integer({ min: 0, max: 59_999 }),
          stake: fc.integer({ min: 1, max: 50_000 }),
          payout: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 120_000 })),
        }),
        { minLength: 1, maxLength: 30 },
      ),
      bonuses:
        kind === 'dividend'
          ? fc.array(
              fc.record({
                member: fc.nat({ max: members - 1 }),
                minute: fc.integer({ min: 0, max: 1_439 }),
                amount: fc.integer({ min: 1, max: 20_000 }),
              }),
              { maxLength: 4 },
            )
          : fc.constant([]),
    });
  });

/** The tree of a scenario: uplines[i] for member i (agents first, then players), depths. */
function treeOf(scenario: Scenario) {
  const agents = scenario.agentUplines.length;
  const uplines: (number | null)[] = [];
  const depth: number[] = [];
  scenario.agentUplines.forEach((raw, index) => {
    const candidates = [...Array(index).keys()].filter((i) => depth[i]! < MAX_DEPTH - 1);
    const upline =
      raw === null || candidates.length === 0 ? null : candidates[raw % candidates.length]!;
    uplines.push(upline);
    depth.push(upline === null ? 0 : depth[upline]! + 1);
  });
  for (const raw of scenario.players) uplines.push(raw % agents);
  return uplines;
}

const names = (kind: Kind) => rateNames[kind];
const periodOfKind = (kind: Kind) => (kind === 'dividend' ? 'daily' : null);

function topTerms(kind: Kind, raw: RawTier[]): Terms {
  let bet = 0;
  let active = 0;
  const rates = [0, 0, 0];
  const tiers: Tier[] = raw.map((step, index) => {
    bet += step.betStep;
    active += step.activeStep;
    if (index > 0 && step.betStep === 0 && step.activeStep === 0) bet += 1;
    step.rateSteps.forEach((value, i) => (rates[i] = Math.min(1_000_000, rates[i]! + value)));
    const named: Partial<Record<RateName, number>> = {};
    names(kind).forEach((name, i) => (named[name] = rates[i]!));
    return { minValidBet: BigInt(bet), minActive: active, rates: named };
  });
  return { kind, period: periodOfKind(kind), tiers };
}

/** The model's tier: scan for the last tier both of whose thresholds the figures meet. */
function reachedRates(terms: Terms, validBets: bigint, active: number) {
  let found: Tier | undefined;
  let index = -1;
  terms.tiers.forEach((tier, i) => {
    if (validBets >= tier.minValidBet && active >= tier.minActive) {
      found = tier;
      index = i;
    }
  });
  return { index, rates: found?.rates ?? {} };
}

/** Terms at or below `own`: each offered tier pays at most what own reaches at its thresholds. */
function termsBelow(own: Terms, shape: Scenario['belows'][number]): Terms {
  const starts = [...shape.starts].sort((a, b) => a.bet - b.bet || a.active - b.active);
  const tiers: Tier[] = [];
  let active = 0;
  for (const start of starts) {
    active = Math.max(active, start.active);
    const before = tiers.at(-1);
    const bet = BigInt(start.bet);
    if (before && before.minValidBet === bet && before.minActive === active) continue;
    const cap = reachedRates(own, bet, active).rates;
    const rates: Partial<Record<RateName, number>> = {};
    names(own.kind as Kind).forEach((name, i) => {
      const share = shape.shares[(tiers.length * 3 + i) % shape.shares.length]!;
      const ceiling = cap[name] ?? 0;
      const low = before?.rates[name] ?? 0;
      rates[name] = Math.min(ceiling, Math.max(low, Math.floor((ceiling * share) / 100)));
    });
    tiers.push({ minValidBet: bet, minActive: active, rates });
  }
  return { kind: own.kind, period: own.period, tiers };
}

interface ModelRow {
  holder: number;
  periodStart: string;
  gross: bigint;
  downlineGross: bigint;
  amount: bigint;
  validBets: bigint;
  active: number;
  tier: number;
}

/** What decision 034 says each holder is paid, per period of the kind. */
function model(
  scenario: Scenario,
  uplines: (number | null)[],
  terms: (Terms | null)[],
  dayStart: Date,
): ModelRow[] {
  const inTeam = (member: number, holder: number) => {
    for (let at: number | null = member; at !== null; at = uplines[at] ?? null) {
      if (at === holder) return true;
    }
    return false;
  };
  const instant = (minute: number, ms = 0) => dayStart.getTime() + minute * 60_000 + ms;
  const periodStartOf = (at: number) =>
    scenario.kind === 'realtime' ? slotStart(slotAt(at)).toISOString() : dayStart.toISOString();
  const periods = new Set([
    ...scenario.bets.map((bet) => periodStartOf(instant(bet.minute, bet.ms))),
    ...scenario.bonuses.map((bonus) => periodStartOf(instant(bonus.minute))),
  ]);
  const rows: ModelRow[] = [];
  for (const period of periods) {
    const bets = scenario.bets.filter(
      (bet) => periodStartOf(instant(bet.minute, bet.ms)) === period,
    );
    const bonuses = scenario.bonuses.filter((b) => periodStartOf(instant(b.minute)) === period);
    const grossOf = new Map<
      number,
      { gross: bigint; tier: number; validBets: bigint; active: number }
    >();
    terms.forEach((own, holder) => {
      if (!own) return;
      const teamBets = bets.filter((bet) => inTeam(bet.member, holder));
      const teamBonuses = bonuses.filter((bonus) => inTeam(bonus.member, holder));
      if (teamBets.length === 0 && teamBonuses.length === 0) return;
      let validBets = 0n;
      let payouts = 0n;
      let wins = 0n;
      let losses = 0n;
      for (const bet of teamBets) {
        validBets += BigInt(bet.stake);
        payouts += BigInt(bet.payout);
        if (bet.payout > bet.stake) wins += BigInt(bet.payout - bet.stake);
        else losses += BigInt(bet.stake - bet.payout);
      }
      const bonus = teamBonuses.reduce((sum, b) => sum + BigInt(b.amount), 0n);
      const active = new Set(teamBets.map((bet) => bet.member)).size;
      const { index, rates } = reachedRates(own, validBets, active);
      const ppm = (name: RateName) => BigInt(rates[name] ?? 0);
      let parts = 0n;
      if (scenario.kind === 'daily') parts = ppm('rate') * validBets;
      if (scenario.kind === 'dividend') {
        const netLoss = validBets - payouts - bonus;
        parts = netLoss > 0n ? ppm('rate') * netLoss : 0n;
      }
      if (scenario.kind === 'realtime') {
        parts =
          ppm('singleBetRate') * validBets + ppm('lossRate') * losses + ppm('profitRate') * wins;
      }
      grossOf.set(holder, { gross: parts / 1_000_000n, tier: index + 1, validBets, active });
    });
    for (const [holder, own] of grossOf) {
      let granted = 0n;
      for (const [other, theirs] of grossOf) {
        if (other !== holder && uplines[other] === holder && terms[other]) granted += theirs.gross;
      }
      rows.push({
        holder,
        periodStart: period,
        gross: own.gross,
        downlineGross: granted,
        amount: own.gross > granted ? own.gross - granted : 0n,
        validBets: own.validBets,
        active: own.active,
        tier: own.tier,
      });
    }
  }
  return rows;
}

describe('contract settlement against a brute-force model of decision 034', () => {
  const t = useTestApp();
  /** Each run settles a site day of its own, after the one before. */
  let day = dayNumber('2031-03-02');

  beforeAll(async () => {
    // Settlement starts at the period in progress when it first runs.
    const start = siteDayStart(dayText(day));
    await t.app.services.contractSettlement.run(start, start);
  });

  it('pays each holder its gross less the gross it granted, never below 0, once, for random teams, terms and play', async () => {
    await fc.assert(
      fc.asyncProperty(scenarios, async (scenario) => {
        const dayStart = siteDayStart(dayText(day));
        const dayEnd = siteDayStart(dayText(day + 1));
        day += 1;
        const uplines = treeOf(scenario);
        const agents = scenario.agentUplines.length;
        const ids: number[] = [];
        for (const [index, upline] of uplines.entries()) {
          ids.push(await insertMember(t, upline === null ? null : ids[upline]!, index < agents));
        }
        // Contracts: a top-level agent's from the platform, each downline's at or below its upline's.
        const terms: (Terms | null)[] = [];
        for (let index = 0; index < agents; index++) {
          const upline = uplines[index]!;
          const grantorTerms = upline === null ? undefined : terms[upline];
          const own =
            !scenario.holds[index] || grantorTerms === null
              ? null
              : grantorTerms === undefined
                ? topTerms(scenario.kind, scenario.topTiers)
                : termsBelow(grantorTerms, scenario.belows[index]!);
          terms.push(own);
          if (own) {
            await insertContract(t, {
              holderId: ids[index]!,
              grantorId: upline === null ? null : ids[upline]!,
              terms: own,
            });
          }
        }
        await settleBets(
          t,
          scenario.bets.map((bet) => ({
            memberId: ids[bet.member]!,
            stake: BigInt(bet.stake),
            payout: BigInt(bet.payout),
            settledAt: new Date(dayStart.getTime() + bet.minute * 60_000 + bet.ms),
          })),
        );
        for (const bonus of scenario.bonuses) {
          await releaseBonusAt(
            t,
            ids[bonus.member]!,
            BigInt(bonus.amount),
            new Date(dayStart.getTime() + bonus.minute * 60_000),
          );
        }
        await runConsumers(t);

        const schedule = scenario.kind === 'dividend' ? 'dividend:daily' : scenario.kind;
        const closeAt = closingAt(
          scenario.kind === 'realtime' ? new Date(dayStart.getTime() + 3_600_000) : dayEnd,
        );
        await settleOnly(t, schedule, dayStart, closeAt);
        const settled = await t.app.services.contractSettlement.run(closeAt, closeAt);

        const expected = model(scenario, uplines, terms, dayStart).map((row) => ({
          ...row,
          holder: ids[row.holder]!,
        }));
        const rows = await settlementRows(t, ids);
        const key = (row: { holder: number; periodStart: string }) =>
          `${row.periodStart} ${row.holder}`;
        expect(
          rows
            .map((row) => ({
              holder: row.holderId,
              periodStart: row.periodStart,
              gross: row.gross,
              downlineGross: row.downlineGross,
              amount: row.amount,
              validBets: row.validBets,
              active: row.active,
              tier: row.tier,
            }))
            .sort((a, b) => key(a).localeCompare(key(b))),
        ).toEqual(expected.sort((a, b) => key(a).localeCompare(key(b))));
        for (const row of rows) {
          expect(row.kind).toBe(scenario.kind);
          expect(row.transferId === null).toBe(row.amount === 0n);
        }

        // Per period, the run paid the sum of the differentials (no one else had figures).
        const paidBy = new Map<string, bigint>();
        for (const period of settled.filter((p) => p.schedule === schedule)) {
          paidBy.set(period.periodStart, (paidBy.get(period.periodStart) ?? 0n) + period.paid);
        }
        const owedBy = new Map<string, bigint>();
        for (const row of expected) {
          owedBy.set(row.periodStart, (owedBy.get(row.periodStart) ?? 0n) + row.amount);
        }
        for (const [period, owed] of owedBy) expect(paidBy.get(period) ?? 0n).toBe(owed);
        const paidTotal = [...paidBy.values()].reduce((a, b) => a + b, 0n);
        expect(paidTotal).toBe([...owedBy.values()].reduce((a, b) => a + b, 0n));
        // Salaries: what a chain costs never exceeds its top holder's gross.
        if (scenario.kind !== 'dividend') {
          for (const period of owedBy.keys()) {
            const tops = expected.filter(
              (row) => row.periodStart === period && uplines[ids.indexOf(row.holder)] === null,
            );
            const topGross = tops.reduce((sum, row) => sum + row.gross, 0n);
            expect(owedBy.get(period)!).toBeLessThanOrEqual(topGross);
          }
        }

        // Each payment reached the holder's main wallet through the ledger, once.
        for (const row of rows.filter((r) => r.amount > 0n)) {
          const transfer = await t.db
            .selectFrom('ledger_transfers')
            .select(['amount', 'idempotency_key'])
            .where('id', '=', row.transferId!)
            .executeTakeFirstOrThrow();
          expect(BigInt(transfer.amount)).toBe(row.amount);
          expect(transfer.idempotency_key).toBe(
            `contract:${scenario.kind}:${row.holderId}:${row.periodStart}`,
          );
        }
        expect(await t.app.services.ledger.checkInvariants()).toEqual([]);

        // A second run of the same close pays nothing more.
        const again = await t.app.services.contractSettlement.run(closeAt, closeAt);
        expect(again.reduce((sum, period) => sum + period.paid, 0n)).toBe(0n);
        expect(await settlementRows(t, ids)).toEqual(rows);
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});
