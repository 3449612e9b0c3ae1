import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { launchValueSchema, signedHeaders, type LaunchRequest } from './protocol.js';
import type { HttpResponse, ProviderHttp } from './provider-http.js';

/** The built-in provider's code (`vendors.provider` defaults to it). */
export const HOUSE_PROVIDER = 'house';

/** A game provider as configured: where launches go and the secret both directions sign with. */
export interface ProviderSettings {
  code: string;
  launchUrl: string;
  secret: string;
}

/** What the portal asks of a provider: a launch answers the address the /game frame opens. */
export interface ProviderAdapter {
  launch(request: LaunchRequest): Promise<{ url: string }>;
}

/**
 * A provider refused or could not be reached: 503 PROVIDER_UNAVAILABLE to the member, with the
 * reason kept on `cause` for the log only.
 */
export function providerUnavailable(reason: string): AppError {
  return Object.assign(new AppError('PROVIDER_UNAVAILABLE'), { cause: reason });
}

/**
 * Where a provider may send the member: an http(s) address or a path on this site. Anything
 * else (javascript:, data:, a protocol-relative //host) would run in or escape the frame.
 */
export function isAllowedGameUrl(url: string): boolean {
  if (url.length === 0 || url.length > 2048) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The launch answer: `{url}` bare or inside the portal envelope. */
function launchUrlOf(body: unknown): string | null {
  const envelope = body as { success?: unknown; value?: unknown } | null;
  const candidate = envelope?.success === true ? envelope.value : body;
  const parsed = launchValueSchema.safeParse(candidate);
  return parsed.success ? parsed.data.url : null;
}

/** A provider reached over HTTP: one signed POST of the launch request to its launch address. */
export class HttpProviderAdapter implements ProviderAdapter {
  constructor(
    private readonly settings: ProviderSettings,
    private readonly http: ProviderHttp,
  ) {}

  async launch(request: LaunchRequest): Promise<{ url: string }> {
    const body = JSON.stringify(request);
    let response: HttpResponse;
    try {
      response = await this.http.send(this.settings.launchUrl, {
        method: 'POST',
        headers: signedHeaders(this.settings.secret, body),
        body,
      });
    } catch (error) {
      throw providerUnavailable(`launch call failed: ${(error as Error).message}`);
    }
    if (response.status < 200 || response.status > 299) {
      throw providerUnavailable(`launch answered HTTP ${response.status}`);
    }
    const url = launchUrlOf(response.body);
    if (url === null) throw providerUnavailable('launch answer has no url');
    if (!isAllowedGameUrl(url)) throw providerUnavailable('launch answered a url not allowed');
    return { url };
  }
}

/**
 * The game providers by code: the house provider on this server plus each of GAME_PROVIDERS.
 * `vendors.provider` names the one that launches a vendor's games and signs its callbacks.
 */
export class ProviderRegistry {
  private readonly settings = new Map<string, ProviderSettings>();
  private readonly adapters = new Map<string, ProviderAdapter>();

  constructor(
    config: Pick<Config, 'GAME_PROVIDERS' | 'HOUSE_PROVIDER_SECRET' | 'INTERNAL_BASE_URL'>,
    http: ProviderHttp,
  ) {
    const all: ProviderSettings[] = [
      {
        code: HOUSE_PROVIDER,
        launchUrl: `${config.INTERNAL_BASE_URL}/house/api/launch`,
        secret: config.HOUSE_PROVIDER_SECRET,
      },
      ...config.GAME_PROVIDERS,
    ];
    for (const provider of all) {
      this.settings.set(provider.code, provider);
      this.adapters.set(provider.code, new HttpProviderAdapter(provider, http));
    }
  }

  /** The secret a provider's callbacks are signed with; null for a code not configured. */
  secret(code: string): string | null {
    return this.settings.get(code)?.secret ?? null;
  }

  /** The adapter that launches for a provider code; null for a code not configured. */
  adapter(code: string): ProviderAdapter | null {
    return this.adapters.get(code) ?? null;
  }

  /** Replaces how a configured provider launches (a provider whose API is not plain HTTP). */
  register(code: string, adapter: ProviderAdapter): void {
    if (!this.settings.has(code)) throw new RangeError(`Provider ${code} is not configured`);
    this.adapters.set(code, adapter);
  }
}
