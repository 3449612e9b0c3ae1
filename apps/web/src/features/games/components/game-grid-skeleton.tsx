import { Skeleton } from '../../../components/ui/skeleton';
import styles from './game-card.module.css';

/**
 * Game cards' shape while their list loads, each as tall as a card with a one-line name (an icon
 * square, the name line, the minimum bet below), so the list does not move the page when it
 * arrives. With a `label` it is announced as loading; without, it is hidden from assistive
 * technology (a placeholder before the list's code has loaded).
 */
export function GameGridSkeleton({
  count = 12,
  layout = 'grid',
  label,
}: {
  count?: number;
  layout?: 'grid' | 'row';
  label?: string;
}) {
  const announce = label ? { role: 'status', 'aria-busy': true, 'aria-label': label } : {};
  return (
    <div
      className={layout === 'row' ? styles.row : styles.grid}
      aria-hidden={label ? undefined : true}
      {...announce}
    >
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.cardSkeleton}>
          <Skeleton aspectRatio="1" radius={0} />
          <Skeleton className={styles.nameSkeleton} width="60%" height="0.88rem" />
        </span>
      ))}
    </div>
  );
}
