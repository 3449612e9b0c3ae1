import { describe, expect, it } from 'vitest';
import { isValidCidr, matchesAnyCidr, normalizeCidr, normalizeIp } from './cidr.js';

describe('matchesAnyCidr', () => {
  it.each([
    ['10.1.2.3', ['10.0.0.0/8'], true],
    ['11.0.0.1', ['10.0.0.0/8'], false],
    ['192.168.1.255', ['192.168.1.0/24'], true],
    ['192.168.2.0', ['192.168.1.0/24'], false],
    ['203.0.113.7', ['203.0.113.7'], true],
    ['203.0.113.8', ['203.0.113.7'], false],
    ['8.8.8.8', ['0.0.0.0/0'], true],
    ['2001:db8::1', ['2001:db8::/32'], true],
    ['2001:db9::1', ['2001:db8::/32'], false],
    ['::1', ['::1/128'], true],
    ['::ffff:10.0.0.5', ['10.0.0.0/8'], true],
    ['10.0.0.5', ['::ffff:10.0.0.0/104'], true],
    ['10.0.0.5', ['2001:db8::/32'], false],
    ['2001:db8::1', ['0.0.0.0/0'], false],
  ])('%s in %j is %s', (ip, cidrs, expected) => {
    expect(matchesAnyCidr(ip, cidrs)).toBe(expected);
  });

  it('never matches an unparseable address or range', () => {
    expect(matchesAnyCidr('not-an-ip', ['0.0.0.0/0'])).toBe(false);
    expect(matchesAnyCidr('10.0.0.1', ['10.0.0.0/99', 'garbage'])).toBe(false);
  });

  it('matches when any one of several ranges contains the address', () => {
    expect(matchesAnyCidr('172.16.5.4', ['10.0.0.0/8', '172.16.0.0/12'])).toBe(true);
    expect(matchesAnyCidr('172.16.5.4', [])).toBe(false);
  });
});

describe('CIDR parsing', () => {
  it('accepts ranges and single addresses of both families', () => {
    for (const text of ['10.0.0.0/8', '203.0.113.9', '2001:db8::/32', '::1'])
      expect(isValidCidr(text)).toBe(true);
    for (const text of ['10.0.0.0/33', '300.1.1.1', '2001:db8::/129', 'example.com', ''])
      expect(isValidCidr(text)).toBe(false);
  });

  it('spells every range in one canonical form', () => {
    expect(normalizeCidr('10.1.2.3/8')).toBe('10.0.0.0/8');
    expect(normalizeCidr('203.0.113.9')).toBe('203.0.113.9/32');
    expect(normalizeCidr('2001:0db8:0000::1/32')).toBe('2001:db8::/32');
  });

  it('shows IPv4-mapped IPv6 client addresses as IPv4', () => {
    expect(normalizeIp('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeIp('garbage')).toBe('garbage');
  });
});
