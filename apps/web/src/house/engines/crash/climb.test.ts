import { describe, expect, it } from 'vitest';
import { climbDuration, multiplierAt } from './climb';

describe('crash climb', () => {
  it('takes at most three seconds, longer for higher crash points', () => {
    expect(climbDuration(1)).toBe(600);
    expect(climbDuration(2)).toBeGreaterThan(climbDuration(1.2));
    expect(climbDuration(1000)).toBe(3000);
  });

  it('rises from x1 to the crash point and stops there', () => {
    const crashPoint = 4.5;
    const duration = climbDuration(crashPoint);
    const samples = [0, duration / 4, duration / 2, duration - 1].map((ms) =>
      multiplierAt(crashPoint, ms),
    );
    expect(samples[0]).toBe(1);
    for (let i = 1; i < samples.length; i += 1) expect(samples[i]).toBeGreaterThan(samples[i - 1]!);
    expect(samples.at(-1)).toBeLessThan(crashPoint);
    expect(multiplierAt(crashPoint, duration)).toBe(crashPoint);
    expect(multiplierAt(crashPoint, duration * 2)).toBe(crashPoint);
  });
});
