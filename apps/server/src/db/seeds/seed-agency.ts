import { sql } from 'kysely';
import type { Config } from '../../config.js';
import { PasswordHasher } from '../../lib/password-hasher.js';
import { bookSettledRounds, type SettledRound } from '../../agency/contracts/contract-figures.js';
import { depositTransferKey } from '../../cashier/deposits/deposit-settlement.js';
import { LedgerService } from '../../platform/ledger/ledger.service.js';
import {
  SystemAccount,
  TransferKind,
  type TransferInput,
} from '../../platform/ledger/ledger.types.js';
import { lookupKey } from '../../platform/members/members.repository.js';
import { providerClearing } from '../../games/seamless/seamless-wallet.js';
import type { Trx } from '../transaction.js';
import { nowIso } from '../time.js';
import { demoSettings } from './content/settings.js';
import { DEMO_PASSWORD } from './seed-members.js';

type HashConfig = Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_ITERATIONS'>;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH'] as const;
type Category = (typeof CATEGORIES)[number];

/**
 * agent01's team (decision 032): three sub-agents (type 2), each with members of its own and a
 * sub-sub-agent with two members. Every account's password is DEMO_PASSWORD.
 */
interface TeamSeed {
  account: string;
  upline: string;
  type: 0 | 2;
  affiliateCode?: string;
}

function teamSeeds(): TeamSeed[] {
  const team: TeamSeed[] = [];
  for (const [index, size] of [3, 2, 3].entries()) {
    const n = index + 1;
    const sub = `ag01s${n}`;
    team.push({ account: sub, upline: 'agent01', type: 2, affiliateCode: `AG110${n}` });
    for (let m = 1; m <= size; m++) team.push({ account: `${sub}m${m}`, upline: sub, type: 0 });
    const subSub = `${sub}a1`;
    team.push({ account: subSub, upline: sub, type: 2, affiliateCode: `AG11${n}1` });
    for (let m = 1; m <= 2; m++) team.push({ account: `${subSub}m${m}`, upline: subSub, type: 0 });
  }
  return team;
}

/** The same demo data at every fresh start: a small deterministic generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Random = ReturnType<typeof random>;

interface SeedGame {
  id: number;
  category: Category;
  vassalage: string;
  provider: string;
}

/** Stakes (minor units) and the odds of a win with its multiplier range, per category. */
const PLAY: Record<Category, { stake: [number, number]; win: number; multiple: [number, number] }> =
  {
    RNG: { stake: [100, 2_000], win: 0.38, multiple: [1.2, 4] },
    LIVE: { stake: [1_000, 20_000], win: 0.47, multiple: [1.9, 2.1] },
    SPORTS: { stake: [2_000, 30_000], win: 0.42, multiple: [1.6, 2.6] },
    FISH: { stake: [100, 1_500], win: 0.45, multiple: [1.1, 3] },
  };

/** One seamless-wallet game per category, as the demo lobby lists them. */
async function seedGames(trx: Trx): Promise<Map<Category, SeedGame>> {
  const rows = await trx
    .selectFrom('games as g')
    .innerJoin('vendors as v', (join) =>
      join
        .onRef('v.vassalage', '=', 'g.vassalage')
        .onRef('v.category_code', '=', 'g.category_code'),
    )
    .select(['g.id', 'g.category_code', 'g.vassalage', 'v.provider'])
    .where('g.category_code', 'in', [...CATEGORIES])
    .where('v.wallet_mode', '=', 'seamless')
    .where('g.enabled', '=', 1)
    .orderBy('g.id')
    .execute();
  const games = new Map<Category, SeedGame>();
  for (const row of rows) {
    const category = row.category_code as Category;
    if (!games.has(category)) {
      games.set(category, {
        id: row.id,
        category,
        vassalage: row.vassalage,
        provider: row.provider,
      });
    }
  }
  return games;
}

/**
 * Writes the ledger transfer, then dates it (and its two entries) at `at`: the demo history
 * reads as if it had happened over the last weeks, in the order it is written.
 */
