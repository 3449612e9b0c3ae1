import { ApiError, sendPagedRequest, sendRequest, type RequestOptions } from './api-request';

export {
  ApiError,
  setApiLanguage,
  setApiToken,
  type ApiErrorDetail,
  type RequestOptions,
} from './api-request';

/** Performs a call and unwraps the envelope: resolves with `value`, rejects with ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.encrypted || options.body === undefined)
    return sendRequest<T>(path, options, options.body);
  const { encryptBody, forgetPublicKey } = await import('./payload-encryption');
  try {
    return await sendRequest<T>(path, options, await encryptBody(options.body));
  } catch (error) {
    if (!(error instanceof ApiError) || error.errorCode !== 'DECRYPTION_FAILED') throw error;
    // The server may have replaced its key since this page fetched it: fetch it again, once.
    forgetPublicKey();
    return sendRequest<T>(path, options, await encryptBody(options.body));
  }
}

/** Performs a paged-list call whose envelope carries `totalPages` beside `value`. */
export function apiPaged<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ value: T; totalPages: number }> {
  return sendPagedRequest<T>(path, options);
}
