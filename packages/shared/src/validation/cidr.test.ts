import { describe, expect, it } from 'vitest';
import { isCidr, isIpv4, isIpv6 } from './cidr.js';

describe('isCidr', () => {
  it('accepts IPv4 and IPv6 addresses and ranges in standard notation', () => {
    for (const text of [
      '10.0.0.0/8',
      '203.0.113.7',
      '0.0.0.0/0',
      '255.255.255.255/32',
      '2001:db8::/32',
      '::1',
      '::',
      '::/0',
      'fe80::1:2:3:4/64',
      '2001:0db8:0000:0000:0000:ff00:0042:8329',
      '::ffff:192.0.2.1/128',
      ' 10.1.2.0/24 ',
    ])
      expect(isCidr(text), text).toBe(true);
  });

  it('refuses what is not an address, a range past the address size, or ambiguous spellings', () => {
    for (const text of [
      '',
      'example.com',
      '10.0.0/8',
      '10.0.0.256',
      '010.0.0.1',
      '0x0a.0.0.1',
      '10.0.0.0/33',
      '10.0.0.0/',
      '10.0.0.0/08',
      '2001:db8::/129',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '12345::',
      'fe80::1%eth0',
      '::ffff:192.0.2',
    ])
      expect(isCidr(text), text).toBe(false);
  });

  it('tells the two address families apart', () => {
    expect(isIpv4('192.0.2.1')).toBe(true);
    expect(isIpv6('192.0.2.1')).toBe(false);
    expect(isIpv6('1:2:3:4:5:6:7:8')).toBe(true);
    expect(isIpv6('1:2:3:4:5:6:7::')).toBe(true);
    expect(isIpv6('1:2:3:4:5:6:1.2.3.4')).toBe(true);
    expect(isIpv6('1:2:3:4:5:6:7:1.2.3.4')).toBe(false);
  });
});
