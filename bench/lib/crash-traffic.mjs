// The crash scenario's load: provider clients sending signed seamless debits, credits and
// rollbacks (some debits and credits together in `debits` and `credits` calls), and members moving money to and from a transfer-mode vendor (GCS_walletTransfer),
// all over HTTP. Every call is kept with its answer (null when none came: the server died first)
// so that it can be checked and replayed afterwards.
import { randomInt, randomUUID } from 'node:crypto';
import { signedHeaders } from './built/games.mjs';
import { GAME_CODE, TRANSFER_VENDOR } from './crash-setup.mjs';
import { HOUSE_SECRET } from './portal-process.mjs';

/** How long a call may take before it counts as unanswered. */
const CALL_TIMEOUT_MS = 30_000;

/**
 * Sends one call: `{status, success, value, errorCode}`, or null when no answer came (refused
 * connection, connection cut by the kill, timeout).
 */
export async function send(url, call) {
  const raw = JSON.stringify(call.body);
  const headers =
    call.kind === 'transfer'
      ? { 'content-type': 'application/json', authorization: `Bearer ${call.bearer}` }
      : signedHeaders(HOUSE_SECRET, raw);
  const path =
    call.kind === 'transfer' ? '/wps/relay/GCS_walletTransfer' : `/wps/seamless/house/${call.kind}`;
  try {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers,
      body: raw,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const answer = await response.json();
    return {
      status: response.status,
      success: answer.success === true,
      value: answer.value ?? null,
      errorCode: answer.errorCode ?? null,
    };
  } catch {
    return null;
  }
}

const decimal = (minorUnits) => (minorUnits / 100).toFixed(2);

/** How many members' rounds one `debits` call opens and one `credits` call settles together. */
const BATCH_PLAYERS = 4;

/** One debit, credit or transfer in this many is sent twice at once, as a hasty retry would. */
const TWIN_ONE_IN = 8;

/** Sends a call once the server is up, and keeps it in the log with its answer. */
async function logged(context, call) {
  await context.portal.whenUp();
  call.seq = context.calls.length;
  call.start = context.start;
  context.calls.push(call);
  call.answer = await send(context.portal.url, call);
  return call;
}

/**
 * Sometimes sends the call a second time while the first is in flight: the twin is logged too
 * (`twinOf`), is replayed like any call, and must not move money of its own.
 */
async function loggedMaybeTwice(context, call) {
  if (randomInt(TWIN_ONE_IN) !== 0) return logged(context, call);
  const [first] = await Promise.all([
    logged(context, call),
    logged(context, { ...call, twinOf: call }),
  ]);
  return first;
}

/** A round's debit as a provider sends it, not sent yet. */
function debitCall(player) {
  const stake = randomInt(1, 1_001);
  return {
    kind: 'debit',
    player,
    stake,
    body: {
      transactionId: `d-${randomUUID()}`,
      roundId: `r-${randomUUID()}`,
      token: player.launchToken,
      gameCode: GAME_CODE,
      amount: decimal(stake),
    },
  };
}

/**
 * What follows a debit sent: one round in five, or a debit without an answer, cancelled by its
 * rollback, as providers do. Answers the round's credit of 0 to twice the stake, not sent yet, or
 * null when the round ended otherwise.
 */
async function afterDebit(context, player, debit) {
  const { roundId } = debit.body;
  if (debit.answer && !debit.answer.success) return null;
  if (debit.answer === null || randomInt(5) === 0) {
    await logged(context, {
      kind: 'rollback',
      player,
      debit,
      body: {
        transactionId: `b-${randomUUID()}`,
        refTransactionId: debit.body.transactionId,
        roundId,
        playerId: player.account,
      },
    });
    return null;
  }
  const payout = randomInt(0, 2 * debit.stake + 1);
  return {
    kind: 'credit',
    player,
    payout,
    body: {
      transactionId: `c-${randomUUID()}`,
      roundId,
      playerId: player.account,
      amount: decimal(payout),
      result: { crash: true },
    },
  };
}

