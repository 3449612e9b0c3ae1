import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { isChunkLoadError } from './chunk-loader';

/** A stable error code is an upper-case name; anything else is never looked up as a key. */
const CODE = /^[A-Z][A-Z0-9_]*$/;

/**
 * The `errors` namespace key that explains a failure: the server's stable code for an
 * ApiError, the chunk-load text for a missing chunk, otherwise the generic system error. A code
 * the bundles have no sentence for yet is looked up with 'code.SYSTEM_ERROR' after it (the list
 * of codes is not shipped to the first load: the bundles are that list).
 */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) {
    return CODE.test(error.errorCode) ? `code.${error.errorCode}` : 'code.SYSTEM_ERROR';
  }
  if (isChunkLoadError(error)) return 'text.chunkLoad';
  return 'code.SYSTEM_ERROR';
}

/** Placeholder values of the sentence (a minimum amount, the turnover left) sent by the server. */
export function errorMessageValues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.value) return {};
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(error.value)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
  }
  return values;
}

/** Returns a function that turns any error into a translated sentence. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  // A code newer than this site's bundles still reads as a sentence, never as a key.
  return useCallback(
    (error: unknown) => t([errorMessageKey(error), 'code.SYSTEM_ERROR'], errorMessageValues(error)),
    [t],
  );
}
