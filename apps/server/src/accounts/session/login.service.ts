import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@portal/shared/constants/languages';
import type {
  LoginChallengeValue,
  LoginPayload,
  LoginValue,
  SmsCodeValue,
  VerificationMethod,
} from '@portal/shared/schemas/account';
import { mobileNumSchema } from '@portal/shared/schemas/account';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { clientIp } from '../../lib/client-ip.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import { hashToken, newSecretToken, secretsEqual } from '../../lib/secret-tokens.js';
import type { ShortLivedStore } from '../../platform/short-lived/short-lived-store.js';
import { verifyTotp } from '../../lib/totp.js';
import type { CaptchaService } from '../../platform/captcha/captcha.service.js';
import type { HumanCheckGate } from '../../platform/captcha/human-check.js';
import {
  lookupKey,
  type MemberRow,
  type MembersRepository,
} from '../../platform/members/members.repository.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { WhitelabelService } from '../../content/whitelabel/whitelabel.service.js';
import type { FirebaseVerifier } from './firebase-verifier.js';
import {
  challengeMethods,
  maskEmail,
  maskMobile,
  normalizePayeeName,
  type PendingLogin,
} from './login-challenge.js';
import type { LoginGuard } from './login-guard.js';
import type { SessionRepository } from './session.repository.js';
import type { LoginType, SessionService } from './session.service.js';
import type { BreakState } from '../safer-play/play-gate.js';

/** The verification codes this module sends and checks (SMS login, new-IP challenges). */
export interface VerificationCodeSender {
  issue(input: {
    purpose: 'noLogin' | 'challenge';
    channel: 'sms' | 'email';
    destination: string;
    language: Language;
  }): Promise<SmsCodeValue>;
  verify(input: {
    purpose: 'noLogin' | 'challenge';
    destination: string;
    code: string;
  }): Promise<void>;
  smsDestination(dialingCode: string, mobileNum: string): string;
}

/** A member's safer-play break, asked before a session opens (safer-play module). */
export interface LoginPlayBreaks {
  breakState(memberId: number): Promise<BreakState>;
  balance(memberId: number): Promise<number>;
}

export interface LoginDeps {
  config: Pick<Config, 'WEAK_DEFAULT_PASSWORD' | 'VERIFY_NEW_IP'>;
  members: MembersRepository;
  passwords: PasswordHasher;
  sessions: SessionService;
  repository: SessionRepository;
  guard: LoginGuard;
  captcha: CaptchaService;
  /** Turnstile, hCaptcha or reCAPTCHA before the password is checked (decision 064). */
  humanCheck: HumanCheckGate;
  verificationCodes: VerificationCodeSender;
  settings: SettingsService;
  whitelabel: WhitelabelService;
  store: ShortLivedStore;
  playBreaks?: LoginPlayBreaks;
}

/** Sign-in providers whose linked account proves the member (decision 056). */
export type ProvenLoginType = 'google' | 'facebook' | 'telegram';

interface CallContext {
  request: FastifyRequest;
  reply: FastifyReply;
}

const CHALLENGE_MS = 10 * 60_000;
const CHALLENGE_WRONG_ANSWERS = 5;
/** An authenticator code stays usable for about 90 s (one step either side); it counts once. */
const TOTP_REUSE_MS = 90_000;
/** The whitelabel module that turns SMS-code login on, beside the showVerCodeLogin flag. */
const SMS_LOGIN_MODULE = 'MOBILEVERCODELOGIN3';

const challengeKey = (ticket: string) => `login:challenge:${hashToken(ticket)}`;
const challengeWrongKey = (ticket: string) => `login:challenge-wrong:${hashToken(ticket)}`;

/**
 * POST /wps/session/login and the new-IP challenge. Password logins pass the login guard
 * (locks, captcha after failures) and, from an IP the member has never proven, a second proof;
 * SMS-code and Firebase logins prove the phone instead and skip both.
 */
export class LoginService {
  /** Replaceable so the Firebase path can be exercised against a local key set. */
  firebase: FirebaseVerifier;

  constructor(
    private readonly deps: LoginDeps,
    firebase: FirebaseVerifier,
  ) {
    this.firebase = firebase;
  }

  async login(payload: LoginPayload, context: CallContext): Promise<LoginValue> {
    switch (payload.type) {
      case 'username':
        return this.loginWithPassword(payload, context);
      case 'sms':
        return this.loginWithSmsCode(payload, context);
      case 'firebase':
        return this.loginWithFirebase(payload, context);
    }
  }

