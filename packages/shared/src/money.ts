import { LANGUAGES, parseLanguage } from './constants/languages.js';

/**
 * Money is integer minor units (cents) everywhere on the server. At the API boundary an
 * amount is a decimal with at most 2 decimals, converted exactly, never through float math.
 */
const DECIMAL = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/;

export function toMinor(amount: string | number): bigint {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not an amount with at most 2 decimals: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

export function fromMinor(minor: bigint | number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${abs / 100n}.${fraction}`;
}

/**
 * Minor units (a bigint, or a database's integer or numeric text) as the major-unit number an
 * API answer carries: exact for any amount an answer shows (below 2^53 minor units).
 */
export const majorNumber = (minor: bigint | number | string): number =>
  Number(fromMinor(BigInt(minor)));

/** How a language writes numbers: its thousands and decimal marks. */
export interface NumberMarks {
  group: string;
  decimal: string;
}

/** The spec's marks (section 9): comma thousands, a point for decimals. */
const SITE_MARKS: NumberMarks = { group: ',', decimal: '.' };
interface LocaleNumbers {
  /** Whole numbers in the language's grouping (lakhs in Hindi), with Latin digits. */
  whole: Intl.NumberFormat;
  marks: NumberMarks;
}
const localeNumbers = new Map<string, LocaleNumbers>();

function numbersOf(language: string): LocaleNumbers {
  const locale = LANGUAGES[parseLanguage(language)].locale;
  let numbers = localeNumbers.get(locale);
  if (!numbers) {
    const whole = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
    // Seven digits: Spanish groups only from five.
    const parts = whole.formatToParts(1234567.5);
    const mark = (type: string, fallback: string) =>
      parts.find((part) => part.type === type)?.value ?? fallback;
    numbers = { whole, marks: { group: mark('group', ','), decimal: mark('decimal', '.') } };
    localeNumbers.set(locale, numbers);
  }
  return numbers;
}

/**
 * The marks of an interface language, read from Intl once per locale; Latin digits, the digits
 * members type into amount fields. Without a language, the spec's marks.
 */
export const numberMarks = (language?: string): NumberMarks =>
  language === undefined ? SITE_MARKS : numbersOf(language).marks;

/**
 * Minor units with 2 decimals: "1,234,567.89" as the spec writes it (section 9), or in the marks
 * of `language` ("1.234.567,89" in Spanish, "12,34,567.89" in Hindi). Exact: no float in between.
 */
export function formatMoney(minor: bigint | number, language?: string): string {
  const [whole, fraction] = fromMinor(minor).split('.');
  const negative = whole!.startsWith('-');
  const digits = negative ? whole!.slice(1) : whole!;
  const grouped =
    language === undefined
      ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
      : numbersOf(language).whole.format(BigInt(digits));
  return `${negative ? '-' : ''}${grouped}${numberMarks(language).decimal}${fraction}`;
}

/**
 * The one way the site writes money, on every page and in every message the server writes:
 * the currency symbol, a space, then the amount with 2 decimals ("RM 1,234.50"), in the marks of
 * the reader's language when it is given. `amount` is minor units (a bigint) or an API number (a
 * decimal with at most 2 places); with no symbol, the amount alone.
 */
export function formatCurrency(amount: number | bigint, symbol: string, language?: string): string {
  const minor = typeof amount === 'bigint' ? amount : toMinor(amount.toFixed(2));
  const text = formatMoney(minor, language);
  return symbol ? `${symbol} ${text}` : text;
}

const symbols = new Map<string, string>();

/**
 * The symbol the site writes for an ISO 4217 code where only the code is known ("MYR" -> "RM",
 * as the site setting `currencySymbol` writes it); the code itself when none is known.
 */
export function currencySymbol(code: string): string {
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    try {
      symbol =
        new Intl.NumberFormat('en', {
          style: 'currency',
          currency: code,
          currencyDisplay: 'narrowSymbol',
        })
          .formatToParts(0)
          .find((part) => part.type === 'currency')?.value ?? code;
    } catch {
      // Not a currency code at all.
      symbol = code;
    }
    symbols.set(code, symbol);
  }
  return symbol;
}
