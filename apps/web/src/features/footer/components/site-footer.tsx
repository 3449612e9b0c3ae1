import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMinimumAge } from '../../../api/get-whitelabel';
import { WhenVisible } from '../../../components/layouts/when-visible';
import { paths } from '../../../config/paths';
import { BRAND_NAME } from '../../../config/site';
import { lazyComponent } from '../../../lib/lazy-component';
import styles from './site-footer.module.css';

const FooterDetails = lazyComponent(() =>
  import('./footer-details').then((module) => module.FooterDetails),
);

/** Spec section 1: licences, help topics, contacts, browser suggestions, claims, copyright. */
export function SiteFooter() {
  return (
    <Suspense fallback={<footer className={styles.footer} />}>
      <Footer />
    </Suspense>
  );
}

function Footer() {
  const { t } = useTranslation('footer');
  const minimumAge = useMinimumAge();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <WhenVisible placeholder={<div className={styles.detailsPlaceholder} aria-hidden="true" />}>
          <FooterDetails />
        </WhenVisible>
        <div className={styles.bottom}>
          <p className={styles.responsible}>
            <span className={styles.age} aria-hidden="true">
              {minimumAge}+
            </span>
            {t('responsible', { age: minimumAge })}
          </p>
          {/* Drawn with the page (not with the lazy columns), so the form is always one click away. */}
          <Link className={styles.feedbackLink} to={paths.feedback}>
            {t('feedback')}
          </Link>
          <p className={styles.copyright}>{t('copyright', { year: 2024, brand: BRAND_NAME })}</p>
        </div>
      </div>
    </footer>
  );
}
