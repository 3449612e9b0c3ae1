import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Language } from '@portal/shared/constants/languages';
import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import type {
  changePasswordPayloadSchema,
  forgotByEmailPayloadSchema,
  LoginValue,
  resetPasswordPayloadSchema,
  setPasswordByPhonePayloadSchema,
} from '@portal/shared/schemas/account';
import type { Config } from '../../config.js';
import { nowIso } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import { hashToken, newSecretToken } from '../../lib/secret-tokens.js';
import type { ShortLivedStore } from '../../platform/short-lived/short-lived-store.js';
import {
  lookupKey,
  type MemberRow,
  type MembersRepository,
} from '../../platform/members/members.repository.js';
import { smsDestination } from '../verification/verification-codes.service.js';
import type { PasswordsRepository } from './passwords.repository.js';
import type { RegistrationFieldCheck } from './registration-field.js';
import { resetEmail } from './reset-email.js';
import type { SecretAttempts } from '../../platform/members/secret-attempts.js';

export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;
export type ForgotByEmailPayload = z.infer<typeof forgotByEmailPayloadSchema>;
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;
export type SetPasswordByPhonePayload = z.infer<typeof setPasswordByPhonePayloadSchema>;

/** What the password calls need of the session module. */
export interface PasswordSessions {
  /** Ends every session and remembered device of the member. */
  revokeAll(memberId: number): Promise<unknown>;
  issueLogin(
    member: MemberRow,
    context: { request: FastifyRequest; reply: FastifyReply; loginType: 'sms' },
  ): Promise<LoginValue>;
}

/** What the password calls need of the verification codes. */
export interface PasswordCodes {
  verify(input: { purpose: 'noLogin'; destination: string; code: string }): Promise<void>;
}

export interface PasswordMessages {
  send(message: {
    channel: 'email';
    destination: string;
    subject: string;
    body: string;
    purpose: 'reset';
  }): Promise<unknown>;
}

export interface PasswordsDeps {
  config: Pick<Config, 'WEAK_DEFAULT_PASSWORD' | 'PUBLIC_BASE_URL'>;
  repository: PasswordsRepository;
  members: MembersRepository;
  hasher: PasswordHasher;
  fieldCheck: RegistrationFieldCheck;
  attempts: SecretAttempts;
  sessions: PasswordSessions;
  codes: PasswordCodes;
  messages: PasswordMessages;
  store: ShortLivedStore;
  now?: () => Date;
}

/** An emailed reset link works for this long, once. */
export const RESET_LINK_MINUTES = 60;
const RESET_WINDOW_MS = 15 * 60_000;
/** Reset emails per account and per client IP within RESET_WINDOW_MS. */
const RESETS_PER_ACCOUNT = 3;
const RESETS_PER_IP = 10;

export interface ResetRequestContext {
  ip: string;
  /** Where the site was reached, for the link when PUBLIC_BASE_URL is not configured. */
  origin: string;
  language: Language;
}

/**
 * Changing, resetting and setting login passwords. Every new password follows the registration
 * rule of the password field, is never the weak default, and ends all of the member's sessions
 * (spec section 4: after a change the site logs in again with the new password).
 */
export class PasswordsService {
  private readonly now: () => Date;

