import { describe, it } from 'vitest';
import { createMember } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import {
  createLaunchSession,
  createTestGame,
  fundWallet,
  newRoundId,
  newTransactionId,
  seamlessCall,
} from '../../../test/seamless.js';
import { transactionValueSchema } from './protocol.js';

// A minute, so that only a revocation can end what the server remembers during a test.
const t = useTestApp({ env: { SESSION_CACHE_MS: '60000' } });

async function player() {
  const member = await createMember(t);
  const game = await createTestGame(t);
  await fundWallet(t, { memberId: member.id, wallet: 'main' }, 10_000n);
  const token = await createLaunchSession(t, member.id, game);
  const debit = () =>
    seamlessCall(t, 'debit', {
      transactionId: newTransactionId(),
      roundId: newRoundId(),
      token,
      gameCode: game.gameCode,
      amount: 1,
    });
  return { member, debit };
}

describe('launch sessions remembered between callbacks', () => {
  it('refuses the next debit of a disabled member once their sessions are revoked, at once', async () => {
    const p = await player();
    expectValue(await p.debit(), transactionValueSchema);
    await t.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', p.member.id)
      .execute();
    // Changed behind the server's back (as by another process without Redis): the session read
    // moments ago is still trusted...
    expectValue(await p.debit(), transactionValueSchema);
    // ...until the sessions are revoked, as the admin command's `member disable` does.
    await t.app.services.sessions.revokeAll(p.member.id);
    expectError(await p.debit(), 401, 'GAME_SESSION_INVALID');
  });

  it("drops only the revoked member's remembered sessions", async () => {
    const [a, b] = [await player(), await player()];
    expectValue(await a.debit(), transactionValueSchema);
    expectValue(await b.debit(), transactionValueSchema);
    await t.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', 'in', [a.member.id, b.member.id])
      .execute();
    await t.app.services.sessions.revokeAll(a.member.id);
    expectError(await a.debit(), 401, 'GAME_SESSION_INVALID');
    expectValue(await b.debit(), transactionValueSchema);
  });
});
