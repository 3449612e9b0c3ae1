import { FALLBACK_LANGUAGE } from '@portal/shared/constants/languages';
import {
  EDITABLE_PROFILE_FIELDS,
  PROFILE_FIELD_GROUPS,
  PROFILE_REGISTRATION_RULES,
  SECURITY_CENTRE_FIELDS,
  type EditableProfileField,
  type MemberProfile,
  type ProfileFieldName,
  type ProfileFieldState,
  type ProfilePayload,
} from '@portal/shared/schemas/member-profile';
import type { RegistrationRule } from '@portal/shared/schemas/system';
import { checkField } from '@portal/shared/validation/field-rules';
import { checkProfileValue } from '@portal/shared/validation/profile-fields';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, type ErrorDetail } from '../../lib/app-error.js';
import type { MemberRow, MembersRepository } from '../../platform/members/members.repository.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { KycRepository } from '../kyc/kyc.repository.js';
import type { RegistrationService } from '../registration/registration.service.js';
import { maskEmail } from '../security/masking.js';
import {
  PROFILE_COLUMNS,
  type MemberProfileRepository,
  type MemberProfileRow,
  type ProfileColumns,
} from './member-profile.repository.js';

export interface MemberProfileDeps {
  db: DB;
  repository: MemberProfileRepository;
  members: Pick<MembersRepository, 'setIdentity'>;
  registration: Pick<RegistrationService, 'getRules'>;
  settings: Pick<SettingsService, 'get'>;
  kyc: Pick<KycRepository, 'latestCase'>;
  now?: () => Date;
}

/** Identity checks vouch for these: once verified, only a reviewer's new case changes them. */
const KYC_FIELDS: readonly ProfileFieldName[] = ['realName', 'birthday'];
const ALL_FIELDS: readonly ProfileFieldName[] = [
  'nickname',
  ...EDITABLE_PROFILE_FIELDS.slice(0, 4),
  'email',
  ...EDITABLE_PROFILE_FIELDS.slice(4),
];

interface ProfileContext {
  values: Record<ProfileFieldName, string | null>;
  rules: Map<string, RegistrationRule>;
  changesAllowed: boolean;
  kycVerified: boolean;
}

/** The registration extras stored at sign-up (members.profile), by field. */
function signUpExtras(member: MemberRow): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(member.profile);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function storedValues(member: MemberRow, row: MemberProfileRow | undefined) {
  const extras = signUpExtras(member);
  const values = {
    nickname: member.nickname === '' ? null : member.nickname,
    email: member.email === null ? null : maskEmail(member.email),
    realName: member.payee_name,
    birthday: member.birthday,
  } as Record<ProfileFieldName, string | null>;
  for (const field of EDITABLE_PROFILE_FIELDS) {
    const column = PROFILE_COLUMNS[field];
    if (!column) continue;
    const extra = extras[field];
    values[field] = row?.[column] ?? (typeof extra === 'string' && extra !== '' ? extra : null);
  }
  return values;
}

/**
 * The member's profile (decision 057): the fields of spec section 3, shown and required by the
 * registration rules, each filled once by the member unless the operator allows changes
 * (setting `profile`); real name and birthday stay as identity checks verified them.
 */
export class MemberProfileService {
  constructor(private readonly deps: MemberProfileDeps) {}

  /** Every editable field's stored value, unmasked, as the console's member page shows it. */
  async storedProfile(member: MemberRow): Promise<Record<EditableProfileField, string | null>> {
    const values = storedValues(member, await this.deps.repository.find(member.id));
    return Object.fromEntries(
      EDITABLE_PROFILE_FIELDS.map((field) => [field, values[field]]),
    ) as Record<EditableProfileField, string | null>;
  }

