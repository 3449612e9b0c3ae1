import type { VerificationMethod } from '@portal/shared/schemas/account';
import type { MemberRow } from '../../platform/members/members.repository.js';

/** A login that proved the password from an unknown IP and now waits for a second proof. */
export interface PendingLogin {
  memberId: number;
  remember: boolean;
  usedWeakPassword: boolean;
  /** A sign-in provider proved the member instead of the password (decision 056). */
  loginType?: 'google' | 'facebook' | 'telegram';
  /** The login asked for a withdraw-only session during a safer-play break. */
  scope?: 'withdraw';
  methods: VerificationMethod[];
  expiresAt: string;
}

/** The proofs a member can give: only those bound to the account. */
export function challengeMethods(member: MemberRow): VerificationMethod[] {
  const methods: VerificationMethod[] = [];
  if (member.dialing_code && member.mobile_num) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.totp_enabled === 1 && member.totp_secret) methods.push('totp');
  if (member.payee_name) methods.push('payeeName');
  return methods;
}

/** '+60 12****678': enough for the member to recognise the number, not to learn it. */
export function maskMobile(dialingCode: string, mobileNum: string): string {
  const head = mobileNum.slice(0, 2);
  const tail = mobileNum.slice(-3);
  return `+${dialingCode} ${head}****${tail}`;
}

/** 'pl****@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '****';
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

/** Payee names compare without case and surrounding or repeated spaces. */
export const normalizePayeeName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
