import { describe, expect, it } from 'vitest';
import { actionOptions, memberLink, readableDetails } from './audit-format';

describe('audit formatting', () => {
  it("links a member's target to the member page, and nothing else", () => {
    expect(memberLink('member:42')).toBe('/members/42');
    expect(memberLink('member:')).toBeNull();
    expect(memberLink('deposit:D1')).toBeNull();
    expect(memberLink('member:4x')).toBeNull();
  });

  it('offers each family of actions as a prefix before the actions themselves', () => {
    expect(actionOptions(['banner.create', 'banner.delete', 'member.lock', 'login'])).toEqual([
      { value: 'banner.*', prefix: true },
      { value: 'member.*', prefix: true },
      { value: 'banner.create', prefix: false },
      { value: 'banner.delete', prefix: false },
      { value: 'member.lock', prefix: false },
      { value: 'login', prefix: false },
    ]);
  });

  it('indents details', () => {
    expect(readableDetails({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
