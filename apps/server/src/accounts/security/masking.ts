const STARS = '****';

/** '+60 12****678': the country code, the first two and the last three digits. */
export function maskMobile(dialingCode: string, mobileNum: string): string {
  const shown = mobileNum.length >= 7 ? [2, 3] : [1, 1];
  const [head, tail] = shown as [number, number];
  return `+${dialingCode} ${mobileNum.slice(0, head)}${STARS}${mobileNum.slice(-tail)}`;
}

/** 'pl****@example.com': the first two characters of the local part and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return STARS;
  const local = email.slice(0, at);
  const head = local.length > 2 ? 2 : 1;
  return `${local.slice(0, head)}${STARS}${email.slice(at)}`;
}
