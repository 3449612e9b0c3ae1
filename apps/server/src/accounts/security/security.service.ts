import type { z } from 'zod';
import type { Language } from '@portal/shared/constants/languages';
import type {
  bindEmailPayloadSchema,
  bindMobilePayloadSchema,
  paymentPasswordPayloadSchema,
  SecurityOverview,
  SmsCodeValue,
} from '@portal/shared/schemas/account';
import { checkMobile } from '@portal/shared/validation/mobile';
import { nowIso, toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import { newTotpSecret, totpUri, verifyTotp } from '../../lib/totp.js';
import { clubLabel } from '../member-info/member-info.service.js';
import {
  lookupKey,
  type MemberRow,
  type MembersRepository,
} from '../../platform/members/members.repository.js';
import type { RegistrationFieldCheck } from '../passwords/registration-field.js';
import type { SecretAttempts } from '../../platform/members/secret-attempts.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import { smsDestination } from '../verification/verification-codes.service.js';
import { maskEmail, maskMobile } from './masking.js';

type BindPurpose = 'bindMobile' | 'bindEmail';

/** What the security centre needs of the verification codes. */
export interface SecurityCodes {
  issue(input: {
    purpose: BindPurpose;
    channel: 'sms' | 'email';
    destination: string;
    language: Language;
  }): Promise<SmsCodeValue>;
  verify(input: { purpose: BindPurpose; destination: string; code: string }): Promise<void>;
}

export interface SecurityDeps {
  /** The member's row: read, and written by the security centre's calls. */
  members: MembersRepository;
  hasher: PasswordHasher;
  attempts: SecretAttempts;
  codes: SecurityCodes;
  settings: Pick<SettingsService, 'get'>;
  fieldCheck: RegistrationFieldCheck;
  now?: () => Date;
}

export type MobileNumber = { mobileNum: string; countryDialingCode: string };
export type BindMobilePayload = z.infer<typeof bindMobilePayloadSchema>;
export type BindEmailPayload = z.infer<typeof bindEmailPayloadSchema>;
export type PaymentPasswordPayload = z.infer<typeof paymentPasswordPayloadSchema>;

/** The member's security centre (spec section 4, in_my_account: securityCenter). */
export class SecurityService {
  private readonly now: () => Date;

  constructor(private readonly deps: SecurityDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private stamp() {
    return nowIso(this.now());
  }

  private async member(memberId: number): Promise<MemberRow> {
    const member = await this.deps.members.findById(memberId);
    // The session was valid a moment ago; a member deleted since is signed out.
    if (!member) throw new AppError('SESSION_EXPIRED');
    return member;
  }

  async getOverview(memberId: number): Promise<SecurityOverview> {
    const member = await this.member(memberId);
    return {
      account: member.account,
      nickname: member.nickname,
      rank: clubLabel(member.rank_level),
      lastLoginTime: member.last_login_at ? toIsoString(member.last_login_at) : null,
      lastLoginIp: member.last_login_ip,
      passwordChangedAt: member.password_changed_at
        ? toIsoString(member.password_changed_at)
        : null,
      mobile:
        member.dialing_code && member.mobile_num
          ? maskMobile(member.dialing_code, member.mobile_num)
          : null,
      email: member.email ? maskEmail(member.email) : null,
      // The owner sees their own real name in full: it must match their bank account.
      payeeName: member.payee_name,
      hasPaymentPassword: member.payment_password_hash !== null,
      totpEnabled: member.totp_enabled === 1,
    };
  }

  async setNickname(memberId: number, nickname: string): Promise<void> {
    await this.deps.members.setNickname(memberId, nickname, this.stamp());
  }

  /** Sends a code to the NEW number; it proves the member holds it. */
  async sendMobileCode(
    memberId: number,
    mobile: MobileNumber,
    language: Language,
  ): Promise<SmsCodeValue> {
    await this.assertMobileFree(memberId, mobile);
    const { codes } = this.deps;
    return codes.issue({
      purpose: 'bindMobile',
      channel: 'sms',
      destination: smsDestination(mobile.countryDialingCode, mobile.mobileNum),
      language,
    });
  }

  async bindMobile(memberId: number, payload: BindMobilePayload): Promise<void> {
    await this.assertMobileFree(memberId, payload);
    const { codes, members } = this.deps;
    await codes.verify({
      purpose: 'bindMobile',
      destination: smsDestination(payload.countryDialingCode, payload.mobileNum),
      code: payload.verificationCode,
    });
    const bound = await members.setMobile(
      memberId,
      { dialingCode: payload.countryDialingCode, mobileNum: payload.mobileNum },
      this.stamp(),
    );
    if (!bound) throw new AppError('MOBILE_TAKEN');
  }

  private async assertMobileFree(memberId: number, mobile: MobileNumber): Promise<void> {
    const reason = checkMobile(mobile.countryDialingCode, mobile.mobileNum);
    if (reason) throw new AppError('VALIDATION_FAILED', {}, [{ path: 'mobileNum', reason }]);
    const holder = await this.deps.members.findByMobile(
      mobile.countryDialingCode,
      mobile.mobileNum,
    );
    if (holder && holder.id !== memberId) throw new AppError('MOBILE_TAKEN');
  }

  async sendEmailCode(memberId: number, email: string, language: Language): Promise<SmsCodeValue> {
    await this.assertEmailFree(memberId, email);
    return this.deps.codes.issue({
      purpose: 'bindEmail',
      channel: 'email',
      destination: lookupKey(email),
      language,
    });
  }

  async bindEmail(memberId: number, payload: BindEmailPayload): Promise<void> {
    await this.assertEmailFree(memberId, payload.email);
    await this.deps.codes.verify({
      purpose: 'bindEmail',
      destination: lookupKey(payload.email),
      code: payload.verificationCode,
    });
    const bound = await this.deps.members.setEmail(
      memberId,
      { email: payload.email, emailKey: lookupKey(payload.email) },
      this.stamp(),
    );
    if (!bound) throw new AppError('EMAIL_TAKEN');
  }

  private async assertEmailFree(memberId: number, email: string): Promise<void> {
    const holder = await this.deps.members.findByEmail(email);
    if (holder && holder.id !== memberId) throw new AppError('EMAIL_TAKEN');
  }

  /** The payment password guards withdrawals; setting it needs the login password. */
  async setPaymentPassword(memberId: number, payload: PaymentPasswordPayload): Promise<void> {
    const { attempts, hasher, members } = this.deps;
    const member = await this.member(memberId);
    await attempts.assertAllowed(member.id);
    const proven =
      member.password_hash !== null &&
      (await hasher.verify(member.password_hash, payload.loginPassword));
    if (!proven) {
      await attempts.recordFailure(member.id);
      throw new AppError('OLD_PASSWORD_WRONG');
    }
    await attempts.clear(member.id);
    if (payload.newPaymentPassword !== payload.confirmPaymentPassword) {
      throw new AppError('PASSWORD_MISMATCH');
    }
    await members.setPaymentPassword(
      member.id,
      await hasher.hash(payload.newPaymentPassword),
      this.stamp(),
    );
  }

  /** The real name for withdrawals: set once by the member, changed later only by support. */
  async setPayeeName(memberId: number, payeeName: string): Promise<void> {
    const member = await this.member(memberId);
    if (member.payee_name !== null) throw new AppError('PAYEE_NAME_ALREADY_SET');
    await this.deps.fieldCheck.assert('payeeName', payeeName, 'payeeName');
    const stored = await this.deps.members.setPayeeName(member.id, payeeName, this.stamp());
    if (!stored) throw new AppError('PAYEE_NAME_ALREADY_SET');
  }

  /** A new secret for Google Authenticator; two-factor login starts only after `enableTotp`. */
  async setUpTotp(memberId: number): Promise<{ secret: string; otpauthUri: string }> {
    const member = await this.member(memberId);
    if (member.totp_enabled === 1) throw new AppError('OPERATION_NOT_ALLOWED');
    const secret = newTotpSecret();
    const stored = await this.deps.members.setTotpSecret(member.id, secret, this.stamp());
    if (!stored) throw new AppError('OPERATION_NOT_ALLOWED');
    const { name } = await this.deps.settings.get('brand');
    return { secret, otpauthUri: totpUri(secret, member.account, name || 'Portal') };
  }

  async enableTotp(memberId: number, code: string): Promise<void> {
    const member = await this.member(memberId);
    if (member.totp_enabled === 1) throw new AppError('OPERATION_NOT_ALLOWED');
    if (!member.totp_secret) throw new AppError('TOTP_NOT_SET_UP');
    await this.assertTotp(member, member.totp_secret, code);
    const enabled = await this.deps.members.enableTotp(member.id, member.totp_secret, this.stamp());
    // The secret was replaced by another setup meanwhile: the code belonged to the old one.
    if (!enabled) throw new AppError('TOTP_INVALID');
  }

  async disableTotp(memberId: number, code: string): Promise<void> {
    const member = await this.member(memberId);
    if (member.totp_enabled !== 1 || !member.totp_secret) throw new AppError('TOTP_NOT_SET_UP');
    await this.assertTotp(member, member.totp_secret, code);
    await this.deps.members.disableTotp(member.id, this.stamp());
  }

  private async assertTotp(member: MemberRow, secret: string, code: string): Promise<void> {
    const { attempts } = this.deps;
    await attempts.assertAllowed(member.id);
    if (!verifyTotp(secret, code)) {
      await attempts.recordFailure(member.id);
      throw new AppError('TOTP_INVALID');
    }
    await attempts.clear(member.id);
  }
}
