import type { Language } from '@portal/shared/constants/languages';
import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import type {
  CashbackBasis,
  CheckInAfterLast,
  PromotionBadge,
  PromotionFrequency,
  PromotionKind,
  PromotionStatus,
  PromotionType,
} from '@portal/shared/schemas/promotions/constants';
import type {
  OperatorPromotion,
  PromotionInput,
  PromotionTerms,
} from '@portal/shared/schemas/promotions';
import { CONTENT_LANGUAGES } from '../content/kit/languages';
import { fromSiteInput, toSiteInput } from '../content/kit/site-time';

type CategoryTexts = Record<GameCategory, string>;

/**
 * The editor's values: numbers as the inputs hold them (text), every kind's terms at once under
 * `terms` (the call keeps the chosen kind's), the texts of every language. Field paths are the
 * call's own, so the shared schema's refusals land on the fields that hold them.
 */
export interface PromotionForm {
  code: string;
  type: PromotionType;
  badge: PromotionBadge | '';
  status: PromotionStatus;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  terms: {
    kind: PromotionKind;
    percent: string;
    capAmount: string;
    minDeposit: string;
    turnoverMultiple: string;
    basis: CashbackBasis;
    rates: CategoryTexts;
    minPayout: string;
    maxAmount: string;
    contactRequired: boolean;
    /** A check-in's reward of day 1, 2...; empty days at the end are left out. */
    rewards: string[];
    afterLast: CheckInAfterLast;
  };
  eligibility: { newMembersOnly: boolean; frequency: PromotionFrequency; minVipRank: string };
  bonus: { expiryDays: string; weights: CategoryTexts };
  contents: Record<
    Language,
    { title: string; summary: string; content: string; imageUrl: string | null }
  >;
}

const text = (value: number | undefined | null): string =>
  value === undefined || value === null ? '' : String(value);

/** A number typed in a field; empty or unreadable becomes NaN, which the schema refuses. */
const num = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));

/** The check-in's day fields: a week, or as many days as it has. */
const CHECK_IN_WEEK = 7;

const categoryTexts = (map: Partial<Record<GameCategory, number>> = {}): CategoryTexts =>
  Object.fromEntries(GAME_CATEGORIES.map((code) => [code, text(map[code])])) as CategoryTexts;

const categoryNumbers = (texts: CategoryTexts): Partial<Record<GameCategory, number>> =>
  Object.fromEntries(
    GAME_CATEGORIES.filter((code) => texts[code]?.trim()).map((code) => [code, num(texts[code])]),
  );

export function promotionForm(promotion?: OperatorPromotion, now = new Date()): PromotionForm {
  const terms = promotion?.terms;
  const contents = Object.fromEntries(
    CONTENT_LANGUAGES.map((code) => [
      code,
      { title: '', summary: '', content: '', imageUrl: null as string | null },
    ]),
  ) as PromotionForm['contents'];
  for (const [code, content] of Object.entries(promotion?.contents ?? {})) {
    if (content) contents[code as Language] = { ...content, imageUrl: content.imageUrl ?? null };
  }
  const pick = <K extends PromotionKind>(kind: K) =>
    terms?.kind === kind ? (terms as Extract<PromotionTerms, { kind: K }>) : undefined;
  const match = pick('deposit_match');
  const cashback = pick('cashback');
  const application = pick('application');
  const signed = pick('signed');
  const rewards = signed?.rewards ?? [];
  return {
    code: promotion?.code ?? '',
    type: promotion?.type ?? 'welcome',
    badge: promotion?.badge ?? '',
    status: promotion?.status ?? 'draft',
    startsAt: toSiteInput(promotion?.startsAt ?? now.toISOString()),
    endsAt: toSiteInput(promotion?.endsAt),
    sortOrder: text(promotion?.sortOrder ?? 0),
    terms: {
      kind: terms?.kind ?? 'deposit_match',
      percent: text(match?.percent ?? 100),
      capAmount: text(match?.capAmount ?? cashback?.capAmount ?? 500),
      minDeposit: text(match?.minDeposit ?? 50),
      turnoverMultiple: text(terms?.turnoverMultiple ?? 1),
      basis: cashback?.basis ?? 'net_loss',
      rates: categoryTexts(cashback?.rates),
      minPayout: text(cashback?.minPayout ?? 1),
      maxAmount: text(application?.maxAmount ?? 100),
      contactRequired: application?.contactRequired ?? false,
      rewards: Array.from({ length: Math.max(CHECK_IN_WEEK, rewards.length) }, (_, day) =>
        text(rewards[day]),
      ),
      afterLast: signed?.afterLast ?? 'cycle',
    },
    eligibility: {
      newMembersOnly: promotion?.eligibility.newMembersOnly ?? false,
      frequency: promotion?.eligibility.frequency ?? 'once',
      minVipRank: text(promotion?.eligibility.minVipRank ?? 0),
    },
    bonus: {
      expiryDays: text(promotion?.bonus.expiryDays ?? 7),
      weights: categoryTexts(promotion?.bonus.weights),
    },
    contents,
  };
}

function termsPayload(terms: PromotionForm['terms']): PromotionTerms {
  const turnoverMultiple = num(terms.turnoverMultiple);
  switch (terms.kind) {
    case 'deposit_match':
      return {
        kind: 'deposit_match',
        percent: num(terms.percent),
        capAmount: num(terms.capAmount),
        minDeposit: num(terms.minDeposit),
        turnoverMultiple,
      };
    case 'cashback':
      return {
        kind: 'cashback',
        basis: terms.basis,
        rates: categoryNumbers(terms.rates),
        minPayout: num(terms.minPayout),
        capAmount: num(terms.capAmount),
        turnoverMultiple,
      };
    case 'application':
      return {
        kind: 'application',
        maxAmount: num(terms.maxAmount),
        turnoverMultiple,
        contactRequired: terms.contactRequired,
      };
    case 'raffle':
      return { kind: 'raffle', turnoverMultiple };
    case 'signed': {
      const filled = terms.rewards.map((reward) => reward.trim());
      while (filled.length > 0 && filled.at(-1) === '') filled.pop();
      return {
        kind: 'signed',
        rewards: filled.map(num),
        afterLast: terms.afterLast,
        turnoverMultiple,
      };
    }
  }
}

/** The call's body: the chosen kind's terms, languages with a title, site times as instants. */
export function promotionPayload(form: PromotionForm): PromotionInput {
  const contents: PromotionInput['contents'] = {};
  for (const code of CONTENT_LANGUAGES) {
    const content = form.contents[code];
    if (content && (content.title.trim() || content.summary.trim() || content.content.trim())) {
      contents[code] = {
        title: content.title,
        summary: content.summary,
        content: content.content,
        imageUrl: content.imageUrl || null,
      };
    }
  }
  return {
    code: form.code.trim(),
    type: form.type,
    badge: form.badge === '' ? null : form.badge,
    status: form.status,
    startsAt: fromSiteInput(form.startsAt) ?? '',
    endsAt: fromSiteInput(form.endsAt),
    sortOrder: num(form.sortOrder),
    terms: termsPayload(form.terms),
    eligibility: {
      newMembersOnly: form.eligibility.newMembersOnly,
      frequency: form.eligibility.frequency,
      minVipRank: num(form.eligibility.minVipRank),
    },
    bonus: { expiryDays: num(form.bonus.expiryDays), weights: categoryNumbers(form.bonus.weights) },
    contents,
  };
}
