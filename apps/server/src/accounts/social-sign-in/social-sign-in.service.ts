import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginValue } from '@portal/shared/schemas/account';
import type {
  RedirectProvider,
  SocialLinkRequiredValue,
  SocialProvider,
  SocialProvidersValue,
  SocialStartValue,
  TelegramAuth,
} from '@portal/shared/schemas/social-sign-in';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { requestOrigin } from '../../lib/client-ip.js';
import { hashToken, newSecretToken } from '../../lib/secret-tokens.js';
import type { MembersRepository } from '../../platform/members/members.repository.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { ShortLivedStore } from '../../platform/short-lived/short-lived-store.js';
import type { SignUpService } from '../registration/sign-up.service.js';
import { maskEmail } from '../session/login-challenge.js';
import type { LoginService } from '../session/login.service.js';
import type { FlowSecrets, ProviderCallback, RedirectSignIn } from './providers.js';
import type { SocialLinksRepository } from './social-links.repository.js';
import { checkTelegramAuth } from './telegram-check.js';

export interface SocialSignInDeps {
  config: Pick<Config, 'PUBLIC_BASE_URL' | 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_BOT_NAME'>;
  settings: Pick<SettingsService, 'get'>;
  store: ShortLivedStore;
  members: Pick<MembersRepository, 'findById' | 'findByEmail'>;
  links: SocialLinksRepository;
  login: Pick<LoginService, 'loginProven' | 'verifyPassword'>;
  signUp: Pick<SignUpService, 'registerFromProvider'>;
  /** The redirect providers the environment has keys for (providers.ts). */
  redirectProviders: Partial<Record<RedirectProvider, RedirectSignIn>>;
  now?: () => Date;
}

interface CallContext {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a sign-in carries to the account it may create, and whether to remember the browser. */
export interface Carried {
  affiliateCode?: string | undefined;
  referralCode?: string | undefined;
  remember?: boolean | undefined;
}

interface PendingFlow extends Carried {
  provider: RedirectProvider;
  redirectUri: string;
  secrets: FlowSecrets;
}

interface Identity {
  provider: SocialProvider;
  subject: string;
  verifiedEmail: string | null;
}

/** A provider account whose email a member has: their password links the two. */
interface PendingLink {
  provider: SocialProvider;
  subject: string;
  email: string;
  memberId: number;
  remember: boolean;
}

const FLOW_MS = 10 * 60_000;
const LINK_WRONG_PASSWORDS = 5;
const flowKey = (state: string) => `social:flow:${hashToken(state)}`;
const linkKey = (ticket: string) => `social:link:${hashToken(ticket)}`;
const linkWrongKey = (ticket: string) => `social:link-wrong:${hashToken(ticket)}`;

/**
 * Sign-in with Google, Facebook or Telegram (decision 056). A provider is offered while its
 * site setting is on and the environment has its keys. A linked provider account logs its
 * member in through the login service (guard, account state, safer-play break, new-IP check,
 * session); an unknown one whose verified email a member has must be linked with that member's
 * password; any other registers a new member under the registration rules.
 */
export class SocialSignInService {
  constructor(private readonly deps: SocialSignInDeps) {}

  /** GET /wps/session/social/providers. */
  async providers(): Promise<SocialProvidersValue> {
    const offered = await this.offered();
    const { TELEGRAM_BOT_NAME, TELEGRAM_BOT_TOKEN } = this.deps.config;
    const telegram = offered.includes('telegram');
    return {
      providers: offered,
      telegramBotName: telegram ? TELEGRAM_BOT_NAME! : null,
      // The part of the token before the colon is the bot's user id, which is public.
      telegramBotId: telegram ? TELEGRAM_BOT_TOKEN!.split(':')[0]! : null,
    };
  }

  /** POST /wps/session/social/start: the provider's URL; the flow waits 10 minutes. */
  async start(
    input: Carried & { provider: RedirectProvider },
    request: FastifyRequest,
  ): Promise<SocialStartValue> {
    const provider = await this.redirectProvider(input.provider);
    const redirectUri = this.redirectUri(input.provider, request);
    const { url, secrets } = await provider.begin(redirectUri);
    const flow: PendingFlow = { ...input, redirectUri, secrets };
    await this.deps.store.set(flowKey(secrets.state), JSON.stringify(flow), FLOW_MS);
    return { authorizationUrl: url };
  }

  /** POST /wps/session/social/complete: the provider's answer; the flow is used once. */
  async complete(
    input: ProviderCallback & { provider: RedirectProvider },
    context: CallContext,
  ): Promise<LoginValue> {
    const stored = await this.deps.store.take(flowKey(input.state));
    const flow = stored ? (JSON.parse(stored) as PendingFlow) : null;
    if (!flow || flow.provider !== input.provider) throw new AppError('SOCIAL_FLOW_EXPIRED');
    const provider = await this.redirectProvider(flow.provider);
    const identity = await provider.finish(input, flow.redirectUri, flow.secrets);
    return this.signIn({ provider: flow.provider, ...identity }, flow, context);
  }

