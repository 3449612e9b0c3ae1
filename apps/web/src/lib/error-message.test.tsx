import { describe, expect, it } from 'vitest';
import { errorCodes } from '@portal/shared/error-codes';
import english from '../locales/EN/errors.json';
import { ApiError } from './api-client';
import { ChunkLoadError } from './chunk-loader';
import { errorMessageKey, errorMessageValues } from './error-message';

describe('errorMessageKey', () => {
  it('explains an API failure by its stable error code', () => {
    expect(errorMessageKey(new ApiError('TOO_MANY_REQUESTS', 'slow down', 429))).toBe(
      'code.TOO_MANY_REQUESTS',
    );
    expect(errorMessageKey(new ApiError('NETWORK_ERROR', 'offline', 0))).toBe('code.NETWORK_ERROR');
  });

  it('falls back to the system error for a code the site does not know yet', () => {
    const unknown = new ApiError('NEW_CODE' as never, 'new', 400);
    expect(errorMessageKey(unknown)).toBe('code.SYSTEM_ERROR');
  });

  it('explains a missing chunk, and anything else as a system error', () => {
    expect(errorMessageKey(new ChunkLoadError('late', 'timeout'))).toBe('text.chunkLoad');
    expect(errorMessageKey(new Error('boom'))).toBe('code.SYSTEM_ERROR');
  });

  it('has an English text for every server error code and NETWORK_ERROR', () => {
    for (const code of [...errorCodes, 'NETWORK_ERROR']) {
      expect(english.code[code as keyof typeof english.code], code).toBeTypeOf('string');
    }
  });

  it('fills the sentence with the values the server sent (a minimum amount), ignoring objects', () => {
    const error = new ApiError('AMOUNT_BELOW_MINIMUM', 'too small', 400, {
      min: '50.00',
      count: 2,
      nested: { a: 1 },
    });
    expect(errorMessageValues(error)).toEqual({ min: '50.00', count: '2' });
    expect(errorMessageValues(new Error('boom'))).toEqual({});
  });
});
