import { describe, expect, it } from 'vitest';
import { PATTERN_CATALOGUE, matchesPattern, patternById } from './patterns.js';

interface Case {
  accepts: string[];
  rejects: string[];
}

const EMOJI = '😀';

/** Values each pattern must take and must refuse, by pattern id. */
const cases: Record<number, Case> = {
  0: {
    accepts: ['', ' ', 'anything at all', '中文 ภาษาไทย', EMOJI, 'line\nbreak'],
    rejects: [],
  },
  1: {
    accepts: ['player01', 'a', 'Abc123', 'Z9'],
    rejects: [
      '',
      '1player',
      '_player',
      'play er',
      'player!',
      'player中',
      'ｐｌａｙｅｒ',
      `player${EMOJI}`,
    ],
  },
  2: {
    accepts: ['张三', 'Li', 'Li张', '王小明abc', '丗'],
    rejects: ['', '张 三', 'Li1', '张三。', 'ｌｉ', 'สมชาย', EMOJI],
  },
  3: {
    accepts: [
      'player@example.com',
      'first.last+tag@mail.example.co',
      "o'brien@x.io",
      'a_b-c@sub-d.example.org',
    ],
    rejects: [
      '',
      'player',
      'player@',
      '@example.com',
      'player@example',
      'player @example.com',
      '.player@example.com',
      'pl..ayer@example.com',
      'player.@example.com',
      'player@-example.com',
      'player@example.c',
      '用户@example.com',
      `player${EMOJI}@example.com`,
      'player@example.com ',
    ],
  },
  4: {
    accepts: ['abc', 'ABC123', '123', 'a1B2'],
    rejects: ['', 'abc 123', 'abc_123', '密码123', 'ａｂｃ', 'pass!', `abc${EMOJI}`],
  },
  5: {
    accepts: ['0', '0123456789', '42'],
    rejects: ['', '12 34', '-1', '1.5', '１２３', '١٢٣', '12a', '+60123'],
  },
  6: {
    accepts: ['Abc123', 'ABC', 'abcD', 'X'],
    rejects: ['', 'abc123', '123', 'Abc 123', 'Abc_123', 'Ａbc', 'Abc中'],
  },
  7: {
    accepts: ['John', 'John Smith', 'Mary Ann Lee'],
    rejects: [
      '',
      ' ',
      'John  Smith',
      ' John',
      'John ',
      'John2',
      "O'Brien",
      'José',
      '张三',
      'Ｊｏｈｎ',
    ],
  },
  8: {
    accepts: ['abc', 'a-b_c!', '中文', 'ไทย', EMOJI],
    rejects: ['', ' ', 'a b', 'ab\t', '\nab', 'a\u3000b', 'a\u00A0b'],
  },
  9: {
    accepts: ['2024-02-29', '2023-12-31', '2000-02-29', '1999-01-01'],
    rejects: [
      '',
      '2023-02-30',
      '2023-02-29',
      '1900-02-29',
      '2023-04-31',
      '2023-13-01',
      '2023-00-10',
      '2023-01-00',
      '2023-1-5',
      '0000-01-01',
      '12-31-2023',
      '2023/12/31',
      ' 2023-12-31',
      '２０２３-１２-３１',
    ],
  },
  10: {
    accepts: ['02-29-2024', '12-31-2023', '01-01-1999'],
    rejects: [
      '',
      '02-30-2023',
      '02-29-2023',
      '06-31-2023',
      '13-01-2023',
      '2023-12-31',
      '1-5-2023',
      '12/31/2023',
    ],
  },
  11: {
    accepts: ['김민수', '홍길동', '김 민수', 'ㅋㅋ'],
    rejects: ['', ' 김민수', '김민수 ', '김  민수', 'Kim', '김민수1', '金民洙', EMOJI],
  },
  12: {
    accepts: ['สมชาย', 'สมชาย ใจดี', 'น้ำ', 'ๆ'],
    rejects: ['', 'สมชาย  ใจดี', ' สมชาย', 'Somchai', 'สมชาย1', 'สมชาย๑', '฿', EMOJI],
  },
  13: {
    accepts: ['Passw0rd!', 'aB3$', 'Xy9_longer-pass', 'Zz1~'],
    rejects: [
      '',
      'password',
      'Password1',
      'password1!',
      'PASSWORD1!',
      'Password!',
      'Pass word1!',
      'Passw0rd！',
      'Pässw0rd!',
      `Passw0rd${EMOJI}`,
    ],
  },
  14: {
    accepts: ['John Smith', 'Mary Ann Lee', 'Li Na'],
    rejects: [
      '',
      'John',
      'John  Smith',
      ' John Smith',
      'John Smith ',
      'John Sm1th',
      '张 三',
      'John\tSmith',
    ],
  },
  15: {
    accepts: ['やまだ', 'ヤマダ', '山田太郎', '山田　太郎', 'ＡＢＣ１２３', '佐々木', 'ー'],
    rejects: ['', 'yamada', '山田 太郎', 'ﾔﾏﾀﾞ', '山田1', 'abc', EMOJI],
  },
  16: {
    accepts: ['ABC', 'Z'],
    rejects: ['', 'ABc', 'AB1', 'AB C', 'ＡＢＣ', 'É'],
  },
  17: {
    accepts: ['张三', '你好，世界！', '北京市·朝阳区', '“引号”', '上海-浦东'],
    rejects: ['', '，。！', '---', '张三abc', '张 三', '张三1', 'hello', EMOJI],
  },
  18: {
    accepts: ['สมชาย', 'Somchai', 'สมชาย ใจดี', 'Somchai Jaidee', 'John สมิธ'],
    rejects: ['', ' สมชาย', 'Somchai ', 'Somchai1', 'สมชาย๑', '张三', 'Jaidée', EMOJI],
  },
  19: {
    accepts: ['abc', 'P@ss-w0rd!', '~`{}[]', '123'],
    rejects: ['', 'a b', 'abc中', 'ａｂｃ', 'tab\t', `abc${EMOJI}`, 'é'],
  },
  20: {
    accepts: ['0123456789', '+60123456789', '60123456789', '+1'],
    rejects: ['', '+', '+0123', '012 345', '012-345', '++60123', '60+123', '１２３'],
  },
  21: {
    accepts: ['Nguyễn Văn An', 'Trần Thị Bích Ngọc', 'Đỗ Hùng', 'Le Van'],
    rejects: [
      '',
      ' Nguyễn',
      'Nguyễn  Văn',
      'Nguyễn1',
      'Nguyễn-Văn',
      'Jürgen',
      'Ñoño',
      '阮文安',
      EMOJI,
    ],
  },
  22: {
    accepts: ['john_doe', 'line.id-01', 'ABC', '123'],
    rejects: ['', 'john doe', 'john@doe', 'john#1', '张三', 'ｊｏｈｎ', `john${EMOJI}`],
  },
  23: {
    accepts: [
      "Siti Nur'aini",
      'Abd. Rahman',
      'Ravi a/l Muthu',
      'Siti-Aminah binti Ali',
      'Ali @ Ahmad',
      'Nur’aini',
      'A',
      'Muhammad Ali Bin Abu.',
    ],
    rejects: [
      '',
      "'Aini",
      ' Siti',
      'Siti ',
      'Siti-',
      'Siti1',
      '.Siti',
      'Siti_Aminah',
      '张三',
      'Sìti',
      EMOJI,
    ],
  },
};

