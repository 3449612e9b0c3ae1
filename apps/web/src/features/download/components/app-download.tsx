import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_TYPES } from '@portal/shared/constants/site';
import type { Resource } from '@portal/shared/schemas/system';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { DownloadCard } from './download-card';
import styles from './app-download.module.css';

/** The /down page body: one card per app resource the site offers (iOS, lite app, Android). */
export function AppDownload() {
  return (
    <Suspense fallback={<CardsSkeleton />}>
      <Downloads />
    </Suspense>
  );
}

function Downloads() {
  const { t } = useTranslation('download');
  const whitelabel = useWhitelabel();

  let body;
  if (whitelabel.isPending) {
    body = <CardsSkeleton />;
  } else if (whitelabel.isError) {
    body = (
      <ErrorState
        title={t('loadError')}
        error={whitelabel.error}
        onRetry={() => void whitelabel.refetch()}
        retrying={whitelabel.isFetching}
      />
    );
  } else {
    const resources = RESOURCE_TYPES.map((type) =>
      whitelabel.data.resources.find((r) => r.resourceType === type),
    ).filter((resource): resource is Resource => resource !== undefined);
    body =
      resources.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ul className={styles.cards}>
          {resources.map((resource) => (
            <DownloadCard key={resource.resourceType} resource={resource} />
          ))}
        </ul>
      );
  }

  return (
    <section className={styles.page} aria-labelledby="app-download-title">
      <header className={styles.intro}>
        <h1 id="app-download-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </header>
      {body}
    </section>
  );
}

function CardsSkeleton() {
  return (
    <div className={styles.cards} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={460} radius="var(--radius)" />
      ))}
    </div>
  );
}
