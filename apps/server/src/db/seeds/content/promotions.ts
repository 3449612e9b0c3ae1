import type { Language } from '@portal/shared/constants/languages';
import type {
  BonusRules,
  PromotionBadge,
  PromotionEligibility,
  PromotionTerms,
  PromotionType,
} from '@portal/shared/schemas/promotions';
import type { RichText } from '../rich-text.js';
import { bn } from './promotions/bn.js';
import { cn } from './promotions/cn.js';
import { en } from './promotions/en.js';
import { es } from './promotions/es.js';
import { hi } from './promotions/hi.js';
import { id } from './promotions/id.js';
import { ja } from './promotions/ja.js';
import { km } from './promotions/km.js';
import { ko } from './promotions/ko.js';
import { lo } from './promotions/lo.js';
import { mm } from './promotions/mm.js';
import { my } from './promotions/my.js';
import { pt } from './promotions/pt.js';
import { th } from './promotions/th.js';
import { ty } from './promotions/ty.js';
import { vi } from './promotions/vi.js';

export interface PromotionText {
  title: string;
  summary: string;
  content: RichText;
}

export interface PromotionSeed {
  /** The banners' PROMOTION linkage, lower-cased. */
  code: string;
  type: PromotionType;
  badge: PromotionBadge | null;
  sortOrder: number;
  terms: PromotionTerms;
  eligibility: PromotionEligibility;
  bonus: BonusRules;
  /** The art drawn as the promotion's image: a banner's, or its own (promotion-art.ts). */
  bannerCode: string | null;
  texts: Record<Language, PromotionText>;
}

/** The demo promotions' codes, which key each language's texts in promotions/<language>.ts. */
export type DemoPromotionCode =
  | 'promo-welcome-100'
  | 'promo-weekly-reload'
  | 'promo-sports-cashback'
  | 'promo-fish-10'
  | 'promo-zalo-reward'
  | 'promo-lucky-draw'
  | 'promo-vip-rebate';

/** One language's texts of every demo promotion: a missing promotion is a type error. */
export type PromotionTexts = Record<DemoPromotionCode, PromotionText>;

/** A promotion with its texts in every language. */
const promotion = (
  seed: Omit<PromotionSeed, 'code' | 'texts'> & { code: DemoPromotionCode },
): PromotionSeed => ({
  ...seed,
  texts: {
    EN: en[seed.code],
    CN: cn[seed.code],
    MY: my[seed.code],
    VI: vi[seed.code],
    TH: th[seed.code],
    ID: id[seed.code],
    JA: ja[seed.code],
    TY: ty[seed.code],
    KO: ko[seed.code],
    HI: hi[seed.code],
    BN: bn[seed.code],
    KM: km[seed.code],
    LO: lo[seed.code],
    MM: mm[seed.code],
    PT: pt[seed.code],
    ES: es[seed.code],
  },
});

/**
 * The demo promotions: the ones the home, sports, fishing and site banners advertise, an
 * application with a Zalo id, a lucky draw and a VIP rebate. Amounts in the demo currency (MYR).
 */
export const demoPromotions: PromotionSeed[] = [
  promotion({
    code: 'promo-welcome-100',
    type: 'welcome',
    badge: 'hot',
    sortOrder: 10,
    terms: {
      kind: 'deposit_match',
      percent: 100,
      capAmount: 1000,
      minDeposit: 50,
      turnoverMultiple: 8,
    },
    eligibility: { newMembersOnly: true, frequency: 'once', minVipRank: 0 },
    bonus: { expiryDays: 30, weights: { LIVE: 50, LOTT: 0, ELOTT: 0 } },
    bannerCode: 'home-welcome',
  }),
  promotion({
    code: 'promo-weekly-reload',
    type: 'reload',
    badge: 'new',
    sortOrder: 20,
    terms: {
      kind: 'deposit_match',
      percent: 30,
      capAmount: 300,
      minDeposit: 100,
      turnoverMultiple: 5,
    },
    eligibility: { newMembersOnly: false, frequency: 'weekly', minVipRank: 0 },
    bonus: { expiryDays: 7, weights: { LIVE: 50, LOTT: 0, ELOTT: 0 } },
    bannerCode: 'promotions-weekly',
  }),
  promotion({
    code: 'promo-sports-cashback',
    type: 'cashback',
    badge: 'hot',
    sortOrder: 30,
    terms: {
      kind: 'cashback',
      basis: 'net_loss',
      rates: { SPORTS: 5 },
      minPayout: 1,
      capAmount: 500,
      turnoverMultiple: 1,
    },
    eligibility: { newMembersOnly: false, frequency: 'unlimited', minVipRank: 0 },
    bonus: { expiryDays: 7, weights: {} },
    bannerCode: 'sports-derby',
  }),
  promotion({
    code: 'promo-fish-10',
    type: 'reload',
    badge: null,
    sortOrder: 40,
    terms: {
      kind: 'deposit_match',
      percent: 10,
      capAmount: 200,
      minDeposit: 30,
      turnoverMultiple: 5,
    },
    eligibility: { newMembersOnly: false, frequency: 'unlimited', minVipRank: 0 },
    bonus: { expiryDays: 7, weights: { RNG: 0, LIVE: 0, SPORTS: 0, PVP: 0, LOTT: 0, ELOTT: 0 } },
    bannerCode: 'fish-reef',
  }),
  promotion({
    code: 'promo-zalo-reward',
    type: 'event',
    badge: 'limited',
    sortOrder: 50,
    terms: { kind: 'application', maxAmount: 131, turnoverMultiple: 1, contactRequired: true },
    eligibility: { newMembersOnly: false, frequency: 'once', minVipRank: 0 },
    bonus: { expiryDays: 14, weights: {} },
    bannerCode: 'promo-zalo-reward',
  }),
  promotion({
    code: 'promo-lucky-draw',
    type: 'event',
    badge: 'new',
    sortOrder: 60,
    terms: { kind: 'raffle', turnoverMultiple: 1 },
    eligibility: { newMembersOnly: false, frequency: 'once', minVipRank: 0 },
    bonus: { expiryDays: 14, weights: {} },
    bannerCode: 'promo-lucky-draw',
  }),
  promotion({
    code: 'promo-vip-rebate',
    type: 'vip',
    badge: 'vip',
    sortOrder: 70,
    terms: {
      kind: 'cashback',
      basis: 'valid_turnover',
      rates: { RNG: 0.5, FISH: 0.5, LIVE: 0.4, SPORTS: 0.5, PVP: 0.3 },
      minPayout: 1,
      capAmount: 2000,
      turnoverMultiple: 0,
    },
    eligibility: { newMembersOnly: false, frequency: 'unlimited', minVipRank: 3 },
    bonus: { expiryDays: 7, weights: {} },
    bannerCode: 'promo-vip-rebate',
  }),
];
