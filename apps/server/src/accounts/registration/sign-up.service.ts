import { nationalNumber } from '@portal/shared/validation/mobile';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE } from '@portal/shared/constants/languages';
import { isAgentCentreType, TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import type {
  LoginValue,
  RegisterMobilePayload,
  RegisterPayload,
} from '@portal/shared/schemas/account';
import type { RegistrationRule } from '@portal/shared/schemas/system';
import type { Config } from '../../config.js';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { clientIp } from '../../lib/client-ip.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import type { ShortLivedStore } from '../../platform/short-lived/short-lived-store.js';
import {
  lookupKey,
  type MemberRow,
  type MembersRepository,
} from '../../platform/members/members.repository.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import { maskMobile } from '../security/masking.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { WhitelabelService } from '../../content/whitelabel/whitelabel.service.js';
import type { FirebaseVerifier } from '../session/firebase-verifier.js';
import type { HumanCheckGate } from '../../platform/captcha/human-check.js';
import type { RegistrationRepository } from './registration.repository.js';
import type { RegistrationService } from './registration.service.js';
import { NO_INVITATION, NewMembers, type AlsoWritten } from './new-members.js';
import { assertValid, given, profileOf } from './sign-up-form.js';

type LoginType = 'username' | 'sms' | 'firebase' | 'freeplay' | 'google' | 'facebook' | 'telegram';

/** What sign-up needs of the session module: every new account is signed in at once. */
export interface SignUpSessions {
  issueLogin(
    member: MemberRow,
    context: {
      request: FastifyRequest;
      reply: FastifyReply;
      loginType: LoginType;
      remember?: boolean;
    },
  ): Promise<LoginValue>;
}

/** The captcha answered by the requester (bound to their captcha cookie). */
export interface SignUpCaptcha {
  /** Throws CAPTCHA_REQUIRED or CAPTCHA_INVALID. */
  verify(request: FastifyRequest, answer: string | undefined): Promise<unknown>;
}

/** The SMS code that proves the mobile number (unless a Firebase token proves it). */
export interface SignUpCodes {
  /** Throws SMS_CODE_INVALID or SMS_CODE_EXPIRED; consumes the code on success. */
  verify(input: { purpose: 'register'; destination: string; code: string }): Promise<void>;
  smsDestination(dialingCode: string, mobileNum: string): string;
}

/** What sign-up needs of invite friends (decision 028). */
export interface SignUpReferrals {
  /** The member a referral code belongs to; throws REFERRAL_CODE_INVALID. */
  referrerOf(code: string): Promise<number>;
  /** The browser mark of the request, hashed (set in a cookie when the browser has none). */
  deviceMark(context: SignUpContext): string;
  /** Remembers a browser mark of the member, in the registration's transaction. */
  recordDevice(memberId: number, markHash: string, executor: Executor): Promise<void>;
}

export interface SignUpDeps {
  config: Pick<Config, 'WEAK_DEFAULT_PASSWORD'>;
  db: DB;
  outbox: Pick<EventOutbox, 'append'>;
  registration: Pick<RegistrationService, 'getRules'>;
  repository: RegistrationRepository;
  members: MembersRepository;
  settings: SettingsService;
  whitelabel: Pick<WhitelabelService, 'getEnabledModuleIds'>;
  hasher: PasswordHasher;
  store: ShortLivedStore;
  captcha: SignUpCaptcha;
  /** Turnstile, hCaptcha or reCAPTCHA before anything is hashed or written (decision 064). */
  humanCheck: HumanCheckGate;
  codes: SignUpCodes;
  sessions: SignUpSessions;
  referrals: SignUpReferrals;
}

export interface SignUpContext {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Trial accounts per client IP and hour: enough for a family, not for a script. */
export const FREE_PLAY_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/**
 * Self-service accounts: registration by username or by mobile number, trial accounts for free
 * play, and the invitation (affiliate) code that puts a new member below an agent. Every field
 * follows the operator's rule of /wps/system/setting/register, checked with the same shared code
 * as the site's form. A mobile number is proven by the SMS code sent to it or by a Firebase
 * phone-auth token, checked by the same verifier as the Firebase login.
 */
export class SignUpService {
  private readonly newMembers: NewMembers;
  /** Replaceable so the Firebase path can be exercised against a local key set. */
  firebase: FirebaseVerifier;

  constructor(
    private readonly deps: SignUpDeps,
    firebase: FirebaseVerifier,
  ) {
    this.newMembers = new NewMembers(deps);
    this.firebase = firebase;
  }

  /** PUT /wps/member/register. */
  async register(payload: RegisterPayload, context: SignUpContext): Promise<LoginValue> {
    const { whitelabel, config } = this.deps;
    const [modules, flags] = await Promise.all([
      whitelabel.getEnabledModuleIds(),
      this.deps.settings.get('register'),
    ]);
    // usernameEnabled off: new members sign up by mobile number only.
    if (!modules.has('DIRECTREG3') || !flags.usernameEnabled) {
      throw new AppError('OPERATION_NOT_ALLOWED');
    }
    const mobileNum = given(payload.mobileNum);
    const firebaseToken = given(payload.firebaseToken);
    // REGMOBVERF3: a number given at registration must be proven with the code sent to it, or
    // with a Firebase token for it. A token given is always checked, and proves the number.
    const smsRequired =
      modules.has('REGMOBVERF3') && mobileNum !== undefined && firebaseToken === undefined;
    const byFirebase = firebaseToken !== undefined;

    const rules = await this.deps.registration.getRules(FALLBACK_LANGUAGE);
    assertValid(rules, payload, {
      mode: 'username',
      require: smsRequired ? ['verificationCode'] : byFirebase ? ['mobileNum'] : [],
    });
    // The confirmation is always part of this form (spec section 5).
    if (payload.confirmPassword !== payload.password) throw new AppError('PASSWORD_MISMATCH');
    if (payload.password === config.WEAK_DEFAULT_PASSWORD) throw new AppError('WEAK_PASSWORD');
    await this.checkCaptcha(rules, payload.captcha, context);
    await this.deps.humanCheck.assert('register', context.request, payload.humanCheck);
    const upline = await this.resolveAffiliate(payload.affiliateCode);
    const referralCode = given(payload.referralCode);
    const referrerId =
      referralCode === undefined ? null : await this.deps.referrals.referrerOf(referralCode);

    const account = payload.username.trim();
    const email = given(payload.email)?.trim();
    const dialingCode = mobileNum === undefined ? undefined : payload.countryDialingCode;
    if (await this.deps.members.findByAccount(account)) throw new AppError('USERNAME_TAKEN');
    if (mobileNum !== undefined && dialingCode !== undefined)
      await this.assertMobileFree(dialingCode, mobileNum);
    if (email !== undefined && (await this.deps.members.findByEmail(email))) {
      throw new AppError('EMAIL_TAKEN');
    }
    // Last of all: a code is single use, so it is spent only when nothing else can fail.
    if (byFirebase) await this.verifyFirebase(dialingCode!, mobileNum!, firebaseToken);
    else if (smsRequired) await this.verifySms(dialingCode!, mobileNum!, payload.verificationCode!);

    const { hasher } = this.deps;
    const now = nowIso();
    const paymentPassword = given(payload.paymentPassword);
    const base = await this.baseRow(context, payload.domain, now);
    const invitation = {
      affiliateCode: payload.affiliateCode,
      referrerId,
      deviceMark: this.deps.referrals.deviceMark(context),
    };
    const member = await this.newMembers.insert(invitation, {
      ...base,
      account,
      account_key: lookupKey(account),
      nickname: account,
      password_hash: await hasher.hash(payload.password),
      password_changed_at: now,
      dialing_code: mobileNum === undefined ? null : (dialingCode ?? null),
      mobile_num: mobileNum === undefined ? null : nationalNumber(mobileNum),
      mobile_verified_at: smsRequired || byFirebase ? now : null,
      email: email ?? null,
      email_key: email === undefined ? null : lookupKey(email),
      payee_name: given(payload.payeeName)?.trim() ?? null,
      payment_password_hash:
        paymentPassword === undefined ? null : await hasher.hash(paymentPassword),
      profile: JSON.stringify(profileOf(payload)),
      upline_id: upline?.id ?? null,
    });
    return this.deps.sessions.issueLogin(member, { ...context, loginType: 'username' });
  }

  /**
   * PUT /wps/member/register/mobile: the SMS code, or a Firebase token, proves the number, which
   * names the account.
   */
  async registerMobile(
    payload: RegisterMobilePayload,
    context: SignUpContext,
  ): Promise<LoginValue> {
    const { whitelabel, settings, config } = this.deps;
    const [modules, flags] = await Promise.all([
      whitelabel.getEnabledModuleIds(),
      settings.get('register'),
    ]);
    // The mobile tab lives in the register modal, which exists only while DIRECTREG3 is on.
    if (!modules.has('DIRECTREG3') || !flags.mobileReg) {
      throw new AppError('OPERATION_NOT_ALLOWED');
    }
    // Without mobileRegPass the member signs in by SMS code only: a password is refused.
    const withPassword = flags.mobileRegPass;
    const firebaseToken = given(payload.firebaseToken);
    const rules = await this.deps.registration.getRules(FALLBACK_LANGUAGE);
    assertValid(rules, payload, {
      mode: 'mobile',
      // The code (or the Firebase token) proves the number, the account's only proof of identity.
      require: [
        ...(firebaseToken === undefined ? (['verificationCode'] as const) : []),
        ...(withPassword ? (['password', 'confirmPassword'] as const) : []),
      ],
      omit: withPassword ? [] : ['password', 'confirmPassword'],
    });
    const password = withPassword ? payload.password! : undefined;
    if (password !== undefined) {
      if (payload.confirmPassword !== password) throw new AppError('PASSWORD_MISMATCH');
      if (password === config.WEAK_DEFAULT_PASSWORD) throw new AppError('WEAK_PASSWORD');
    }
    await this.checkCaptcha(rules, payload.captcha, context);
    await this.deps.humanCheck.assert('register', context.request, payload.humanCheck);
    const upline = await this.resolveAffiliate(payload.affiliateCode);

    const mobileNum = payload.mobileNum.trim();
    const dialingCode = payload.countryDialingCode;
    await this.assertMobileFree(dialingCode, mobileNum);
    if (firebaseToken === undefined) {
      await this.verifySms(dialingCode, mobileNum, payload.verificationCode!);
    } else {
      await this.verifyFirebase(dialingCode, mobileNum, firebaseToken);
    }

    const now = nowIso();
    const passwordHash = password === undefined ? null : await this.deps.hasher.hash(password);
    const base = await this.baseRow(context, payload.domain, now);
    const member = await this.newMembers.withGeneratedAccount(
      {
        affiliateCode: payload.affiliateCode,
        referrerId: null,
        deviceMark: this.deps.referrals.deviceMark(context),
      },
      'm',
      9,
      (account) => ({
        ...base,
        account,
        account_key: lookupKey(account),
        nickname: maskMobile(dialingCode, mobileNum),
        password_hash: passwordHash,
        password_changed_at: passwordHash === null ? null : now,
        dialing_code: dialingCode,
        mobile_num: nationalNumber(mobileNum),
        mobile_verified_at: now,
        upline_id: upline?.id ?? null,
      }),
    );
    return this.deps.sessions.issueLogin(member, {
      ...context,
      loginType: firebaseToken === undefined ? 'sms' : 'firebase',
    });
  }

  /**
   * A new member from a sign-in provider (decision 056). Registration must be open (DIRECTREG3);
   * the invitation and referral codes carried through the sign-in are checked as at sign-up; the
   * account name is generated; the provider's verified email is kept (and counts as verified)
   * unless a member has it. `link` writes the provider link in the member's transaction.
   */
  async registerFromProvider(
    input: {
      loginType: 'google' | 'facebook' | 'telegram';
      verifiedEmail: string | null;
      affiliateCode: string | undefined;
      referralCode: string | undefined;
      remember: boolean;
    },
    link: AlsoWritten,
    context: SignUpContext,
  ): Promise<LoginValue> {
    const modules = await this.deps.whitelabel.getEnabledModuleIds();
    if (!modules.has('DIRECTREG3')) throw new AppError('OPERATION_NOT_ALLOWED');
    const upline = await this.resolveAffiliate(input.affiliateCode);
    const referralCode = given(input.referralCode);
    const referrerId =
      referralCode === undefined ? null : await this.deps.referrals.referrerOf(referralCode);
    const email =
      input.verifiedEmail !== null && !(await this.deps.members.findByEmail(input.verifiedEmail))
        ? input.verifiedEmail
        : null;
    const now = nowIso();
    const base = await this.baseRow(context, undefined, now);
    const member = await this.newMembers.withGeneratedAccount(
      {
        affiliateCode: input.affiliateCode,
        referrerId,
        deviceMark: this.deps.referrals.deviceMark(context),
      },
      input.loginType.charAt(0),
      9,
      (account) => ({
        ...base,
        account,
        account_key: lookupKey(account),
        nickname: account,
        password_hash: null,
        password_changed_at: null,
        email,
        email_key: email === null ? null : lookupKey(email),
        email_verified_at: email === null ? null : now,
        upline_id: upline?.id ?? null,
      }),
      link,
    );
    return this.deps.sessions.issueLogin(member, {
      ...context,
      loginType: input.loginType,
      remember: input.remember,
    });
  }

  /** POST /wps/session/login/freeplay: a fresh trial account (type 4), signed in. */
  async freePlay(context: SignUpContext): Promise<LoginValue> {
    const { settings, store } = this.deps;
    const flags = await settings.get('register');
    if (!flags.hasFreePlay) throw new AppError('OPERATION_NOT_ALLOWED');
    const ip = clientIp(context.request);
    const key = `freeplay:${ip}`;
    if ((await store.increment(key, HOUR_MS)) > FREE_PLAY_PER_HOUR) {
      const waitMs = await store.ttl(key);
      context.reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
      throw new AppError('TOO_MANY_REQUESTS');
    }
    const base = await this.baseRow(context, undefined, nowIso());
    const member = await this.newMembers.withGeneratedAccount(
      NO_INVITATION,
      'guest',
      8,
      (account) => ({
        ...base,
        account,
        account_key: lookupKey(account),
        nickname: `Guest ${account.slice(-4)}`,
        password_hash: null,
        password_changed_at: null,
        type: TRIAL_ACCOUNT_TYPE,
      }),
    );
    return this.deps.sessions.issueLogin(member, { ...context, loginType: 'freeplay' });
  }

  /** GET /wps/agent/affiliate: the agent an invitation code belongs to, if any. */
  async findAffiliate(code: string): Promise<{ valid: boolean; agent: string | null }> {
    const agent = await this.findAgent(code);
    return agent ? { valid: true, agent: agent.account } : { valid: false, agent: null };
  }

  /** The captcha is asked for while its rule is on (a bot check before any account lookup). */
  private async checkCaptcha(
    rules: readonly RegistrationRule[],
    answer: string | undefined,
    { request }: SignUpContext,
  ): Promise<void> {
    const rule = rules.find((candidate) => candidate.field === 'captcha');
    if (rule?.enabled) await this.deps.captcha.verify(request, given(answer));
  }

  /** The agent of an invitation code; INVALID_INVITATION_CODE when it names no active agent. */
  private async resolveAffiliate(code: string | undefined): Promise<MemberRow | undefined> {
    const text = given(code);
    if (text === undefined) return undefined;
    const agent = await this.findAgent(text);
    if (!agent) throw new AppError('INVALID_INVITATION_CODE');
    return agent;
  }

  private async findAgent(code: string): Promise<MemberRow | undefined> {
    const member = await this.deps.members.findByAffiliateCode(code);
    const isAgent =
      member !== undefined && member.status === 'active' && isAgentCentreType(member.type);
    return isAgent ? member : undefined;
  }

  private async assertMobileFree(dialingCode: string, mobileNum: string): Promise<void> {
    if (await this.deps.members.findByMobile(dialingCode, mobileNum)) {
      throw new AppError('MOBILE_TAKEN');
    }
  }

  private verifySms(dialingCode: string, mobileNum: string, code: string): Promise<void> {
    const { codes } = this.deps;
    return codes.verify({
      purpose: 'register',
      destination: codes.smsDestination(dialingCode, mobileNum),
      code: code.trim(),
    });
  }

  /**
   * The Firebase token must prove the number typed: OPERATION_NOT_ALLOWED while Firebase is not
   * configured, VERIFICATION_FAILED for a bad token or one for another number (as at login).
   */
  private async verifyFirebase(
    dialingCode: string,
    mobileNum: string,
    token: string,
  ): Promise<void> {
    const { phoneNumber } = await this.firebase.verify(token);
    if (phoneNumber !== this.deps.codes.smsDestination(dialingCode, mobileNum)) {
      throw new AppError('VERIFICATION_FAILED');
    }
  }

  /** Columns every self-made account shares: a plain member in the site's currency. */
  private async baseRow(context: SignUpContext, domain: string | undefined, now: string) {
    const site = await this.deps.settings.get('site');
    return {
      type: 0,
      status: 'active' as const,
      icon: 1,
      rank_level: 1,
      currency: site.currency,
      profile: '{}',
      register_ip: clientIp(context.request),
      register_domain: (given(domain) ?? context.request.host).slice(0, 253),
      created_at: now,
      updated_at: now,
    };
  }
}