async function transferAt(trx: Trx, ledger: LedgerService, input: TransferInput, at: Date) {
  const result = await ledger.transfer(input, trx);
  const when = nowIso(at);
  await sql`update ledger_transfers set created_at = ${when} where id = ${result.transferId}`.execute(
    trx,
  );
  await sql`update ledger_entries set created_at = ${when} where transfer_id = ${result.transferId}`.execute(
    trx,
  );
}

interface PlayerContext {
  trx: Trx;
  ledger: LedgerService;
  rng: Random;
  games: Map<Category, SeedGame>;
  channelId: number;
  now: number;
  /** Every settled round written, for the contracts' figures. */
  rounds: SettledRound[];
}

/**
 * A member's history: a few sessions spread from registration to now, a credited deposit before
 * the first one and a top-up whenever the wallet runs low (three deposits at most), and settled
 * rounds staked from the main wallet and paid back to it as the seamless wallet does, never
 * staking more than the wallet holds.
 */
async function play(context: PlayerContext, member: { id: number }, joined: Date) {
  const { rng, now } = context;
  const span = now - HOUR - (joined.getTime() + HOUR);
  const sessions = Array.from({ length: rng.int(4, 9) }, () =>
    Math.floor(joined.getTime() + HOUR + rng.next() * span),
  ).sort((a, b) => a - b);
  let balance = 0n;
  let deposits = 0;
  for (const time of sessions) {
    if (balance < 2_000n && deposits < 3) {
      deposits += 1;
      balance += await deposit(context, member.id, deposits, new Date(time - 10 * 60_000));
    }
    balance = await session(context, member.id, new Date(time), balance);
  }
}

/** A credited deposit order and its ledger transfer, as a confirmed deposit writes them. */
async function deposit(context: PlayerContext, memberId: number, n: number, at: Date) {
  const { trx, ledger, rng } = context;
  const orderNo = `DSEED${memberId}${String(n).padStart(2, '0')}`;
  const amount = BigInt(rng.pick([5_000, 10_000, 20_000, 30_000, 50_000, 100_000]));
  await trx
    .insertInto('deposit_orders')
    .values({
      order_no: orderNo,
      member_id: memberId,
      channel_id: context.channelId,
      amount,
      currency: demoSettings.site.currency,
      status: 'success',
      client_reference: `seed-${orderNo}`,
      request_hash: 'seed',
      turnover_bps: 0,
      has_receipt: 0,
      credited_at: nowIso(at),
      created_at: nowIso(new Date(at.getTime() - 5 * 60_000)),
      updated_at: nowIso(at),
    })
    .execute();
  await transferAt(
    trx,
    ledger,
    {
      idempotencyKey: depositTransferKey(orderNo),
      kind: TransferKind.deposit,
      from: { system: SystemAccount.paymentClearing },
      to: { memberId, wallet: 'main' },
      amount,
      reference: orderNo,
    },
    at,
  );
  return amount;
}

