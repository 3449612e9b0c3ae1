import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialLink, SocialProvider } from '@portal/shared/schemas/social-sign-in';
import { FacebookIcon, GoogleIcon, TelegramIcon } from '../../../components/ui/brand-icons';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSocialLinks } from '../api/social-links';
import { UnlinkSocialDialog } from './unlink-social-dialog';
import styles from './security-centre.module.css';

const ICONS = { google: GoogleIcon, facebook: FacebookIcon, telegram: TelegramIcon };
const NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  telegram: 'Telegram',
};

/**
 * "Linked sign-in": each provider the site offers, whether it signs the member in, and unlinking
 * with the login password. Hidden when the site offers none.
 */
export function SocialLinksSection() {
  const { t } = useTranslation('member');
  const headingId = useId();
  const links = useSocialLinks();
  const [unlinking, setUnlinking] = useState<SocialProvider | null>(null);
  const [notice, setNotice] = useState<string>();

  if (links.isSuccess && links.data.links.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('security.social.title')}
      </h3>
      {links.isPending ? (
        <Spinner />
      ) : links.isError ? (
        <ErrorState
          compact
          error={links.error}
          onRetry={() => void links.refetch()}
          retrying={links.isFetching}
        />
      ) : (
        <ul className={styles.rows}>
          {links.data.links.map((link) => (
            <SocialLinkRow
              key={link.provider}
              link={link}
              hasPassword={links.data.hasPassword}
              onUnlink={() => {
                setNotice(undefined);
                setUnlinking(link.provider);
              }}
            />
          ))}
        </ul>
      )}
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {unlinking && (
        <UnlinkSocialDialog
          provider={unlinking}
          name={NAMES[unlinking]}
          onClose={() => setUnlinking(null)}
          onDone={() => {
            setNotice(t('security.social.unlinked', { provider: NAMES[unlinking] }));
            setUnlinking(null);
          }}
        />
      )}
    </section>
  );
}

interface SocialLinkRowProps {
  link: SocialLink;
  hasPassword: boolean;
  onUnlink: () => void;
}

function SocialLinkRow({ link, hasPassword, onUnlink }: SocialLinkRowProps) {
  const { t, i18n } = useTranslation('member');
  const Icon = ICONS[link.provider];
  const provider = NAMES[link.provider];
  const since = link.linkedAt ? formatDateTime(link.linkedAt, i18n.language) : '';
  const status = !link.linked
    ? t('security.social.notLinked')
    : link.label
      ? t('security.social.linkedAs', { label: link.label, time: since })
      : t('security.social.linkedSince', { time: since });
  // Telegram gives no email, so it never links to an existing account (decision 056).
  const hint = link.linked
    ? hasPassword
      ? null
      : t('security.social.needsPassword')
    : link.provider === 'telegram'
      ? t('security.social.telegramHint')
      : t('security.social.notLinkedHint', { provider });
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <Icon className={styles.providerIcon} />
        <div className={styles.rowText}>
          <span className={styles.rowTitle}>{provider}</span>
          <span className={[styles.rowStatus, link.linked && styles.on].filter(Boolean).join(' ')}>
            {status}
          </span>
        </div>
        {link.linked && hasPassword && (
          <Button
            variant="secondary"
            size="sm"
            onClick={onUnlink}
            aria-label={t('security.social.unlinkProvider', { provider })}
          >
            {t('security.social.unlink')}
          </Button>
        )}
      </div>
      {hint && <p className={styles.rowHint}>{hint}</p>}
    </li>
  );
}