describe('pattern catalogue', () => {
  it('holds patterns 0 to 23 in spec order, each at the index of its id', () => {
    expect(PATTERN_CATALOGUE).toHaveLength(24);
    PATTERN_CATALOGUE.forEach((pattern, index) => expect(pattern.id).toBe(index));
    expect(PATTERN_CATALOGUE.map((pattern) => pattern.name).slice(0, 20)).toEqual([
      'any',
      'letterFirstAlphanumeric',
      'lettersAndChinese',
      'email',
      'alphanumeric',
      'digits',
      'alphanumericWithUppercase',
      'lettersAndSpaces',
      'noSpaces',
      'dateYearMonthDay',
      'dateMonthDayYear',
      'korean',
      'thai',
      'strongPassword',
      'fullName',
      'japaneseFullWidth',
      'uppercase',
      'chineseAndPunctuation',
      'thaiOrEnglish',
      'printableAscii',
    ]);
  });

  it('writes every source in ASCII, anchored at both ends, within 512 characters', () => {
    for (const { source } of PATTERN_CATALOGUE) {
      expect(source).toMatch(/^\^[\x20-\x7E]*\$$/);
      expect(source.length).toBeLessThanOrEqual(512);
    }
  });

  it('finds a pattern by id and nothing outside 0 to 23', () => {
    expect(patternById(1)?.name).toBe('letterFirstAlphanumeric');
    expect(patternById(23)?.name).toBe('malayName');
    expect(patternById(24)).toBeUndefined();
    expect(patternById(-1)).toBeUndefined();
  });

  it('matches nothing for an id outside the catalogue', () => {
    expect(matchesPattern(24, 'anything')).toBe(false);
    expect(matchesPattern(-1, '')).toBe(false);
  });

  for (const pattern of PATTERN_CATALOGUE) {
    const { accepts, rejects } = cases[pattern.id]!;
    describe(`${pattern.id} ${pattern.name}`, () => {
      it.each(accepts)('accepts %j', (value) =>
        expect(matchesPattern(pattern.id, value)).toBe(true),
      );
      if (rejects.length > 0) {
        it.each(rejects)('rejects %j', (value) =>
          expect(matchesPattern(pattern.id, value)).toBe(false),
        );
      }
    });
  }

  it('gives the same answers whether a client compiles a source with or without the u flag', () => {
    for (const pattern of PATTERN_CATALOGUE) {
      const plain = new RegExp(pattern.source);
      const unicode = new RegExp(pattern.source, 'u');
      const { accepts, rejects } = cases[pattern.id]!;
      for (const value of [...accepts, ...rejects]) {
        expect(unicode.test(value), `${pattern.id} ${JSON.stringify(value)}`).toBe(
          plain.test(value),
        );
      }
    }
  });
});
