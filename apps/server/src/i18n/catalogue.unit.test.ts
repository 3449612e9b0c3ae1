import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { errorCodes } from '@portal/shared/error-codes';
import { pickLocalized, translate } from './translate.js';
import type { MessageKey } from './message-keys.js';

const keys: MessageKey[] = [
  ...errorCodes,
  'maintenance.title',
  'maintenance.info',
  'regionBlocked.title',
  'regionBlocked.info',
];

describe('message catalogue', () => {
  it('has a sentence for every error code and status text in every language', () => {
    for (const language of LANGUAGE_CODES) {
      for (const key of keys) expect(translate(language, key), `${language} ${key}`).not.toBe(key);
    }
  });

  it('is really translated: no language repeats the English sentences', () => {
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'EN')) {
      const same = keys.filter((key) => translate(language, key) === translate('EN', key));
      expect(same, language).toEqual([]);
    }
  });

  it('fills {name} placeholders', () => {
    expect(translate('EN', 'NOT_FOUND', { ignored: 1 })).toBe('The requested item was not found.');
  });
});

describe('pickLocalized', () => {
  it('reads one text for all languages or the map entry with EN fallback', () => {
    expect(pickLocalized('Same', 'CN')).toBe('Same');
    expect(pickLocalized({ EN: 'Hello', CN: '你好' }, 'CN')).toBe('你好');
    expect(pickLocalized({ EN: 'Hello' }, 'TH')).toBe('Hello');
    expect(pickLocalized({ JA: 'こんにちは' }, 'TH')).toBe('こんにちは');
    expect(pickLocalized(undefined, 'EN')).toBeUndefined();
  });
});
