import { useTranslation } from 'react-i18next';
import { isBuiltinChat } from '@portal/shared/constants/live-chat';
import type { SiteSettings } from '@portal/shared/schemas/system';
import { ContactIcon } from '../../../components/ui/brand-icons';
import { safeHref } from '../../../components/ui/safe-href';
import { useChatRoom } from '../../live-chat/hooks/use-chat-room';
import styles from './site-footer.module.css';

const KNOWN_KINDS = ['livechat', 'telegram', 'facebook', 'whatsapp'];

/** The live-chat contact whose address is `builtin:chat` opens the chat room (decision 060). */
export function FooterContacts({ contacts }: { contacts: SiteSettings['contacts'] }) {
  const { t } = useTranslation('footer');
  const showChatRoom = useChatRoom((state) => state.show);
  const links = contacts.flatMap((contact) => {
    const kind = contact.kind.toLowerCase();
    const builtin = kind === 'livechat' && isBuiltinChat(contact.url);
    const href = builtin ? '' : safeHref(contact.url);
    const name = KNOWN_KINDS.includes(kind) ? t(`contacts.${kind}`) : contact.kind;
    return builtin || href ? [{ kind, href: href ?? '', builtin, name }] : [];
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
            {link.builtin ? (
              <button
                type="button"
                className={styles.contact}
                data-kind={link.kind}
                onClick={showChatRoom}
                aria-label={link.name}
                title={link.name}
              >
                <ContactIcon kind={link.kind} size={22} />
              </button>
            ) : (
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
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
