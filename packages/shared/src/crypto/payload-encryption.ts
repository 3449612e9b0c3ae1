import type { EncryptedBody, PublicKeyValue } from '../schemas/account.js';

/**
 * The client half of the encrypted payloads of ARCHITECTURE section 4: a fresh AES-256-GCM key
 * per request encrypts the JSON text, and RSA-OAEP (SHA-256) with the server's public key wraps
 * that key. Web Crypto only, so the same code runs in browsers and in Node 20 (tests, bench).
 */
/** Web Crypto's CryptoKey, named without the DOM library so Node and browser builds agree. */
export type PublicCryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

const toBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(text);
};

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export async function importPublicKey(value: PublicKeyValue): Promise<PublicCryptoKey> {
  return crypto.subtle.importKey(
    'spki',
    fromBase64(value.spki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['wrapKey'],
  );
}

export async function encryptPayload(
  publicKey: PublicCryptoKey,
  keyId: string,
  payload: unknown,
): Promise<EncryptedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const [data, key] = await Promise.all([
    crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext),
    crypto.subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' }),
  ]);
  return { encrypted: { keyId, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) } };
}
