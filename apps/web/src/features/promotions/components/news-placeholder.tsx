import { Skeleton } from '../../../components/ui/skeleton';
import styles from './promotions.module.css';

/**
 * The latest news' shape before its code and data have arrived (the home page holds its place
 * with it): the heading's line and the list's first items.
 */
export function NewsPlaceholder() {
  return (
    <div className={styles.section} aria-hidden="true">
      <Skeleton className={styles.headingPlaceholder} width="10rem" />
      <Skeleton height={120} radius={12} />
    </div>
  );
}
