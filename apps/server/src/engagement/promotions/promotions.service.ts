import type { Selectable } from 'kysely';
import type { Language } from '@portal/shared/constants/languages';
import { fromMinor } from '@portal/shared/money';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  type ApplyPromotionPayload,
  type MemberPromotionState,
  type PromotionAction,
  type PromotionDetail,
  type PromotionIneligibleReason,
  type PromotionSummary,
  type PromotionsValue,
  type PromotionType,
} from '@portal/shared/schemas/promotions';
import type { DB } from '../../db/database.js';
import type { ParticipationStatus, PromotionParticipationsTable } from './promotions.tables.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction, type Executor, type Trx } from '../../db/transaction.js';
import { AppError, moneyParam } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { parseImageDataUrl } from '../../lib/image-upload.js';
import { siteDayOf } from '@portal/shared/site-day';
import type { BonusService } from '../bonuses/bonus.service.js';
import { depositMatch } from '../bonuses/bonus-rules.js';
import { depositBonusReference } from '../bonuses/deposit-bonus.js';
import { minor } from '../../db/minor.js';
import {
  cleanPromotionHtml,
  minorOf,
  pickContent,
  promotionPhase,
  toPromotionRecord,
  type PromotionContent,
  type PromotionRecord,
} from './promotion-record.js';

type Participation = Selectable<PromotionParticipationsTable>;

interface MemberFacts {
  id: number;
  type: number;
  rankLevel: number;
  currency: string;
  /** A successful deposit exists. */
  hasDeposited: boolean;
  participations: Participation[];
  bonusStates: Map<number, string>;
  prizes: { promotionId: number; status: 'won' | 'claimed' }[];
}

export interface PromotionsDeps {
  db: DB;
  bonuses: BonusService;
  now?: () => Date;
}

const TRIAL_TYPE = 4;

const amount = (value: bigint | number | string | null) =>
  value === null ? null : Number(fromMinor(minor(value)));

