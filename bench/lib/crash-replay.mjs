// The crash scenario's verdict on the calls: every acknowledged call is in the database, a replay
// of every call sent gives its first answer or completes it exactly once (and the money that
// moved during the replay is exactly what those completions move), and after the jobs have run
// every member balance is what the answers say it must be.
import { isDeepStrictEqual } from 'node:util';
import { FUNDING } from './crash-setup.mjs';
import { send } from './crash-traffic.mjs';
import { mainCode, seamlessKey, vendorCode, vendorKey } from './crash-ledger.mjs';

const succeeded = (answer) => answer?.success === true;
/** A seamless call took effect: answered success the first time or on its replay. */
const committed = (call) => succeeded(call.answer) || succeeded(call.replay);

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

/** Replays every call, each member's calls in the order they were sent, members side by side. */
export async function replayAll(url, calls, concurrency) {
  const byPlayer = new Map();
  for (const call of calls) {
    const own = byPlayer.get(call.player) ?? [];
    own.push(call);
    byPlayer.set(call.player, own);
  }
  const queues = [...byPlayer.values()];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let own = queues.pop(); own; own = queues.pop()) {
        for (const call of own) {
          for (let attempt = 0; attempt < 3 && !call.replay; attempt++) {
            call.replay = await send(url, call);
          }
        }
      }
    }),
  );
}

/** How a call's replay answered, given what the database held before the replay. */
function replayOutcome(call, stored) {
  const { answer, replay } = call;
  if (call.kind === 'transfer') {
    const existed = stored.transfers.has(call.body.reference);
    if (succeeded(answer)) {
      const same =
        succeeded(replay) &&
        replay.value.reference === answer.value.reference &&
        replay.value.amount === answer.value.amount &&
        (answer.value.status === 'PENDING' || replay.value.status === answer.value.status);
      if (same && existed) return 'first';
      return existed ? 'mismatch' : 'lost';
    }
    if (answer && !succeeded(replay) && replay?.errorCode === answer.errorCode) return 'first';
    if (succeeded(replay)) return existed ? 'committed' : 'completed';
    return 'mismatch';
  }
  if (succeeded(answer)) {
    if (succeeded(replay) && isDeepStrictEqual(replay.value, { ...answer.value, replayed: true })) {
      return 'first';
    }
    return succeeded(replay) && replay.value.replayed === false ? 'lost' : 'mismatch';
  }
  if (answer && !succeeded(replay) && replay?.errorCode === answer.errorCode) return 'first';
  if (succeeded(replay)) return replay.value.replayed ? 'committed' : 'completed';
  // A debit cut off by the kill and cancelled by its rollback before it took effect.
  if (call.kind === 'debit' && replay?.errorCode === 'TRANSACTION_ROLLED_BACK') return 'cancelled';
  return 'mismatch';
}

function add(map, code, amount) {
  map.set(code, (map.get(code) ?? 0n) + amount);
}

/** The ledger keys and balance changes of a call the replay completed (nothing else may move). */
function completion(call, keys, deltas) {
  const { player, body } = call;
  if (call.kind === 'transfer') {
    const amount = BigInt(call.minor);
    const [source, destination] =
      call.direction === 'in'
        ? [mainCode(player), vendorCode(player)]
        : [vendorCode(player), mainCode(player)];
    const { status } = call.replay.value;
    keys.push(vendorKey(body.reference, 'debit'));
    if (status === 'FAILED') keys.push(vendorKey(body.reference, 'refund'));
    if (status === 'FAILED') return;
    add(deltas, source, -amount);
    if (status === 'SUCCESS') {
      keys.push(vendorKey(body.reference, 'credit'));
      add(deltas, destination, amount);
    }
    return;
  }
  const main = mainCode(player);
  if (call.kind === 'debit') add(deltas, main, -BigInt(call.stake));
  else if (call.kind === 'credit' && call.payout > 0) add(deltas, main, BigInt(call.payout));
  else if (call.kind === 'rollback' && committed(call.debit))
    add(deltas, main, BigInt(call.debit.stake));
  else return;
  keys.push(seamlessKey(body.transactionId));
}

/**
 * Sorts the replays into outcomes and returns the ledger keys and balance changes the completed
 * ones must have written, and nothing more.
 */
