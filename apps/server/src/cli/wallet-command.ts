import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { formatMoney } from '@portal/shared/money';
import { parseAmount } from '../lib/amount.js';
import { SystemAccount, TransferKind } from '../platform/ledger/ledger.types.js';
import type { Services } from '../compose.js';
import { UsageError } from './admin-usage.js';

export interface WalletCommandContext {
  services: Pick<Services, 'members' | 'ledger'>;
}

/** Who ran the command, for the memo: the operating-system account of the operator's shell. */
function operator(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * wallet credit <account> <amount> [reason...]: a manual adjustment from the house into the
 * member's main wallet (goodwill, a correction, test money). The memo records who ran it, when
 * and why; the movement shows in the member's account records like any other.
 */
export async function runWalletCommand(
  args: string[],
  { services }: WalletCommandContext,
): Promise<string> {
  const [action, account, amountText, ...reason] = args;
  if (action !== 'credit')
    throw new UsageError('Expected "wallet credit <account> <amount> [reason]".');
  if (!account || !amountText) throw new UsageError('Expected the member account and the amount.');
  const member = await services.members.findByAccount(account);
  if (!member) throw new UsageError(`No member "${account}".`);
  const amount = parseAmount(amountText);
  if (amount <= 0n) throw new UsageError('The amount must be above zero.');
  const at = new Date().toISOString();
  const why = reason.join(' ').trim() || 'no reason given';
  const result = await services.ledger.transfer({
    idempotencyKey: `admin:credit:${randomUUID()}`,
    kind: TransferKind.adjustment,
    from: { system: SystemAccount.house },
    to: { memberId: member.id, wallet: 'main' },
    amount,
    reference: `ADJ-${at.replace(/\D/g, '').slice(0, 14)}`,
    memo: `admin credit by ${operator()} at ${at}: ${why}`.slice(0, 255),
  });
  return `Credited ${formatMoney(amount)} ${result.currency} to ${member.account}; main wallet ${formatMoney(result.to.balanceAfter)}.`;
}
