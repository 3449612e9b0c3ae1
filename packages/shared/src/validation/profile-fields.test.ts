import { describe, expect, it } from 'vitest';
import { ageOn, checkProfileValue, isRealDay } from './profile-fields.js';

const context = { minimumAge: 18, today: '2026-11-29' };

describe('profile field formats', () => {
  it('knows real calendar days', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2023-02-29')).toBe(false);
    expect(isRealDay('2001-13-01')).toBe(false);
    expect(isRealDay('01-02-2001')).toBe(false);
  });

  it('counts full years, 29 February turning a year older on 1 March', () => {
    expect(ageOn('2008-11-29', '2026-11-29')).toBe(18);
    expect(ageOn('2008-11-30', '2026-11-29')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('takes a birthday in the past from someone of age', () => {
    expect(checkProfileValue('birthday', '2008-11-29', context)).toBeNull();
    expect(checkProfileValue('birthday', '2008-11-30', context)).toBe('under_age');
    expect(checkProfileValue('birthday', '2008-11-29', { ...context, minimumAge: 21 })).toBe(
      'under_age',
    );
    expect(checkProfileValue('birthday', '2027-01-01', context)).toBe('invalid_date');
    expect(checkProfileValue('birthday', '1899-12-31', context)).toBe('invalid_date');
  });

  it('checks handles, numbers and lists by their formats', () => {
    expect(checkProfileValue('telegram', '@lucky_star', context)).toBeNull();
    expect(checkProfileValue('telegram', '@ab', context)).toBe('pattern');
    expect(checkProfileValue('whatsapp', '+60123456789', context)).toBeNull();
    expect(checkProfileValue('zalo', '12-34', context)).toBe('pattern');
    expect(checkProfileValue('skype', 'live:lucky.star', context)).toBeNull();
    expect(checkProfileValue('qqNum', '0123456', context)).toBe('pattern');
    expect(checkProfileValue('nationality', 'MY', context)).toBeNull();
    expect(checkProfileValue('nationality', 'my', context)).toBe('pattern');
    expect(checkProfileValue('bankAccountNumber', '000123456789', context)).toBeNull();
    expect(checkProfileValue('incomeSource', 'salary', context)).toBeNull();
    expect(checkProfileValue('incomeSource', 'lottery', context)).toBe('pattern');
    expect(checkProfileValue('realName', 'Nguyễn Văn An', context)).toBeNull();
    expect(checkProfileValue('realName', 'R2-D2', context)).toBe('pattern');
    expect(checkProfileValue('residentialAddress', '<script>', context)).toBe('pattern');
    expect(checkProfileValue('occupation', 'Chef\u202Egnp.exe', context)).toBe('pattern');
    expect(checkProfileValue('occupation', 'Software engineer', context)).toBeNull();
  });
});