  /** Sends the SMS or email code of a pending challenge to the member's own number or address. */
  async sendChallengeCode(
    input: { ticket: string; method: 'sms' | 'email' },
    language: Language,
  ): Promise<SmsCodeValue> {
    const { pending, member } = await this.pendingLogin(input.ticket);
    if (!pending.methods.includes(input.method)) throw new AppError('OPERATION_NOT_ALLOWED');
    return this.deps.verificationCodes.issue({
      purpose: 'challenge',
      channel: input.method,
      destination: this.challengeDestination(member, input.method),
      language,
    });
  }

  /** Checks the answer of a pending challenge; the IP becomes known and the login completes. */
  async answerChallenge(
    input: { ticket: string; method: VerificationMethod; answer: string },
    context: CallContext,
  ): Promise<LoginValue> {
    const { pending, member } = await this.pendingLogin(input.ticket);
    if (!pending.methods.includes(input.method)) throw new AppError('OPERATION_NOT_ALLOWED');
    if (!(await this.challengeAnswered(member, input.method, input.answer))) {
      const wrong = await this.deps.store.increment(challengeWrongKey(input.ticket), CHALLENGE_MS);
      if (wrong >= CHALLENGE_WRONG_ANSWERS) {
        await this.deps.store.delete(challengeKey(input.ticket));
      }
      throw new AppError('VERIFICATION_FAILED');
    }
    // Taking the ticket is the single point of success: a second answer racing this one finds
    // it gone and completes no second login.
    if ((await this.deps.store.take(challengeKey(input.ticket))) === null) {
      throw new AppError('VERIFICATION_EXPIRED');
    }
    await this.deps.store.delete(challengeWrongKey(input.ticket));
    await this.deps.sessions.recordKnownIp(member.id, clientIp(context.request));
    return this.deps.sessions.issueLogin(member, {
      ...context,
      loginType: pending.loginType ?? 'username',
      remember: pending.remember,
      usedWeakPassword: pending.usedWeakPassword,
      ...(pending.scope ? { scope: pending.scope } : {}),
    });
  }

  private async loginWithPassword(payload: LoginPayload, context: CallContext) {
    const { guard, members, passwords, config } = this.deps;
    // pwdEnabled off: members sign in with the mobile code only (the operator keeps one way in).
    if (!(await this.deps.settings.get('register')).pwdEnabled) {
      throw new AppError('OPERATION_NOT_ALLOWED');
    }
    const accountKey = lookupKey(payload.username);
    const ip = clientIp(context.request);
    await guard.assertNotLocked(accountKey, ip);
    if (await guard.captchaRequired(accountKey, ip)) {
      await this.deps.captcha.verify(context.request, payload.captcha);
    }
    // Like a wrong captcha, a failed human check counts nothing against the account.
    await this.deps.humanCheck.assert('login', context.request, payload.humanCheck);

    const member = await this.passwordStep(
      await members.findByAccount(accountKey),
      { accountKey, password: payload.password, loginType: 'username' },
      context,
    );
    if (member.status === 'active' && passwords.needsRehash(member.password_hash!)) {
      await members.rehashPassword(member.id, await passwords.hash(payload.password));
    }
    return this.admit(
      member,
      {
        loginType: 'username',
        remember: payload.remember === true,
        usedWeakPassword: payload.password === config.WEAK_DEFAULT_PASSWORD,
      },
      payload,
      context,
    );
  }

  /**
   * A member proven by a linked sign-in provider logs in through the steps a password login
   * takes after its password: the guard's lock, the account state, a safer-play break, the
   * new-IP challenge, then the session.
   */
  async loginProven(
    member: MemberRow,
    loginType: ProvenLoginType,
    remember: boolean,
    context: CallContext,
  ): Promise<LoginValue> {
    await this.deps.guard.assertNotLocked(lookupKey(member.account), clientIp(context.request));
    return this.admit(member, { loginType, remember, usedWeakPassword: false }, {}, context);
  }

  /**
   * Checks a known member's password with the guard's lock and failure count, as a password
   * login does (linking a sign-in provider to the account); WRONG_CREDENTIALS when it is wrong.
   */
  async verifyPassword(
    member: MemberRow,
    password: string,
    loginType: ProvenLoginType,
    context: CallContext,
  ): Promise<void> {
    const accountKey = lookupKey(member.account);
    await this.deps.guard.assertNotLocked(accountKey, clientIp(context.request));
    await this.passwordStep(member, { accountKey, password, loginType }, context);
  }

