import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorScreen, screenActionClass } from '../../../components/layouts/error-screen';
import { paths } from '../../../config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation('pages');
  return (
    <ErrorScreen
      title={t('notFound.title')}
      message={t('notFound.message')}
      actions={
        <Link className={screenActionClass} to={paths.home}>
          {t('notFound.home')}
        </Link>
      }
    />
  );
}
