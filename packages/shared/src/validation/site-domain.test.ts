import { describe, expect, it } from 'vitest';
import { isSiteDomain, siteDomainSchema } from './site-domain.js';

describe('the site domain of a sign-up', () => {
  it('takes host names, with a port, as location.host writes them', () => {
    for (const host of [
      'aurum88.com',
      'm.aurum88.com',
      'localhost:5173',
      '127.0.0.1:4000',
      'xn--fiqs8s.asia',
      'a-b.example.',
    ]) {
      expect(isSiteDomain(host), host).toBe(true);
    }
  });

  it('refuses what is not a host name', () => {
    for (const text of [
      '',
      'http://aurum88.com',
      'aurum88.com/join',
      'bad host.com',
      '-a.com',
      'a-.com',
      'a..com',
      'a.com:99999',
      'a.com:1:2',
      '<script>',
      'x'.repeat(64) + '.com',
    ]) {
      expect(isSiteDomain(text), text).toBe(false);
    }
  });

  it('answers DOMAIN_INVALID through the schema, and lets an empty field pass', () => {
    const result = siteDomainSchema.safeParse('not a domain');
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('DOMAIN_INVALID');
    expect(siteDomainSchema.safeParse('').success).toBe(true);
  });
});
