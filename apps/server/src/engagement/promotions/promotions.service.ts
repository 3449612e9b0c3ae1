import type { Language } from '@portal/shared/constants/languages';
import { fromMinor } from '@portal/shared/money';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  type ApplyPromotionPayload,
  type CheckInValue,
  type MemberPromotionState,
  type PromotionDetail,
  type PromotionsValue,
  type PromotionType,
} from '@portal/shared/schemas/promotions';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';
import type { DB } from '../../db/database.js';
import type { ParticipationStatus } from './promotions.tables.js';
import { inTransaction, type Executor, type Trx } from '../../db/transaction.js';
import { AppError, moneyParam } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { parseImageDataUrl } from '../../lib/image-upload.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import { minor } from '../../db/minor.js';
import { CheckInsRepository } from './check-ins.repository.js';
import { giveDepositMatch, type CreditedDeposit } from './deposit-match.js';
import { checkIn } from './promotion-check-in.js';
import { cleanRichHtml } from '../../lib/rich-html.js';
import {
  ParticipationsRepository,
  type Participation,
  type ParticipationFields,
} from './participations.repository.js';
import { minorOf, pickContent, promotionPhase, type PromotionRecord } from './promotion-record.js';
import {
  ineligible,
  promotionSummary,
  slotFor,
  TRIAL_TYPE,
  type MemberFacts,
} from './promotion-state.js';
import { PromotionsRepository } from './promotions.repository.js';

export { siteWeekOf } from './promotion-state.js';

/**
 * The member's safer-play break (accounts area, wired by compose.ts): joining, applying for or
 * claiming a promotion is refused while it runs (PLAY_BREAK_ACTIVE).
 */
export interface PromotionPlayGate {
  check(trx: Trx, memberId: number, movement: { kind: 'promotion'; amount: 0n }): Promise<void>;
}

export interface PromotionsDeps {
  db: DB;
  bonuses: BonusService;
  playGate?: PromotionPlayGate;
  now?: () => Date;
}

/**
 * Promotions as members and visitors see them (spec sections 1-4): the published ones with
 * each member's own state, and joining, applying and claiming. Deposit matches are given by
 * the bonus engine when the deposit is credited (deposit-match.ts).
 */
export class PromotionsService {
  private readonly now: () => Date;
  private readonly promotions: PromotionsRepository;
  private readonly participations: ParticipationsRepository;
  private readonly checkIns: CheckInsRepository;

  constructor(private readonly deps: PromotionsDeps) {
    this.now = deps.now ?? (() => new Date());
    this.promotions = new PromotionsRepository(deps.db);
    this.participations = new ParticipationsRepository(deps.db);
    this.checkIns = new CheckInsRepository(deps.db);
  }

  async list(
    memberId: number | null,
    type: PromotionType | undefined,
    language: Language,
  ): Promise<PromotionsValue> {
    const now = this.now();
    const promotions = await this.promotions.published(now, type);
    const contents = await this.promotions.contents(promotions.map((p) => p.id));
    const facts = memberId === null ? null : await this.memberFacts(memberId);
    return {
      list: promotions.map((promotion) =>
        promotionSummary(promotion, contents.get(promotion.id) ?? [], facts, language, now),
      ),
    };
  }

  /** By id, or by code (what a banner links to). */
  async detail(memberId: number | null, ref: string, language: Language): Promise<PromotionDetail> {
    const promotion = await this.published(/^\d+$/.test(ref) ? Number(ref) : ref.toLowerCase());
    const { id } = promotion;
    const contents = (await this.promotions.contents([id])).get(id) ?? [];
    const facts = memberId === null ? null : await this.memberFacts(memberId);
    const summary = promotionSummary(promotion, contents, facts, language, this.now());
    return {
      ...summary,
      content: cleanRichHtml(pickContent(contents, language)?.content ?? ''),
    };
  }

