import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@portal/shared/schemas/system';
import { ContactIcon } from '../../../components/ui/brand-icons';
import { safeHref } from '../../../components/ui/safe-href';
import styles from './site-footer.module.css';

const KNOWN_KINDS = ['livechat', 'telegram', 'facebook', 'whatsapp'];

export function FooterContacts({ contacts }: { contacts: SiteSettings['contacts'] }) {
  const { t } = useTranslation('footer');
  const links = contacts.flatMap((contact) => {
    const href = safeHref(contact.url);
    const kind = contact.kind.toLowerCase();
    return href
      ? [{ kind, href, name: KNOWN_KINDS.includes(kind) ? t(`contacts.${kind}`) : contact.kind }]
      : [];
  });
  if (links.length === 0) return null;
  return (
    <section className={styles.column} aria-labelledby="footer-contacts">
      <h2 id="footer-contacts" className={styles.heading}>
        {t('contacts.title')}
      </h2>
      <ul className={styles.contacts}>
        {links.map((link) => (
          <li key={`${link.kind}-${link.href}`}>
            <a
              className={styles.contact}
              data-kind={link.kind}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.name}
              title={link.name}
            >
              <ContactIcon kind={link.kind} size={22} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
