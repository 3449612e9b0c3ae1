import { BRAND_NAME } from '../../config/site';
import { BrandLogo } from './header/brand-logo';
import styles from './full-page-loader.module.css';

/** The branded loader shown while the shell or a first screen loads. */
export function FullPageLoader() {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <div className={styles.logo}>
        <BrandLogo height={44} />
      </div>
      <div className={styles.bar} aria-hidden="true">
        <span />
      </div>
      <span className="visually-hidden">{BRAND_NAME}</span>
    </div>
  );
}
