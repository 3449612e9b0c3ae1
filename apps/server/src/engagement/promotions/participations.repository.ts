import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { ParticipationStatus, PromotionParticipationsTable } from './promotions.tables.js';
import { nowIso } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';

export type Participation = Selectable<PromotionParticipationsTable>;

export type ParticipationFields = Partial<{
  amount: bigint;
  bonus_id: number;
  deposit_order_no: string;
  reason: string;
  decided_by: number;
}>;

export interface ApplicationImage {
  mimeType: string;
  /** Base64. */
  data: string;
  sizeBytes: number;
}

export interface ApplicationsFilter {
  id?: number;
  status?: 'applying' | 'issued' | 'rejected';
  promotionId?: number;
  /** Oldest first (the review queue) or newest first. */
  oldestFirst: boolean;
  page: number;
  pageSize: number;
}

/** Every read and write of members' participations in promotions, and of raffle prizes. */
export class ParticipationsRepository {
  constructor(private readonly db: DB) {}

  async byId(id: number, executor: Executor = this.db): Promise<Participation | undefined> {
    return executor
      .selectFrom('promotion_participations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The member's participations, oldest first. */
  async ofMember(memberId: number): Promise<Participation[]> {
    return this.db
      .selectFrom('promotion_participations')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
  }

  /** The member's latest deposit match waiting for a deposit. */
  async joinedDepositMatch(memberId: number, trx: Trx): Promise<Participation | undefined> {
    return trx
      .selectFrom('promotion_participations as pp')
      .innerJoin('promotions as p', 'p.id', 'pp.promotion_id')
      .selectAll('pp')
      .where('pp.member_id', '=', memberId)
      .where('pp.status', '=', 'joined')
      .where('p.kind', '=', 'deposit_match')
      .orderBy('pp.id', 'desc')
      .executeTakeFirst();
  }

  /** Closes the member's other joined deposit matches (one waits for the next deposit). */
  async closeOtherDepositMatches(memberId: number, promotionId: number, now: Date, trx: Trx) {
    await trx
      .updateTable('promotion_participations')
      .set({ status: 'closed', slot: null, updated_at: nowIso(now) })
      .where('member_id', '=', memberId)
      .where('status', '=', 'joined')
      .where('promotion_id', '!=', promotionId)
      .where('promotion_id', 'in', (eb) =>
        eb.selectFrom('promotions').select('id').where('kind', '=', 'deposit_match'),
      )
      .execute();
  }

  async insert(
    values: {
      promotionId: number;
      memberId: number;
      status: ParticipationStatus;
      slot: string;
      fields: Partial<Pick<Participation, 'remark' | 'contact_app' | 'contact_id'>>;
    },
    now: Date,
    trx: Trx,
  ): Promise<number> {
    const row = await trx
      .insertInto('promotion_participations')
      .values({
        promotion_id: values.promotionId,
        member_id: values.memberId,
        status: values.status,
        slot: values.slot,
        ...values.fields,
        created_at: nowIso(now),
        updated_at: nowIso(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /**
   * Moves a participation on from the status it was read in; false when someone moved it first.
   * `freeSlot` gives its slot back; `decided` stamps the decision time.
   */
  async move(
    participation: Pick<Participation, 'id' | 'status'>,
    status: ParticipationStatus,
    fields: ParticipationFields,
    { freeSlot, decided }: { freeSlot: boolean; decided: boolean },
    now: Date,
    trx: Trx,
  ): Promise<boolean> {
    const changed = await trx
      .updateTable('promotion_participations')
      .set({
        status,
        ...fields,
        ...(freeSlot ? { slot: null } : {}),
        ...(decided ? { decided_at: nowIso(now) } : {}),
        updated_at: nowIso(now),
      })
      .where('id', '=', participation.id)
      .where('status', '=', participation.status)
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) > 0;
  }

  async setBonus(id: number, bonusId: number, trx: Trx): Promise<void> {
    await trx
      .updateTable('promotion_participations')
      .set({ bonus_id: bonusId })
      .where('id', '=', id)
      .execute();
  }

  /** Members who joined the promotion before `before` and are still joined. */
  async joinedBefore(promotionId: number, before: Date): Promise<number[]> {
    const rows = await this.db
      .selectFrom('promotion_participations')
      .select('member_id')
      .distinct()
      .where('promotion_id', '=', promotionId)
      .where('status', '=', 'joined')
      .where('created_at', '<', nowIso(before))
      .execute();
    return rows.map((row) => row.member_id);
  }

  // ---- applications ----------------------------------------------------------------------

  async insertImages(participationId: number, images: ApplicationImage[], trx: Trx) {
    for (const [position, image] of images.entries()) {
      await trx
        .insertInto('promotion_application_images')
        .values({
          participation_id: participationId,
          position,
          mime_type: image.mimeType,
          data: image.data,
          size_bytes: image.sizeBytes,
        })
        .execute();
    }
  }

  /** A page of applications with their promotion, member, reviewer and images. */
  async applications(filter: ApplicationsFilter) {
    let base = this.db
      .selectFrom('promotion_participations as pp')
      .innerJoin('promotions as p', 'p.id', 'pp.promotion_id')
      .innerJoin('members as m', 'm.id', 'pp.member_id')
      .leftJoin('staff as s', 's.id', 'pp.decided_by')
      .where('p.kind', '=', 'application')
      .where('pp.status', 'in', ['applying', 'issued', 'rejected']);
    if (filter.status) base = base.where('pp.status', '=', filter.status);
    if (filter.promotionId) base = base.where('pp.promotion_id', '=', filter.promotionId);
    if (filter.id !== undefined) base = base.where('pp.id', '=', filter.id);
    const [rows, count] = await Promise.all([
      base
        .selectAll('pp')
        .select([
          'p.code as promotion_code',
          'm.account as username',
          's.username as decided_by_name',
        ])
        .orderBy('pp.id', filter.oldestFirst ? 'asc' : 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const images = rows.length
      ? await this.db
          .selectFrom('promotion_application_images')
          .selectAll()
          .where(
            'participation_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('position')
          .execute()
      : [];
    return { rows, images, total: Number(count.n) };
  }

  // ---- raffle prizes ---------------------------------------------------------------------

  /** The member's prizes of every raffle. */
  async prizesOf(memberId: number) {
    return this.db
      .selectFrom('raffle_prizes')
      .select(['promotion_id', 'status'])
      .where('member_id', '=', memberId)
      .execute();
  }

  /** The member's oldest unclaimed prize of the raffle, else their oldest prize. */
  async firstPrize(promotionId: number, memberId: number, trx: Trx) {
    return trx
      .selectFrom('raffle_prizes')
      .selectAll()
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', memberId)
      .orderBy((eb) => eb.case().when('status', '=', 'won').then(0).else(1).end())
      .orderBy('id')
      .executeTakeFirst();
  }

  /** won -> claimed; false when it was claimed already. */
  async claimPrize(id: number, now: Date, trx: Trx): Promise<boolean> {
    const claimed = await trx
      .updateTable('raffle_prizes')
      .set({ status: 'claimed', claimed_at: nowIso(now) })
      .where('id', '=', id)
      .where('status', '=', 'won')
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0;
  }

  async setPrizeBonus(id: number, bonusId: number, trx: Trx): Promise<void> {
    await trx
      .updateTable('raffle_prizes')
      .set({ bonus_id: bonusId })
      .where('id', '=', id)
      .execute();
  }

  async insertPrize(
    prize: { promotionId: number; memberId: number; amount: bigint; grantedBy: number },
    now: Date,
    trx: Trx,
  ): Promise<number> {
    const row = await trx
      .insertInto('raffle_prizes')
      .values({
        promotion_id: prize.promotionId,
        member_id: prize.memberId,
        amount: prize.amount,
        granted_by: prize.grantedBy,
        created_at: nowIso(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  // ---- what promotions read of members ---------------------------------------------------

  async member(memberId: number) {
    return this.db
      .selectFrom('members')
      .select(['id', 'type', 'rank_level', 'currency'])
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  async memberByAccount(accountKey: string) {
    return this.db
      .selectFrom('members')
      .select(['id', 'account', 'currency'])
      .where('account_key', '=', accountKey)
      .executeTakeFirst();
  }

  async accountOf(memberId: number): Promise<string> {
    const row = await this.db
      .selectFrom('members')
      .select('account')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return row.account;
  }

  async currencyOf(memberId: number, executor: Executor = this.db): Promise<string | undefined> {
    const row = await executor
      .selectFrom('members')
      .select('currency')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.currency;
  }

  /** The states of the member's bonuses given by promotions. */
  async promotionBonusStates(memberId: number) {
    return this.db
      .selectFrom('bonuses')
      .select(['id', 'state'])
      .where('member_id', '=', memberId)
      .where('promotion_id', 'is not', null)
      .execute();
  }

  /** Whether the member has a successful deposit other than `exceptOrderNo`. */
  async hasDeposited(
    memberId: number,
    exceptOrderNo: string | null = null,
    executor: Executor = this.db,
  ): Promise<boolean> {
    let query = executor
      .selectFrom('deposit_orders')
      .select('id')
      .where('member_id', '=', memberId)
      .where('status', '=', 'success');
    if (exceptOrderNo !== null) query = query.where('order_no', '!=', exceptOrderNo);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** The member's settled stakes and payouts between two instants, by game category. */
  async settledByCategory(memberId: number, from: Date, to: Date) {
    return this.db
      .selectFrom('bet_rounds')
      .select([
        'category_code',
        sql<string>`coalesce(sum(stake), 0)`.as('stake'),
        sql<string>`coalesce(sum(payout), 0)`.as('payout'),
      ])
      .where('member_id', '=', memberId)
      .where('status', '=', 'settled')
      .where('settled_at', '>=', nowIso(from))
      .where('settled_at', '<', nowIso(to))
      .groupBy('category_code')
      .execute();
  }
}
