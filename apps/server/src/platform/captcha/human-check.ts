import type { FastifyRequest } from 'fastify';
import type { HumanCheckPlace, HumanCheckProvider } from '@portal/shared/constants/human-check';
import { humanCheckProviders } from '@portal/shared/constants/human-check-providers';
import type { HumanCheckInfo } from '@portal/shared/schemas/human-check';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { clientIp } from '../../lib/client-ip.js';
import type { SettingsService } from '../settings/settings.service.js';

export type HumanCheckConfig = Pick<
  Config,
  | 'HUMAN_CHECK_PROVIDER'
  | 'HUMAN_CHECK_SITE_KEY'
  | 'HUMAN_CHECK_SECRET'
  | 'HUMAN_CHECK_VERIFY_URL'
  | 'HUMAN_CHECK_SCRIPT_URL'
>;

/** What the login, login-code and sign-up paths ask before they hash a password or send an SMS. */
export interface HumanCheckGate {
  /**
   * Passes when `place` is not checked; otherwise HUMAN_CHECK_REQUIRED without a token,
   * HUMAN_CHECK_FAILED when the provider refuses it, SERVICE_UNAVAILABLE when it cannot tell.
   */
  assert(place: HumanCheckPlace, request: FastifyRequest, token: string | undefined): Promise<void>;
}

interface Provider {
  name: HumanCheckProvider;
  siteKey: string;
  secret: string;
  verifyUrl: string;
  scriptUrl: string;
}

/** A slow provider answers 503 rather than holding the login open. */
const VERIFY_TIMEOUT_MS = 5000;
/**
 * Refusals that are the server's (a wrong or missing secret) or the provider's (internal-error),
 * not the visitor's: they answer 503 and are logged, still never a pass.
 */
const NOT_THE_VISITORS = new Set([
  'missing-input-secret',
  'invalid-input-secret',
  'internal-error',
]);

/** The provider the environment names with both keys, or null (the check is off everywhere). */
export function configuredHumanCheck(config: HumanCheckConfig): Provider | null {
  const name = config.HUMAN_CHECK_PROVIDER;
  if (!name || !config.HUMAN_CHECK_SITE_KEY || !config.HUMAN_CHECK_SECRET) return null;
  const entry = humanCheckProviders[name];
  return {
    name,
    siteKey: config.HUMAN_CHECK_SITE_KEY,
    secret: config.HUMAN_CHECK_SECRET,
    verifyUrl: config.HUMAN_CHECK_VERIFY_URL ?? entry.verifyUrl,
    scriptUrl: config.HUMAN_CHECK_SCRIPT_URL ?? entry.scriptUrl,
  };
}

/**
 * The hosts the Content-Security-Policy allows for the widget (scripts, frames, calls) while a
 * provider is configured: the provider's own, and the origin of a replaced script URL.
 */
export function humanCheckCspHosts(config: HumanCheckConfig): string[] {
  const provider = configuredHumanCheck(config);
  if (!provider) return [];
  const hosts = new Set(humanCheckProviders[provider.name].hosts);
  hosts.add(new URL(provider.scriptUrl).origin);
  return [...hosts];
}

/**
 * The human check of decision 064: one adapter for Turnstile, hCaptcha and reCAPTCHA v2, which
 * verify a widget answer the same way. A place is checked while the operator's `humanCheck`
 * switch for it is on and the environment has a provider with its keys.
 */
export class HumanCheck implements HumanCheckGate {
  private readonly provider: Provider | null;

  constructor(
    config: HumanCheckConfig,
    private readonly settings: Pick<SettingsService, 'get'>,
  ) {
    this.provider = configuredHumanCheck(config);
  }

  /** The configured provider's name, or null. */
  get providerName(): HumanCheckProvider | null {
    return this.provider?.name ?? null;
  }

  /** What the site needs to draw the widget, for the whitelabel answer. */
  async info(): Promise<HumanCheckInfo> {
    if (!this.provider) return null;
    const places = await this.settings.get('humanCheck');
    const { name, siteKey, scriptUrl } = this.provider;
    return { provider: name, siteKey, scriptUrl, ...places };
  }

  async assert(
    place: HumanCheckPlace,
    request: FastifyRequest,
    token: string | undefined,
  ): Promise<void> {
    const provider = this.provider;
    if (!provider || !(await this.settings.get('humanCheck'))[place]) return;
    if (!token) throw new AppError('HUMAN_CHECK_REQUIRED');
    const answer = await this.ask(provider, token, clientIp(request));
    if (answer === null || answer.errorCodes.some((code) => NOT_THE_VISITORS.has(code))) {
      request.log.warn(
        { provider: provider.name, errorCodes: answer?.errorCodes ?? null },
        'human-check provider gave no usable answer',
      );
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    if (!answer.success) {
      request.log.info(
        { provider: provider.name, errorCodes: answer.errorCodes, place },
        'human check refused',
      );
      throw new AppError('HUMAN_CHECK_FAILED');
    }
  }

  /** The provider's verdict; null when it is unreachable or answers something else. */
  private async ask(
    provider: Provider,
    token: string,
    remoteip: string,
  ): Promise<{ success: boolean; errorCodes: string[] } | null> {
    try {
      const response = await fetch(provider.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: provider.secret, response: token, remoteip }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as unknown;
      if (typeof body !== 'object' || body === null) return null;
      const { success, 'error-codes': codes } = body as Record<string, unknown>;
      if (typeof success !== 'boolean') return null;
      const errorCodes = Array.isArray(codes) ? codes.filter((c) => typeof c === 'string') : [];
      return { success, errorCodes };
    } catch {
      return null;
    }
  }
}
