import type { FastifyInstance } from 'fastify';
import { encryptedBodySchema, type EncryptedBody } from '@portal/shared/schemas/account';
import { AppError } from '../../lib/app-error.js';

/** Opens an encrypted body (modules/payload-crypto); throws DECRYPTION_FAILED when it cannot. */
export interface PayloadDecryptor {
  decrypt(encrypted: EncryptedBody['encrypted']): Promise<unknown>;
}

/**
 * Encrypted calls (route option `config.encrypted`, spec section 7): before validation the body
 * must be `{ encrypted: { keyId, key, iv, data } }`; it is replaced by its decrypted JSON so that
 * the route's own schema validates the plaintext like any other body. A plaintext body is refused.
 */
export function registerEncryptedBody(
  app: FastifyInstance,
  { keys }: { keys: PayloadDecryptor },
): void {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
    const parsed = encryptedBodySchema.safeParse(request.body);
    if (!parsed.success) throw new AppError('ENCRYPTION_REQUIRED');
    request.body = await keys.decrypt(parsed.data.encrypted);
  });
}
