import type { RateName, Tier } from '@portal/shared/contracts/terms';
import { tiersToJson } from '../../agency/contracts/contract-terms.js';
import { contractOfferReference } from '../../agency/contracts/contracts.service.js';
import { NoticeKind } from '../../platform/notices/notices.service.js';
import { lookupKey } from '../../platform/members/members.repository.js';
import type { Trx } from '../transaction.js';
import { nowIso } from '../time.js';

const percent = (value: number) => Math.round(value * 10_000);
const tier = (
  minValidBet: number,
  minActive: number,
  rates: Partial<Record<RateName, number>>,
): Tier => ({
  minValidBet: BigInt(Math.round(minValidBet * 100)),
  minActive,
  rates: Object.fromEntries(Object.entries(rates).map(([name, value]) => [name, percent(value)])),
});

/** Each kind on, with the ceilings of a typical operator (decision 034). */
const LIMITS = {
  dividend: { maxTiers: 10, maxRates: { rate: 50 } },
  daily: { maxTiers: 10, maxRates: { rate: 3 } },
  hourly: { maxTiers: 10, maxRates: { rate: 2 } },
  realtime: { maxTiers: 10, maxRates: { profitRate: 1, lossRate: 5, singleBetRate: 1 } },
} as const;

/**
 * The demo's contracts: every kind on; agent01 (top level) holds one of each from the platform;
 * its first sub-agent and that one's sub-agent hold daily salaries below it; an offer of a
 * weekly dividend waits for the second sub-agent's answer, with its message. Runs once: nothing is done when any
 * limits row exists (an operator's settings are never undone).
 */
export async function seedContracts(trx: Trx): Promise<void> {
  const existing = await trx.selectFrom('contract_limits').select('kind').executeTakeFirst();
  if (existing) return;
  for (const [kind, limits] of Object.entries(LIMITS)) {
    await trx
      .insertInto('contract_limits')
      .values({
        kind,
        enabled: 1,
        max_tiers: limits.maxTiers,
        max_rates: JSON.stringify(
          Object.fromEntries(
            Object.entries(limits.maxRates).map(([name, value]) => [name, percent(value)]),
          ),
        ),
        updated_at: nowIso(),
      })
      .execute();
  }
  const ids = new Map<string, number>();
  for (const account of ['agent01', 'ag01s1', 'ag01s1a1', 'ag01s2']) {
    const row = await trx
      .selectFrom('members')
      .select('id')
      .where('account_key', '=', lookupKey(account))
      .executeTakeFirst();
    if (row) ids.set(account, row.id);
  }
  const agent = ids.get('agent01');
  if (agent === undefined) return;
  const started = nowIso(new Date(Date.now() - 7 * 86_400_000));
  const contract = async (
    kind: string,
    holder: string,
    grantor: string | null,
    tiers: Tier[],
    period: string | null = null,
  ) => {
    const holderId = ids.get(holder);
    if (holderId === undefined) return;
    await trx
      .insertInto('contracts')
      .values({
        kind,
        holder_id: holderId,
        grantor_id: grantor === null ? null : ids.get(grantor)!,
        period,
        tiers: tiersToJson(tiers),
        state: 'active',
        started_at: started,
      })
      .execute();
  };
  await contract('daily', 'agent01', null, [
    tier(0, 0, { rate: 0.8 }),
    tier(5_000, 3, { rate: 1.2 }),
    tier(50_000, 10, { rate: 1.5 }),
  ]);
  await contract(
    'dividend',
    'agent01',
    null,
    [tier(0, 0, { rate: 20 }), tier(10_000, 5, { rate: 30 })],
    'weekly',
  );
  await contract('hourly', 'agent01', null, [
    tier(0, 0, { rate: 0.3 }),
    tier(2_000, 0, { rate: 0.5 }),
  ]);
  await contract('realtime', 'agent01', null, [
    tier(0, 0, { profitRate: 0.1, lossRate: 1, singleBetRate: 0.2 }),
  ]);
  await contract('daily', 'ag01s1', 'agent01', [
    tier(0, 0, { rate: 0.5 }),
    tier(5_000, 3, { rate: 0.8 }),
  ]);
  await contract('daily', 'ag01s1a1', 'ag01s1', [tier(0, 0, { rate: 0.3 })]);
  const offeredTo = ids.get('ag01s2');
  if (offeredTo !== undefined) {
    const offer = await trx
      .insertInto('contract_requests')
      .values({
        kind: 'dividend',
        action: 'offer',
        contract_id: null,
        holder_id: offeredTo,
        grantor_id: agent,
        requested_by: 'upline',
        period: 'weekly',
        tiers: tiersToJson([tier(0, 0, { rate: 15 }), tier(10_000, 5, { rate: 25 })]),
        state: 'pending',
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The message an offer sends its sub-agent (ContractsService.offer).
    await trx
      .insertInto('member_notices')
      .values({
        member_id: offeredTo,
        kind: NoticeKind.contractOffer,
        amount: 0n,
        currency: '',
        reference: contractOfferReference(offer.id),
        occurred_at: nowIso(),
        detail: 'agent01',
        feedback_id: null,
      })
      .execute();
  }
}
