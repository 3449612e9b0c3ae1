import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';

type Bundle = Record<string, unknown>;

const files = import.meta.glob<Bundle>('./*/*.json', { eager: true, import: 'default' });

function bundle(language: string, namespace: string): Bundle | undefined {
  return files[`./${language}/${namespace}.json`];
}

/** Every leaf of a bundle as [dotted.key, value]. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Brand and place names that may be spelt as in English. */
const BRAND_NAMES = new Set([
  'Aurum88',
  'Telegram',
  'Facebook',
  'WhatsApp',
  'Google',
  'Chrome',
  'Safari',
  'Android',
  'iOS',
  'Line',
  'Zalo',
  'WeChat',
  'Skype',
  'QQ',
  'Malta',
  'Philippines',
]);

/** A value with no words of its own (only placeholders, digits and punctuation). */
function hasNoWords(value: string): boolean {
  return !/\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, ''));
}

function placeholders(value: unknown): string[] {
  return typeof value === 'string'
    ? [...value.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!).sort()
    : [];
}

const namespaces = Object.keys(files)
  .filter((path) => path.startsWith('./EN/'))
  .map((path) => path.slice('./EN/'.length, -'.json'.length))
  .sort();
const others = LANGUAGE_CODES.filter((language) => language !== 'EN');

describe('translation bundles', () => {
  it('has English bundles to compare against', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const english = new Map(leaves(bundle('EN', namespace)));

    it.each(others)('exists in %s with exactly the English keys', (language) => {
      const translated = bundle(language, namespace);
      expect(translated, `${language}/${namespace}.json is missing`).toBeDefined();
      const keys = leaves(translated)
        .map(([key]) => key)
        .sort();
      expect(keys).toEqual([...english.keys()].sort());
    });

    it.each(others)('is translated in %s (no English left but brand names)', (language) => {
      const untranslated = leaves(bundle(language, namespace))
        .filter(([key, value]) => {
          if (typeof value !== 'string' || value !== english.get(key)) return false;
          return !BRAND_NAMES.has(value) && !hasNoWords(value);
        })
        .map(([key, value]) => `${key}: ${String(value)}`);
      expect(untranslated).toEqual([]);
    });

    it.each(others)('keeps the English placeholders in %s', (language) => {
      const mismatched = leaves(bundle(language, namespace))
        .filter(
          ([key, value]) => placeholders(value).join() !== placeholders(english.get(key)).join(),
        )
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  });
});
