import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import type { EncryptedBody } from '@portal/shared/schemas/account';
import { AppError } from '../../lib/app-error.js';

/** What the public key route announces: RSA-OAEP with SHA-256 wraps an AES-256-GCM key. */
export const PAYLOAD_ALGORITHM = 'RSA-OAEP-256+A256GCM';

const AES_KEY_BYTES = 32;
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;

/** Canonical base64 only: Buffer.from would silently skip stray characters. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function decodeBase64(text: string): Buffer | null {
  return BASE64.test(text) ? Buffer.from(text, 'base64') : null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Opens the `encrypted` part of an encrypted body with the server's private key and returns the
 * parsed JSON plaintext. Every way of failing (bad base64, wrong key, forged or truncated data,
 * plaintext that is not JSON) is the client's problem: DECRYPTION_FAILED, never a 5xx.
 */
export function openPayload(privateKey: KeyObject, encrypted: EncryptedBody['encrypted']): unknown {
  const wrappedKey = decodeBase64(encrypted.key);
  const iv = decodeBase64(encrypted.iv);
  const data = decodeBase64(encrypted.data);
  if (!wrappedKey || !iv || !data || iv.length !== GCM_IV_BYTES || data.length < GCM_TAG_BYTES) {
    throw new AppError('DECRYPTION_FAILED');
  }
  let text: string;
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      wrappedKey,
    );
    if (aesKey.length !== AES_KEY_BYTES) throw new AppError('DECRYPTION_FAILED');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: GCM_TAG_BYTES });
    decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
    const plaintext = Buffer.concat([
      decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)),
      decipher.final(),
    ]);
    text = utf8.decode(plaintext);
  } catch {
    throw new AppError('DECRYPTION_FAILED');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('DECRYPTION_FAILED');
  }
}
