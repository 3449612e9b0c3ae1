// The soak's cashier: one staff member of the finance role (the one role besides admin that holds
// `cashier.decide`) signed in to the operator API, working the deposit queue as the console's
// deposit screen shows it (pending orders, oldest first, a page of 25): each order on the page
// confirmed, every tenth rejected with a reason, then the queue read again. Without it nothing
// decides the members' bank-transfer orders, and after MAX_PENDING_DEPOSITS (10) open orders a
// member's next deposit is refused (429 TOO_MANY_REQUESTS), which bends the soak's mix.
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET } from './built/database.mjs';
import { signInStaff } from './setup.mjs';
import { post, timedCall } from './soak-workload.mjs';

/** The seed's demo finance desk (enrolled with the published demo factor; never in production). */
export const DEMO_CASHIER = {
  username: 'finance01',
  password: DEMO_STAFF_PASSWORD,
  secret: DEMO_STAFF_TOTP_SECRET,
};

/** The console's queue as it opens (`/cashier/deposits`): the list's default page size. */
const QUEUE = '/wps/operator/deposits?status=pending&sort=createdAt&page=1&pageSize=25';
/** One decision in this many is a rejection, so the reject path runs under load too. */
export const REJECT_EVERY = 10;
/** How long the cashier waits when the queue is empty (or a read failed) before reading it again. */
const IDLE_MS = 1_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The cashier signed in to the operator API at `url`: `{ ...cashier, token }`. */
export async function signInCashier(url, cashier = DEMO_CASHIER) {
  const token = await signInStaff(url, cashier.username, cashier.password, cashier.secret);
  return { ...cashier, token };
}

/**
 * Works the deposit queue on `url` as `desk` (signInCashier's) until `until` (epoch ms). Each
 * operator call goes to `record` as `{ kind: list | confirm | reject, ms, status, ok, answer }`;
 * a list's answer carries the queue's length (`answer.value.total`). A session that ends (401)
 * is signed in again, as a cashier would; if that fails the loop goes on and its calls fail.
 */
export async function cashierLoop(url, desk, until, record) {
  let decisions = 0;
  const call = async (kind, path, init = {}) => {
    const headers = { Language: 'EN', authorization: `Bearer ${desk.token}`, ...init.headers };
    const result = await timedCall(url, record, kind, path, { ...init, headers });
    if (result.status === 401) await signInAgain(url, desk);
    return result;
  };
  while (Date.now() < until) {
    const page = await call('list', QUEUE);
    const orders = page.ok ? page.answer.value.list : [];
    if (orders.length === 0) {
      await sleep(Math.min(IDLE_MS, Math.max(0, until - Date.now())));
      continue;
    }
    for (const { orderNo } of orders) {
      if (Date.now() >= until) break;
      decisions += 1;
      // The console's calls: confirm with an empty body, reject with the reason the member sees.
      if (decisions % REJECT_EVERY === 0) {
        await call(
          'reject',
          `/wps/operator/deposits/${orderNo}/reject`,
          post({ reason: 'Bench soak: no matching transfer found' }),
        );
      } else {
        await call('confirm', `/wps/operator/deposits/${orderNo}/confirm`, post({}));
      }
    }
  }
}

async function signInAgain(url, desk) {
  try {
    desk.token = (await signInCashier(url, desk)).token;
  } catch (error) {
    process.stderr.write(`soak: cashier sign-in failed: ${error.message}\n`);
  }
}
