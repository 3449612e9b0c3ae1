// The crash scenario's replay: every call sent is sent again and must give its first answer or
// complete now, exactly once, and the money that moved meanwhile must be exactly what those
// completions (and the job runner's settlements) move.
import { isDeepStrictEqual } from 'node:util';
import { mainCode, seamlessKey, vendorCode, vendorKey } from './crash-ledger.mjs';
import { send } from './crash-traffic.mjs';
import { add, committed, succeeded } from './crash-verdict.mjs';

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
  for (const call of calls.filter((c) => c.kind === 'transfer' && !c.twinOf)) {
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
 * The points the consumer gave meanwhile: for each bet.settled event known at `after` whose
 * points-earner transfer was not written at `before` (the rounds the replay settled, and any the
 * consumer had not reached), exactly its transfer and its points.
 */
function pointsMeanwhile(before, after, keys, deltas) {
  let count = 0;
  for (const [key, { code, points }] of after.points) {
    if (before.keys.has(key)) continue;
    keys.push(key);
    add(deltas, code, points);
    count += 1;
  }
  return count;
}

/**
 * The contract salaries and dividends the settlement job paid meanwhile: the demo's contracts pay
 * their holders each closed slot (realtime salary every slot, up to five weeks back on a fresh
 * database), from the bets of their teams. Each period is paid once under its own key (a second
 * payment would be a key used twice), so every new payment is expected with exactly its amount.
 */
function contractsMeanwhile(before, after, keys, deltas) {
  let count = 0;
  for (const [key, payment] of after.contracts) {
    if (before.keys.has(key)) continue;
    keys.push(key);
    add(deltas, payment.from, -payment.amount);
    add(deltas, payment.to, payment.amount);
    count += 1;
  }
  return count;
}

/**
 * What the replay moved (between the snapshots `before` and `after`) against what its
 * completions, the job runner's settlements, the contract settlement job and the event
 * consumers should have: transfers
 * written under keys nobody completed (money moved twice), completions without their transfer,
 * and accounts whose balance changed by another amount.
 */
export function replayMovement({ calls, before, after, expected }) {
  const keys = [...expected.keys];
  const deltas = new Map(expected.deltas);
  settledMeanwhile(calls, before, after, keys, deltas);
  const settled = keys.length - expected.keys.length;
  const pointsGiven = pointsMeanwhile(before, after, keys, deltas);
  const contractsPaid = contractsMeanwhile(before, after, keys, deltas);
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
    settledMeanwhile: settled,
    pointsGivenMeanwhile: pointsGiven,
    contractsPaidMeanwhile: contractsPaid,
    unexpected: unexpected.length,
    absent: absent.length,
    wrongBalances: wrong.length,
  };
}
