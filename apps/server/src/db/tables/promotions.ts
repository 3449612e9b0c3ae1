import type { ColumnType, Generated } from 'kysely';
import type { BonusSource } from '@portal/shared/schemas/promotions';
import type { NullableTimestamp, Timestamp } from '../database.js';
import type { MinorUnits } from './ledger.js';

type Created = ColumnType<Date | string, string | undefined, never>;
type NullableMinorUnits = ColumnType<
  bigint | number | string | null,
  bigint | null | undefined,
  bigint | null
>;

export interface PromotionsTable {
  id: Generated<number>;
  code: string;
  kind: 'deposit_match' | 'cashback' | 'application' | 'raffle';
  type: string;
  badge: string | null;
  status: 'draft' | 'published' | 'archived';
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  sort_order: number;
  terms: string;
  eligibility: string;
  bonus_rules: string;
  created_at: Created;
  updated_at: Timestamp;
}

export interface PromotionContentsTable {
  promotion_id: number;
  language: string;
  title: string;
  summary: string;
  content: string;
  image_url: string | null;
}

export type ParticipationStatus = 'joined' | 'applying' | 'issued' | 'rejected' | 'closed';

export interface PromotionParticipationsTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  status: ParticipationStatus;
  slot: string | null;
  remark: string | null;
  contact_app: string | null;
  contact_id: string | null;
  amount: NullableMinorUnits;
  reason: string | null;
  bonus_id: number | null;
  deposit_order_no: string | null;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: Created;
  updated_at: Timestamp;
}

export interface PromotionApplicationImagesTable {
  participation_id: number;
  position: number;
  mime_type: string;
  data: string;
  size_bytes: number;
}

export type BonusStateName = 'in_progress' | 'completed' | 'expired' | 'forfeited' | 'cancelled';

export interface BonusesTable {
  id: Generated<number>;
  bonus_no: string | null;
  member_id: number;
  promotion_id: number | null;
  source: BonusSource;
  reference: string;
  title: string | null;
  amount: MinorUnits;
  currency: string;
  turnover_required: MinorUnits;
  turnover_played: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  /** Hundredths of a minor unit counted but not yet in turnover_played (0 to 99). */
  turnover_carry: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  weights: ColumnType<string, string | undefined, string>;
  state: ColumnType<BonusStateName, BonusStateName | undefined, BonusStateName>;
  reason: string | null;
  issued_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
  ended_by: number | null;
  updated_at: Timestamp;
}

export interface RafflePrizesTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  amount: MinorUnits;
  status: ColumnType<'won' | 'claimed', 'won' | 'claimed' | undefined, 'won' | 'claimed'>;
  bonus_id: number | null;
  granted_by: number | null;
  created_at: Created;
  claimed_at: NullableTimestamp;
}

/** Tables of promotions, participations, application images, raffle prizes and bonuses. */
export interface PromotionTables {
  promotions: PromotionsTable;
  promotion_contents: PromotionContentsTable;
  promotion_participations: PromotionParticipationsTable;
  promotion_application_images: PromotionApplicationImagesTable;
  bonuses: BonusesTable;
  raffle_prizes: RafflePrizesTable;
}
