import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodes } from '@portal/shared/error-codes';
import { ApiError } from './api-client';
import { isChunkLoadError } from './chunk-loader';

const knownCodes = new Set<string>([...errorCodes, 'NETWORK_ERROR']);

/**
 * The `errors` namespace key that explains a failure: the server's stable code for an
 * ApiError, the chunk-load text for a missing chunk, otherwise the generic system error.
 */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) {
    return knownCodes.has(error.errorCode) ? `code.${error.errorCode}` : 'code.SYSTEM_ERROR';
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