  /**
   * The password of `member` (undefined: no such account), counted by the guard: a wrong one
   * is WRONG_CREDENTIALS, with whether the captcha is now asked, and joins the login history.
   */
  private async passwordStep(
    member: MemberRow | undefined,
    typed: { accountKey: string; password: string; loginType: LoginType },
    context: CallContext,
  ): Promise<MemberRow> {
    const { guard, passwords } = this.deps;
    const { accountKey, password, loginType } = typed;
    const ip = clientIp(context.request);
    let passwordOk = false;
    // Accounts without a password (trial, SMS only) fail like unknown ones, in the same time.
    if (member?.password_hash) {
      passwordOk = await passwords.verify(member.password_hash, password);
    } else {
      await passwords.burn(password);
    }
    if (!member || !passwordOk) {
      const { captcha } = await guard.recordFailure(accountKey, ip);
      // The login history of a known account; an unknown username has no history to keep.
      if (member) {
        await this.deps.sessions.recordAttempt(
          member,
          context.request,
          loginType,
          'wrong_password',
        );
      }
      throw new AppError('WRONG_CREDENTIALS', {}, undefined, { captcha });
    }
    await guard.recordSuccess(accountKey);
    return member;
  }

  /**
   * After the member proved who they are: the account must be active, a safer-play break
   * decides the session's scope, and (unless the login proved a phone) an IP the member has
   * never proven asks for a second proof before the session opens.
   */
  private async admit(
    member: MemberRow,
    flags: { loginType: LoginType; remember: boolean; usedWeakPassword: boolean },
    asked: Pick<LoginPayload, 'purpose'>,
    context: CallContext,
    options: { challenge: boolean } = { challenge: true },
  ): Promise<LoginValue> {
    const { loginType, remember, usedWeakPassword } = flags;
    if (member.status !== 'active') {
      await this.deps.sessions.recordAttempt(
        member,
        context.request,
        loginType,
        'account_disabled',
      );
      throw new AppError('ACCOUNT_DISABLED');
    }
    const scope = await this.playScope(member, asked);
    const ip = clientIp(context.request);
    if (
      options.challenge &&
      this.deps.config.VERIFY_NEW_IP &&
      (await this.deps.sessions.isUnknownIp(member.id, ip))
    ) {
      const methods = challengeMethods(member);
      // A member with nothing to prove themselves with cannot be challenged.
      if (methods.length > 0) {
        await this.deps.sessions.recordAttempt(
          member,
          context.request,
          loginType,
          'verification_required',
        );
        throw new AppError('LOGIN_VERIFICATION_REQUIRED', {}, undefined, {
          ...(await this.startChallenge(member, methods, {
            remember,
            usedWeakPassword,
            ...(loginType === 'username' ? {} : { loginType: loginType as ProvenLoginType }),
            ...(scope ? { scope } : {}),
          })),
        });
      }
    }
    return this.deps.sessions.issueLogin(member, {
      ...context,
      loginType,
      remember,
      usedWeakPassword,
      ...(scope ? { scope } : {}),
    });
  }

  /**
   * A member on a safer-play break gets no session (PLAY_BREAK_ACTIVE with the break and the
   * balance they may withdraw), unless the login asks for a withdraw-only one. After a
   * self-exclusion ends, the member must ask to return and wait 24 hours first.
   */
  private async playScope(
    member: MemberRow,
    payload: Pick<LoginPayload, 'purpose'>,
  ): Promise<'withdraw' | null> {
    const breaks = this.deps.playBreaks;
    if (!breaks) return null;
    const state = await breaks.breakState(member.id);
    if (state.state === 'none') return null;
    if (payload.purpose === 'withdraw') return 'withdraw';
    switch (state.state) {
      case 'active':
        throw new AppError('PLAY_BREAK_ACTIVE', {}, undefined, {
          kind: state.kind,
          endsAt: state.endsAt?.toISOString() ?? null,
          balance: await breaks.balance(member.id),
        });
      case 'returnRequired':
        throw new AppError('EXCLUSION_RETURN_REQUIRED', {}, undefined, {
          endedAt: state.endedAt.toISOString(),
        });
      case 'returnPending':
        throw new AppError('EXCLUSION_RETURN_PENDING', {}, undefined, {
          returnAt: state.returnAt.toISOString(),
        });
    }
  }

  private async loginWithSmsCode(payload: LoginPayload, context: CallContext) {
    if (!(await this.smsLoginEnabled())) throw new AppError('OPERATION_NOT_ALLOWED');
    const { dialingCode, mobileNum } = this.phoneOf(payload);
    const codes = this.deps.verificationCodes;
    await codes.verify({
      purpose: 'noLogin',
      destination: codes.smsDestination(dialingCode, mobileNum),
      code: payload.password.trim(),
    });
    const member = await this.deps.members.findByMobile(dialingCode, mobileNum);
    if (!member) throw new AppError('MOBILE_NOT_FOUND');
    return this.phoneLogin(member, payload, context, 'sms');
  }

