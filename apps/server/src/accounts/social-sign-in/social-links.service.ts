import type { FastifyBaseLogger } from 'fastify';
import {
  UNLINK_NEEDS_PASSWORD,
  type SocialLinksValue,
  type SocialProvider,
  type SocialUnlinkPayload,
} from '@portal/shared/schemas/social-sign-in';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import type { MemberRow, MembersRepository } from '../../platform/members/members.repository.js';
import type { SecretAttempts } from '../../platform/members/secret-attempts.js';
import { maskEmail } from '../security/masking.js';
import type { SocialLinksRepository } from './social-links.repository.js';

export interface SocialLinksDeps {
  links: Pick<SocialLinksRepository, 'linksOf' | 'remove'>;
  members: Pick<MembersRepository, 'findById'>;
  hasher: Pick<PasswordHasher, 'verify'>;
  /** The security centre's wrong-secret limit: a stolen session cannot guess the password. */
  attempts: SecretAttempts;
  /** The providers the login modal offers (SocialSignInService.offered). */
  offered: () => Promise<SocialProvider[]>;
}

/**
 * The security centre's linked sign-ins: which offered providers sign the member in, and
 * unlinking one with the login password. An account made by a sign-in has no password, and
 * unlinking would leave it no way back in, so it must set a password first.
 */
export class SocialLinksService {
  constructor(private readonly deps: SocialLinksDeps) {}

  /** GET /wps/member/social/links. */
  async list(memberId: number): Promise<SocialLinksValue> {
    const member = await this.member(memberId);
    const [offered, stored] = await Promise.all([
      this.deps.offered(),
      this.deps.links.linksOf(memberId),
    ]);
    return {
      links: offered.map((provider) => {
        // Newest first: a member with two accounts at one provider sees the latest.
        const link = stored.find((row) => row.provider === provider);
        return {
          provider,
          linked: link !== undefined,
          linkedAt: link ? toIsoString(link.created_at) : null,
          label: link?.email ? maskEmail(link.email) : null,
        };
      }),
      hasPassword: member.password_hash !== null,
    };
  }

  /**
   * DELETE /wps/member/social/links/:provider: the login password, counted like the security
   * centre's other password checks, removes every link of the member to that provider. A link
   * of a provider the operator has since turned off can still be removed.
   */
  async unlink(
    memberId: number,
    provider: SocialProvider,
    { password }: SocialUnlinkPayload,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const { attempts, hasher, links } = this.deps;
    const member = await this.member(memberId);
    const linked = await links.linksOf(member.id);
    if (!linked.some((row) => row.provider === provider)) throw new AppError('NOT_FOUND');
    if (member.password_hash === null) {
      throw new AppError('OPERATION_NOT_ALLOWED', {}, [
        { path: 'password', reason: UNLINK_NEEDS_PASSWORD },
      ]);
    }
    await attempts.assertAllowed(member.id);
    if (!(await hasher.verify(member.password_hash, password))) {
      await attempts.recordFailure(member.id);
      throw new AppError('OLD_PASSWORD_WRONG');
    }
    await attempts.clear(member.id);
    const removed = await links.remove(member.id, provider);
    log.info(
      { event: 'social.unlinked', memberId: member.id, provider, removed },
      'sign-in provider unlinked by password',
    );
  }

  private async member(memberId: number): Promise<MemberRow> {
    const member = await this.deps.members.findById(memberId);
    // The session was valid a moment ago; a member deleted since is signed out.
    if (!member) throw new AppError('SESSION_EXPIRED');
    return member;
  }
}
