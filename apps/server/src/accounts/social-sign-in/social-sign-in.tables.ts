import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** A member's account at a sign-in provider: one member per provider and subject. */
export interface MemberSocialLinksTable {
  id: Generated<number>;
  member_id: number;
  provider: 'google' | 'facebook' | 'telegram';
  /** The provider's stable id of the person (OpenID `sub`, Facebook or Telegram user id). */
  subject: string;
  email: string | null;
  created_at: Timestamp;
}

export interface SocialSignInTables {
  member_social_links: MemberSocialLinksTable;
}
