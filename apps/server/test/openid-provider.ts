import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** The person the next sign-in at the local provider signs in as. */
export interface OpenIdPerson {
  sub: string;
  email?: string;
  emailVerified?: boolean;
}

export interface LocalOpenIdProvider {
  issuer: string;
  /** Who signs in next. */
  signInAs(person: OpenIdPerson): void;
  /** Changes the next id_token's claims after signing (the signature no longer matches). */
  tamperNextIdToken(): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on a free local port, for one client. Its interaction
 * step signs in the chosen person and grants every asked scope at once, so a test follows the
 * redirects from the authorization URL to the client's redirect URI without any page.
 */
export async function startOpenIdProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<LocalOpenIdProvider> {
  const people = new Map<string, OpenIdPerson>();
  let next: OpenIdPerson = { sub: 'nobody' };
  let tamper = false;
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['local-provider-cookie-key'] },
    // The id_token carries the email claims, as Google's does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => {
        const person = people.get(id) ?? { sub: id };
        return {
          sub: person.sub,
          ...(person.email ? { email: person.email, email_verified: !!person.emailVerified } : {}),
        };
      },
    }),
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  server.on('request', (req, res) => {
    void (async () => {
      if (req.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        people.set(next.sub, next);
        const grant = new provider.Grant({
          accountId: next.sub,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope));
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: next.sub }, consent: { grantId: await grant.save() } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      if (tamper && req.url?.startsWith('/token')) {
        tamper = false;
        tamperResponse(res);
      }
      callback(req, res);
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return {
    issuer,
    signInAs: (person) => {
      next = person;
    },
    tamperNextIdToken: () => {
      tamper = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Rewrites the id_token's payload (sub) in the token answer, keeping its signature. */
function tamperResponse(res: http.ServerResponse): void {
  const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse;
  res.end = ((chunk?: unknown) => {
    const body = JSON.parse(String(chunk)) as { id_token?: string };
    if (!body.id_token) return end(chunk);
    const [header, payload, signature] = body.id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string };
    claims.sub = 'intruder';
    body.id_token = [
      header,
      Buffer.from(JSON.stringify(claims)).toString('base64url'),
      signature,
    ].join('.');
    const text = JSON.stringify(body);
    res.setHeader('content-length', Buffer.byteLength(text));
    return end(text);
  }) as typeof res.end;
}

/**
 * Follows the browser's redirects from an authorization URL (keeping the provider's cookies)
 * until the provider sends it to `redirectUri`; the query it carries there.
 */
export async function followToRedirect(
  authorizationUrl: string,
  redirectUri: string,
): Promise<URLSearchParams> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(redirectUri)) return new URL(url).searchParams;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`no redirect from ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}
