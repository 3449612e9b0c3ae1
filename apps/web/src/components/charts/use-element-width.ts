import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, kept in sync as it resizes, so an SVG can be drawn at
 * its real size (text stays legible on a phone). `fallback` stands in until it is measured, and
 * where ResizeObserver is missing.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
