import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { ChromeIcon, SafariIcon } from '../../../components/ui/brand-icons';
import { footerLicences } from '../licences';
import { FooterClaims } from './footer-claims';
import { FooterContacts } from './footer-contacts';
import { FooterHelpLinks } from './footer-help-links';
import { FooterSiteLinks } from './footer-site-links';
import { LicenceMark } from './licence-marks';
import styles from './site-footer.module.css';

/**
 * The footer's claims and columns (help topics, site pages, contacts, licences, browsers): below the fold on
 * most pages, so their code and the help topics' call come when they scroll into view.
 */
export function FooterDetails() {
  const { t } = useTranslation('footer');
  const { data } = useWhitelabel();
  const licences = footerLicences(data?.site.licences);
  return (
    <>
      <FooterClaims />
      <div className={styles.columns}>
        <FooterHelpLinks />
        <FooterSiteLinks tree={data?.whitelabel ?? []} />
        <FooterContacts contacts={data?.site.contacts ?? []} />
        <section className={styles.column} aria-labelledby="footer-licences">
          <h2 id="footer-licences" className={styles.heading}>
            {t('licences.title')}
          </h2>
          <ul className={styles.badges}>
            {licences.map((id) => (
              <li key={id} className={styles.licence}>
                <span className={styles.licenceMark}>
                  <LicenceMark id={id} />
                </span>
                <span className={styles.licenceText}>
                  <span className={styles.licenceName}>{t(`licences.${id}`)}</span>
                  <span className={styles.licenceKind}>{t('licences.kind')}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.column} aria-labelledby="footer-browsers">
          <h2 id="footer-browsers" className={styles.heading}>
            {t('browsers.title')}
          </h2>
          <ul className={styles.browsers}>
            <li className={styles.browser}>
              <ChromeIcon size={28} />
              <span>Chrome</span>
            </li>
            <li className={styles.browser}>
              <SafariIcon size={28} />
              <span>Safari</span>
            </li>
          </ul>
          <p className={styles.note}>{t('browsers.note')}</p>
        </section>
      </div>
    </>
  );
}