export function judgeReplays(calls, stored) {
  const counts = { first: 0, committed: 0, completed: 0, cancelled: 0, mismatch: 0, lost: 0 };
  const keys = [];
  const deltas = new Map();
  // A transfer's twin replayed after the replay completed its original finds it done.
  const completedTransfers = new Set();
  for (const call of calls) {
    let outcome = replayOutcome(call, stored);
    if (call.kind === 'transfer' && outcome === 'completed') {
      if (completedTransfers.has(call.body.reference)) outcome = 'committed';
      completedTransfers.add(call.body.reference);
    }
    call.outcome = outcome;
    counts[outcome] += 1;
    if (outcome === 'completed') completion(call, keys, deltas);
    if (outcome === 'mismatch' || outcome === 'lost') {
      const { answer, replay } = call;
      console.error(
        `replay ${outcome}: ${call.kind} #${call.seq} first ${JSON.stringify(answer)} replay ${JSON.stringify(replay)}`,
      );
    }
  }
  return { counts, keys, deltas };
}

/** Transfers the job runner settled while the replay ran: their credit or refund moved too. */
function settledMeanwhile(calls, before, after, keys, deltas) {
  const open = (state) => state === 'pending' || state === 'unknown';
  for (const call of calls.filter((c) => c.kind === 'transfer')) {
    const { reference } = call.body;
    const state = after.transfers.get(reference);
    if (!open(before.transfers.get(reference)) || open(state)) continue;
    const amount = BigInt(call.minor);
    const { player } = call;
    const [source, destination] =
      call.direction === 'in'
        ? [mainCode(player), vendorCode(player)]
        : [vendorCode(player), mainCode(player)];
    keys.push(vendorKey(reference, state === 'success' ? 'credit' : 'refund'));
    add(deltas, state === 'success' ? destination : source, amount);
  }
}

/**
 * What the replay moved (between the snapshots `before` and `after`) against what its
 * completions and the job runner's settlements should have: transfers written under keys nobody
 * completed (money moved twice), completions without their transfer, and accounts whose balance
 * changed by another amount.
 */
export function replayMovement({ calls, before, after, expected }) {
  const keys = [...expected.keys];
  const deltas = new Map(expected.deltas);
  settledMeanwhile(calls, before, after, keys, deltas);
  const written = [...after.keys.keys()].filter((key) => !before.keys.has(key));
  const wanted = new Set(keys);
  const unexpected = written.filter((key) => !wanted.has(key));
  const absent = keys.filter((key) => !after.keys.has(key) || before.keys.has(key));
  const codes = new Set([...before.balances.keys(), ...after.balances.keys()]);
  const moved = (code) => (after.balances.get(code) ?? 0n) - (before.balances.get(code) ?? 0n);
  const wrong = [...codes].filter((code) => moved(code) !== (deltas.get(code) ?? 0n));
  for (const key of unexpected.slice(0, 10)) console.error(`replay wrote unexpected ${key}`);
  for (const key of absent.slice(0, 10)) console.error(`replay completed without writing ${key}`);
  for (const code of wrong.slice(0, 10)) {
    console.error(`replay moved ${moved(code)} on ${code}, expected ${deltas.get(code) ?? 0n}`);
  }
  return {
    settledMeanwhile: keys.length - expected.keys.length,
    unexpected: unexpected.length,
    absent: absent.length,
    wrongBalances: wrong.length,
  };
}

/**
 * Every member's balances as the answers say they must be once everything is settled: funding,
 * less the stakes taken, plus payouts and stakes rolled back, and the vendor transfers by their
 * final state. `transfers` is the final state of each vendor transfer row by reference.
 */
export function finalModel({ calls, players, transfers, balances }) {
  const expected = new Map();
  for (const player of players) {
    expected.set(mainCode(player), FUNDING);
    expected.set(vendorCode(player), 0n);
  }
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
 * Calls sent twice at once: when both were answered success, a seamless pair must be one first
 * answer and its replay (the same value, one `replayed: true`), a transfer pair the same reference
 * and amount. Two first answers mean the call was done twice.
 */
export function judgeTwins(calls) {
  const result = { pairs: 0, doubled: 0, mismatched: 0 };
  for (const twin of calls.filter((call) => call.twinOf)) {
    result.pairs += 1;
    const { answer } = twin;
    const first = twin.twinOf.answer;
    if (!succeeded(answer) || !succeeded(first)) continue;
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
