import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { displayText, isCleanDisplayText } from './display-text.js';

const nickname = displayText(z.string().trim().max(20));
const remark = displayText(z.string().trim().max(200), { multiline: true });

describe('display text', () => {
  it.each([
    ['Latin', 'Ali bin Abu'],
    ['Chinese', '张伟'],
    ['Traditional Chinese', '陳大文'],
    ['Thai', 'สมชาย ใจดี'],
    ['Vietnamese diacritics', 'Nguyễn Thị Ánh'],
    ['Japanese', 'やまだ たろう'],
    ['Arabic script (right to left by itself)', 'محمد'],
    ['an emoji', 'Lucky 🍀'],
    ['an emoji with a skin tone', 'Hi 👋🏽'],
    ['a joined emoji sequence', 'Team 👨‍👩‍👧‍👦'],
    ['a joined emoji with skin tone', 'Dev 👩🏽‍💻'],
    ['a flag', '🇲🇾 fan'],
  ])('accepts %s', (_, text) => {
    expect(isCleanDisplayText(text)).toBe(true);
    expect(nickname.safeParse(text).success).toBe(true);
  });

  it.each([
    ['NUL', 'ab\u0000cd'],
    ['a C0 control (bell)', 'ab\u0007'],
    ['DEL', 'ab\u007f'],
    ['a C1 control', 'ab\u0085cd'],
    ['a line feed in a single-line field', 'ab\ncd'],
    ['a tab in a single-line field', 'ab\tcd'],
    ['the right-to-left override', 'gnp\u202Eexe.txt'],
    ['the left-to-right embedding', '\u202Aabc'],
    ['the pop directional formatting', 'abc\u202C'],
    ['a right-to-left isolate', 'a\u2067b'],
    ['the pop directional isolate', 'a\u2069b'],
    ['the left-to-right mark', 'a\u200Eb'],
    ['the right-to-left mark', 'a\u200Fb'],
    ['the Arabic letter mark', 'a\u061Cb'],
    ['a zero-width space', 'ad\u200Bmin'],
    ['a zero-width non-joiner', 'a\u200Cb'],
    ['a zero-width joiner between letters', 'a\u200Db'],
    ['a zero-width joiner after an emoji only', '🍀\u200Db'],
    ['the word joiner', 'a\u2060b'],
    ['a byte order mark inside the text', 'ab\uFEFFc'],
  ])('refuses %s', (_, text) => {
    expect(isCleanDisplayText(text)).toBe(false);
    const result = nickname.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      message: 'invalid_characters',
      params: { errorCode: 'TEXT_INVALID_CHARACTERS' },
    });
  });

  it('keeps tab and line breaks in a multi-line field, and refuses the rest there too', () => {
    expect(remark.safeParse('line one\r\nline two\tend').success).toBe(true);
    expect(remark.safeParse('line one\n\u202Eowt enil').success).toBe(false);
    expect(remark.safeParse('a\u0000b').success).toBe(false);
    expect(remark.safeParse('a\u000Bb').success).toBe(false);
  });

  it('checks the text after the field trims it, and still applies the field’s own rules', () => {
    expect(nickname.parse('  Ali  ')).toBe('Ali');
    expect(nickname.safeParse('x'.repeat(21)).success).toBe(false);
  });
});
