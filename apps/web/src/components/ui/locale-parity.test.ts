import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';

/** Values that stay the same in every language: brand and product names. */
const UNTRANSLATED =
  /^(iOS|Android|Telegram|Facebook|WhatsApp|Chrome|Safari|Malta|Philippines|QQ|Line|Zalo|WeChat|Skype)$/;

/** Placeholders with symbols only ("{{page}} / {{total}}", "{{count}} × {{symbol}}"): no words. */
const wordless = (text: string) => !/\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ''));

const bundles = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every namespace the site ships, as found in the English bundle. */
const NAMESPACES = Object.keys(bundles)
  .map((file) => /\.\.\/\.\.\/locales\/EN\/(\w[\w-]*)\.json$/.exec(file)?.[1])
  .filter((name): name is string => name !== undefined)
  .sort();

function flatten(value: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (child && typeof child === 'object') Object.assign(out, flatten(child, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = String(child);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('the %s bundles', (namespace) => {
  const en = flatten(bundles[`../../locales/EN/${namespace}.json`]);

  it.each(LANGUAGE_CODES.filter((code) => code !== 'EN'))(
    '%s has exactly the EN keys and placeholders, translated',
    (code) => {
      const bundle = bundles[`../../locales/${code}/${namespace}.json`];
      expect(bundle, `${code}/${namespace}.json exists`).toBeDefined();
      const translated = flatten(bundle);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim(), `${code} ${namespace}.${key} is not empty`).not.toBe('');
        expect(placeholders(text), `${code} ${namespace}.${key} placeholders`).toEqual(
          placeholders(en[key]!),
        );
        if (!UNTRANSLATED.test(en[key]!) && !wordless(en[key]!)) {
          expect(text, `${code} ${namespace}.${key} is translated`).not.toBe(en[key]);
        }
      }
    },
  );
});
