import { useCallback, useEffect, useState } from 'react';

interface CarouselOptions {
  intervalMs: number;
  /** Hover, focus inside, or a hidden tab. */
  paused: boolean;
}

/**
 * Slide index with autoplay. Autoplay runs only with more than one slide and while not
 * paused; every move (automatic or by the user) restarts the full interval.
 */
export function useCarousel(count: number, { intervalMs, paused }: CarouselOptions) {
  const [rawIndex, setIndex] = useState(0);
  const index = count > 0 ? rawIndex % count : 0;

  const goTo = useCallback(
    (next: number) => {
      if (count > 0) setIndex(((next % count) + count) % count);
    },
    [count],
  );

  const autoplay = count > 1 && !paused;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoplay, count, intervalMs, index]);

  return {
    index,
    autoplay,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
}
