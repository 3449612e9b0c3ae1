import { createPrivateKey, generateKeyPair, randomUUID, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { EncryptedBody, PublicKeyValue } from '@portal/shared/schemas/account';
import { AppError } from '../../lib/app-error.js';
import { openPayload, PAYLOAD_ALGORITHM } from './payload-cipher.js';
import type { NewPayloadKey, PayloadKeyRow } from './payload-keys.repository.js';

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * How long an instance trusts what it read about a key. A key retired in the database stops
 * being offered and accepted by every instance within this time.
 */
const KEY_CACHE_MS = 10 * 60_000;

export interface PayloadKeyStore {
  insertIfNoneActive(key: NewPayloadKey): Promise<void>;
  newestActive(): Promise<PayloadKeyRow | undefined>;
  findActive(keyId: string): Promise<PayloadKeyRow | undefined>;
}

interface Cached<T> {
  value: T;
  until: number;
}

/** A fresh RSA-2048 key pair in the stored formats. */
export async function newPayloadKey(): Promise<NewPayloadKey> {
  const { publicKey, privateKey } = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    keyId: randomUUID(),
    publicSpki: publicKey.toString('base64'),
    privatePkcs8: privateKey,
  };
}

/**
 * The RSA key pair of encrypted payloads (ARCHITECTURE section 4). It lives in the database so
 * every instance behind the load balancer shares it, is created on first use, and is cached in
 * memory because every encrypted call needs it.
 */
export class PayloadKeyService {
  private current: { promise: Promise<PublicKeyValue>; until: number } | null = null;
  private readonly privateKeys = new Map<string, Cached<KeyObject>>();

  constructor(
    private readonly store: PayloadKeyStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key the site encrypts with (GET /wps/system/publicKey). */
  publicKey(): Promise<PublicKeyValue> {
    if (!this.current || this.current.until <= this.now()) {
      const entry = { promise: this.loadCurrent(), until: this.now() + KEY_CACHE_MS };
      this.current = entry;
      // A failed read (database down) is retried by the next request, not remembered.
      entry.promise.catch(() => {
        if (this.current === entry) this.current = null;
      });
    }
    return this.current.promise;
  }

  /** The parsed plaintext of an encrypted body; DECRYPTION_FAILED for anything unreadable. */
  async decrypt(encrypted: EncryptedBody['encrypted']): Promise<unknown> {
    const privateKey = await this.privateKey(encrypted.keyId);
    if (!privateKey) throw new AppError('DECRYPTION_FAILED');
    return openPayload(privateKey, encrypted);
  }

  private async loadCurrent(): Promise<PublicKeyValue> {
    let row = await this.store.newestActive();
    if (!row) {
      await this.store.insertIfNoneActive(await newPayloadKey());
      row = await this.store.newestActive();
    }
    if (!row) throw new Error('no payload key after creating one');
    this.remember(row);
    return { keyId: row.key_id, spki: row.public_spki, algorithm: PAYLOAD_ALGORITHM };
  }

  /** The private key of an unretired key id; null for unknown or retired ids. */
  private async privateKey(keyId: string): Promise<KeyObject | null> {
    const cached = this.privateKeys.get(keyId);
    if (cached && cached.until > this.now()) return cached.value;
    this.privateKeys.delete(keyId);
    const row = await this.store.findActive(keyId);
    return row ? this.remember(row) : null;
  }

  private remember(row: PayloadKeyRow): KeyObject {
    const key = createPrivateKey(row.private_pkcs8);
    this.privateKeys.set(row.key_id, { value: key, until: this.now() + KEY_CACHE_MS });
    return key;
  }
}
