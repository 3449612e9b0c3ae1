import { toMinor } from '@portal/shared/money';
import { LedgerService } from '../../platform/ledger/ledger.service.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import { lookupKey } from '../../platform/members/members.repository.js';
import type { Trx } from '../transaction.js';

/** Vendors with a wallet of their own on the demo site: live casino, sports, and one under maintenance. */
export const demoTransferVendors = ['LOTUSLIVE', 'KINETIC', 'THUNDERPEAK'];

const OPENING_KEY = 'seed:demo01:opening';

/**
 * The demo wallets, once per database: the transfer-mode vendors and demo01's opening balance of
 * 1,000.00 (an adjustment from the house, through the ledger). The opening transfer marks it
 * done, so a later start never switches a vendor back that an operator has changed.
 */
export async function seedWallets(trx: Trx): Promise<void> {
  const ledger = new LedgerService(trx);
  if (await ledger.findTransfer(OPENING_KEY, trx)) return;
  const member = await trx
    .selectFrom('members')
    .select('id')
    .where('account_key', '=', lookupKey('demo01'))
    .executeTakeFirst();
  if (!member) return;
  await trx
    .updateTable('vendors')
    .set({ wallet_mode: 'transfer' })
    .where('vassalage', 'in', demoTransferVendors)
    .execute();
  await ledger.transfer(
    {
      idempotencyKey: OPENING_KEY,
      kind: TransferKind.adjustment,
      from: { system: SystemAccount.house },
      to: { memberId: member.id, wallet: 'main' },
      amount: toMinor('1000.00'),
      reference: 'DEMO-OPENING',
      memo: 'demo data: opening balance',
    },
    trx,
  );
}