  constructor(private readonly deps: PasswordsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async changePassword(memberId: number, payload: ChangePasswordPayload): Promise<void> {
    const { hasher, attempts } = this.deps;
    const member = await this.deps.members.findById(memberId);
    // Trial accounts and members who signed up by SMS have no password to change: the latter
    // set one through the phone reset.
    if (!member || member.type === TRIAL_ACCOUNT_TYPE || !member.password_hash) {
      throw new AppError('OPERATION_NOT_ALLOWED');
    }
    await attempts.assertAllowed(member.id);
    if (!(await hasher.verify(member.password_hash, payload.oldPassword))) {
      await attempts.recordFailure(member.id);
      throw new AppError('OLD_PASSWORD_WRONG');
    }
    await attempts.clear(member.id);
    if (payload.newPassword !== payload.confirmNewPassword) throw new AppError('PASSWORD_MISMATCH');
    await this.deps.fieldCheck.assert('password', payload.newPassword, 'newPassword');
    if (
      payload.newPassword === this.deps.config.WEAK_DEFAULT_PASSWORD ||
      payload.newPassword === payload.oldPassword
    ) {
      throw new AppError('WEAK_PASSWORD');
    }
    await this.deps.members.setPassword(
      member.id,
      await hasher.hash(payload.newPassword),
      nowIso(this.now()),
    );
    await this.deps.sessions.revokeAll(member.id);
  }

  /** Emails a single-use link that opens the site's set-new-password form. */
  async sendResetLink(payload: ForgotByEmailPayload, context: ResetRequestContext): Promise<void> {
    const { store, members, repository, messages, config } = this.deps;
    // Counted before the lookup, so the call cannot be used to test many names quickly.
    const ipKey = `password-reset:ip:${context.ip}`;
    const accountKey = `password-reset:account:${lookupKey(payload.username)}`;
    const [byIp, byAccount] = await Promise.all([
      store.increment(ipKey, RESET_WINDOW_MS),
      store.increment(accountKey, RESET_WINDOW_MS),
    ]);
    if (byIp > RESETS_PER_IP || byAccount > RESETS_PER_ACCOUNT) {
      const waitMs = await store.ttl(byAccount > RESETS_PER_ACCOUNT ? accountKey : ipKey);
      throw new AppError('TOO_MANY_REQUESTS', {}, undefined, {
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      });
    }
    const member = await members.findByAccount(payload.username);
    if (
      !member?.email ||
      member.email_key !== lookupKey(payload.email) ||
      member.type === TRIAL_ACCOUNT_TYPE
    ) {
      throw new AppError('USER_OR_EMAIL_NOT_FOUND');
    }
    const token = newSecretToken();
    const now = this.now();
    await repository.createReset(member.id, hashToken(token), {
      now: nowIso(now),
      expiresAt: nowIso(new Date(now.getTime() + RESET_LINK_MINUTES * 60_000)),
    });
    const base = (config.PUBLIC_BASE_URL ?? context.origin).replace(/\/+$/, '');
    const email = resetEmail(context.language, {
      account: member.account,
      minutes: RESET_LINK_MINUTES,
      link: `${base}/?resetPassword=${token}`,
    });
    await messages.send({
      channel: 'email',
      destination: member.email,
      subject: email.subject,
      body: email.body,
      purpose: 'reset',
    });
  }

  async resetWithToken(payload: ResetPasswordPayload): Promise<void> {
    const { repository, members, hasher } = this.deps;
    const reset = await repository.findUsableReset(hashToken(payload.token), nowIso(this.now()));
    const member = reset && (await members.findById(reset.memberId));
    if (!reset || !member) throw new AppError('RESET_TOKEN_INVALID');
    if (payload.newPassword !== payload.confirmNewPassword) throw new AppError('PASSWORD_MISMATCH');
    await this.assertAcceptable(member, payload.newPassword);
    const stored = await repository.useResetAndSetPassword(
      reset.id,
      member.id,
      await hasher.hash(payload.newPassword),
      nowIso(this.now()),
    );
    if (!stored) throw new AppError('RESET_TOKEN_INVALID');
    await this.deps.sessions.revokeAll(member.id);
  }

  /**
   * Sets a new password for the member of a mobile number proven by an SMS code, then logs in
   * with that number (spec section 4). The code is consumed only once everything else is
   * acceptable, so a refused password does not cost the member a new SMS.
   */
  async setPasswordByPhone(
    payload: SetPasswordByPhonePayload,
    http: { request: FastifyRequest; reply: FastifyReply },
  ): Promise<LoginValue> {
    const { members, codes, hasher, sessions } = this.deps;
    const member = await members.findByMobile(payload.countryDialingCode, payload.mobileNum);
    if (!member) throw new AppError('MOBILE_NOT_FOUND');
    if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    await this.assertAcceptable(member, payload.newPassword);
    await codes.verify({
      purpose: 'noLogin',
      destination: smsDestination(payload.countryDialingCode, payload.mobileNum),
      code: payload.verificationCode,
    });
    await members.setPassword(
      member.id,
      await hasher.hash(payload.newPassword),
      nowIso(this.now()),
    );
    await sessions.revokeAll(member.id);
    const updated = await members.findById(member.id);
    if (!updated) throw new AppError('MOBILE_NOT_FOUND');
    return sessions.issueLogin(updated, { ...http, loginType: 'sms' });
  }

  /** The rule of the password field, and neither the weak default nor the current password. */
  private async assertAcceptable(member: MemberRow, password: string): Promise<void> {
    if (member.type === TRIAL_ACCOUNT_TYPE) throw new AppError('OPERATION_NOT_ALLOWED');
    await this.deps.fieldCheck.assert('password', password, 'newPassword');
    if (
      password === this.deps.config.WEAK_DEFAULT_PASSWORD ||
      (member.password_hash && (await this.deps.hasher.verify(member.password_hash, password)))
    ) {
      throw new AppError('WEAK_PASSWORD');
    }
  }
}
