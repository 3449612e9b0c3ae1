/**
 * IP addresses and CIDR ranges in standard notation: dotted-decimal IPv4 (no leading zeros,
 * which some parsers read as octal) and RFC 4291 IPv6 text (with `::` and a trailing IPv4
 * part), each with an optional `/bits`. The console and the operator calls accept only these;
 * the server stores each range in its canonical spelling.
 */
const OCTET = /^(0|[1-9]\d{0,2})$/;
const HEXTET = /^[0-9A-Fa-f]{1,4}$/;

export function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => OCTET.test(part) && Number(part) <= 255);
}

export function isIpv6(text: string): boolean {
  if (text.length === 0 || text.length > 45) return false;
  let groups = text;
  let width = 8;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    // A trailing IPv4 part (::ffff:192.0.2.1) takes the place of two groups.
    if (!isIpv4(text.slice(lastColon + 1))) return false;
    groups = `${text.slice(0, lastColon + 1)}0`;
    width = 7;
  }
  const halves = groups.split('::');
  if (halves.length > 2) return false;
  const split = (half: string) => (half === '' ? [] : half.split(':'));
  const head = split(halves[0] ?? '');
  const tail = halves.length === 2 ? split(halves[1] ?? '') : [];
  if (![...head, ...tail].every((group) => HEXTET.test(group))) return false;
  const count = head.length + tail.length;
  return halves.length === 2 ? count < width : count === width;
}

/** "10.0.0.0/8", "2001:db8::/32" or one address (a range of one). */
export function isCidr(text: string): boolean {
  const value = text.trim();
  const slash = value.indexOf('/');
  const address = slash === -1 ? value : value.slice(0, slash);
  const v4 = isIpv4(address);
  if (!v4 && !isIpv6(address)) return false;
  if (slash === -1) return true;
  const bits = value.slice(slash + 1);
  return /^(0|[1-9]\d{0,2})$/.test(bits) && Number(bits) <= (v4 ? 32 : 128);
}
