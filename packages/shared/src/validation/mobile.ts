/**
 * Mobile numbers have a region-dependent digit length (spec section 5). Lengths count the
 * national number without its trunk prefix: "012 345 6789" in Malaysia is 9 digits after the 0.
 */
export interface MobileLength {
  min: number;
  max: number;
}

export type MobileProblem = 'required' | 'digits' | 'length';

/** By dialing code without the plus sign: the markets the site's dialing-code picker offers. */
export const MOBILE_LENGTHS: Readonly<Record<string, MobileLength>> = {
  /** Malaysia: 1x and 7 digits, or 11 and 8 digits. */
  '60': { min: 9, max: 10 },
  /** Vietnam: 3, 5, 7, 8 or 9 and 8 digits. */
  '84': { min: 9, max: 9 },
  /** Thailand: 6, 8 or 9 and 8 digits. */
  '66': { min: 9, max: 9 },
  /** Indonesia: 8xx and 6 to 9 digits. */
  '62': { min: 9, max: 12 },
  /** China: 1xx and 8 digits, written without a trunk prefix. */
  '86': { min: 11, max: 11 },
  /** Taiwan: 9 and 8 digits. */
  '886': { min: 9, max: 9 },
  /** Japan: 70, 80 or 90 and 8 digits. */
  '81': { min: 10, max: 10 },
  /** Singapore: 8 or 9 and 7 digits, no trunk prefix. */
  '65': { min: 8, max: 8 },
};

/** Any other region: what an international number leaves for the national part. */
export const DEFAULT_MOBILE_LENGTH: MobileLength = { min: 6, max: 15 };

/** "+60", "60" and " 60 " name the same region. */
const dialingKey = (dialingCode: string) => dialingCode.trim().replace(/^\+/, '');

export function mobileLength(dialingCode: string): MobileLength {
  return MOBILE_LENGTHS[dialingKey(dialingCode)] ?? DEFAULT_MOBILE_LENGTH;
}

/** The number without the one leading 0 people type out of habit from local dialling. */
export function nationalNumber(mobileNum: string): string {
  const digits = mobileNum.trim();
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** What is wrong with a mobile number for its dialing code, or null when it is fine. */
export function checkMobile(dialingCode: string, mobileNum: string): MobileProblem | null {
  const digits = mobileNum.trim();
  if (!digits) return 'required';
  if (!/^[0-9]+$/.test(digits)) return 'digits';
  const { min, max } = mobileLength(dialingCode);
  const length = nationalNumber(digits).length;
  return length < min || length > max ? 'length' : null;
}
