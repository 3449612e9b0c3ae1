/** How long the multiplier takes to climb to `crashPoint`: quick for small ones, at most 3 s. */
export function climbDuration(crashPoint: number): number {
  return Math.min(3000, 600 + 900 * Math.log(Math.max(1, crashPoint)));
}

/** The multiplier `elapsed` ms into a climb: it grows exponentially, as crash games do. */
export function multiplierAt(crashPoint: number, elapsed: number): number {
  const duration = climbDuration(crashPoint);
  if (elapsed >= duration) return crashPoint;
  return Math.exp((Math.log(Math.max(1, crashPoint)) * Math.max(0, elapsed)) / duration);
}

/**
 * Runs the climb on animation frames, reporting each value; resolves at the crash point, or at
 * once when `cancelled()` turns true (the page went away).
 */
export function climb(
  crashPoint: number,
  onFrame: (multiplier: number) => void,
  cancelled: () => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    const start = performance.now();
    const frame = (time: number) => {
      if (cancelled()) return resolve();
      const value = multiplierAt(crashPoint, time - start);
      onFrame(value);
      if (value >= crashPoint) return resolve();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
