import { encryptPayload, importPublicKey } from '@portal/shared/crypto/payload-encryption';
/** The body an encrypted call expects, made as the site makes it. */
export async function encryptedBody(app, payload) {
    const response = await app.inject({ url: '/wps/system/publicKey' });
    const { value } = response.json();
    return encryptPayload(await importPublicKey(value), value.keyId, payload);
}
/** Sends `payload` encrypted to an encrypted call. */
export async function injectEncrypted(app, options) {
    return app.inject({
        method: options.method,
        url: options.url,
        headers: options.headers,
        payload: await encryptedBody(app, options.payload),
    });
}
//# sourceMappingURL=encrypted.js.map