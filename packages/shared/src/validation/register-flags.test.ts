import { describe, expect, it } from 'vitest';
import type { RegisterFlags } from '../schemas/system.js';
import { registerFlagProblems } from './register-flags.js';

const flags = (overrides: Partial<RegisterFlags>): RegisterFlags => ({
  pwdEnabled: true,
  hasFreePlay: false,
  mobileReg: false,
  mobileRegPass: false,
  usernameEnabled: true,
  showVerCodeLogin: false,
  ...overrides,
});

describe('registerFlagProblems', () => {
  it('accepts the defaults: password login and username sign-up', () => {
    expect(registerFlagProblems(flags({}))).toEqual([]);
  });

  it('lets password login go only while the mobile-code login is on', () => {
    expect(registerFlagProblems(flags({ pwdEnabled: false }))).toEqual([
      { path: 'pwdEnabled', reason: 'no_login_method' },
    ]);
    expect(registerFlagProblems(flags({ pwdEnabled: false, showVerCodeLogin: true }))).toEqual([]);
  });

  it('lets username sign-up go only while mobile sign-up is on', () => {
    expect(registerFlagProblems(flags({ usernameEnabled: false }))).toEqual([
      { path: 'usernameEnabled', reason: 'no_sign_up_method' },
    ]);
    expect(registerFlagProblems(flags({ usernameEnabled: false, mobileReg: true }))).toEqual([]);
  });
});