/** A few rounds of one game from `at`; the balance after them. */
async function session(context: PlayerContext, memberId: number, at: Date, start: bigint) {
  const { trx, ledger, rng, games } = context;
  const category = rng.pick(CATEGORIES);
  const game = games.get(category);
  if (!game) return start;
  let balance = start;
  const rule = PLAY[category];
  for (let round = 0; round < rng.int(2, 6); round++) {
    const stake = BigInt(rng.int(rule.stake[0] / 100, rule.stake[1] / 100) * 100);
    if (stake > balance) break;
    const won = rng.next() < rule.win;
    const multiple = rule.multiple[0] + rng.next() * (rule.multiple[1] - rule.multiple[0]);
    const payout = won ? (stake * BigInt(Math.round(multiple * 100))) / 100n : 0n;
    const roundId = `seed-${memberId}-${at.getTime()}-${round}`;
    const placed = new Date(at.getTime() + round * 90_000);
    const settled = new Date(placed.getTime() + 45_000);
    const transfer = { reference: roundId, memo: `${game.provider} demo round` };
    await transferAt(
      trx,
      ledger,
      {
        ...transfer,
        idempotencyKey: `seed:round:${game.provider}:${roundId}:bet`,
        kind: TransferKind.bet,
        from: { memberId, wallet: 'main' },
        to: providerClearing(memberId),
        amount: stake,
      },
      placed,
    );
    if (payout > 0n) {
      await transferAt(
        trx,
        ledger,
        {
          ...transfer,
          idempotencyKey: `seed:round:${game.provider}:${roundId}:payout`,
          kind: TransferKind.payout,
          from: providerClearing(memberId),
          to: { memberId, wallet: 'main' },
          amount: payout,
        },
        settled,
      );
    }
    balance += payout - stake;
    await trx
      .insertInto('bet_rounds')
      .values({
        provider: game.provider,
        round_id: roundId,
        member_id: memberId,
        game_id: game.id,
        category_code: game.category,
        vassalage: game.vassalage,
        wallet: 'main',
        currency: demoSettings.site.currency,
        stake,
        payout,
        status: 'settled',
        result: JSON.stringify({ demo: true, won }),
        created_at: nowIso(placed),
        settled_at: nowIso(settled),
      })
      .execute();
    context.rounds.push({ memberId, settledAt: settled, stake, payout, validBet: stake });
  }
  return balance;
}

/**
 * agent01's three-level team with deposits and settled rounds over the last ~20 days (the agent
 * centre's reports have something to show). Runs once per database: when the first sub-agent
 * exists nothing is done. True when the team was written (the figures then need a rebuild).
 */
export async function seedAgency(trx: Trx, config: HashConfig): Promise<boolean> {
  const agent = await trx
    .selectFrom('members')
    .select(['id', 'type'])
    .where('account_key', '=', lookupKey('agent01'))
    .executeTakeFirst();
  if (!agent) return false;
  const team = teamSeeds();
  const first = await trx
    .selectFrom('members')
    .select('id')
    .where('account_key', '=', lookupKey(team[0]!.account))
    .executeTakeFirst();
  if (first) return false;
  const channel = await trx
    .selectFrom('deposit_channels')
    .select('id')
    .orderBy('id')
    .executeTakeFirst();
  if (!channel) return false;

  const rng = random(1001);
  const now = Date.now();
  // One hash for every team account: they share the demo password.
  const passwordHash = await new PasswordHasher(config).hash(DEMO_PASSWORD);
  const ids = new Map<string, number>([['agent01', agent.id]]);
  const players: { id: number; account: string; joined: Date }[] = [];
  for (const [index, seed] of team.entries()) {
    // Registered between 24 and 18 days ago, uplines before their downlines.
    const joined = new Date(now - 24 * DAY + index * 6 * HOUR);
    const row = await trx
      .insertInto('members')
      .values({
        account: seed.account,
        account_key: lookupKey(seed.account),
        nickname: seed.account,
        password_hash: passwordHash,
        password_changed_at: nowIso(joined),
        type: seed.type,
        status: 'active',
        upline_id: ids.get(seed.upline)!,
        affiliate_code: seed.affiliateCode ?? null,
        to_upline: 1,
        icon: 1,
        rank_level: 1,
        currency: demoSettings.site.currency,
        profile: '{}',
        created_at: nowIso(joined),
        updated_at: nowIso(joined),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(seed.account, row.id);
    players.push({ id: row.id, account: seed.account, joined });
  }

  const context: PlayerContext = {
    trx,
    ledger: new LedgerService(trx),
    rng,
    games: await seedGames(trx),
    channelId: channel.id,
    now,
    rounds: [],
  };
  // Sub-agents play too, as real ones do; a few members never deposit.
  for (const player of players) {
    if (rng.next() < 0.15) continue;
    await play(context, player, player.joined);
  }
  // The rounds were written as raw records, without the events the contracts' figures are
  // booked from: book them here, so that the demo's contracts settle on the team's play.
  await bookSettledRounds(trx, context.rounds);
  return true;
}
