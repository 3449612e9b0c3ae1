import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encryptPayload, importPublicKey } from '@portal/shared/crypto/payload-encryption';
import type { EncryptedBody, PublicKeyValue } from '@portal/shared/schemas/account';
import { registerEncryptedBody } from '../../plugins/app/encrypted-body.js';
import { registerErrorHandler } from '../../plugins/app/error-handler.js';
import { registerRequestLanguage } from '../../plugins/app/request-language.js';
import { registerSwagger } from '../../plugins/external/swagger.js';
import type { NewPayloadKey, PayloadKeyRow } from './payload-keys.repository.js';
import { newPayloadKey, PayloadKeyService, type PayloadKeyStore } from './payload-keys.service.js';

/** The payload_keys table in memory. */
class MemoryKeyStore implements PayloadKeyStore {
  readonly rows: PayloadKeyRow[] = [];

  async insertIfNoneActive(key: NewPayloadKey) {
    if (this.rows.some((row) => row.retired_at === null)) return;
    this.rows.push({
      key_id: key.keyId,
      public_spki: key.publicSpki,
      private_pkcs8: key.privatePkcs8,
      created_at: new Date().toISOString(),
      retired_at: null,
    });
  }

  async newestActive() {
    return this.rows.filter((row) => row.retired_at === null).at(-1);
  }

  async findActive(keyId: string) {
    return this.rows.find((row) => row.key_id === keyId && row.retired_at === null);
  }
}

const store = new MemoryKeyStore();
const keys = new PayloadKeyService(store);
let app: FastifyInstance;
let publicKey: PublicKeyValue;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestLanguage(app);
  registerErrorHandler(app);
  await registerSwagger(app);
  registerEncryptedBody(app, { keys });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const body = z.strictObject({ name: z.string().max(10) });
  typed.post('/secret', { config: { encrypted: true }, schema: { body } }, async (request) => ({
    name: request.body.name,
  }));
  typed.post('/plain', { schema: { body } }, async (request) => ({ name: request.body.name }));
  await app.ready();
  publicKey = await keys.publicKey();
});

afterAll(async () => {
  await app.close();
});

const seal = async (payload: unknown, key: PublicKeyValue = publicKey) =>
  encryptPayload(await importPublicKey(key), key.keyId, payload);

/** Encrypts raw bytes the way the site does, for plaintexts the site would never send. */
function sealBytes(plaintext: Buffer): EncryptedBody {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt(
    {
      key: createPublicKey({
        key: Buffer.from(publicKey.spki, 'base64'),
        format: 'der',
        type: 'spki',
      }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    aesKey,
  );
  return {
    encrypted: {
      keyId: publicKey.keyId,
      key: wrapped.toString('base64'),
      iv: iv.toString('base64'),
      data: data.toString('base64'),
    },
  };
}

const send = (payload: object, url = '/secret'): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url, payload });

const expectCode = (response: LightMyRequestResponse, code: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ success: false, value: null, errorCode: code });
};

const withField = (
  body: EncryptedBody,
  field: keyof EncryptedBody['encrypted'],
  value: string,
) => ({
  encrypted: { ...body.encrypted, [field]: value },
});

