import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../components/ui/tabs';

/** The points desk's pages: settings and rates, the mall, the redeem queue, grants. */
export function PointsTabs() {
  const { t } = useTranslation('engagement');
  return (
    <LinkTabs
      tabs={[
        { to: '/marketing/points', label: t('points.tab.settings'), end: true },
        { to: '/marketing/points/catalogue', label: t('points.tab.catalogue') },
        { to: '/marketing/points/redeems', label: t('points.tab.redeems') },
        { to: '/marketing/points/grants', label: t('points.tab.grants') },
      ]}
    />
  );
}
