import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import type { RedirectProvider } from '@portal/shared/schemas/social-sign-in';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { newSecretToken } from '../../lib/secret-tokens.js';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  subject: string;
  /** An email only when the provider vouches that it belongs to the person. */
  verifiedEmail: string | null;
}

/** What a redirect sign-in keeps between the start and the return (never sent to the browser). */
export interface FlowSecrets {
  state: string;
  nonce?: string;
  codeVerifier?: string;
}

/** The query the provider sent the browser back with. */
export interface ProviderCallback {
  code: string;
  state: string;
  iss?: string | undefined;
}

export interface RedirectSignIn {
  /** The URL the browser goes to, and the secrets the return is checked against. */
  begin(redirectUri: string): Promise<{ url: string; secrets: FlowSecrets }>;
  /** Exchanges the code and checks the answer; SOCIAL_TOKEN_INVALID when a check fails. */
  finish(
    callback: ProviderCallback,
    redirectUri: string,
    secrets: FlowSecrets,
  ): Promise<ProviderIdentity>;
}

export type ProviderConfig = Pick<
  Config,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_ISSUER'
  | 'FACEBOOK_APP_ID'
  | 'FACEBOOK_APP_SECRET'
  | 'FACEBOOK_DIALOG_URL'
  | 'FACEBOOK_GRAPH_URL'
>;

/** A provider that could not be reached: the member may try again later. */
const unreachable = () => new AppError('SERVICE_UNAVAILABLE');
const isProviderRefusal = (error: unknown) =>
  error instanceof oidc.ClientError ||
  error instanceof oidc.ResponseBodyError ||
  error instanceof oidc.AuthorizationResponseError;

/**
 * Google through OpenID Connect with openid-client: the authorization code flow with PKCE
 * (S256), state and nonce; openid-client checks the id_token's signature against the issuer's
 * published keys, its issuer, audience, expiry and nonce.
 */
export class GoogleSignIn implements RedirectSignIn {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly issuer: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  async begin(redirectUri: string) {
    const config = await this.discovered();
    const secrets = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
      state: secrets.state,
      nonce: secrets.nonce,
    });
    return { url: url.href, secrets };
  }

  async finish(callback: ProviderCallback, redirectUri: string, secrets: FlowSecrets) {
    const config = await this.discovered();
    const currentUrl = new URL(redirectUri);
    currentUrl.searchParams.set('code', callback.code);
    currentUrl.searchParams.set('state', callback.state);
    if (callback.iss !== undefined) currentUrl.searchParams.set('iss', callback.iss);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      if (isProviderRefusal(error)) throw new AppError('SOCIAL_TOKEN_INVALID');
      throw unreachable();
    }
    if (!claims) throw new AppError('SOCIAL_TOKEN_INVALID');
    const email = typeof claims.email === 'string' ? claims.email : null;
    return {
      subject: claims.sub,
      verifiedEmail: claims.email_verified === true ? email : null,
    };
  }

  /**
   * The issuer's metadata, fetched once (again after a failure). The id_token's signature is
   * checked against the issuer's published keys even though it comes straight from the token
   * endpoint (openid-client's non-repudiation checks).
   */
  private discovered(): Promise<oidc.Configuration> {
    const execute = [oidc.enableNonRepudiationChecks];
    // Plain HTTP only for an issuer on this machine (development and tests).
    if (this.issuer.startsWith('http:')) execute.push(oidc.allowInsecureRequests);
    this.configuration ??= oidc
      .discovery(new URL(this.issuer), this.clientId, this.clientSecret, undefined, { execute })
      .catch((error: unknown) => {
        this.configuration = null;
        throw error instanceof AppError ? error : unreachable();
      });
    return this.configuration;
  }
}

/**
 * Facebook login: the OAuth 2 code flow (state), the code exchanged at the Graph API, and
 * /me?fields=id,name,email read with the token and its appsecret_proof.
 */
export class FacebookSignIn implements RedirectSignIn {
  constructor(
    private readonly appId: string,
    private readonly appSecret: string,
    private readonly dialogUrl: string,
    private readonly graphUrl: string,
  ) {}

  begin(redirectUri: string) {
    const state = newSecretToken();
    const url = new URL(this.dialogUrl);
    url.search = new URLSearchParams({
      client_id: this.appId,
      redirect_uri: redirectUri,
      state,
      response_type: 'code',
      scope: 'public_profile,email',
    }).toString();
    return Promise.resolve({ url: url.href, secrets: { state } });
  }

  async finish(callback: ProviderCallback, redirectUri: string) {
    const token = await this.graph<{ access_token?: unknown }>('oauth/access_token', {
      client_id: this.appId,
      client_secret: this.appSecret,
      redirect_uri: redirectUri,
      code: callback.code,
    });
    if (typeof token.access_token !== 'string') throw new AppError('SOCIAL_TOKEN_INVALID');
    const me = await this.graph<{ id?: unknown; email?: unknown }>('me', {
      fields: 'id,name,email',
      access_token: token.access_token,
      appsecret_proof: createHmac('sha256', this.appSecret)
        .update(token.access_token)
        .digest('hex'),
    });
    if (typeof me.id !== 'string' || !/^\d{1,32}$/.test(me.id)) {
      throw new AppError('SOCIAL_TOKEN_INVALID');
    }
    // Facebook answers `email` only for a confirmed address of the person.
    return { subject: me.id, verifiedEmail: typeof me.email === 'string' ? me.email : null };
  }

  private async graph<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = new URL(`${this.graphUrl.replace(/\/$/, '')}/${path}`);
    url.search = new URLSearchParams(query).toString();
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    } catch {
      throw unreachable();
    }
    // A refused code or token is the member's flow failing, not the provider being down.
    if (response.status >= 400 && response.status < 500) {
      throw new AppError('SOCIAL_TOKEN_INVALID');
    }
    if (!response.ok) throw unreachable();
    return (await response.json()) as T;
  }
}

/** The redirect providers the environment has keys for. */
export function configuredRedirectProviders(
  config: ProviderConfig,
): Partial<Record<RedirectProvider, RedirectSignIn>> {
  const providers: Partial<Record<RedirectProvider, RedirectSignIn>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.google = new GoogleSignIn(
      config.GOOGLE_ISSUER,
      config.GOOGLE_CLIENT_ID,
      config.GOOGLE_CLIENT_SECRET,
    );
  }
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET) {
    providers.facebook = new FacebookSignIn(
      config.FACEBOOK_APP_ID,
      config.FACEBOOK_APP_SECRET,
      config.FACEBOOK_DIALOG_URL,
      config.FACEBOOK_GRAPH_URL,
    );
  }
  return providers;
}
