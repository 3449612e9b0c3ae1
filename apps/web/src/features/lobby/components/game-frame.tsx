import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import styles from './game-frame.module.css';

export type FrameKind = 'game' | 'seamless' | 'fbsports';

/** Only web pages may fill the frame: an http(s) address or a path on this site. */
export function frameUrl(raw: string | null): string | null {
  const url = raw?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A launched game (or provider page) in a frame filling the viewport under the header. */
export function GameFrame({ kind }: { kind: FrameKind }) {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const url = frameUrl(search.get('url'));

  if (!url) {
    return (
      <div className={styles.empty}>
        <EmptyState
          title={t(`frame.${kind}.emptyTitle`)}
          description={t(`frame.${kind}.emptyText`)}
          action={
            <Link className={styles.link} to={kind === 'fbsports' ? paths.sports : paths.rng}>
              {t(`frame.${kind}.toLobby`)}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <iframe
      className={styles.frame}
      src={url}
      title={t(`frame.${kind}.title`)}
      allow="autoplay; fullscreen; clipboard-write"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}
