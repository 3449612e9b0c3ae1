import { describe, expect, it } from 'vitest';
import { newReference } from './new-reference';

describe('newReference', () => {
  it('makes a new 32-character reference each time, as the server accepts', () => {
    const first = newReference();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newReference()).not.toBe(first);
  });

  it('makes a new 32-hex reference each time', () => {
    const a = newReference();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newReference()).not.toBe(a);
  });

  it('makes references the server accepts, a new one each time', () => {
    const reference = newReference();
    expect(reference).toMatch(/^[0-9a-f]{32}$/);
    expect(newReference()).not.toBe(reference);
  });
});
