/**
 * The registration pattern catalogue 0 to 23 (spec section 5). A registration rule names one of
 * these by `patternId`; the server also sends the pattern source as `acceptedPattern`.
 *
 * Every source is plain ASCII and spells non-Latin scripts as explicit `\uXXXX` ranges of the
 * Basic Multilingual Plane instead of `\p{...}` classes: the server sends only the source text, and
 * it means the same whether a client compiles it with or without the `u` flag. Emoji and other
 * characters outside that plane therefore never match a letter class.
 *
 * Word patterns (7, 11, 12, 18, 21) take single spaces between words, none at either end.
 * Sources fit the 512 characters a stored registration rule keeps.
 */
export interface PatternDefinition {
  id: number;
  name: string;
  source: string;
  flags?: string;
}

const CHINESE = '\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF';
/** Consonants, vowels and tone marks; Thai digits and the baht sign are not letters. */
const THAI = '\\u0E01-\\u0E3A\\u0E40-\\u0E4E';
/** Hangul syllables and jamo. */
const HANGUL = '\\u1100-\\u11FF\\u3130-\\u318F\\uA960-\\uA97F\\uAC00-\\uD7A3\\uD7B0-\\uD7FF';
/** Printable ASCII symbols: every visible character that is neither a letter nor a digit. */
const ASCII_SYMBOLS = '!-/:-@[-`{-~';
/** CJK and full-width punctuation, general punctuation (quotes, dashes, ellipsis) and the middle dot. */
const CHINESE_PUNCTUATION =
  '\\u3001-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65\\u2010-\\u2027\\u2030-\\u205E\\u00B7';
/** Letters of Vietnamese: ASCII plus the precomposed vowels with their diacritics, and Đ/đ. */
const VIETNAMESE =
  'A-Za-z\\u00C0-\\u00C3\\u00C8-\\u00CA\\u00CC\\u00CD\\u00D2-\\u00D5\\u00D9\\u00DA\\u00DD' +
  '\\u00E0-\\u00E3\\u00E8-\\u00EA\\u00EC\\u00ED\\u00F2-\\u00F5\\u00F9\\u00FA\\u00FD' +
  '\\u0102\\u0103\\u0110\\u0111\\u0128\\u0129\\u0168\\u0169\\u01A0\\u01A1\\u01AF\\u01B0\\u1EA0-\\u1EF9';

/**
 * One or more words of `letters`, separated by single spaces. The lookaheads refuse a space at
 * either end and two in a row, so the letter class is written once and the source stays short.
 */
const words = (letters: string) => `^(?! )(?!.* $)(?!.*  )[${letters} ]+$`;

export const PATTERN_CATALOGUE: readonly PatternDefinition[] = [
  { id: 0, name: 'any', source: '^[\\s\\S]*$' },
  { id: 1, name: 'letterFirstAlphanumeric', source: '^[A-Za-z][A-Za-z0-9]*$' },
  { id: 2, name: 'lettersAndChinese', source: `^[A-Za-z${CHINESE}]+$` },
  {
    id: 3,
    name: 'email',
    // A subset of what the email schemas accept, so an address taken here works everywhere.
    source:
      "^[A-Za-z0-9_+-]+(?:[.'][A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}$",
  },
  { id: 4, name: 'alphanumeric', source: '^[A-Za-z0-9]+$' },
  { id: 5, name: 'digits', source: '^[0-9]+$' },
  { id: 6, name: 'alphanumericWithUppercase', source: '^(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]+$' },
  { id: 7, name: 'lettersAndSpaces', source: words('A-Za-z') },
  { id: 8, name: 'noSpaces', source: '^\\S+$' },
  // Dates 9 and 10 must also be real calendar dates: see `matchesPattern`.
  {
    id: 9,
    name: 'dateYearMonthDay',
    source: '^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$',
  },
  {
    id: 10,
    name: 'dateMonthDayYear',
    source: '^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
  },
  { id: 11, name: 'korean', source: words(HANGUL) },
  { id: 12, name: 'thai', source: words(THAI) },
  {
    id: 13,
    name: 'strongPassword',
    source: `^(?=[!-~]*[A-Z])(?=[!-~]*[a-z])(?=[!-~]*[0-9])(?=[!-~]*[${ASCII_SYMBOLS}])[!-~]+$`,
  },
  { id: 14, name: 'fullName', source: '^[A-Za-z]+(?: [A-Za-z]+)+$' },
  {
    id: 15,
    name: 'japaneseFullWidth',
    // Kana, kanji, CJK punctuation with the full-width space, full-width Latin and symbols;
    // half-width katakana (U+FF61-FF9F) and ASCII are refused.
    source: `^[\\u3000-\\u30FF\\u31F0-\\u31FF${CHINESE}\\uFF01-\\uFF60\\uFFE0-\\uFFE6]+$`,
  },
  { id: 16, name: 'uppercase', source: '^[A-Z]+$' },
  {
    id: 17,
    name: 'chineseAndPunctuation',
    // At least one Chinese character: punctuation alone is not a name or an address.
    source: `^(?=[^${CHINESE}]*[${CHINESE}])[${CHINESE}${CHINESE_PUNCTUATION}${ASCII_SYMBOLS}]+$`,
  },
  { id: 18, name: 'thaiOrEnglish', source: words(`A-Za-z${THAI}`) },
  { id: 19, name: 'printableAscii', source: '^[!-~]+$' },
  // 20-23: the variants the markets of the site need (Malaysia, Vietnam, Thailand, Indonesia...).
  {
    id: 20,
    name: 'phoneNumber',
    // A messaging-app number (WhatsApp, Zalo): local digits, or + and the country code first.
    source: '^(?:\\+[1-9][0-9]*|[0-9]+)$',
  },
  { id: 21, name: 'vietnameseName', source: words(VIETNAMESE) },
  {
    id: 22,
    name: 'handle',
    // Messaging-app IDs (LINE, WeChat, Telegram): letters, digits, underscore, dot and hyphen.
    source: '^[A-Za-z0-9_.-]+$',
  },
  {
    id: 23,
    name: 'malayName',
    // Malaysian and Indonesian names as on identity cards: "Nur'aini", "Abd. Rahman",
    // "Ravi a/l Muthu", "Siti-Aminah", "Ali @ Ahmad"; a letter first, a letter or dot last.
    source: "^[A-Za-z](?:[A-Za-z '\\u2019./@-]*[A-Za-z.])?$",
  },
];

const compiled = PATTERN_CATALOGUE.map((pattern) => new RegExp(pattern.source, pattern.flags));

export function patternById(id: number): PatternDefinition | undefined {
  return PATTERN_CATALOGUE[id];
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whether the day exists in that month of that year (no year 0, no 30 February). */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return year >= 1 && day <= (days[month - 1] ?? 0);
}

/** Checks that only the regular expression cannot make, by pattern id. */
const extraChecks: Partial<Record<number, (value: string) => boolean>> = {
  9: (value) => {
    const [year, month, day] = value.split('-').map(Number);
    return isCalendarDate(year!, month!, day!);
  },
  10: (value) => {
    const [month, day, year] = value.split('-').map(Number);
    return isCalendarDate(year!, month!, day!);
  },
};

/** Whether `value` matches catalogue pattern `id`; false for an id outside the catalogue. */
export function matchesPattern(id: number, value: string): boolean {
  const regex = compiled[id];
  if (!regex || !regex.test(value)) return false;
  return extraChecks[id]?.(value) ?? true;
}
