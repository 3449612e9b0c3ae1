import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { UsageError } from '../../cli/admin-usage.js';

const t = useTestApp({ seed: false });
const admin = (...argv: string[]) =>
  runAdminCommand(argv, { db: t.db, config: t.config, services: t.app.services });

describe('admin wallet credit', () => {
  it('credits the main wallet through the ledger with a memo of who, when and why', async () => {
    const member = await createMember(t);
    const output = await admin('wallet', 'credit', member.account, '1234.5', 'e2e', 'funding');
    expect(output).toBe(`Credited 1,234.50 MYR to ${member.account}; main wallet 1,234.50.`);
    await admin('wallet', 'credit', member.account.toUpperCase(), '0.5');
    expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(
      123_500n,
    );
    const transfers = await t.db
      .selectFrom('ledger_transfers')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_transfers.to_account_id')
      .select(['ledger_transfers.kind', 'ledger_transfers.memo'])
      .where('ledger_accounts.member_id', '=', member.id)
      .orderBy('ledger_transfers.id')
      .execute();
    expect(transfers.map((row) => row.kind)).toEqual(['adjustment', 'adjustment']);
    expect(transfers[0]!.memo).toMatch(/^admin credit by .+ at \d{4}-\d{2}-\d{2}T.+: e2e funding$/);
    expect(transfers[1]!.memo).toMatch(/: no reason given$/);
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it.each([
    [['wallet'], /wallet credit/],
    [['wallet', 'debit', 'someone', '1'], /wallet credit/],
    [['wallet', 'credit', 'nobody-here', '1'], /No member/],
    [['wallet', 'credit'], /account and the amount/],
  ])('refuses %j with a usage message', async (argv, message) => {
    await expect(admin(...argv)).rejects.toThrow(UsageError);
    await expect(admin(...argv)).rejects.toThrow(message);
  });

  it('refuses an amount that is not above zero with at most 2 decimals', async () => {
    const member = await createMember(t);
    await expect(admin('wallet', 'credit', member.account, '0')).rejects.toThrow(UsageError);
    await expect(admin('wallet', 'credit', member.account, '1.005')).rejects.toMatchObject({
      code: 'INVALID_AMOUNT',
    });
  });
});
