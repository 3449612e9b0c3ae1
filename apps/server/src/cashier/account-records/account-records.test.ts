import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accountRecordsSchema, type AccountRecord } from '@portal/shared/schemas/account-records';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { nowIso } from '../../db/time.js';
import {
  SystemAccount,
  TransferKind,
  type AccountRef,
  type TransferKind as Kind,
} from '../../platform/ledger/ledger.types.js';

const t = useTestApp({ seed: false });

const URL = '/wps/member/wallet/transactions';
const DAY = 24 * 60 * 60 * 1000;
const VENDOR = 'PG';

async function signedIn(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

/**
 * One ledger transfer; with `at`, its entries are dated then (the ledger dates them now), so that
 * ranges and the order of records can be tested.
 */
async function move(kind: Kind, from: AccountRef, to: AccountRef, amount: bigint, at?: Date) {
  const reference = `R-${randomUUID().slice(0, 8)}`;
  const result = await t.app.services.ledger.transfer({
    idempotencyKey: `test:${randomUUID()}`,
    kind,
    from,
    to,
    amount,
    reference,
  });
  if (at) {
    // Entries are immutable to the app (no update type); a test may still age them.
    await sql`update ledger_entries set created_at = ${nowIso(at)}
      where transfer_id = ${result.transferId}`.execute(t.db);
  }
  return reference;
}

const mainOf = (memberId: number) => ({ memberId, wallet: 'main' }) as const;
const holdOf = (memberId: number) => ({ memberId, wallet: 'hold' }) as const;
const bonusOf = (memberId: number) => ({ memberId, wallet: 'bonus' }) as const;
const vendorOf = (memberId: number) => ({ memberId, wallet: 'vendor', vendor: VENDOR }) as const;
const system = (name: (typeof SystemAccount)[keyof typeof SystemAccount]) => ({ system: name });

const records = async (headers: Record<string, string>, query = '') =>
  expectValue(await t.app.inject({ url: `${URL}${query}`, headers }), accountRecordsSchema);

/** What a record says, without its id and time. */
const shown = (record: AccountRecord) => [
  record.type,
  record.vendor ? `${record.wallet}:${record.vendor}` : record.wallet,
  record.amount,
  record.balanceAfter,
  record.reference,
];

/**
 * A member with one movement of every sort, an hour apart, the oldest 20 hours ago: a deposit,
 * a round trip to a vendor wallet, a bet and its payout, a bonus, a withdrawal rejected (money
 * back) and one paid, money from a downline, money to the upline and an adjustment.
 */
async function memberWithHistory() {
  const agent = await createMember(t, { type: 1 });
  const member = await signedIn({ type: 1, uplineId: agent.id, toUpline: true });
  const downline = await createMember(t, { uplineId: member.id, toUpline: true });
  const start = Date.now() - 20 * 60 * 60 * 1000;
  let hour = 0;
  const at = () => new Date(start + hour++ * 60 * 60 * 1000);
  const { paymentClearing, providerClearing, bonusPool, house } = SystemAccount;
  await move(TransferKind.deposit, system(paymentClearing), mainOf(downline.id), 5_000n, at());
  const ref = {
    deposit: await move(
      TransferKind.deposit,
      system(paymentClearing),
      mainOf(member.id),
      100_000n,
      at(),
    ),
    toVendor: await move(
      TransferKind.vendorIn,
      mainOf(member.id),
      vendorOf(member.id),
      20_000n,
      at(),
    ),
    fromVendor: await move(
      TransferKind.vendorOut,
      vendorOf(member.id),
      mainOf(member.id),
      5_000n,
      at(),
    ),
    bet: await move(TransferKind.bet, mainOf(member.id), system(providerClearing), 3_000n, at()),
    payout: await move(
      TransferKind.payout,
      system(providerClearing),
      mainOf(member.id),
      6_000n,
      at(),
    ),
    bonus: await move(TransferKind.bonus, system(bonusPool), bonusOf(member.id), 1_000n, at()),
    held: await move(
      TransferKind.withdrawalHold,
      mainOf(member.id),
      holdOf(member.id),
      10_000n,
      at(),
    ),
    released: await move(
      TransferKind.withdrawalRelease,
      holdOf(member.id),
      mainOf(member.id),
      10_000n,
      at(),
    ),
    withdrawn: await move(
      TransferKind.withdrawalHold,
      mainOf(member.id),
      holdOf(member.id),
      8_000n,
      at(),
    ),
    paid: await move(
      TransferKind.withdrawalPayout,
      holdOf(member.id),
      system(paymentClearing),
      8_000n,
      at(),
    ),
    fromDownline: await move(
      TransferKind.uplineOut,
      mainOf(downline.id),
      mainOf(member.id),
      2_500n,
      at(),
    ),
    toUpline: await move(TransferKind.uplineOut, mainOf(member.id), mainOf(agent.id), 4_000n, at()),
    adjustment: await move(TransferKind.adjustment, system(house), mainOf(member.id), 50n, at()),
  };
  return { agent, member, downline, ref };
}

describe('GET /wps/member/wallet/transactions', () => {
  it('lists every movement of the main, bonus and vendor wallets, newest first, without the hold', async () => {
    const { member, ref } = await memberWithHistory();
    const value = await records(member.headers);
    // Both sides of a transfer share its time: main before vendor here, whichever came first.
    const byTimeThenWallet = [...value.list].sort(
      (a, b) => Date.parse(b.time) - Date.parse(a.time) || a.wallet.localeCompare(b.wallet),
    );
    expect(byTimeThenWallet.map(shown)).toEqual([
      ['adjustment', 'main', 0.5, 785.5, ref.adjustment],
      ['transfer_to_upline', 'main', -40, 785, ref.toUpline],
      ['transfer_from_downline', 'main', 25, 825, ref.fromDownline],
      ['withdrawal', 'main', -80, 800, ref.withdrawn],
      ['withdrawal_return', 'main', 100, 880, ref.released],
      ['withdrawal', 'main', -100, 780, ref.held],
      ['bonus', 'bonus', 10, 10, ref.bonus],
      ['payout', 'main', 60, 880, ref.payout],
      ['bet', 'main', -30, 820, ref.bet],
      ['transfer_from_vendor', 'main', 50, 850, ref.fromVendor],
      ['transfer_from_vendor', 'vendor:PG', -50, 150, ref.fromVendor],
      ['transfer_to_vendor', 'main', -200, 800, ref.toVendor],
      ['transfer_to_vendor', 'vendor:PG', 200, 200, ref.toVendor],
      ['deposit', 'main', 1_000, 1_000, ref.deposit],
    ]);
    // The list itself is newest first; within one time the later entry comes first.
    const order = value.list.map((record) => [Date.parse(record.time), record.id] as const);
    for (let i = 1; i < order.length; i += 1) {
      const [time, id] = order[i]!;
      const [previousTime, previousId] = order[i - 1]!;
      expect(time < previousTime || (time === previousTime && id < previousId)).toBe(true);
    }
    expect(value).toMatchObject({
      page: 1,
      pageSize: 20,
      total: 14,
      totalPages: 1,
      currency: 'MYR',
      // In: 1000 + 200 + 50 + 60 + 10 + 100 + 25 + 0.50; out: 200 + 50 + 30 + 100 + 80 + 40.
      totals: { moneyIn: 1_445.5, moneyOut: 500, net: 945.5 },
    });
    expect(value.list.find((record) => record.wallet === 'main')?.balanceAfter).toBe(785.5);
    const others = value.list.filter((record) => record.wallet !== 'vendor');
    expect(others.every((record) => record.vendor === null && record.vendorName === null)).toBe(
      true,
    );
  });

  it('pages the list while the totals stay those of the whole range', async () => {
    const { member } = await memberWithHistory();
    const all = await records(member.headers);
    const second = await records(member.headers, '?page=2&pageSize=5');
    expect(second).toMatchObject({
      page: 2,
      pageSize: 5,
      total: 14,
      totalPages: 3,
      totals: all.totals,
    });
    expect(second.list.map((record) => record.id)).toEqual(all.list.slice(5, 10).map((r) => r.id));
    const last = await records(member.headers, '?page=3&pageSize=5');
    expect(last.list).toHaveLength(4);
    const beyond = await records(member.headers, '?page=9&pageSize=5');
    expect(beyond).toMatchObject({ list: [], total: 14, totalPages: 3, totals: all.totals });
  });

  it('filters by one type or several, repeated or comma-separated, with totals of what is kept', async () => {
    const { member, ref } = await memberWithHistory();
    const withdrawals = await records(member.headers, '?type=withdrawal');
    expect(withdrawals.list.map(shown)).toEqual([
      ['withdrawal', 'main', -80, 800, ref.withdrawn],
      ['withdrawal', 'main', -100, 780, ref.held],
    ]);
    expect(withdrawals.totals).toEqual({ moneyIn: 0, moneyOut: 180, net: -180 });
    const repeated = await records(member.headers, '?type=bet&type=payout');
    const commas = await records(member.headers, '?type=bet,payout');
    expect(repeated.list.map((record) => record.type)).toEqual(['payout', 'bet']);
    expect(commas.list).toEqual(repeated.list);
    expect(repeated.totals).toEqual({ moneyIn: 60, moneyOut: 30, net: 30 });
    const upline = await records(member.headers, '?type=transfer_to_upline,transfer_from_downline');
    expect(upline.list.map((record) => [record.type, record.amount])).toEqual([
      ['transfer_to_upline', -40],
      ['transfer_from_downline', 25],
    ]);
    expect((await records(member.headers, '?type=bet_refund')).list).toEqual([]);
  });

  it('filters by wallet and by vendor, and names the vendor as the lobby does', async () => {
    const now = nowIso();
    await t.db
      .insertInto('game_categories')
      .values(
        ['LIVE', 'SPORTS'].map((code, sort) => ({
          code,
          mod_id: null,
          enabled: 1,
          sort,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    // Listed under two categories, the vendor still reads as one name.
    await t.db
      .insertInto('vendors')
      .values(
        ['LIVE', 'SPORTS'].map((category_code) => ({
          category_code,
          vassalage: VENDOR,
          title: 'Pocket Games',
          icon_path: 'pg.svg',
          cards: 0,
          sort: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['category_code', 'vassalage']).doNothing())
      .execute();
    const { member } = await memberWithHistory();
    const bonus = await records(member.headers, '?wallet=bonus');
    expect(bonus.list.map((record) => [record.type, record.amount])).toEqual([['bonus', 10]]);
    const vendor = await records(member.headers, '?wallet=vendor');
    expect(vendor.list.map((record) => record.vendorName)).toEqual([
      'Pocket Games',
      'Pocket Games',
    ]);
    expect(vendor.list.map((record) => [record.type, record.vendor, record.amount])).toEqual([
      ['transfer_from_vendor', VENDOR, -50],
      ['transfer_to_vendor', VENDOR, 200],
    ]);
    expect((await records(member.headers, `?vendor=${VENDOR}`)).list).toEqual(vendor.list);
    expect((await records(member.headers, '?vendor=OTHER')).list).toEqual([]);
    const main = await records(member.headers, '?wallet=main&type=transfer_to_vendor');
    expect(main.list.map((record) => record.amount)).toEqual([-200]);
    expect((await records(member.headers, '?wallet=main')).total).toBe(11);
  });

  it('reads the last 7 days by default and any range of up to 90 days on request', async () => {
    const member = await signedIn();
    const now = Date.now();
    const { paymentClearing } = SystemAccount;
    const old = await move(
      TransferKind.deposit,
      system(paymentClearing),
      mainOf(member.id),
      700n,
      new Date(now - 8 * DAY),
    );
    const recent = await move(
      TransferKind.deposit,
      system(paymentClearing),
      mainOf(member.id),
      300n,
      new Date(now - DAY),
    );
    const references = (value: { list: AccountRecord[] }) => value.list.map((r) => r.reference);

    const byDefault = await records(member.headers);
    expect(references(byDefault)).toEqual([recent]);
    expect(Date.parse(byDefault.to) - Date.parse(byDefault.from)).toBe(7 * DAY);

    const from = new Date(now - 10 * DAY).toISOString();
    const to = new Date(now - 2 * DAY).toISOString();
    expect(references(await records(member.headers, `?from=${from}&to=${to}`))).toEqual([old]);
    expect(references(await records(member.headers, `?from=${from}`))).toEqual([recent, old]);
    // `to` is exclusive: an entry at exactly `to` belongs to the next range.
    const oldAt = new Date(now - 8 * DAY).toISOString();
    expect(references(await records(member.headers, `?from=${from}&to=${oldAt}`))).toEqual([]);
    // Offsets other than Z name the same instants.
    const local = new Date(now - 10 * DAY + 8 * 3600_000).toISOString().replace('Z', '+08:00');
    expect(references(await records(member.headers, `?from=${encodeURIComponent(local)}`))).toEqual(
      [recent, old],
    );
  });

  it('refuses a range longer than 90 days, one that ends before it starts, and other bad queries', async () => {
    const member = await signedIn();
    const now = Date.now();
    const iso = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString();
    expect((await records(member.headers, `?from=${iso(-90)}&to=${iso(0)}`)).list).toEqual([]);
    for (const query of [
      `?from=${iso(-91)}&to=${iso(0)}`,
      `?from=${iso(-91)}`,
      `?from=${iso(-1)}&to=${iso(-2)}`,
      `?from=${iso(-1)}&to=${iso(-1)}`,
      '?from=yesterday',
      '?to=2025-13-01T00:00:00Z',
      '?type=jackpot',
      '?type=',
      '?wallet=hold',
      '?wallet=main&vendor=PG',
      '?page=0',
      '?pageSize=101',
      '?member=1',
    ]) {
      expectError(
        await t.app.inject({ url: `${URL}${query}`, headers: member.headers }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('shows a member only their own entries', async () => {
    const { agent, member, downline, ref } = await memberWithHistory();
    const stranger = await signedIn();
    const empty = await records(stranger.headers);
    expect(empty).toMatchObject({ list: [], total: 0, totalPages: 0 });
    expect(empty.totals).toEqual({ moneyIn: 0, moneyOut: 0, net: 0 });
    // The upline sees its side of the transfer, the downline its own.
    const { token: agentToken } = await login(t, agent.account, agent.password);
    const upline = await records(authHeader(agentToken));
    expect(upline.list.map(shown)).toEqual([
      ['transfer_from_downline', 'main', 40, 40, ref.toUpline],
    ]);
    const { token: downlineToken } = await login(t, downline.account, downline.password);
    const below = await records(authHeader(downlineToken));
    expect(below.list.map((record) => [record.type, record.amount])).toEqual([
      ['transfer_to_upline', -25],
      ['deposit', 50],
    ]);
    const mine = new Set((await records(member.headers)).list.map((record) => record.id));
    for (const record of [...upline.list, ...below.list]) expect(mine.has(record.id)).toBe(false);
  });

  it('refuses trial accounts and callers without a session', async () => {
    const trial = await signedIn({ type: 4 });
    expectError(await t.app.inject({ url: URL, headers: trial.headers }), 403, 'TRIAL_ACCOUNT');
    expectError(await t.app.inject({ url: URL }), 401, 'NOT_LOGGED_IN');
  });
});
