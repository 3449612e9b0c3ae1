import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';
import { toIsoString } from '../../db/time.js';

/** Sums in minor units over one promotion's participations, bonuses and deposits. */
export interface PromotionSums {
  membersJoined: number;
  bonusesIssued: number;
  bonusesCompleted: number;
  issued: bigint;
  paid: bigint;
  inProgress: bigint;
  lost: bigint;
  turnoverRequired: bigint;
  turnoverMet: bigint;
  deposits: bigint;
}

/**
 * The reads behind the console's figures, raffle prizes and cashback runs of a promotion
 * (decision 046): sums done by the database, in integer minor units.
 */
export class PromotionFiguresRepository {
  constructor(private readonly db: DB) {}

  async sums(promotionId: number, endsAt: string | null): Promise<PromotionSums> {
    const [joined, bonuses, deposits] = await Promise.all([
      this.db
        .selectFrom('promotion_participations')
        .select(sql<string>`count(distinct member_id)`.as('n'))
        .where('promotion_id', '=', promotionId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('bonuses')
        .select([
          sql<string>`count(*)`.as('issued_count'),
          sql<string>`coalesce(sum(case when state = 'completed' then 1 else 0 end), 0)`.as(
            'completed_count',
          ),
          sql<string>`coalesce(sum(amount), 0)`.as('issued'),
          sql<string>`coalesce(sum(case when state = 'completed' then amount else 0 end), 0)`.as(
            'paid',
          ),
          sql<string>`coalesce(sum(case when state = 'in_progress' then amount else 0 end), 0)`.as(
            'in_progress',
          ),
          sql<string>`coalesce(sum(case when state in ('expired', 'forfeited', 'cancelled') then amount else 0 end), 0)`.as(
            'lost',
          ),
          sql<string>`coalesce(sum(turnover_required), 0)`.as('turnover_required'),
          sql<string>`coalesce(sum(case when turnover_played < turnover_required then turnover_played else turnover_required end), 0)`.as(
            'turnover_met',
          ),
        ])
        .where('promotion_id', '=', promotionId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('deposit_orders as d')
        .select(sql<string>`coalesce(sum(d.amount), 0)`.as('total'))
        .where('d.status', '=', 'success')
        .where('d.credited_at', 'is not', null)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('promotion_participations as p')
              .select('p.id')
              .where('p.promotion_id', '=', promotionId)
              .whereRef('p.member_id', '=', 'd.member_id')
              .whereRef('p.created_at', '<=', 'd.credited_at'),
          ),
        )
        .$if(endsAt !== null, (query) => query.where('d.credited_at', '<', endsAt!))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      membersJoined: Number(joined.n),
      bonusesIssued: Number(bonuses.issued_count),
      bonusesCompleted: Number(bonuses.completed_count),
      issued: minor(bonuses.issued),
      paid: minor(bonuses.paid),
      inProgress: minor(bonuses.in_progress),
      lost: minor(bonuses.lost),
      turnoverRequired: minor(bonuses.turnover_required),
      turnoverMet: minor(bonuses.turnover_met),
      deposits: minor(deposits.total),
    };
  }

  /** The raffle prizes recorded for a promotion, newest first. */
  async prizes(promotionId: number) {
    const rows = await this.db
      .selectFrom('raffle_prizes as r')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .leftJoin('staff as s', 's.id', 'r.granted_by')
      .select([
        'r.id',
        'r.amount',
        'r.status',
        'r.created_at',
        'r.claimed_at',
        'm.account as username',
        's.username as granted_by',
      ])
      .where('r.promotion_id', '=', promotionId)
      .orderBy('r.id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      amount: minor(row.amount),
      status: row.status,
      username: row.username,
      grantedBy: row.granted_by ?? null,
      createdAt: toIsoString(row.created_at),
      claimedAt: row.claimed_at ? toIsoString(row.claimed_at) : null,
    }));
  }

  /**
   * The cashback bonuses of a promotion: their reference is `cashback:<promotion>:<day>:<member>`
   * (promotion-cashback.ts), once per member and day.
   */
  async cashbackBonuses(promotionId: number, day?: string) {
    const prefix = day ? `cashback:${promotionId}:${day}:` : `cashback:${promotionId}:`;
    const rows = await this.db
      .selectFrom('bonuses as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .select([
        'b.id',
        'b.bonus_no',
        'b.reference',
        'b.amount',
        'b.turnover_required',
        'b.turnover_played',
        'b.state',
        'b.issued_at',
        'm.account as username',
      ])
      .where('b.source', '=', 'cashback')
      .where('b.promotion_id', '=', promotionId)
      .where('b.reference', 'like', `${prefix}%`)
      .orderBy('b.id', 'asc')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      bonusNo: row.bonus_no ?? '',
      day: row.reference.split(':')[2] ?? '',
      amount: minor(row.amount),
      turnoverRequired: minor(row.turnover_required),
      turnoverPlayed: minor(row.turnover_played),
      state: row.state,
      issuedAt: toIsoString(row.issued_at),
      username: row.username,
    }));
  }
}
