import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Keeps the box's proportions while the real content loads, e.g. "16 / 5". */
  aspectRatio?: CSSProperties['aspectRatio'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A shimmering placeholder of the content's size, hidden from assistive technology. */
export function Skeleton({ width, height = 16, aspectRatio, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{
        width,
        height: aspectRatio ? undefined : height,
        aspectRatio,
        borderRadius: radius,
      }}
    />
  );
}
