// What the crash scenario reads of the ledger and the wallet tables to judge the calls it made:
// account codes and idempotency keys as the server writes them (docs/decisions/013 and 018), the
// member balances, the transfers, and the rows of the seamless and vendor-transfer calls.
import { accountCode, DEFAULT_CURRENCY, minor } from './built/platform.mjs';
import { expectedPoints } from './crash-consumers.mjs';
import { TRANSFER_VENDOR } from './crash-setup.mjs';

/** The contract settlement job's transfer keys: `contract:<kind>:<holder>:<period start>`. */
export const CONTRACT_KEY_PREFIX = 'contract:';
export const seamlessKey = (transactionId) => `seamless:house:${transactionId}`;
export const vendorKey = (reference, step) => `vendor:${reference}:${step}`;
export const mainCode = (player) =>
  accountCode({ memberId: player.id, wallet: 'main' }, DEFAULT_CURRENCY);
export const pointsCode = (player) => `member:${player.id}:points`;
export const vendorCode = (player) =>
  accountCode({ memberId: player.id, wallet: 'vendor', vendor: TRANSFER_VENDOR }, DEFAULT_CURRENCY);

/** Member balances by account code. */
async function memberBalances(executor) {
  const rows = await executor
    .selectFrom('ledger_accounts')
    .select(['code', 'balance'])
    .where('owner_type', '=', 'member')
    .execute();
  return new Map(rows.map((row) => [row.code, minor(row.balance)]));
}

/** The contract settlement job's payments (decision 034): key -> { from, to, amount } by code. */
async function contractPayments(executor) {
  const rows = await executor
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as f', 'f.id', 't.from_account_id')
    .innerJoin('ledger_accounts as d', 'd.id', 't.to_account_id')
    .select(['t.idempotency_key as key', 't.amount', 'f.code as from', 'd.code as to'])
    .where('t.idempotency_key', 'like', `${CONTRACT_KEY_PREFIX}%`)
    .execute();
  return new Map(rows.map((row) => [row.key, { ...row, amount: minor(row.amount) }]));
}

/**
 * One consistent view of what the database holds of the calls (the server's job runner may be
 * settling transfers meanwhile): seamless transaction ids, vendor transfer states by reference,
 * every ledger transfer's key and id, the member balances, and the points-earner transfers the
 * bet.settled events written so far call for, and the contract settlement job's payments.
 */
export async function snapshot(db, postgres) {
  let transaction = db.transaction();
  if (postgres) transaction = transaction.setIsolationLevel('repeatable read');
  return transaction.execute(async (trx) => {
    const transactions = await trx
      .selectFrom('provider_transactions')
      .select('transaction_id')
      .where('provider', '=', 'house')
      .execute();
    const transfers = await trx
      .selectFrom('vendor_wallet_transfers')
      .select(['reference', 'state'])
      .execute();
    const keys = await trx
      .selectFrom('ledger_transfers')
      .select(['id', 'idempotency_key'])
      .execute();
    return {
      transactions: new Set(transactions.map((row) => row.transaction_id)),
      transfers: new Map(transfers.map((row) => [row.reference, row.state])),
      keys: new Map(keys.map((row) => [row.idempotency_key, row.id])),
      balances: await memberBalances(trx),
      points: (await expectedPoints(trx)).expected,
      contracts: await contractPayments(trx),
    };
  });
}

/**
 * Money moved twice for one business operation: an idempotency key used twice, a seamless round
 * with two stakes, payouts or rollbacks (or both a payout and a rollback), a vendor transfer both
 * credited and refunded. Each is listed on stderr.
 */
export async function duplicateMovements(db) {
  const doubled = [];
  const keys = await db
    .selectFrom('ledger_transfers')
    .select(['idempotency_key', (eb) => eb.fn.countAll().as('n')])
    .groupBy('idempotency_key')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  doubled.push(...keys.map((row) => `key ${row.idempotency_key} x${row.n}`));
  const rounds = await db
    .selectFrom('ledger_transfers')
    .select(['reference', 'kind', (eb) => eb.fn.countAll().as('n')])
    .where('kind', 'in', ['bet', 'payout', 'bet_rollback'])
    .groupBy(['reference', 'kind'])
    .execute();
  const kindsOf = new Map();
  for (const row of rounds) {
    if (Number(row.n) > 1) doubled.push(`round ${row.reference}: ${row.kind} x${row.n}`);
    const kinds = kindsOf.get(row.reference) ?? new Set();
    kinds.add(row.kind);
    kindsOf.set(row.reference, kinds);
  }
  for (const [round, kinds] of kindsOf) {
    if (kinds.has('payout') && kinds.has('bet_rollback'))
      doubled.push(`round ${round} paid and rolled back`);
  }
  const settled = await db
    .selectFrom('ledger_transfers')
    .select('idempotency_key')
    .where('kind', 'in', ['vendor_in', 'vendor_out', 'vendor_refund'])
    .execute();
  const credited = new Set();
  const refunded = new Set();
  for (const { idempotency_key: key } of settled) {
    if (key.endsWith(':credit')) credited.add(key.slice(0, -':credit'.length));
    if (key.endsWith(':refund')) refunded.add(key.slice(0, -':refund'.length));
  }
  for (const transfer of credited) {
    if (refunded.has(transfer)) doubled.push(`${transfer} credited and refunded`);
  }
  for (const line of doubled.slice(0, 10)) console.error(`doubled: ${line}`);
  return doubled.length;
}
