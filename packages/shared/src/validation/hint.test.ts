import { describe, expect, it } from 'vitest';
import { hintText } from './hint.js';

/** Messages as the demo seed sends them (apps/server/src/db/seeds/content/registration-rules.ts). */
const seeded = {
  usernameEN: 'Username must be (min)-(max) letters or digits, starting with a letter.',
  usernameCN: '用户名须为 (min)-(max) 位字母或数字，并以字母开头。',
  usernameJA: 'ユーザー名は英字で始まる(min)〜(max)文字の英数字にしてください。',
  passwordEN: 'Password must be (min)-(max) digits or letters.',
  passwordTH: 'รหัสผ่านต้องเป็นตัวเลขหรือตัวอักษร (min)-(max) ตัว',
  digitsEN: 'Enter (min)-(max) digits.',
  digitsCN: '请输入 (min)-(max) 位数字。',
  digitsJA: '(min)〜(max)桁の数字を入力してください。',
  digitsVI: 'Nhập (min)-(max) chữ số.',
  codeEN: 'Up to (max) letters or digits.',
  confirmEN: 'Enter the same password again.',
};

describe('hintText', () => {
  it('fills in (min) and (max)', () => {
    expect(hintText(seeded.usernameEN, 6, 16)).toBe(
      'Username must be 6-16 letters or digits, starting with a letter.',
    );
    expect(hintText(seeded.usernameCN, 6, 16)).toBe('用户名须为 6-16 位字母或数字，并以字母开头。');
    expect(hintText(seeded.usernameJA, 6, 16)).toBe(
      'ユーザー名は英字で始まる6〜16文字の英数字にしてください。',
    );
    expect(hintText(seeded.passwordTH, 6, 20)).toBe('รหัสผ่านต้องเป็นตัวเลขหรือตัวอักษร 6-20 ตัว');
  });

  it('writes one number when both bounds are equal', () => {
    expect(hintText(seeded.digitsEN, 4, 4)).toBe('Enter 4 digits.');
    expect(hintText(seeded.digitsCN, 4, 4)).toBe('请输入 4 位数字。');
    expect(hintText(seeded.digitsJA, 6, 6)).toBe('6桁の数字を入力してください。');
    expect(hintText(seeded.digitsVI, 6, 6)).toBe('Nhập 6 chữ số.');
    expect(hintText(seeded.passwordEN, 8, 8)).toBe('Password must be 8 digits or letters.');
  });

  it('collapses a range written with spaces or any dash or tilde', () => {
    for (const range of [
      '(min) - (max)',
      '(min)–(max)',
      '(min) — (max)',
      '(min)~(max)',
      '(min)～(max)',
      '(min) 〜 (max)',
      '(min)−(max)',
    ]) {
      expect(hintText(`Enter ${range} digits.`, 5, 5)).toBe('Enter 5 digits.');
    }
  });

  it('keeps the range when the bounds differ', () => {
    expect(hintText('Enter (min) - (max) digits.', 4, 6)).toBe('Enter 4 - 6 digits.');
  });

  it('fills in a bound that stands alone', () => {
    expect(hintText(seeded.codeEN, 0, 20)).toBe('Up to 20 letters or digits.');
    expect(hintText('At least (min), at most (max); (min) again.', 3, 3)).toBe(
      'At least 3, at most 3; 3 again.',
    );
  });

  it('leaves a message without placeholders as it is', () => {
    expect(hintText(seeded.confirmEN, 6, 20)).toBe(seeded.confirmEN);
    expect(hintText('', 1, 2)).toBe('');
  });
});
