import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  consolidatedFundsSchema,
  merchantWalletSchema,
  walletBalanceSchema,
  walletSettingsSchema,
} from '@portal/shared/schemas/wallet';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { DEMO_PASSWORD } from '../../db/seeds/seed-members.js';
import {
  SystemAccount,
  TransferKind,
  type AccountRef,
} from '../../platform/ledger/ledger.types.js';

const t = useTestApp();

const BALANCE = '/wps/v2/wallets/balance';
const MERCHANT = '/wps/relay/GCS_merchantWallet';
const CONSOLIDATED = '/wps/member/info/funds/consolidated';

async function signedIn(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

async function move(
  from: AccountRef,
  to: AccountRef,
  amount: bigint,
  kind: TransferKind = TransferKind.adjustment,
) {
  await t.app.services.ledger.transfer({
    idempotencyKey: `test:${randomUUID()}`,
    kind,
    from,
    to,
    amount,
    reference: 'TEST',
  });
}

const house = { system: SystemAccount.house } as const;
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

/** A member with 1,234,567.89 in main, 10 in bonus, 25 held for a withdrawal and money at two vendors. */
async function richMember() {
  const member = await signedIn();
  const id = member.id;
  await move(house, { memberId: id, wallet: 'main' }, 123_456_789n);
  await move({ system: SystemAccount.bonusPool }, { memberId: id, wallet: 'bonus' }, 1_000n);
  await move(
    { memberId: id, wallet: 'main' },
    { memberId: id, wallet: 'hold' },
    2_500n,
    TransferKind.withdrawalHold,
  );
  await move(
    { memberId: id, wallet: 'main' },
    { memberId: id, wallet: 'vendor', vendor: 'LOTUSLIVE' },
    5_000n,
  );
  await move(
    { memberId: id, wallet: 'main' },
    { memberId: id, wallet: 'vendor', vendor: 'KINETIC' },
    1_234n,
  );
  return member;
}

describe('GET /wps/v2/wallets/balance', () => {
  it("shows the demo member's opening balance with the site's currency symbol", async () => {
    const { token } = await login(t, 'demo01', DEMO_PASSWORD);
    const balance = expectValue(await get(BALANCE, authHeader(token)), walletBalanceSchema);
    expect(balance).toMatchObject({
      sumBalance: 1000,
      currency: 'MYR',
      currencySymbol: 'RM',
      frozen: 0,
    });
    expect(balance.wallets.map((wallet) => [wallet.wallet, wallet.vendor, wallet.status])).toEqual([
      ['main', null, 'active'],
      ['bonus', null, 'active'],
      ['vendor', 'THUNDERPEAK', 'maintenance'],
      ['vendor', 'LOTUSLIVE', 'active'],
      ['vendor', 'KINETIC', 'active'],
    ]);
    expect(balance.wallets.find((wallet) => wallet.vendor === 'LOTUSLIVE')?.name).toBe(
      'Lotus Live',
    );
  });

  it('counts main and vendor wallets in sumBalance, bonus and frozen apart', async () => {
    const member = await richMember();
    const balance = expectValue(await get(BALANCE, member.headers), walletBalanceSchema);
    // 1,234,567.89 - 25 held = 1,234,542.89 in main and at the vendors together.
    expect(balance.sumBalance).toBe(1_234_542.89);
    expect(balance.frozen).toBe(25);
    const byName = Object.fromEntries(
      balance.wallets.map((wallet) => [wallet.vendor ?? wallet.wallet, wallet.balance]),
    );
    expect(byName).toMatchObject({
      main: 1_234_480.55,
      bonus: 10,
      LOTUSLIVE: 50,
      KINETIC: 12.34,
      THUNDERPEAK: 0,
    });
  });

  it('reads zero for a member without wallets and creates none', async () => {
    const member = await signedIn();
    const balance = expectValue(await get(BALANCE, member.headers), walletBalanceSchema);
    expect(balance.sumBalance).toBe(0);
    expect(balance.wallets.every((wallet) => wallet.balance === 0)).toBe(true);
    const accounts = await t.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(accounts).toEqual([]);
  });

  it('still counts money left with a vendor that no longer takes transfers', async () => {
    const member = await signedIn();
    await move(house, { memberId: member.id, wallet: 'vendor', vendor: 'RETIREDVENDOR' }, 700n);
    const balance = expectValue(await get(BALANCE, member.headers), walletBalanceSchema);
    expect(balance.sumBalance).toBe(7);
    expect(balance.wallets.at(-1)).toEqual({
      wallet: 'vendor',
      vendor: 'RETIREDVENDOR',
      name: 'RETIREDVENDOR',
      balance: 7,
      status: 'unavailable',
    });
  });

  it('stops trial accounts, signed-out callers and unknown query parameters', async () => {
    const trial = await signedIn({ type: 4 });
    expectError(await get(BALANCE, trial.headers), 403, 'TRIAL_ACCOUNT');
    expectError(await get(BALANCE, {}), 401, 'NOT_LOGGED_IN');
    expectError(await get(BALANCE, authHeader('not-a-session')), 401, 'SESSION_EXPIRED');
    const member = await signedIn();
    expectError(await get(`${BALANCE}?x=1`, member.headers), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /wps/relay/GCS_merchantWallet', () => {
  it("lists the transfer-mode vendors with maintenance flags and the member's balance", async () => {
    const member = await richMember();
    const value = expectValue(await get(MERCHANT, member.headers), merchantWalletSchema);
    expect(value).toEqual({
      currency: 'MYR',
      vendors: [
        { code: 'THUNDERPEAK', title: 'Thunder Peak', maintenance: true, balance: 0 },
        { code: 'LOTUSLIVE', title: 'Lotus Live', maintenance: false, balance: 50 },
        { code: 'KINETIC', title: 'Kinetic Sports', maintenance: false, balance: 12.34 },
      ],
    });
  });

  it('shows a maintenance change at once', async () => {
    const member = await signedIn();
    await t.db
      .updateTable('vendors')
      .set({ maintenance: 1 })
      .where('vassalage', '=', 'KINETIC')
      .execute();
    try {
      const value = expectValue(await get(MERCHANT, member.headers), merchantWalletSchema);
      expect(value.vendors.find((vendor) => vendor.code === 'KINETIC')?.maintenance).toBe(true);
    } finally {
      await t.db
        .updateTable('vendors')
        .set({ maintenance: 0 })
        .where('vassalage', '=', 'KINETIC')
        .execute();
    }
  });

  it('stops trial accounts and signed-out callers', async () => {
    const trial = await signedIn({ type: 4 });
    expectError(await get(MERCHANT, trial.headers), 403, 'TRIAL_ACCOUNT');
    expectError(await get(MERCHANT, {}), 401, 'NOT_LOGGED_IN');
  });
});

describe('GET /wps/member/info/funds/consolidated', () => {
  it('adds bonus and frozen to sumBalance and carries the contract flags', async () => {
    const member = await richMember();
    const funds = expectValue(await get(CONSOLIDATED, member.headers), consolidatedFundsSchema);
    expect(funds).toEqual({
      total: 1_234_577.89,
      sumBalance: 1_234_542.89,
      main: 1_234_480.55,
      bonus: 10,
      vendors: 62.34,
      frozen: 25,
      currency: 'MYR',
      currencySymbol: 'RM',
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      // The demo seed switches every contract kind on; the member holds none.
      dailysalinfotype: 1,
      divinfotype: 1,
      contracthourinfotype: 1,
      realtimesalinfotype: 1,
    });
  });

  it('stops trial accounts and signed-out callers', async () => {
    const trial = await signedIn({ type: 4 });
    expectError(await get(CONSOLIDATED, trial.headers), 403, 'TRIAL_ACCOUNT');
    expectError(await get(CONSOLIDATED, {}), 401, 'NOT_LOGGED_IN');
  });

  it('keeps the ledger sound', async () => {
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });
});

describe('API documentation', () => {
  it('lists every wallet call with its body and response schemas', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: object }>>;
    };
    for (const [method, path] of [
      ['get', BALANCE],
      ['get', MERCHANT],
      ['get', CONSOLIDATED],
      ['post', '/wps/relay/GCS_walletTransfer'],
      ['post', '/wps/relay/GCS_walletRecallAll'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(Object.keys(operation!.responses)).toContain('200');
      if (method === 'post') expect(operation!.requestBody, path).toBeDefined();
    }
  });
});

describe('/wps/member/wallet/settings', () => {
  const SETTINGS = '/wps/member/wallet/settings';
  const put = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: SETTINGS, headers, payload: payload as object });

  it('keeps the automatic transfer off until the member turns it on, per member', async () => {
    const member = await signedIn();
    const other = await signedIn();
    expect(expectValue(await get(SETTINGS, member.headers), walletSettingsSchema)).toEqual({
      autoTransfer: false,
    });
    expect(
      expectValue(await put(member.headers, { autoTransfer: true }), walletSettingsSchema),
    ).toEqual({ autoTransfer: true });
    expect(expectValue(await get(SETTINGS, member.headers), walletSettingsSchema)).toEqual({
      autoTransfer: true,
    });
    expect(expectValue(await get(SETTINGS, other.headers), walletSettingsSchema)).toEqual({
      autoTransfer: false,
    });
    // And off again: the same row, updated.
    expectValue(await put(member.headers, { autoTransfer: false }), walletSettingsSchema);
    expect(expectValue(await get(SETTINGS, member.headers), walletSettingsSchema)).toEqual({
      autoTransfer: false,
    });
    const rows = await t.db
      .selectFrom('member_wallet_settings')
      .select('auto_transfer')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toEqual([{ auto_transfer: 0 }]);
  });

  it('refuses a payload that is not a yes or no, and changes nothing', async () => {
    const member = await signedIn();
    await put(member.headers, { autoTransfer: true });
    expectError(await put(member.headers, { autoTransfer: 'yes' }), 400, 'VALIDATION_FAILED');
    expectError(await put(member.headers, {}), 400, 'VALIDATION_FAILED');
    expectError(
      await put(member.headers, { autoTransfer: false, extra: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(expectValue(await get(SETTINGS, member.headers), walletSettingsSchema)).toEqual({
      autoTransfer: true,
    });
  });

  it('stops trial accounts and signed-out callers', async () => {
    const trial = await signedIn({ type: 4 });
    expectError(await get(SETTINGS, trial.headers), 403, 'TRIAL_ACCOUNT');
    expectError(await put(trial.headers, { autoTransfer: true }), 403, 'TRIAL_ACCOUNT');
    expectError(await get(SETTINGS, {}), 401, 'NOT_LOGGED_IN');
    expectError(await put({}, { autoTransfer: true }), 401, 'NOT_LOGGED_IN');
  });
});
