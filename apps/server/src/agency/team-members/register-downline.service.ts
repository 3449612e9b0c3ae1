import { randomInt } from 'node:crypto';
import { FALLBACK_LANGUAGE } from '@portal/shared/constants/languages';
import {
  GRANTABLE_AGENT_TYPE,
  type RegisterDownlinePayload,
  type RegisterDownlineResult,
} from '@portal/shared/schemas/agency';
import { checkField } from '@portal/shared/validation/field-rules';
import type { Config } from '../../config.js';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, type ErrorDetail } from '../../lib/app-error.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import { lookupKey, type MembersRepository } from '../../platform/members/members.repository.js';
import {
  MemberTakenError,
  type RegistrationRepository,
} from '../../accounts/registration/registration.repository.js';
import type { RegistrationService } from '../../accounts/registration/registration.service.js';
import type { TeamMembersRepository } from './team-members.repository.js';

export interface RegisterDownlineDeps {
  config: Pick<Config, 'WEAK_DEFAULT_PASSWORD'>;
  db: DB;
  members: Pick<MembersRepository, 'findByAccount'>;
  registration: Pick<RegistrationService, 'getRules'>;
  registrations: Pick<RegistrationRepository, 'insertMember'>;
  repository: Pick<TeamMembersRepository, 'findMember'>;
  outbox: Pick<EventOutbox, 'append'>;
  hasher: Pick<PasswordHasher, 'hash'>;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new agent's invitation code: 8 characters nobody confuses (no 0/O, 1/I). */
export function newAffiliateCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Register account (registerCenter): an agent creates a member, or a sub-agent of the type its
 * own type may grant (decision 032), directly below itself. The username and password follow the
 * operator's registration rules (spec section 5), as at sign-up; the initial password must be
 * changed at first login (password_changed_at stays null until then).
 */
export class RegisterDownlineService {
  constructor(private readonly deps: RegisterDownlineDeps) {}

  async register(
    agentId: number,
    payload: RegisterDownlinePayload,
  ): Promise<RegisterDownlineResult> {
    const agent = await this.deps.repository.findMember(agentId);
    if (!agent) throw new AppError('SESSION_EXPIRED');
    let type = 0;
    if (payload.kind === 'agent') {
      const grantable = GRANTABLE_AGENT_TYPE[agent.type] ?? null;
      if (grantable === null) throw new AppError('AGENT_TYPE_NOT_GRANTABLE');
      type = grantable;
    }
    const account = payload.username.trim();
    await this.assertRules(account, payload.password);
    if (payload.confirmPassword !== payload.password) throw new AppError('PASSWORD_MISMATCH');
    if (payload.password === this.deps.config.WEAK_DEFAULT_PASSWORD) {
      throw new AppError('WEAK_PASSWORD');
    }
    if (await this.deps.members.findByAccount(account)) throw new AppError('USERNAME_TAKEN');

    const now = nowIso();
    const passwordHash = await this.deps.hasher.hash(payload.password);
    try {
      const member = await inTransaction(this.deps.db, async (trx) => {
        const row = await this.deps.registrations.insertMember(
          {
            account,
            account_key: lookupKey(account),
            nickname: payload.nickname?.trim() || account,
            password_hash: passwordHash,
            // Null: the initial password was chosen by the agent, the member must change it.
            password_changed_at: null,
            type,
            status: 'active',
            icon: 1,
            rank_level: 1,
            currency: agent.currency,
            profile: '{}',
            upline_id: agent.id,
            affiliate_code: type === 0 ? null : newAffiliateCode(),
            created_at: now,
            updated_at: now,
          },
          trx,
        );
        await this.deps.outbox.append(trx, {
          type: 'member.registered',
          key: `member.registered:${row.id}`,
          memberId: row.id,
          payload: {
            memberId: row.id,
            account: row.account,
            referrerId: null,
            affiliateCode: null,
            uplineId: agent.id,
            registeredAt: toIsoString(row.created_at),
          },
          occurredAt: new Date(toIsoString(row.created_at)),
        });
        return row;
      });
      return {
        id: member.id,
        account: member.account,
        type: member.type,
        upline: agent.account,
        registeredAt: toIsoString(member.created_at),
      };
    } catch (error) {
      if (error instanceof MemberTakenError && error.key === 'account') {
        throw new AppError('USERNAME_TAKEN');
      }
      throw error;
    }
  }

  /** Both fields at once, as the sign-up form reports them. */
  private async assertRules(username: string, password: string): Promise<void> {
    const rules = await this.deps.registration.getRules(FALLBACK_LANGUAGE);
    const details: ErrorDetail[] = [];
    for (const [field, value] of [
      ['username', username],
      ['password', password],
    ] as const) {
      const rule = rules.find((candidate) => candidate.field === field);
      const reason = rule ? checkField({ ...rule, required: true }, value) : null;
      if (reason) details.push({ path: field, reason });
    }
    if (details.length > 0) throw new AppError('VALIDATION_FAILED', {}, details);
  }
}
