import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { portalErrorCodes } from '@portal/shared/error-codes';
import { createTestI18n } from '../components/ui/test-utils';
import english from '../locales/EN/errors.json';
import { ApiError } from './api-client';
import { ChunkLoadError } from './chunk-loader';
import { errorMessageKey, errorMessageValues, useErrorMessage } from './error-message';

describe('errorMessageKey', () => {
  it('explains an API failure by its stable error code', () => {
    expect(errorMessageKey(new ApiError('TOO_MANY_REQUESTS', 'slow down', 429))).toBe(
      'code.TOO_MANY_REQUESTS',
    );
    expect(errorMessageKey(new ApiError('NETWORK_ERROR', 'offline', 0))).toBe('code.NETWORK_ERROR');
  });

  it('says the system error for a code the site has no sentence for yet, or one not shaped as a code', () => {
    const i18n = createTestI18n();
    const { result } = renderHook(() => useErrorMessage(), {
      wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
    });
    const systemError = english.code.SYSTEM_ERROR;
    expect(result.current(new ApiError('NEW_CODE' as never, 'new', 400))).toBe(systemError);
    expect(result.current(new ApiError('code.x' as never, 'odd', 400))).toBe(systemError);
    expect(errorMessageKey(new ApiError('code.x' as never, 'odd', 400))).toBe('code.SYSTEM_ERROR');
    expect(result.current(new ApiError('TOO_MANY_REQUESTS', 'slow down', 429))).toBe(
      english.code.TOO_MANY_REQUESTS,
    );
  });

  it('explains a missing chunk, and anything else as a system error', () => {
    expect(errorMessageKey(new ChunkLoadError('late', 'timeout'))).toBe('text.chunkLoad');
    expect(errorMessageKey(new Error('boom'))).toBe('code.SYSTEM_ERROR');
  });

  it('has an English text for every code a member can meet, and NETWORK_ERROR', () => {
    for (const code of [...portalErrorCodes, 'NETWORK_ERROR']) {
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
