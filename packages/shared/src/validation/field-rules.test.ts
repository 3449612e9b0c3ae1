import { describe, expect, it } from 'vitest';
import { registrationFieldNames, type RegistrationRule } from '../schemas/system.js';
import { MODE_FIELDS, checkField, checkForm, formFields, type FieldRule } from './field-rules.js';
import { PATTERN_CATALOGUE } from './patterns.js';

const source = (id: number) => PATTERN_CATALOGUE[id]!.source;

const fieldRule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: source(1),
  patternId: 1,
  minLength: 6,
  maxLength: 16,
  ...overrides,
});

const rule = (
  field: RegistrationRule['field'],
  overrides: Partial<RegistrationRule> = {},
): RegistrationRule => ({
  field,
  ...fieldRule(),
  acceptedPattern: source(4),
  patternId: 4,
  minLength: 0,
  maxLength: 20,
  required: false,
  message: '',
  ...overrides,
});

describe('checkField', () => {
  it('accepts a value that meets the lengths and both patterns', () => {
    expect(checkField(fieldRule(), 'player01')).toBeNull();
  });

  it('wants a required value', () => {
    expect(checkField(fieldRule(), '')).toBe('required');
    expect(checkField(fieldRule(), undefined)).toBe('required');
    expect(checkField(fieldRule(), null)).toBe('required');
  });

  it('lets an optional field stay empty whatever its lengths and pattern', () => {
    expect(checkField(fieldRule({ required: false }), '')).toBeNull();
    expect(checkField(fieldRule({ required: false }), undefined)).toBeNull();
  });

  it('checks an optional value once it is given', () => {
    expect(checkField(fieldRule({ required: false }), '1abc')).toBe('tooShort');
    expect(checkField(fieldRule({ required: false }), '1abcdefg')).toBe('pattern');
  });

  it('reports a value shorter than minLength', () => {
    expect(checkField(fieldRule(), 'abc12')).toBe('tooShort');
  });

  it('reports a value longer than maxLength', () => {
    expect(checkField(fieldRule(), 'a'.repeat(17))).toBe('tooLong');
    expect(checkField(fieldRule(), 'a'.repeat(16))).toBeNull();
  });

  it('reports lengths before the pattern', () => {
    expect(checkField(fieldRule(), '1ab')).toBe('tooShort');
  });

  it('counts characters, not UTF-16 units, so emoji and astral Chinese count once', () => {
    const any = fieldRule({ acceptedPattern: source(0), patternId: 0, minLength: 2, maxLength: 3 });
    expect(checkField(any, '😀😀😀')).toBeNull();
    expect(checkField(any, '😀😀😀😀')).toBe('tooLong');
    expect(checkField(any, '𠮷')).toBe('tooShort');
  });

  it('counts a letter typed with a combining accent as one character and matches it', () => {
    const name = fieldRule({
      acceptedPattern: source(21),
      patternId: 21,
      minLength: 1,
      maxLength: 6,
    });
    const decomposed = 'Nguyễn'.normalize('NFD');
    expect(decomposed.length).toBeGreaterThan(6);
    expect(checkField(name, decomposed)).toBeNull();
  });

  it("treats a '*' pattern as match-anything, the catalogue pattern included", () => {
    const any = fieldRule({ acceptedPattern: '*', patternId: 5, minLength: 0, maxLength: 255 });
    expect(checkField(any, 'not digits at all 😀')).toBeNull();
    expect(checkField(any, 'x'.repeat(256))).toBe('tooLong');
  });

  it('needs the value to match the server pattern as well as the catalogue pattern', () => {
    const narrower = fieldRule({ acceptedPattern: '^[a-z0-9]+$' });
    expect(checkField(narrower, 'player01')).toBeNull();
    expect(checkField(narrower, 'Player01')).toBe('pattern');
    const wider = fieldRule({ acceptedPattern: '^.+$' });
    expect(checkField(wider, '1player')).toBe('pattern');
  });

  it('compiles a server pattern written for unicode mode', () => {
    const letters = fieldRule({ acceptedPattern: '^\\p{L}+$', patternId: 0, minLength: 1 });
    expect(checkField(letters, 'สมชาย')).toBeNull();
    expect(checkField(letters, 'abc1')).toBe('pattern');
  });

  it('compiles a server pattern that only works without unicode mode', () => {
    const legacy = fieldRule({ acceptedPattern: '^[\\w\\-]+$', patternId: 0, minLength: 1 });
    expect(checkField(legacy, 'a-b_c')).toBeNull();
    expect(checkField(legacy, 'a b')).toBe('pattern');
  });

  it('falls back to the catalogue pattern when the server pattern does not compile', () => {
    const broken = fieldRule({ acceptedPattern: '^[A-Z' });
    expect(checkField(broken, 'player01')).toBeNull();
    expect(checkField(broken, '1player')).toBe('pattern');
  });

  it('checks real calendar dates through the catalogue even when the server pattern is looser', () => {
    const birthday = fieldRule({
      acceptedPattern: '^\\d{4}-\\d{2}-\\d{2}$',
      patternId: 9,
      minLength: 10,
      maxLength: 10,
    });
    expect(checkField(birthday, '2024-02-29')).toBeNull();
    expect(checkField(birthday, '2023-02-30')).toBe('pattern');
  });

  it('sets no upper bound when maxLength is 0', () => {
    const open = fieldRule({ acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 0 });
    expect(checkField(open, 'x'.repeat(1000))).toBeNull();
  });

  it('ignores the enabled flag: skipping disabled fields is the form check', () => {
    expect(checkField(fieldRule({ enabled: false }), '')).toBe('required');
  });
});

