import {
  encryptPayload,
  importPublicKey,
  type PublicCryptoKey,
} from '@portal/shared/crypto/payload-encryption';
import type { EncryptedBody, PublicKeyValue } from '@portal/shared/schemas/account';
import { sendRequest } from './api-request';

interface ServerKey {
  keyId: string;
  key: PublicCryptoKey;
}

/** The server's public key, fetched once per page and shared by every encrypted call. */
let serverKey: Promise<ServerKey> | null = null;

function publicKey(): Promise<ServerKey> {
  if (!serverKey) {
    const request = sendRequest<PublicKeyValue>('/wps/system/publicKey', {}).then(
      async (value) => ({
        keyId: value.keyId,
        key: await importPublicKey(value),
      }),
    );
    // A failed fetch is not cached: the next call asks again.
    request.catch(() => {
      if (serverKey === request) serverKey = null;
    });
    serverKey = request;
  }
  return serverKey;
}

/** Starts fetching the key early (a form that will send an encrypted call has opened). */
export function preparePayloadEncryption(): void {
  void publicKey().catch(() => undefined);
}

/** Drops the cached key; the next encrypted call fetches the current one. */
export function forgetPublicKey(): void {
  serverKey = null;
}

/** The `{ encrypted: {...} }` body of an encrypted call carrying `payload`. */
export async function encryptBody(payload: unknown): Promise<EncryptedBody> {
  const { keyId, key } = await publicKey();
  return encryptPayload(key, keyId, payload);
}