  async view(member: MemberRow): Promise<MemberProfile> {
    const context = await this.context(member);
    const fields = ALL_FIELDS.flatMap((name): ProfileFieldState[] => {
      const rule = this.ruleOf(context, name);
      if (rule && !rule.enabled && context.values[name] === null) return [];
      return [
        {
          name,
          group: PROFILE_FIELD_GROUPS[name],
          value: context.values[name],
          required: rule?.required ?? false,
          locked: this.lockOf(context, name),
        },
      ];
    });
    return { changesAllowed: context.changesAllowed, fields };
  }

  /** Checks every given field first; writes all of them in one transaction or none. */
  async update(member: MemberRow, payload: ProfilePayload): Promise<void> {
    const context = await this.context(member);
    const { minimumAge } = await this.deps.settings.get('kyc');
    const today = nowIso(this.now()).slice(0, 10);
    const changes = new Map<EditableProfileField, string | null>();
    const details: ErrorDetail[] = [];
    for (const field of EDITABLE_PROFILE_FIELDS) {
      const sent = payload[field];
      if (sent === undefined || sent === (context.values[field] ?? '')) continue;
      const value = sent === '' ? null : sent;
      const rule = this.ruleOf(context, field);
      const reason =
        (rule && !rule.enabled
          ? 'disabled'
          : this.lockOf(context, field) !== null
            ? 'locked'
            : null) ??
        (rule ? checkField(rule, value) : null) ??
        (value === null ? null : checkProfileValue(field, value, { minimumAge, today }));
      if (reason) details.push({ path: field, reason });
      else changes.set(field, value);
    }
    // A required field must hold a value once the form is saved.
    for (const field of EDITABLE_PROFILE_FIELDS) {
      const after = changes.has(field) ? changes.get(field) : context.values[field];
      const rule = this.ruleOf(context, field);
      if (rule?.enabled && rule.required && !after && !details.some((d) => d.path === field)) {
        details.push({ path: field, reason: 'required' });
      }
    }
    if (details.length > 0) throw new AppError('VALIDATION_FAILED', {}, details);
    await this.write(member.id, changes);
  }

  private async write(memberId: number, changes: Map<EditableProfileField, string | null>) {
    if (changes.size === 0) return;
    const now = nowIso(this.now());
    const columns: ProfileColumns = {};
    for (const [field, value] of changes) {
      const column = PROFILE_COLUMNS[field];
      if (column) columns[column] = value;
    }
    const identity = {
      ...(changes.has('realName') ? { payee_name: changes.get('realName') ?? null } : {}),
      ...(changes.has('birthday') ? { birthday: changes.get('birthday') ?? null } : {}),
    };
    await inTransaction(this.deps.db, async (trx) => {
      if (Object.keys(identity).length > 0) {
        await this.deps.members.setIdentity(memberId, identity, now, trx);
      }
      await this.deps.repository.save(memberId, columns, now, trx);
    });
  }

  private async context(member: MemberRow): Promise<ProfileContext> {
    const [row, rules, setting, latest] = await Promise.all([
      this.deps.repository.find(member.id),
      this.deps.registration.getRules(FALLBACK_LANGUAGE),
      this.deps.settings.get('profile'),
      this.deps.kyc.latestCase(member.id),
    ]);
    return {
      values: storedValues(member, row),
      rules: new Map(rules.map((rule) => [rule.field, rule])),
      changesAllowed: setting.changesAllowed,
      kycVerified: latest?.status === 'verified',
    };
  }

  private ruleOf(context: ProfileContext, field: ProfileFieldName) {
    const ruleName = PROFILE_REGISTRATION_RULES[field];
    return ruleName ? context.rules.get(ruleName) : undefined;
  }

  private lockOf(context: ProfileContext, field: ProfileFieldName): ProfileFieldState['locked'] {
    if ((SECURITY_CENTRE_FIELDS as readonly string[]).includes(field)) return 'securityCentre';
    if (context.kycVerified && KYC_FIELDS.includes(field)) return 'kyc';
    if (context.values[field] !== null && !context.changesAllowed) return 'filled';
    return null;
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }
}
