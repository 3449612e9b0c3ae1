import type { ColumnType, Generated } from 'kysely';
import type { PromotionKind } from '@portal/shared/schemas/promotions';
import type { MinorUnits, NullableTimestamp, Timestamp } from '../../db/columns.js';

type Created = ColumnType<Date | string, string | undefined, never>;
type NullableMinorUnits = ColumnType<
  bigint | number | string | null,
  bigint | null | undefined,
  bigint | null
>;

export interface PromotionsTable {
  id: Generated<number>;
  code: string;
  kind: PromotionKind;
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

/** A member's check-in of one site day in a `signed` promotion (decision 058). */
export interface PromotionCheckInsTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  site_day: string;
  streak: number;
  amount: MinorUnits;
  bonus_id: number | null;
  created_at: Created;
}

/** Tables of promotions, participations, application images, raffle prizes and check-ins. */
export interface PromotionTables {
  promotions: PromotionsTable;
  promotion_contents: PromotionContentsTable;
  promotion_participations: PromotionParticipationsTable;
  promotion_application_images: PromotionApplicationImagesTable;
  raffle_prizes: RafflePrizesTable;
  promotion_check_ins: PromotionCheckInsTable;
}
