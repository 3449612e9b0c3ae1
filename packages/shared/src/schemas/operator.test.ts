import { describe, expect, it } from 'vitest';
import { staffPasswordSchema, staffUsernameSchema, updateStaffPayloadSchema } from './operator.js';

describe('staff password rule', () => {
  it.each(['Operator1234', 'abcdefghi1', 'Пароль12345', '密码密码密码密码密1'])(
    'accepts %s',
    (password) => {
      expect(staffPasswordSchema.safeParse(password).success).toBe(true);
    },
  );

  it.each(['Short12', 'onlyletters', '12345678901', `${'a1'.repeat(64)}x`])(
    'refuses %s',
    (password) => {
      expect(staffPasswordSchema.safeParse(password).success).toBe(false);
    },
  );
});

describe('staff username rule', () => {
  it('wants a letter first and 3-32 of letters, digits, dot, dash, underscore', () => {
    for (const ok of ['ops', 'finance.desk-01', 'A_b']) {
      expect(staffUsernameSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['ab', '1ops', 'has space', 'x'.repeat(33)]) {
      expect(staffUsernameSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('staff change', () => {
  it('needs at least one field', () => {
    expect(updateStaffPayloadSchema.safeParse({}).success).toBe(false);
    expect(updateStaffPayloadSchema.safeParse({ status: 'disabled' }).success).toBe(true);
  });
});