describe('encrypted-body hook', () => {
  it('hands the decrypted body of the site client to the route', async () => {
    const response = await send(await seal({ name: 'alice' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ name: 'alice' });
  });

  it('validates the decrypted plaintext with the route schema', async () => {
    const response = await send(await seal({ name: 'alice', admin: true }));
    expectCode(response, 'VALIDATION_FAILED');
    expect(response.json().details).toEqual([{ path: 'admin', reason: 'unrecognized_key' }]);
  });

  it.each([
    ['a plaintext body', { name: 'alice' }],
    ['an empty object', {}],
    [
      'an envelope with an extra field',
      { encrypted: { keyId: 'k', key: 'a', iv: 'a', data: 'a' }, name: 'x' },
    ],
    ['an envelope missing a part', { encrypted: { keyId: 'k', key: 'a', iv: 'a' } }],
    [
      'an envelope with an oversized nonce',
      { encrypted: { keyId: 'k', key: 'a', iv: 'a'.repeat(33), data: 'a' } },
    ],
  ])('refuses %s with ENCRYPTION_REQUIRED', async (_name, payload) => {
    expectCode(await send(payload), 'ENCRYPTION_REQUIRED');
  });

  it('refuses a missing body with ENCRYPTION_REQUIRED', async () => {
    expectCode(await app.inject({ method: 'POST', url: '/secret' }), 'ENCRYPTION_REQUIRED');
  });

  it('leaves routes without the encrypted option alone', async () => {
    const response = await send({ name: 'bob' }, '/plain');
    expect(response.json()).toEqual({ name: 'bob' });
  });

  it('refuses an unknown key id', async () => {
    expectCode(
      await send(withField(await seal({ name: 'a' }), 'keyId', 'nope')),
      'DECRYPTION_FAILED',
    );
  });

  it('refuses a key id once the key is retired', async () => {
    const extra = new MemoryKeyStore();
    const rotating = new PayloadKeyService(extra);
    const first = await rotating.publicKey();
    const body = await seal({ name: 'a' }, first);
    await expect(rotating.decrypt(body.encrypted)).resolves.toEqual({ name: 'a' });
    extra.rows[0]!.retired_at = new Date().toISOString();
    const later = new PayloadKeyService(extra);
    await expect(later.decrypt(body.encrypted)).rejects.toMatchObject({
      code: 'DECRYPTION_FAILED',
    });
    expect((await later.publicKey()).keyId).not.toBe(first.keyId);
  });

  it.each(['key', 'iv', 'data'] as const)('refuses invalid base64 in %s', async (field) => {
    expectCode(
      await send(withField(await seal({ name: 'a' }), field, 'not*base64!')),
      'DECRYPTION_FAILED',
    );
  });

  it('refuses a nonce that is not 12 bytes', async () => {
    const body = withField(await seal({ name: 'a' }), 'iv', randomBytes(16).toString('base64'));
    expectCode(await send(body), 'DECRYPTION_FAILED');
  });

  it('refuses an AES key wrapped for another RSA key', async () => {
    const other = await newPayloadKey();
    const foreign = await seal(
      { name: 'a' },
      {
        keyId: publicKey.keyId,
        spki: other.publicSpki,
        algorithm: 'RSA-OAEP-256+A256GCM',
      },
    );
    expectCode(await send(foreign), 'DECRYPTION_FAILED');
  });

  it('refuses ciphertext whose GCM tag does not match', async () => {
    const body = await seal({ name: 'a' });
    const data = Buffer.from(body.encrypted.data, 'base64');
    data.writeUInt8(data.readUInt8(0) ^ 0x01, 0);
    expectCode(await send(withField(body, 'data', data.toString('base64'))), 'DECRYPTION_FAILED');
  });

  it('refuses ciphertext shorter than the tag', async () => {
    const body = await seal({ name: 'a' });
    expectCode(
      await send(withField(body, 'data', randomBytes(8).toString('base64'))),
      'DECRYPTION_FAILED',
    );
  });

  it('refuses a plaintext that is not JSON', async () => {
    expectCode(await send(sealBytes(Buffer.from('name=alice'))), 'DECRYPTION_FAILED');
  });

  it('refuses a plaintext that is not UTF-8', async () => {
    expectCode(await send(sealBytes(Buffer.from([0x22, 0xff, 0xfe, 0x22]))), 'DECRYPTION_FAILED');
  });

  it('accepts a JSON plaintext made by hand with the same scheme', async () => {
    const response = await send(sealBytes(Buffer.from(JSON.stringify({ name: 'carol' }))));
    expect(response.json()).toEqual({ name: 'carol' });
  });

  it('says in the API document which calls are encrypted', () => {
    const document = app.swagger() as {
      paths: Record<string, { post: { description?: string } }>;
    };
    expect(document.paths['/secret']!.post.description).toContain('Encrypted call');
    expect(document.paths['/plain']!.post.description).toBeUndefined();
  });
});
