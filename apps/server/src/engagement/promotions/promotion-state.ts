import type { Language } from '@portal/shared/constants/languages';
import { fromMinor } from '@portal/shared/money';
import type {
  MemberPromotionState,
  PromotionAction,
  PromotionIneligibleReason,
  PromotionSummary,
  PromotionType,
} from '@portal/shared/schemas/promotions';
import { toIsoString } from '../../db/time.js';
import { siteDayOf } from '@portal/shared/site-day';
import { minor } from '../../db/minor.js';
import { checkInStatus, type LastCheckIn } from './check-in-rules.js';
import type { Participation } from './participations.repository.js';
import { pickContent, promotionPhase, type PromotionRecord } from './promotion-record.js';
import type { PromotionContent } from './promotions.repository.js';

/** What decides a member's state in the promotions. */
export interface MemberFacts {
  id: number;
  type: number;
  rankLevel: number;
  currency: string;
  /** A successful deposit exists. */
  hasDeposited: boolean;
  participations: Participation[];
  bonusStates: Map<number, string>;
  prizes: { promotionId: number; status: 'won' | 'claimed' }[];
  /** The latest check-in of each `signed` promotion, from yesterday on. */
  checkIns: Map<number, LastCheckIn>;
}

export const TRIAL_TYPE = 4;

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
export function slotFor(promotion: PromotionRecord, now: Date): string {
  const { frequency } = promotion.eligibility;
  if (frequency === 'once') return 'once';
  if (frequency === 'daily') return siteDayOf(now);
  if (frequency === 'weekly') return `W${siteWeekOf(now)}`;
  return 'open';
}

/** Why the member may not take part now, or null when they may. */
export function ineligible(
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

export function promotionSummary(
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
  const { state, action, ineligibleReason } = stateOf(promotion, phase, facts, latest, now);
  const checkIn =
    promotion.terms.kind === 'signed' && facts
      ? checkInStatus(promotion.terms, facts.checkIns.get(promotion.id) ?? null, siteDayOf(now))
      : undefined;
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
    ...(checkIn ? { checkIn } : {}),
  };
}

/** Spec section 4's states from the member's real participation. */
function stateOf(
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
  if (promotion.kind === 'signed') return checkInStateOf(promotion, phase, facts, now);
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
  const reason = ineligible(promotion, facts, now);
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

/** A check-in promotion: signed once checked in today, else check in (decision 058). */
function checkInStateOf(
  promotion: PromotionRecord,
  phase: ReturnType<typeof promotionPhase>,
  facts: MemberFacts | null,
  now: Date,
): ReturnType<typeof stateOf> {
  const none = { action: null, ineligibleReason: null };
  const signedToday = facts?.checkIns.get(promotion.id)?.siteDay === siteDayOf(now);
  if (signedToday) return { state: 'signed', ...none };
  if (phase === 'closed') return { state: 'closed', ...none };
  if (!facts) return { state: 'join', action: 'login', ineligibleReason: null };
  const reason = ineligible(promotion, facts, now);
  if (reason) return { state: 'closed', action: null, ineligibleReason: reason };
  return { state: 'join', action: 'check_in', ineligibleReason: null };
}
