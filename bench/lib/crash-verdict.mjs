// The crash scenario's verdict on what the calls were told: every acknowledged call is in the
// database, a call sent twice at once was answered once and replayed once, and after the jobs
// have run every member balance is what the answers say it must be.
import { isDeepStrictEqual } from 'node:util';
import { mainCode, pointsCode, seamlessKey, vendorCode, vendorKey } from './crash-ledger.mjs';
import { FUNDING } from './crash-setup.mjs';

export const succeeded = (answer) => answer?.success === true;
/** A seamless call took effect: answered success the first time or on its replay. */
export const committed = (call) => succeeded(call.answer) || succeeded(call.replay);

export function add(map, code, amount) {
  map.set(code, (map.get(code) ?? 0n) + amount);
}

/**
 * Acknowledged calls missing from the database: the seamless transaction row and the ledger
 * transfer of the money it moved; the vendor transfer row, its debit and (answered SUCCESS) its
 * credit. Read before any replay, which could write a lost call again.
 */
export function missingAcknowledged(calls, stored) {
  const missing = [];
  for (const call of calls.filter((c) => succeeded(c.answer))) {
    const { body } = call;
    const need = [];
    if (call.kind === 'transfer') {
      if (!stored.transfers.has(body.reference)) need.push(`row ${body.reference}`);
      need.push(vendorKey(body.reference, 'debit'));
      if (call.answer.value.status === 'SUCCESS') need.push(vendorKey(body.reference, 'credit'));
    } else {
      if (!stored.transactions.has(body.transactionId)) need.push(`row ${body.transactionId}`);
      const moves =
        call.kind === 'debit' ||
        (call.kind === 'credit' && call.payout > 0) ||
        (call.kind === 'rollback' && succeeded(call.debit.answer));
      if (moves) need.push(seamlessKey(body.transactionId));
    }
    const absent = need.filter((item) => item.startsWith('row ') || !stored.keys.has(item));
    if (absent.length > 0) missing.push({ call, absent });
  }
  for (const { call, absent } of missing.slice(0, 10)) {
    console.error(
      `lost: ${call.kind} #${call.seq} (start ${call.start}) acknowledged, missing ${absent}`,
    );
  }
  return missing.map(({ call }) => call);
}

/**
 * Every member's balances as the answers say they must be once everything is settled: funding,
 * less the stakes taken, plus payouts and stakes rolled back, and the vendor transfers by their
 * final state; points: what the settled rounds' events earn (`points`, see crash-consumers.mjs). `transfers` is the final state of each vendor transfer row by reference.
 */
export function finalModel({ calls, players, transfers, balances, points }) {
  const expected = new Map();
  for (const player of players) {
    expected.set(mainCode(player), FUNDING);
    expected.set(vendorCode(player), 0n);
    expected.set(pointsCode(player), 0n);
  }
  // The points the settled rounds earn (crash-consumers.mjs), each given once.
  for (const { code, points: earned } of points.values()) add(expected, code, earned);
  let unsettled = 0;
  let contradicted = 0;
  for (const call of calls) {
    const main = mainCode(call.player);
    // A twin's money is its original's; only what it was told is checked.
    if (call.twinOf && call.kind !== 'transfer') continue;
    if (call.kind === 'transfer') {
      const state = transfers.get(call.body.reference);
      const said = [call.answer, call.replay].filter(succeeded).map((a) => a.value.status);
      // No row: refused every time, or lost when some answer was a success.
      if (state === undefined && said.length > 0) contradicted += 1;
      if (state === 'pending' || state === 'unknown') unsettled += 1;
      if (said.includes('SUCCESS') && state !== 'success') contradicted += 1;
      if (said.includes('FAILED') && state !== 'failed') contradicted += 1;
      if (state !== 'success' || call.twinOf) continue;
      const amount = BigInt(call.direction === 'in' ? -call.minor : call.minor);
      add(expected, main, amount);
      add(expected, vendorCode(call.player), -amount);
    } else if (committed(call)) {
      if (call.kind === 'debit') add(expected, main, -BigInt(call.stake));
      if (call.kind === 'credit') add(expected, main, BigInt(call.payout));
      if (call.kind === 'rollback' && committed(call.debit))
        add(expected, main, BigInt(call.debit.stake));
    }
  }
  const wrong = [...expected].filter(([code, amount]) => (balances.get(code) ?? 0n) !== amount);
  for (const [code, amount] of wrong.slice(0, 10)) {
    console.error(`balance ${code}: ${balances.get(code) ?? 0n}, the answers say ${amount}`);
  }
  return { unsettled, contradicted, wrongBalances: wrong.length };
}

/**
 * Calls sent twice at once. Both answered: both must be successes (a refusal of one means the
 * same id was answered two ways); a seamless pair one first answer and its replay (the same
 * value, one `replayed: true`), a transfer pair the same reference and amount. Two first answers
 * mean the call was done twice.
 */
export function judgeTwins(calls) {
  const result = { pairs: 0, doubled: 0, mismatched: 0 };
  for (const twin of calls.filter((call) => call.twinOf)) {
    result.pairs += 1;
    const { answer } = twin;
    const first = twin.twinOf.answer;
    if (answer === null || first === null) continue;
    if (!succeeded(answer) || !succeeded(first)) {
      if (succeeded(answer) !== succeeded(first)) {
        result.mismatched += 1;
        console.error(`twins: ${twin.kind} ${JSON.stringify(first)} and ${JSON.stringify(answer)}`);
      }
      continue;
    }
    if (twin.kind === 'transfer') {
      const same =
        answer.value.reference === first.value.reference &&
        answer.value.amount === first.value.amount;
      if (!same) result.mismatched += 1;
      continue;
    }
    const fresh = [answer, first].filter((a) => a.value.replayed === false).length;
    const sameValue = isDeepStrictEqual(
      { ...answer.value, replayed: null },
      { ...first.value, replayed: null },
    );
    if (fresh === 2) result.doubled += 1;
    else if (fresh !== 1 || !sameValue) result.mismatched += 1;
    if (fresh !== 1 || !sameValue) {
      console.error(`twins: ${twin.kind} ${JSON.stringify(first)} and ${JSON.stringify(answer)}`);
    }
  }
  return result;
}