  /** POST /wps/session/social/telegram: the login widget's signed answer. */
  async telegram(
    input: Carried & { auth: TelegramAuth },
    context: CallContext,
  ): Promise<LoginValue> {
    if (!(await this.offered()).includes('telegram')) {
      throw new AppError('SOCIAL_PROVIDER_DISABLED');
    }
    checkTelegramAuth(input.auth, this.deps.config.TELEGRAM_BOT_TOKEN!, this.now());
    // One widget answer signs in once, while it is fresh.
    const used = `social:telegram-used:${input.auth.hash}`;
    if (!(await this.deps.store.setIfAbsent(used, '1', 25 * 3600_000))) {
      throw new AppError('SOCIAL_FLOW_EXPIRED');
    }
    const identity = { provider: 'telegram' as const, subject: String(input.auth.id) };
    return this.signIn({ ...identity, verifiedEmail: null }, input, context);
  }

  /**
   * POST /wps/session/social/link: the password of the member whose email the provider gave
   * links the provider's account to them, then they log in as with the password.
   */
  async link(input: { ticket: string; password: string }, context: CallContext) {
    const { store, members, login } = this.deps;
    const stored = await store.get(linkKey(input.ticket));
    const pending = stored ? (JSON.parse(stored) as PendingLink) : null;
    const member = pending ? await members.findById(pending.memberId) : undefined;
    if (!pending || !member) throw new AppError('SOCIAL_FLOW_EXPIRED');
    try {
      await login.verifyPassword(member, input.password, pending.provider, context);
    } catch (error) {
      if (error instanceof AppError && error.code === 'WRONG_CREDENTIALS') {
        const wrong = await store.increment(linkWrongKey(input.ticket), FLOW_MS);
        if (wrong >= LINK_WRONG_PASSWORDS) await store.delete(linkKey(input.ticket));
      }
      throw error;
    }
    // Taking the ticket is the single point of success: a racing second answer links nothing.
    if ((await store.take(linkKey(input.ticket))) === null) {
      throw new AppError('SOCIAL_FLOW_EXPIRED');
    }
    await store.delete(linkWrongKey(input.ticket));
    await this.deps.links.insert({
      memberId: member.id,
      provider: pending.provider,
      subject: pending.subject,
      email: pending.email,
    });
    context.request.log.info(
      { event: 'social.linked', memberId: member.id, provider: pending.provider },
      'sign-in provider linked by password',
    );
    return login.loginProven(member, pending.provider, pending.remember, context);
  }

  private async signIn(identity: Identity, carried: Carried, context: CallContext) {
    const { links, members, login } = this.deps;
    const remember = carried.remember === true;
    const linked = await links.memberOf(identity.provider, identity.subject);
    const member = linked === undefined ? undefined : await members.findById(linked);
    if (member) return login.loginProven(member, identity.provider, remember, context);

    const email = identity.verifiedEmail;
    const owner = email === null ? undefined : await members.findByEmail(email);
    if (owner && email !== null) {
      throw new AppError('SOCIAL_LINK_REQUIRED', {}, undefined, {
        ...(await this.pendingLink({ ...identity, email, memberId: owner.id, remember })),
      });
    }
    const value = await this.deps.signUp.registerFromProvider(
      {
        loginType: identity.provider,
        verifiedEmail: email,
        affiliateCode: carried.affiliateCode,
        referralCode: carried.referralCode,
        remember,
      },
      (created, trx) =>
        links.insert({ memberId: created.id, ...identity, email: identity.verifiedEmail }, trx),
      context,
    );
    context.request.log.info(
      { event: 'social.registered', memberId: value.customerId, provider: identity.provider },
      'member registered through a sign-in provider',
    );
    return value;
  }

  private async pendingLink(link: PendingLink): Promise<SocialLinkRequiredValue> {
    const ticket = newSecretToken();
    const expiresAt = new Date(this.now().getTime() + FLOW_MS).toISOString();
    await this.deps.store.set(linkKey(ticket), JSON.stringify(link), FLOW_MS);
    return { ticket, provider: link.provider, maskedEmail: maskEmail(link.email), expiresAt };
  }

  /** The providers turned on by the operator that the environment has keys for. */
  async offered(): Promise<SocialProvider[]> {
    const setting = await this.deps.settings.get('socialLogin');
    const { config, redirectProviders } = this.deps;
    const configured: Record<SocialProvider, boolean> = {
      google: redirectProviders.google !== undefined,
      facebook: redirectProviders.facebook !== undefined,
      telegram: Boolean(config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_BOT_NAME),
    };
    return (['google', 'facebook', 'telegram'] as const).filter(
      (provider) => setting[provider] && configured[provider],
    );
  }

  private async redirectProvider(name: RedirectProvider): Promise<RedirectSignIn> {
    const provider = this.deps.redirectProviders[name];
    if (!provider || !(await this.offered()).includes(name)) {
      throw new AppError('SOCIAL_PROVIDER_DISABLED');
    }
    return provider;
  }

  /** The site's return page the provider sends the browser back to (registered there). */
  private redirectUri(provider: RedirectProvider, request: FastifyRequest): string {
    const base = (this.deps.config.PUBLIC_BASE_URL ?? requestOrigin(request)).replace(/\/+$/, '');
    return `${base}/social-login/${provider}`;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}
