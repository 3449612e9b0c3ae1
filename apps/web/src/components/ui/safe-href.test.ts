import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it('keeps web, messaging and site links', () => {
    expect(safeHref('https://t.me/support')).toBe('https://t.me/support');
    expect(safeHref('whatsapp://send?phone=60123')).toBe('whatsapp://send?phone=60123');
    expect(safeHref('/livechat')).toBe('/livechat');
  });

  it('refuses script, data and protocol-relative links', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' data:text/html,x')).toBeUndefined();
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
  });
});
