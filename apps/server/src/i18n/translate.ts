import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import type { Catalogue, MessageKey } from './message-keys.js';
import { cn } from './catalogue/cn.js';
import { en } from './catalogue/en.js';
import { id } from './catalogue/id.js';
import { ja } from './catalogue/ja.js';
import { my } from './catalogue/my.js';
import { th } from './catalogue/th.js';
import { ty } from './catalogue/ty.js';
import { vi } from './catalogue/vi.js';
import { ko } from './catalogue/ko.js';
import { hi } from './catalogue/hi.js';
import { bn } from './catalogue/bn.js';
import { km } from './catalogue/km.js';
import { lo } from './catalogue/lo.js';
import { mm } from './catalogue/mm.js';
import { pt } from './catalogue/pt.js';
import { es } from './catalogue/es.js';

const catalogues: Record<Language, Partial<Catalogue>> = {
  EN: en,
  CN: cn,
  MY: my,
  VI: vi,
  TH: th,
  ID: id,
  JA: ja,
  TY: ty,
  KO: ko,
  HI: hi,
  BN: bn,
  KM: km,
  LO: lo,
  MM: mm,
  PT: pt,
  ES: es,
};

/**
 * The server's own sentence for `key` in `language`, EN when that language lacks it;
 * `{name}` placeholders are filled from `params`.
 */
export function translate(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const text = catalogues[language][key] ?? catalogues[FALLBACK_LANGUAGE][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Operator-written text may be one string for every language or a map by language code;
 * a map without the wanted language falls back to EN, then to any text it has.
 */
export type LocalizedText = string | Partial<Record<Language, string>>;

export function pickLocalized(
  text: LocalizedText | undefined,
  language: Language,
): string | undefined {
  if (text === undefined || typeof text === 'string') return text;
  return text[language] ?? text[FALLBACK_LANGUAGE] ?? Object.values(text).find(Boolean);
}
