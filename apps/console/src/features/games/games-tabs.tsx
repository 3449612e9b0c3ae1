import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../components/ui/tabs';

/** The games desk's two pages. */
export function GamesTabs() {
  const { t } = useTranslation('games');
  return (
    <LinkTabs
      tabs={[
        { to: '/games', label: t('tabs.catalogue'), end: true },
        { to: '/games/vendors', label: t('tabs.vendors') },
      ]}
    />
  );
}
