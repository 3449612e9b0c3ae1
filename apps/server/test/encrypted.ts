import type { LightMyRequestResponse } from 'fastify';
import { encryptPayload, importPublicKey } from '@portal/shared/crypto/payload-encryption';
import type { PublicKeyValue } from '@portal/shared/schemas/account';
import type { App } from '../src/app.js';

/** The body an encrypted call expects, made as the site makes it. */
export async function encryptedBody(app: App, payload: unknown) {
  const response = await app.inject({ url: '/wps/system/publicKey' });
  const { value } = response.json<{ value: PublicKeyValue }>();
  return encryptPayload(await importPublicKey(value), value.keyId, payload);
}

/** Sends `payload` encrypted to an encrypted call. */
export async function injectEncrypted(
  app: App,
  options: {
    method: 'POST' | 'PUT';
    url: string;
    payload: unknown;
    headers?: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: options.method,
    url: options.url,
    headers: options.headers,
    payload: await encryptedBody(app, options.payload),
  });
}
