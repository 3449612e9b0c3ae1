import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';

const t = useTestApp({ seed: false });
const HOUR = 3_600_000;

async function ageMember(id: number, hours: number) {
  await t.db
    .updateTable('members')
    .set({ created_at: new Date(Date.now() - hours * HOUR).toISOString() })
    .where('id', '=', id)
    .execute();
}

const exists = async (id: number) =>
  (await t.db.selectFrom('members').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

describe('trial account clean-up job', () => {
  it('deletes trial accounts past the retention period and keeps recent ones, members and referenced ones', async () => {
    const oldTrial = await createMember(t, { type: 4, password: null });
    const recentTrial = await createMember(t, { type: 4, password: null });
    const oldMember = await createMember(t);
    const referencedTrial = await createMember(t, { type: 4, password: null });
    await ageMember(oldTrial.id, 30);
    await ageMember(recentTrial.id, 2);
    await ageMember(oldMember.id, 30);
    await ageMember(referencedTrial.id, 30);
    // A ledger account refers to this one: the foreign key keeps it.
    await t.app.services.ledger.transfer({
      idempotencyKey: `trial-ref-${referencedTrial.id}`,
      kind: TransferKind.adjustment,
      from: { system: SystemAccount.house },
      to: { memberId: referencedTrial.id, wallet: 'main' },
      amount: 1n,
      reference: 'trial',
    });

    const now = new Date();
    await t.app.services.recurring.scheduleNext(now);
    const summary = await t.app.services.jobs.runDue(new Date(now.getTime() + 1000));

    expect(summary).toMatchObject({ failed: 0, retried: 0 });
    expect(await exists(oldTrial.id)).toBe(false);
    expect(await exists(recentTrial.id)).toBe(true);
    expect(await exists(oldMember.id)).toBe(true);
    expect(await exists(referencedTrial.id)).toBe(true);
  });

  it('runs each hourly slot once and schedules the next slot after a run', async () => {
    // The middle of the current hour: the slot and the next one do not depend on when in the
    // hour the test runs (at 01:59:59 the run one second later fell into the next slot).
    const slot = Math.floor(Date.now() / HOUR);
    const now = new Date(slot * HOUR + HOUR / 2);
    await t.app.services.recurring.scheduleNext(now);
    await t.app.services.recurring.scheduleNext(now);
    expect(await t.app.services.jobs.runDue(new Date(now.getTime() + 1000))).toMatchObject({
      failed: 0,
    });
    const pending = await t.db
      .selectFrom('jobs')
      .select(['unique_key', 'status'])
      .where('kind', '=', 'trial-accounts.cleanup')
      .execute();
    const keys = pending.map((job) => job.unique_key);
    expect(keys.filter((key) => key === `trial-accounts.cleanup:${slot}`)).toHaveLength(1);
    expect(keys).toContain(`trial-accounts.cleanup:${slot + 1}`);
  });
});
