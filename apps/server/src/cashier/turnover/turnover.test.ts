import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';
import { minor } from '../../db/minor.js';
import { TurnoverService } from './turnover.service.js';

const t = useTestApp({ seed: false });

async function playedOf(memberId: number) {
  const rows = await t.db
    .selectFrom('turnover_requirements')
    .select(['reference', 'played'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.reference, minor(row.played)]);
}

describe('turnover requirements', () => {
  it('pays bets off the open requirements oldest first, never past what each asks', async () => {
    const turnover = new TurnoverService(t.db);
    const { id } = await createMember(t);
    for (const [reference, required] of [
      ['D1', 100n],
      ['B1', 50n],
      ['D2', 200n],
    ] as const) {
      await turnover.require({ memberId: id, source: 'deposit', reference, required });
    }
    await turnover.recordBet(id, 120n);
    expect(await playedOf(id)).toEqual([
      ['D1', 100n],
      ['B1', 20n],
      ['D2', 0n],
    ]);
    expect(await turnover.remaining(id)).toBe(230n);

    await turnover.recordBet(id, 1_000n);
    expect(await playedOf(id)).toEqual([
      ['D1', 100n],
      ['B1', 50n],
      ['D2', 200n],
    ]);
    expect(await turnover.remaining(id)).toBe(0n);
  });

  it('leaves another member’s requirements alone', async () => {
    const turnover = new TurnoverService(t.db);
    const [a, b] = [await createMember(t), await createMember(t)];
    await turnover.require({
      memberId: b.id,
      source: 'bonus',
      reference: `X${b.id}`,
      required: 10n,
    });
    await turnover.recordBet(a.id, 500n);
    expect(await turnover.remaining(b.id)).toBe(10n);
  });
});
