import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Accessible label; defaults to the translated "Loading". */
  label?: string;
  size?: number;
  className?: string;
}

export function Spinner({ label, size = 28, className }: SpinnerProps) {
  const { t } = useTranslation('modal');
  return (
    <span
      role="status"
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size }}
    >
      <span className={styles.visuallyHidden}>{label ?? t('ui.loading')}</span>
    </span>
  );
}
