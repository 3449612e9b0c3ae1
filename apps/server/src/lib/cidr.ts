import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type Cidr = [Address, number];

/**
 * Parses "10.0.0.0/8", "2001:db8::/32" or a bare address (a single-host range). IPv4-mapped
 * IPv6 ranges are turned into IPv4 so they match the addresses `normalizeIp` produces.
 */
export function parseCidr(text: string): Cidr {
  const value = text.trim();
  if (!value.includes('/')) {
    const address = ipaddr.process(value);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  }
  const [address, bits] = ipaddr.parseCIDR(value);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
  }
  return [address, bits];
}

export function isValidCidr(text: string): boolean {
  try {
    parseCidr(text);
    return true;
  } catch {
    return false;
  }
}

/** The canonical spelling of a range, so the same range is never stored twice. */
export function normalizeCidr(text: string): string {
  const [address, bits] = parseCidr(text);
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/** Client address as shown to people: IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes 1.2.3.4. */
export function normalizeIp(ip: string): string {
  try {
    return ipaddr.process(ip).toString();
  } catch {
    return ip;
  }
}

/** True when `ip` lies in any of the ranges; unparseable addresses or ranges never match. */
export function matchesAnyCidr(ip: string, cidrs: readonly string[]): boolean {
  let address: Address;
  try {
    address = ipaddr.process(ip);
  } catch {
    return false;
  }
  return cidrs.some((text) => {
    try {
      const [range, bits] = parseCidr(text);
      return range.kind() === address.kind() && address.match(range as never, bits);
    } catch {
      return false;
    }
  });
}

/**
 * `matchesAnyCidr` with the ranges parsed once: for a rule checked on every request. Ranges
 * that do not parse are left out, as matchesAnyCidr never matches them.
 */
export function cidrMatcher(cidrs: readonly string[]): (ip: string) => boolean {
  const ranges: Cidr[] = [];
  for (const text of cidrs) {
    try {
      ranges.push(parseCidr(text));
    } catch {
      // never matches
    }
  }
  if (ranges.length === 0) return () => false;
  return (ip) => {
    let address: Address;
    try {
      address = ipaddr.process(ip);
    } catch {
      return false;
    }
    return ranges.some(
      ([range, bits]) => range.kind() === address.kind() && address.match(range as never, bits),
    );
  };
}
