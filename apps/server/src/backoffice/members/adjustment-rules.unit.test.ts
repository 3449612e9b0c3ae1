import { describe, expect, it } from 'vitest';
import { needsApproval } from './adjustment-rules.js';

describe('whether a balance adjustment waits for a second staff member', () => {
  it('applies at once up to the threshold, credit or debit alike', () => {
    expect(needsApproval(100_000n, 100_000n)).toBe(false);
    expect(needsApproval(-100_000n, 100_000n)).toBe(false);
    expect(needsApproval(1n, 100_000n)).toBe(false);
  });

  it('waits above the threshold, whatever the sign', () => {
    expect(needsApproval(100_001n, 100_000n)).toBe(true);
    expect(needsApproval(-100_001n, 100_000n)).toBe(true);
  });

  it('makes every adjustment wait when the threshold is zero', () => {
    expect(needsApproval(1n, 0n)).toBe(true);
    expect(needsApproval(-1n, 0n)).toBe(true);
  });
});