  /** Opts in to a deposit match (for the next qualifying deposit), a cashback or a raffle. */
  async join(memberId: number, id: number): Promise<{ state: MemberPromotionState }> {
    const promotion = await this.published(id);
    if (promotion.kind === 'application' || promotion.kind === 'signed')
      throw new AppError('PROMOTION_WRONG_KIND');
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
        await this.participations.insertImages(
          participationId,
          images.map((image) => ({
            mimeType: image.contentType,
            data: image.data.toString('base64'),
            sizeBytes: image.data.length,
          })),
          trx,
        );
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
      await this.deps.playGate?.check(trx, memberId, { kind: 'promotion', amount: 0n });
      const prize = await this.participations.firstPrize(promotionId, memberId, trx);
      if (!prize) throw new AppError('RAFFLE_NO_PRIZE');
      const claimed = await this.participations.claimPrize(prize.id, now, trx);
      if (!claimed) throw new AppError('RAFFLE_ALREADY_CLAIMED');
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
      await this.participations.setPrizeBonus(prize.id, bonus.id, trx);
      return { bonusId: bonus.id, amount: Number(fromMinor(prizeAmount)), state: 'claimed' };
    });
  }

  /** Today's check-in of a `signed` promotion, paid as the streak day's bonus (decision 058). */
  async checkIn(memberId: number, promotionId: number): Promise<CheckInValue> {
    const promotion = await this.published(promotionId);
    const { db, bonuses, playGate } = this.deps;
    const deps = { db, bonuses, playGate, checkIns: this.checkIns };
    const currencyOf = (id: number) => this.currency(id, db);
    const facts = await this.memberFacts(memberId);
    return checkIn({ ...deps, currencyOf }, promotion, facts, this.now());
  }

  /** The bonus engine's part: a credited deposit meets a joined deposit match (deposit-match.ts). */
  onDepositCredited(deposit: CreditedDeposit, trx: Trx): Promise<void> {
    return giveDepositMatch(
      {
        promotions: this.promotions,
        participations: this.participations,
        bonuses: this.deps.bonuses,
        settle: (participation, status, fields, now, trx) =>
          this.settle(participation, status, fields, now, trx),
      },
      deposit,
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
    fields: ParticipationFields,
    now: Date,
    trx: Trx,
  ): Promise<boolean> {
    const freeSlot = status === 'rejected' || status === 'closed' || participation.slot === 'open';
    return this.participations.move(
      participation,
      status,
      fields,
      { freeSlot, decided: status === 'issued' || status === 'rejected' },
      now,
      trx,
    );
  }

  // ---- internals -------------------------------------------------------------------------

  /** A published promotion in any phase (a closed one is still read by its link). */
  private async published(ref: number | string): Promise<PromotionRecord> {
    const promotion = await this.promotions.publishedOne(ref);
    if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
    return promotion;
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
    const reason = ineligible(promotion, facts, now);
    if (reason) throw new AppError('PROMOTION_NOT_ELIGIBLE', {}, [{ path: 'id', reason }]);
    try {
      return await inTransaction(this.deps.db, async (trx) => {
        await this.deps.playGate?.check(trx, memberId, { kind: 'promotion', amount: 0n });
        if (promotion.kind === 'deposit_match') {
          // One deposit match waits for the next deposit: choosing another replaces it.
          await this.participations.closeOtherDepositMatches(memberId, promotion.id, now, trx);
        }
        const id = await this.participations.insert(
          {
            promotionId: promotion.id,
            memberId,
            status,
            slot: slotFor(promotion, now),
            fields,
          },
          now,
          trx,
        );
        await more(id, trx);
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('PROMOTION_ALREADY_JOINED');
      throw error;
    }
  }

  private async memberFacts(memberId: number): Promise<MemberFacts> {
    const yesterday = addSiteDays(siteDayOf(this.now()), -1);
    const [member, hasDeposited, participations, bonuses, prizes, checkIns] = await Promise.all([
      this.participations.member(memberId),
      this.participations.hasDeposited(memberId),
      this.participations.ofMember(memberId),
      this.participations.promotionBonusStates(memberId),
      this.participations.prizesOf(memberId),
      this.checkIns.latestSince(memberId, yesterday),
    ]);
    if (!member) throw new AppError('SESSION_EXPIRED');
    return {
      id: member.id,
      type: Number(member.type),
      rankLevel: Number(member.rank_level),
      currency: member.currency,
      hasDeposited,
      participations,
      bonusStates: new Map(bonuses.map((b) => [Number(b.id), b.state])),
      prizes: prizes.map((p) => ({ promotionId: Number(p.promotion_id), status: p.status })),
      checkIns,
    };
  }

  private async currency(memberId: number, executor: Executor): Promise<string> {
    const currency = await this.participations.currencyOf(memberId, executor);
    if (currency === undefined) throw new AppError('SESSION_EXPIRED');
    return currency;
  }
}
