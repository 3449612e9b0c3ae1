import { useTranslation } from 'react-i18next';
import { useStaff } from '../../auth/staff-context';
import { PageHeader } from '../../components/ui/primitives';

/** The landing page until the dashboard takes its place. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const { staff } = useStaff();
  return (
    <PageHeader
      title={t('home.title', { name: staff?.displayName ?? '' })}
      description={t('home.description')}
    />
  );
}