/** A round, its debit (sometimes sent twice at once) and its credit each sent on its own. */
async function seamlessRound(context, player) {
  const debit = await loggedMaybeTwice(context, debitCall(player));
  const credit = await afterDebit(context, player, debit);
  if (credit) await loggedMaybeTwice(context, credit);
}

/**
 * Calls sent together in one `debits` or `credits` call. Each is logged as its single call
 * (`debit`, `credit`) with its own item's answer (none when the call got none), and is judged and
 * replayed as a single call, which must answer the batch's first answer.
 */
async function sentTogether(context, kind, calls) {
  await context.portal.whenUp();
  for (const call of calls) {
    call.seq = context.calls.length;
    call.start = context.start;
    call.batched = true;
    context.calls.push(call);
  }
  const answer = await send(context.portal.url, {
    kind,
    body: { [kind]: calls.map((call) => call.body) },
  });
  const items = answer?.success ? answer.value.results : null;
  calls.forEach((call, index) => {
    const item = items?.[index];
    call.answer = item
      ? {
          status: answer.status,
          success: item.ok,
          value: item.value ?? null,
          errorCode: item.ok ? null : item.errorCode,
        }
      : null;
  });
}

/**
 * Rounds of several members at once, as the house lottery places and settles its tickets: their
 * debits in one `debits` call (decision 076: written in one transaction), then their credits in
 * one `credits` call (decision 069: the losses in one statement, the wins in one transaction,
 * decision 071).
 */
async function seamlessBatch(context, players) {
  const debits = players.map(debitCall);
  await sentTogether(context, 'debits', debits);
  const credits = (
    await Promise.all(players.map((player, i) => afterDebit(context, player, debits[i])))
  ).filter(Boolean);
  if (credits.length > 0) await sentTogether(context, 'credits', credits);
}

/**
 * A transfer between the member's main wallet and the vendor: out (at most what the vendor is
 * known to hold) or in. After an answer that leaves the transfer open (none, PENDING, a refusal)
 * the member makes no other transfer, since the vendor would refuse it as TRANSFER_IN_PROGRESS.
 */
async function vendorTransfer(context, player) {
  const out = player.vendorBalance > 0 && randomInt(2) === 0;
  const amount = out ? randomInt(1, player.vendorBalance + 1) : randomInt(100, 50_001);
  const call = await loggedMaybeTwice(context, {
    kind: 'transfer',
    player,
    bearer: player.bearer,
    direction: out ? 'out' : 'in',
    minor: amount,
    body: {
      from: out ? TRANSFER_VENDOR : 'main',
      to: out ? 'main' : TRANSFER_VENDOR,
      amount: amount / 100,
      reference: `x${randomUUID().replaceAll('-', '')}`,
    },
  });
  const status = call.answer?.success ? call.answer.value.status : null;
  if (status === 'SUCCESS') player.vendorBalance += out ? -amount : amount;
  else if (status !== 'FAILED') player.vendorBlocked = true;
}

/**
 * `clients` concurrent clients, each playing its own members one after the other
 * (so no two calls of one member overlap): seven seamless steps for three vendor transfers, one
 * step in ten a batch of BATCH_PLAYERS members' rounds whose debits go in one `debits` call and
 * whose credits go in one `credits` call.
 * Runs until `context.done`; `context.start` (the server's start number) is noted on each call.
 */
export async function driveLoad(context, players, clients) {
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const own = players.filter((_, i) => i % clients === client);
      for (let n = 0; !context.done; n++) {
        const player = own[n % own.length];
        const kind = randomInt(10);
        if (!player.vendorBlocked && kind < 3) await vendorTransfer(context, player);
        else if (kind === 9 && own.length >= BATCH_PLAYERS) {
          // The next few members of this client (none of them has a call in flight).
          const batch = Array.from({ length: BATCH_PLAYERS }, (_, i) => own[(n + i) % own.length]);
          await seamlessBatch(context, batch);
        } else await seamlessRound(context, player);
      }
    }),
  );
}
