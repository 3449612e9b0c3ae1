import { describe, expect, it } from 'vitest';
import { importPublicKey } from '@portal/shared/crypto/payload-encryption';
import { publicKeyValueSchema } from '@portal/shared/schemas/account';
import { expectError, expectValue } from '../../../test/assertions.js';
import { encryptedBody } from '../../../test/encrypted.js';
import { useTestApp } from '../../../test/helper.js';
import { PayloadKeysRepository } from './payload-keys.repository.js';
import { newPayloadKey, PayloadKeyService } from './payload-keys.service.js';

const t = useTestApp({ seed: false });

const fetchKey = async () =>
  expectValue(await t.app.inject({ url: '/wps/system/publicKey' }), publicKeyValueSchema);

/** Another server instance on the same database: its own memory, the shared table. */
const otherInstance = () => new PayloadKeyService(new PayloadKeysRepository(t.db));

const activeKeys = () =>
  t.db.selectFrom('payload_keys').select('key_id').where('retired_at', 'is', null).execute();

describe('GET /wps/system/publicKey', () => {
  it('creates an RSA-2048 key on first use and stores it for every instance', async () => {
    const value = await fetchKey();
    expect(value.algorithm).toBe('RSA-OAEP-256+A256GCM');
    const imported = await importPublicKey(value);
    expect(imported.algorithm).toMatchObject({ name: 'RSA-OAEP', modulusLength: 2048 });
    expect(await activeKeys()).toEqual([{ key_id: value.keyId }]);
    expect((await otherInstance().publicKey()).keyId).toBe(value.keyId);
  });

  it('answers the same key on every call, not to be cached by browsers', async () => {
    const response = await t.app.inject({ url: '/wps/system/publicKey' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(expectValue(response, publicKeyValueSchema)).toEqual(await fetchKey());
  });

  it('refuses an unknown query field', async () => {
    expectError(await t.app.inject({ url: '/wps/system/publicKey?x=1' }), 400, 'VALIDATION_FAILED');
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.paths['/wps/system/publicKey']?.get).toBeDefined();
  });
});

describe('payload keys', () => {
  it('decrypts what the site client encrypts, on any instance', async () => {
    const payload = { username: 'player01', password: 'pässwörd 🔒', remember: true };
    const body = await encryptedBody(t.app, payload);
    await expect(t.app.services.payloadKeys.decrypt(body.encrypted)).resolves.toEqual(payload);
    await expect(otherInstance().decrypt(body.encrypted)).resolves.toEqual(payload);
  });

  it('keeps one key when two instances create the first key together', async () => {
    await t.db.updateTable('payload_keys').set({ retired_at: new Date().toISOString() }).execute();
    const instances = Array.from({ length: 4 }, otherInstance);
    const keys = await Promise.all(instances.map((instance) => instance.publicKey()));
    expect(new Set(keys.map((key) => key.keyId)).size).toBe(1);
    expect(await activeKeys()).toEqual([{ key_id: keys[0]!.keyId }]);
  });

  it('stores one key when instances insert their first keys at the same moment', async () => {
    await t.db.updateTable('payload_keys').set({ retired_at: new Date().toISOString() }).execute();
    const candidates = await Promise.all(Array.from({ length: 6 }, newPayloadKey));
    const repository = new PayloadKeysRepository(t.db);
    await Promise.all(candidates.map((key) => repository.insertIfNoneActive(key)));
    expect(await activeKeys()).toHaveLength(1);
  });

  it('refuses a retired key on an instance that has not cached it', async () => {
    const body = await encryptedBody(t.app, { a: 1 });
    await t.db
      .updateTable('payload_keys')
      .set({ retired_at: new Date().toISOString() })
      .where('key_id', '=', body.encrypted.keyId)
      .execute();
    await expect(otherInstance().decrypt(body.encrypted)).rejects.toMatchObject({
      code: 'DECRYPTION_FAILED',
      statusCode: 400,
    });
  });
});