describe('checkForm', () => {
  const rules: RegistrationRule[] = [
    rule('username', {
      required: true,
      acceptedPattern: source(1),
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    }),
    rule('password', { required: true, minLength: 6 }),
    rule('confirmPassword', { required: true, minLength: 6 }),
    rule('email', { acceptedPattern: source(3), patternId: 3, minLength: 5, maxLength: 64 }),
    rule('mobileNum', {
      required: true,
      acceptedPattern: source(5),
      patternId: 5,
      minLength: 9,
      maxLength: 11,
    }),
    rule('qqNum', { enabled: false, required: true, acceptedPattern: source(5), patternId: 5 }),
    rule('captcha', {
      required: true,
      acceptedPattern: source(5),
      patternId: 5,
      minLength: 4,
      maxLength: 4,
    }),
    rule('verificationCode', { acceptedPattern: '*', patternId: 0, maxLength: 255 }),
    rule('affiliateCode'),
  ];
  const complete = {
    username: 'player01',
    password: 'secret12',
    confirmPassword: 'secret12',
    mobileNum: '0123456789',
    captcha: '1234',
  };

  it('finds nothing wrong with a complete username registration', () => {
    expect(checkForm(rules, complete, { mode: 'username' })).toEqual({});
  });

  it('names each enabled field that breaks its rule', () => {
    expect(
      checkForm(
        rules,
        { ...complete, username: '1player', password: 'abc', email: 'not-an-email', captcha: '' },
        { mode: 'username' },
      ),
    ).toEqual({ username: 'pattern', password: 'tooShort', email: 'pattern', captcha: 'required' });
  });

  it('skips disabled fields even when their rule says required', () => {
    expect(checkForm(rules, { ...complete, qqNum: 'not a number' }, { mode: 'username' })).toEqual(
      {},
    );
  });

  it('always wants username and password when registering by username', () => {
    const lenient = rules.map((r) =>
      r.field === 'username' || r.field === 'password' ? { ...r, required: false } : r,
    );
    expect(
      checkForm(lenient, { ...complete, username: '', password: '' }, { mode: 'username' }),
    ).toEqual({ username: 'required', password: 'required' });
  });

  it('wants a forced field even when the operator sends no rule for it', () => {
    const withoutConfirm = rules.filter((r) => r.field !== 'confirmPassword');
    expect(
      checkForm(withoutConfirm, { ...complete, confirmPassword: '' }, { mode: 'username' }),
    ).toEqual({ confirmPassword: 'required' });
  });

  it('checks only the fields of the mobile call when registering by mobile', () => {
    expect(
      checkForm(
        rules,
        {
          mobileNum: '0123456789',
          password: 'secret12',
          confirmPassword: 'secret12',
          captcha: '1234',
        },
        { mode: 'mobile' },
      ),
    ).toEqual({});
  });

  it('always wants the mobile number when registering by mobile', () => {
    const optionalMobile = rules.map((r) =>
      r.field === 'mobileNum' ? { ...r, enabled: false } : r,
    );
    expect(
      checkForm(
        optionalMobile,
        { password: 'secret12', confirmPassword: 'secret12', captcha: '1234' },
        { mode: 'mobile' },
      ),
    ).toEqual({ mobileNum: 'required' });
  });

  it('leaves out the fields the form does not show', () => {
    expect(
      checkForm(
        rules,
        { mobileNum: '0123456789', captcha: '1234' },
        {
          mode: 'mobile',
          omit: ['password', 'confirmPassword'],
        },
      ),
    ).toEqual({});
  });

  it('wants the fields the caller requires, such as the SMS code when REGMOBVERF3 is on', () => {
    expect(
      checkForm(
        rules,
        { mobileNum: '0123456789', captcha: '1234' },
        {
          mode: 'mobile',
          omit: ['password', 'confirmPassword'],
          require: ['verificationCode'],
        },
      ),
    ).toEqual({ verificationCode: 'required' });
  });

  it('checks the mobile number against its region when the dialing code is given', () => {
    const form = { ...complete, countryDialingCode: '65' };
    expect(checkForm(rules, { ...form, mobileNum: '0123456789' }, { mode: 'username' })).toEqual({
      mobileNum: 'pattern',
    });
    expect(
      checkForm(rules, { ...complete, countryDialingCode: '+60' }, { mode: 'username' }),
    ).toEqual({});
  });

  it('reads only text values and treats anything else as missing', () => {
    expect(
      checkForm(rules, { ...complete, username: 12345678, agreement: true }, { mode: 'username' }),
    ).toEqual({ username: 'required' });
  });

  it('lists every registration field for the username call', () => {
    expect([...MODE_FIELDS.username].sort()).toEqual([...registrationFieldNames].sort());
  });
});

describe('formFields', () => {
  const rules = [
    rule('email'),
    rule('qqNum', { enabled: false }),
    rule('password'),
    rule('verificationCode'),
  ];

  it('lists the enabled fields and those the mode always needs, in form order', () => {
    expect(formFields(rules, { mode: 'username' })).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'verificationCode',
    ]);
  });

  it('adds required fields and drops omitted ones', () => {
    expect(formFields(rules, { mode: 'mobile', require: ['captcha'], omit: ['password'] })).toEqual(
      ['mobileNum', 'verificationCode', 'captcha'],
    );
  });
});
