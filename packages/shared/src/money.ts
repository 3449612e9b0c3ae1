/**
 * Money is integer minor units (cents) everywhere on the server. At the API boundary an
 * amount is a decimal with at most 2 decimals, converted exactly, never through float math.
 */
const DECIMAL = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/;

export function toMinor(amount: string | number): bigint {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not an amount with at most 2 decimals: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

export function fromMinor(minor: bigint | number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${abs / 100n}.${fraction}`;
}

/**
 * Minor units (a bigint, or a database's integer or numeric text) as the major-unit number an
 * API answer carries: exact for any amount an answer shows (below 2^53 minor units).
 */
export const majorNumber = (minor: bigint | number | string): number =>
  Number(fromMinor(BigInt(minor)));

/** "1,234,567.89": 2 decimals, comma thousands (spec section 9). */
export function formatMoney(minor: bigint | number): string {
  const [whole, fraction] = fromMinor(minor).split('.');
  const negative = whole!.startsWith('-');
  const digits = negative ? whole!.slice(1) : whole!;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}
