import { useTranslation } from 'react-i18next';
import { ErrorScreen, ScreenButton } from '../components/layouts/error-screen';
import { isChunkLoadError } from '../lib/chunk-loader';

const reload = () => window.location.reload();

/** A script or stylesheet chunk did not arrive: explain it and offer a reload. */
export function ChunkErrorScreen({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <ErrorScreen
      fullPage={fullPage}
      title={t('failure.chunkTitle')}
      message={t('failure.chunkMessage')}
      actions={<ScreenButton onClick={reload}>{t('actions.retry')}</ScreenButton>}
    />
  );
}

/** Any other unexpected failure of the interface. */
export function UnexpectedErrorScreen({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <ErrorScreen
      fullPage={fullPage}
      title={t('failure.title')}
      message={t('failure.message')}
      actions={<ScreenButton onClick={reload}>{t('actions.retry')}</ScreenButton>}
    />
  );
}

export function FailureScreen({ error, fullPage }: { error: unknown; fullPage?: boolean }) {
  return isChunkLoadError(error) ? (
    <ChunkErrorScreen fullPage={fullPage} />
  ) : (
    <UnexpectedErrorScreen fullPage={fullPage} />
  );
}