  private async loginWithFirebase(payload: LoginPayload, context: CallContext) {
    const { phoneNumber } = await this.firebase.verify(payload.password);
    const { dialingCode, mobileNum } = this.phoneOf(payload);
    // The token proves one number; it must be the one the member typed.
    if (phoneNumber !== this.deps.verificationCodes.smsDestination(dialingCode, mobileNum)) {
      throw new AppError('VERIFICATION_FAILED');
    }
    const member = await this.deps.members.findByMobile(dialingCode, mobileNum);
    if (!member) throw new AppError('MOBILE_NOT_FOUND');
    return this.phoneLogin(member, payload, context, 'firebase');
  }

  private async phoneLogin(
    member: MemberRow,
    payload: LoginPayload,
    context: CallContext,
    loginType: 'sms' | 'firebase',
  ) {
    // The code or token proved the member's own phone: no new-IP challenge.
    return this.admit(
      member,
      { loginType, remember: payload.remember === true, usedWeakPassword: false },
      payload,
      context,
      { challenge: false },
    );
  }

  /** For phone logins `username` carries the local number and countryDialingCode its country. */
  private phoneOf(payload: LoginPayload): { dialingCode: string; mobileNum: string } {
    const details = [];
    if (!payload.countryDialingCode) {
      details.push({ path: 'countryDialingCode', reason: 'required' });
    }
    const mobileNum = mobileNumSchema.safeParse(payload.username);
    if (!mobileNum.success) details.push({ path: 'username', reason: 'invalid_mobile' });
    if (details.length > 0 || !mobileNum.success || !payload.countryDialingCode) {
      throw new AppError('VALIDATION_FAILED', {}, details);
    }
    return { dialingCode: payload.countryDialingCode, mobileNum: mobileNum.data };
  }

  /** SMS-code login needs both the showVerCodeLogin flag (the site's tab) and its module. */
  private async smsLoginEnabled(): Promise<boolean> {
    const [register, modules] = await Promise.all([
      this.deps.settings.get('register'),
      this.deps.whitelabel.getEnabledModuleIds(),
    ]);
    return register.showVerCodeLogin && modules.has(SMS_LOGIN_MODULE);
  }

  private async startChallenge(
    member: MemberRow,
    methods: VerificationMethod[],
    flags: Omit<PendingLogin, 'memberId' | 'methods' | 'expiresAt'>,
  ): Promise<LoginChallengeValue> {
    const ticket = newSecretToken();
    const expiresAt = new Date(Date.now() + CHALLENGE_MS).toISOString();
    const pending: PendingLogin = { memberId: member.id, methods, expiresAt, ...flags };
    await this.deps.store.set(challengeKey(ticket), JSON.stringify(pending), CHALLENGE_MS);
    return {
      ticket,
      methods,
      maskedMobile:
        member.dialing_code && member.mobile_num
          ? maskMobile(member.dialing_code, member.mobile_num)
          : null,
      maskedEmail: member.email ? maskEmail(member.email) : null,
      expiresAt,
    };
  }

  private async pendingLogin(
    ticket: string,
  ): Promise<{ pending: PendingLogin; member: MemberRow }> {
    const stored = await this.deps.store.get(challengeKey(ticket));
    const pending = stored ? (JSON.parse(stored) as PendingLogin) : null;
    const member = pending ? await this.deps.members.findById(pending.memberId) : undefined;
    if (!pending || !member) throw new AppError('VERIFICATION_EXPIRED');
    if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    return { pending, member };
  }

  private challengeDestination(member: MemberRow, method: 'sms' | 'email'): string {
    if (method === 'sms') {
      return this.deps.verificationCodes.smsDestination(member.dialing_code!, member.mobile_num!);
    }
    return lookupKey(member.email!);
  }

  private async challengeAnswered(
    member: MemberRow,
    method: VerificationMethod,
    answer: string,
  ): Promise<boolean> {
    switch (method) {
      case 'sms':
      case 'email':
        try {
          await this.deps.verificationCodes.verify({
            purpose: 'challenge',
            destination: this.challengeDestination(member, method),
            code: answer,
          });
          return true;
        } catch (error) {
          // An expired code is the member's to resend; only a wrong one counts against the ticket.
          if (error instanceof AppError && error.code === 'SMS_CODE_INVALID') return false;
          throw error;
        }
      case 'totp':
        return (
          verifyTotp(member.totp_secret!, answer) &&
          this.deps.store.setIfAbsent(`login:totp-used:${member.id}:${answer}`, '1', TOTP_REUSE_MS)
        );
      case 'payeeName':
        return secretsEqual(normalizePayeeName(member.payee_name!), normalizePayeeName(answer));
    }
  }
}
