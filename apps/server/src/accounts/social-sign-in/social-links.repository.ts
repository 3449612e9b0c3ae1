import type { SocialProvider } from '@portal/shared/schemas/social-sign-in';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

export interface NewSocialLink {
  memberId: number;
  provider: SocialProvider;
  subject: string;
  email: string | null;
}

export interface StoredSocialLink {
  provider: SocialProvider;
  email: string | null;
  /** Date on PostgreSQL, text on SQLite (db/time.ts). */
  created_at: Date | string;
}

/** member_social_links: which member a provider's account signs in as. */
export class SocialLinksRepository {
  constructor(private readonly db: DB) {}

  async memberOf(provider: SocialProvider, subject: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('member_social_links')
      .select('member_id')
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row?.member_id;
  }

  /** The member's links, newest first. */
  async linksOf(memberId: number): Promise<StoredSocialLink[]> {
    return this.db
      .selectFrom('member_social_links')
      .select(['provider', 'email', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Removes the member's links to the provider (only theirs); how many there were. */
  async remove(memberId: number, provider: SocialProvider): Promise<number> {
    const result = await this.db
      .deleteFrom('member_social_links')
      .where('member_id', '=', memberId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** CONFLICT when the provider's account was linked meanwhile (to this or another member). */
  async insert(link: NewSocialLink, executor: Executor = this.db): Promise<void> {
    try {
      await executor
        .insertInto('member_social_links')
        .values({
          member_id: link.memberId,
          provider: link.provider,
          subject: link.subject,
          email: link.email,
          created_at: nowIso(),
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT');
      throw error;
    }
  }
}