/** The Monday (yyyy-MM-dd) of the site week an instant falls in. */
export function siteWeekOf(at: Date): string {
  const day = siteDayOf(at);
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The slot a new participation takes (see the migration): `once`, today's site day, or `open`
 * (unlimited: while joined or applying).
 */
function slotFor(promotion: PromotionRecord, now: Date): string {
  const { frequency } = promotion.eligibility;
  if (frequency === 'once') return 'once';
  if (frequency === 'daily') return siteDayOf(now);
  if (frequency === 'weekly') return `W${siteWeekOf(now)}`;
  return 'open';
}

/**
 * Promotions as members and visitors see them (spec sections 1-4): the published ones with
 * each member's own state, and joining, applying and claiming. Deposit matches are given by
 * the bonus engine when the deposit is credited (bonus-engine.ts).
 */
export class PromotionsService {
  private readonly now: () => Date;

  constructor(private readonly deps: PromotionsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(
    memberId: number | null,
    type: PromotionType | undefined,
    language: Language,
  ): Promise<PromotionsValue> {
    const now = this.now();
    let query = this.deps.db
      .selectFrom('promotions')
      .selectAll()
      .where('status', '=', 'published')
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowIso(now))]));
    if (type) query = query.where('type', '=', type);
    const promotions = (await query.orderBy('sort_order').orderBy('id', 'desc').execute()).map(
      toPromotionRecord,
    );
    const contents = await this.contents(promotions.map((p) => p.id));
    const facts = memberId === null ? null : await this.memberFacts(memberId);
    return {
      list: promotions.map((promotion) =>
        this.summary(promotion, contents.get(promotion.id) ?? [], facts, language, now),
      ),
    };
  }

  /** By id, or by code (what a banner links to). */
  async detail(memberId: number | null, ref: string, language: Language): Promise<PromotionDetail> {
    const promotion = await this.published(/^\d+$/.test(ref) ? Number(ref) : ref.toLowerCase());
    const { id } = promotion;
    const contents = (await this.contents([id])).get(id) ?? [];
    const facts = memberId === null ? null : await this.memberFacts(memberId);
    const summary = this.summary(promotion, contents, facts, language, this.now());
    return {
      ...summary,
      content: cleanPromotionHtml(pickContent(contents, language)?.content ?? ''),
    };
  }

  /** Opts in to a deposit match (for the next qualifying deposit), a cashback or a raffle. */
  async join(memberId: number, id: number): Promise<{ state: MemberPromotionState }> {
    const promotion = await this.published(id);
    if (promotion.kind === 'application') throw new AppError('PROMOTION_WRONG_KIND');
    const now = this.now();
    await this.open(memberId, promotion, now, 'joined', async () => undefined);
    return { state: 'joined' };
  }

  /**
   * A deposit made with a deposit match chosen on the deposit page: joins it (a join already
   * there is kept) and checks the amount against its minimum before the order is made.
   */
  async joinForDeposit(memberId: number, id: number, depositAmount: bigint): Promise<void> {
    const promotion = await this.published(id);
    if (promotion.terms.kind !== 'deposit_match') throw new AppError('PROMOTION_WRONG_KIND');
    const min = minorOf(promotion.terms.minDeposit);
    if (depositAmount < min) throw new AppError('AMOUNT_BELOW_MINIMUM', { min: moneyParam(min) });
    const facts = await this.memberFacts(memberId);
    const joined = facts.participations.some((p) => p.promotion_id === id && p.status === 'joined');
    if (!joined) await this.open(memberId, promotion, this.now(), 'joined', async () => undefined);
  }

  async apply(
    memberId: number,
    id: number,
    payload: ApplyPromotionPayload,
  ): Promise<{ applicationId: number; state: MemberPromotionState }> {
    const promotion = await this.published(id);
    if (promotion.terms.kind !== 'application') throw new AppError('PROMOTION_WRONG_KIND');
    if (promotion.terms.contactRequired && !payload.contact) {
      throw new AppError('PROMOTION_CONTACT_REQUIRED', {}, [
        { path: 'contact', reason: 'required' },
      ]);
    }
    // PNG or JPEG only (spec section 5), each checked by its bytes.
    const images = payload.images.map((dataUrl, index) => {
      const path = `images.${index}`;
      const image = parseImageDataUrl(dataUrl, { path, maxBytes: APPLICATION_IMAGE_MAX_BYTES });
      if (image.contentType === 'image/webp') {
        throw new AppError('INVALID_IMAGE', {}, [{ path, reason: 'unsupported_type' }]);
      }
      return image;
    });
    const applicationId = await this.open(
      memberId,
      promotion,
      this.now(),
      'applying',
      async (participationId, trx) => {
        for (const [position, image] of images.entries()) {
          await trx
            .insertInto('promotion_application_images')
            .values({
              participation_id: participationId,
              position,
              mime_type: image.contentType,
              data: image.data.toString('base64'),
              size_bytes: image.data.length,
            })
            .execute();
        }
      },
      {
        remark: payload.remark,
        contact_app: payload.contact?.app ?? null,
        contact_id: payload.contact?.id ?? null,
      },
    );
    return { applicationId, state: 'applying' };
  }

  /**
   * MCS2_claimRafflePromotion: the member's oldest unclaimed prize of the promotion becomes a
   * bonus, exactly once (the won -> claimed update decides between racing claims).
   */
  async claimRaffle(
    memberId: number,
    promotionId: number,
  ): Promise<{ bonusId: number; amount: number; state: MemberPromotionState }> {
    const promotion = await this.published(promotionId);
    if (promotion.terms.kind !== 'raffle') throw new AppError('PROMOTION_WRONG_KIND');
    const turnoverMultiple = BigInt(promotion.terms.turnoverMultiple);
    const now = this.now();
    return inTransaction(this.deps.db, async (trx) => {
      const prize = await trx
        .selectFrom('raffle_prizes')
        .selectAll()
        .where('promotion_id', '=', promotionId)
        .where('member_id', '=', memberId)
        .orderBy((eb) => eb.case().when('status', '=', 'won').then(0).else(1).end())
        .orderBy('id')
        .executeTakeFirst();
      if (!prize) throw new AppError('RAFFLE_NO_PRIZE');
      const claimed = await trx
        .updateTable('raffle_prizes')
        .set({ status: 'claimed', claimed_at: nowIso(now) })
        .where('id', '=', prize.id)
        .where('status', '=', 'won')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) throw new AppError('RAFFLE_ALREADY_CLAIMED');
      const prizeAmount = minor(prize.amount);
      const currency = await this.currency(memberId, trx);
      const bonus = await this.deps.bonuses.issue(
        {
          memberId,
          source: 'raffle',
          reference: `raffle:${prize.id}`,
          promotionId,
          title: null,
          amount: prizeAmount,
          currency,
          turnoverRequired: prizeAmount * turnoverMultiple,
          weights: promotion.bonus.weights,
          expiryDays: promotion.bonus.expiryDays,
          now,
        },
        trx,
      );
      await trx
        .updateTable('raffle_prizes')
        .set({ bonus_id: bonus.id })
        .where('id', '=', prize.id)
        .execute();
      return { bonusId: bonus.id, amount: Number(fromMinor(prizeAmount)), state: 'claimed' };
    });
  }

  // ---- the bonus engine's part -----------------------------------------------------------

  /**
   * A credited deposit meets the member's joined deposit match: the bonus is issued in the
   * consumer's transaction (once per deposit order). A deposit below the minimum leaves the
   * join waiting; a promotion that ended closes it.
   */
  async onDepositCredited(
    deposit: { orderNo: string; memberId: number; amount: bigint; currency: string; at: Date },
    trx: Trx,
  ): Promise<void> {
    const joined = await trx
      .selectFrom('promotion_participations as pp')
      .innerJoin('promotions as p', 'p.id', 'pp.promotion_id')
      .selectAll('pp')
      .where('pp.member_id', '=', deposit.memberId)
      .where('pp.status', '=', 'joined')
      .where('p.kind', '=', 'deposit_match')
      .orderBy('pp.id', 'desc')
      .executeTakeFirst();
    if (!joined) return;
    const promotion = toPromotionRecord(
      await trx
        .selectFrom('promotions')
        .selectAll()
        .where('id', '=', joined.promotion_id)
        .executeTakeFirstOrThrow(),
    );
    if (promotion.terms.kind !== 'deposit_match') return;
    const close = () => this.settle(joined, 'closed', {}, deposit.at, trx);
    if (promotion.status !== 'published' || promotionPhase(promotion, deposit.at) === 'closed') {
      await close();
      return;
    }
    if (promotion.eligibility.newMembersOnly) {
      const earlier = await trx
        .selectFrom('deposit_orders')
        .select('id')
        .where('member_id', '=', deposit.memberId)
        .where('status', '=', 'success')
        .where('order_no', '!=', deposit.orderNo)
        .executeTakeFirst();
      if (earlier) {
        await close();
        return;
      }
    }
    const { bonus: bonusAmount, turnover } = depositMatch(deposit.amount, {
      percent: promotion.terms.percent,
      cap: minorOf(promotion.terms.capAmount),
      minDeposit: minorOf(promotion.terms.minDeposit),
      turnoverMultiple: promotion.terms.turnoverMultiple,
    });
    if (bonusAmount <= 0n) return;
    const bonus = await this.deps.bonuses.issue(
      {
        memberId: deposit.memberId,
        source: 'deposit_match',
        reference: depositBonusReference(deposit.orderNo),
        promotionId: promotion.id,
        title: null,
        amount: bonusAmount,
        currency: deposit.currency,
        turnoverRequired: turnover,
        weights: promotion.bonus.weights,
        expiryDays: promotion.bonus.expiryDays,
        now: deposit.at,
      },
      trx,
    );
    await this.settle(
      joined,
      'issued',
      { amount: bonusAmount, bonus_id: bonus.id, deposit_order_no: deposit.orderNo },
      deposit.at,
      trx,
    );
  }

  /**
   * Moves a participation on; under `unlimited` (slot `open`) and when it ends without success
   * it gives its slot back, so the member may take part again.
   */
  async settle(
    participation: Participation,
    status: ParticipationStatus,
    fields: Partial<{
      amount: bigint;
      bonus_id: number;
      deposit_order_no: string;
      reason: string;
      decided_by: number;
    }>,
    now: Date,
    trx: Trx,
  ): Promise<boolean> {
    const freeSlot = status === 'rejected' || status === 'closed' || participation.slot === 'open';
    const changed = await trx
      .updateTable('promotion_participations')
      .set({
        status,
        ...fields,
        ...(freeSlot ? { slot: null } : {}),
        ...(status === 'issued' || status === 'rejected' ? { decided_at: nowIso(now) } : {}),
        updated_at: nowIso(now),
      })
      .where('id', '=', participation.id)
      .where('status', '=', participation.status)
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) > 0;
  }

  // ---- internals -------------------------------------------------------------------------

  /** A published promotion in any phase (a closed one is still read by its link). */
  private async published(ref: number | string): Promise<PromotionRecord> {
    const row = await this.deps.db
      .selectFrom('promotions')
      .selectAll()
      .where(typeof ref === 'number' ? 'id' : 'code', '=', ref)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!row) throw new AppError('PROMOTION_NOT_FOUND');
    return toPromotionRecord(row);
  }

  /**
   * Checks that the member may take part now and writes the participation with its slot; a
   * second one racing for the same slot fails on the unique constraint (PROMOTION_ALREADY_JOINED).
   */
  private async open(
    memberId: number,
    promotion: PromotionRecord,
    now: Date,
    status: 'joined' | 'applying',
    more: (participationId: number, trx: Trx) => Promise<void>,
    fields: Partial<Pick<Participation, 'remark' | 'contact_app' | 'contact_id'>> = {},
  ): Promise<number> {
    const phase = promotionPhase(promotion, now);
    if (phase === 'coming_soon') throw new AppError('PROMOTION_NOT_STARTED');
    if (phase === 'closed') throw new AppError('PROMOTION_ENDED');
    const facts = await this.memberFacts(memberId);
    if (facts.type === TRIAL_TYPE) throw new AppError('TRIAL_ACCOUNT');
    const mine = facts.participations.filter((p) => p.promotion_id === promotion.id);
    if (mine.some((p) => p.status === 'joined' || p.status === 'applying')) {
      throw new AppError('PROMOTION_ALREADY_JOINED');
    }
    const reason = this.ineligible(promotion, facts, now);
    if (reason) throw new AppError('PROMOTION_NOT_ELIGIBLE', {}, [{ path: 'id', reason }]);
    try {
      return await inTransaction(this.deps.db, async (trx) => {
        if (promotion.kind === 'deposit_match') {
          // One deposit match waits for the next deposit: choosing another replaces it.
          await trx
            .updateTable('promotion_participations')
            .set({ status: 'closed', slot: null, updated_at: nowIso(now) })
            .where('member_id', '=', memberId)
            .where('status', '=', 'joined')
            .where('promotion_id', '!=', promotion.id)
            .where('promotion_id', 'in', (eb) =>
              eb.selectFrom('promotions').select('id').where('kind', '=', 'deposit_match'),
            )
            .execute();
        }
        const row = await trx
          .insertInto('promotion_participations')
          .values({
            promotion_id: promotion.id,
            member_id: memberId,
            status,
            slot: slotFor(promotion, now),
            ...fields,
            created_at: nowIso(now),
            updated_at: nowIso(now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await more(Number(row.id), trx);
        return Number(row.id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('PROMOTION_ALREADY_JOINED');
      throw error;
    }
  }

  /** Why the member may not take part now, or null when they may. */
  private ineligible(
    promotion: PromotionRecord,
    facts: MemberFacts,
    now: Date,
  ): PromotionIneligibleReason | null {
    if (facts.type === TRIAL_TYPE) return 'trial_account';
    if (facts.rankLevel < promotion.eligibility.minVipRank) return 'vip_rank';
    if (promotion.eligibility.newMembersOnly && facts.hasDeposited) return 'new_members_only';
    const slot = slotFor(promotion, now);
    const taken = facts.participations.some(
      (p) => p.promotion_id === promotion.id && p.slot === slot,
    );
    if (taken && promotion.eligibility.frequency === 'once') return 'once_per_member';
    if (taken && promotion.eligibility.frequency === 'daily') return 'once_per_day';
    if (taken && promotion.eligibility.frequency === 'weekly') return 'once_per_week';
    return null;
  }

  private summary(
    promotion: PromotionRecord,
    contents: readonly PromotionContent[],
    facts: MemberFacts | null,
    language: Language,
    now: Date,
  ): PromotionSummary {
    const content = pickContent(contents, language);
    const phase = promotionPhase(promotion, now);
    const mine = facts?.participations.filter((p) => p.promotion_id === promotion.id) ?? [];
    const latest = mine.at(-1) ?? null;
    const { state, action, ineligibleReason } = this.stateOf(promotion, phase, facts, latest, now);
    return {
      id: promotion.id,
      kind: promotion.kind,
      type: promotion.type as PromotionType,
      badge: promotion.badge as PromotionSummary['badge'],
      title: content?.title ?? promotion.code,
      summary: content?.summary ?? '',
      imageUrl: content?.image_url ?? null,
      startsAt: promotion.startsAt,
      endsAt: promotion.endsAt,
      phase,
      state,
      action,
      ineligibleReason,
      terms: promotion.terms,
      eligibility: promotion.eligibility,
      expiryDays: promotion.bonus.expiryDays,
      weights: promotion.bonus.weights,
      participation: latest && {
        id: Number(latest.id),
        status: latest.status,
        createdAt: toIsoString(latest.created_at),
        amount: amount(latest.amount),
        reason: latest.reason,
        remark: latest.remark,
        bonusId: latest.bonus_id,
      },
    };
  }

  /** Spec section 4's states from the member's real participation. */
  private stateOf(
    promotion: PromotionRecord,
    phase: ReturnType<typeof promotionPhase>,
    facts: MemberFacts | null,
    latest: Participation | null,
    now: Date,
  ): {
    state: MemberPromotionState;
    action: PromotionAction | null;
    ineligibleReason: PromotionIneligibleReason | null;
  } {
    const none = { action: null, ineligibleReason: null };
    const running =
      latest?.bonus_id != null && facts?.bonusStates.get(latest.bonus_id) === 'in_progress';
    if (promotion.kind === 'raffle' && facts) {
      const prizes = facts.prizes.filter((p) => p.promotionId === promotion.id);
      if (prizes.some((p) => p.status === 'won'))
        return { state: 'claim', action: 'claim', ineligibleReason: null };
      if (prizes.length > 0 && phase !== 'ongoing') return { state: 'claimed', ...none };
    }
    if (phase === 'coming_soon') return { state: 'coming_soon', ...none };
    if (running) return { state: 'in_progress', ...none };
    if (latest?.status === 'applying') return { state: 'applying', ...none };
    if (latest?.status === 'joined') {
      return {
        state: 'joined',
        action: promotion.kind === 'deposit_match' ? 'deposit' : null,
        ineligibleReason: null,
      };
    }
    if (phase === 'closed') return { state: 'closed', ...none };
    const takePart: PromotionAction = promotion.kind === 'application' ? 'apply' : 'join';
    if (!facts) return { state: 'join', action: 'login', ineligibleReason: null };
    const reason = this.ineligible(promotion, facts, now);
    if (reason === null) {
      if (latest?.status === 'rejected')
        return { state: 'rejected', action: takePart, ineligibleReason: null };
      return { state: 'join', action: takePart, ineligibleReason: null };
    }
    if (latest?.status === 'rejected')
      return { state: 'rejected', action: null, ineligibleReason: reason };
    if (latest?.status === 'issued')
      return { state: 'claimed', action: null, ineligibleReason: reason };
    return { state: 'closed', action: null, ineligibleReason: reason };
  }

  private async contents(ids: number[]): Promise<Map<number, PromotionContent[]>> {
    const map = new Map<number, PromotionContent[]>();
    if (ids.length === 0) return map;
    const rows = await this.deps.db
      .selectFrom('promotion_contents')
      .selectAll()
      .where('promotion_id', 'in', ids)
      .orderBy('language')
      .execute();
    for (const row of rows) {
      const list = map.get(Number(row.promotion_id)) ?? [];
      list.push(row);
      map.set(Number(row.promotion_id), list);
    }
    return map;
  }

  private async memberFacts(memberId: number): Promise<MemberFacts> {
    const { db } = this.deps;
    const [member, deposit, participations, bonuses, prizes] = await Promise.all([
      db
        .selectFrom('members')
        .select(['id', 'type', 'rank_level', 'currency'])
        .where('id', '=', memberId)
        .executeTakeFirst(),
      db
        .selectFrom('deposit_orders')
        .select('id')
        .where('member_id', '=', memberId)
        .where('status', '=', 'success')
        .executeTakeFirst(),
      db
        .selectFrom('promotion_participations')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('bonuses')
        .select(['id', 'state'])
        .where('member_id', '=', memberId)
        .where('promotion_id', 'is not', null)
        .execute(),
      db
        .selectFrom('raffle_prizes')
        .select(['promotion_id', 'status'])
        .where('member_id', '=', memberId)
        .execute(),
    ]);
    if (!member) throw new AppError('SESSION_EXPIRED');
    return {
      id: member.id,
      type: Number(member.type),
      rankLevel: Number(member.rank_level),
      currency: member.currency,
      hasDeposited: deposit !== undefined,
      participations,
      bonusStates: new Map(bonuses.map((b) => [Number(b.id), b.state])),
      prizes: prizes.map((p) => ({ promotionId: Number(p.promotion_id), status: p.status })),
    };
  }

  private async currency(memberId: number, executor: Executor): Promise<string> {
    const row = await executor
      .selectFrom('members')
      .select('currency')
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!row) throw new AppError('SESSION_EXPIRED');
    return row.currency;
  }
}
