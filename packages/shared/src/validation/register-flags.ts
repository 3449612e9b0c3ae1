import type { RegisterFlags } from '../schemas/system.js';

export interface FlagProblem {
  path: keyof RegisterFlags;
  reason: 'no_login_method' | 'no_sign_up_method';
}

/**
 * Register flags that would leave members no way in. Password login (pwdEnabled) may be off only
 * while the mobile-code login tab (showVerCodeLogin) is on; sign-up with a username
 * (usernameEnabled) only while mobile sign-up (mobileReg) is on.
 */
export function registerFlagProblems(flags: RegisterFlags): FlagProblem[] {
  const problems: FlagProblem[] = [];
  if (!flags.pwdEnabled && !flags.showVerCodeLogin) {
    problems.push({ path: 'pwdEnabled', reason: 'no_login_method' });
  }
  if (!flags.usernameEnabled && !flags.mobileReg) {
    problems.push({ path: 'usernameEnabled', reason: 'no_sign_up_method' });
  }
  return problems;
}
