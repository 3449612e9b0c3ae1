import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/primitives';
import { PortalPreview } from '../content/kit/portal-preview';
import { MaintenanceCard } from './maintenance-card';
import { RegionCard, RegionCheckCard } from './region-card';
import styles from './site.module.css';

/**
 * How the site runs for everyone: maintenance, and who is blocked by address; below, the portal
 * itself, reloaded after each change, shows what a visitor from here gets.
 */
export default function SystemScreen() {
  const { t } = useTranslation('site');
  const [saved, setSaved] = useState(0);
  const bump = () => setSaved((count) => count + 1);
  return (
    <>
      <PageHeader title={t('system.title')} description={t('system.description')} />
      <div className={styles.grid}>
        <MaintenanceCard onSaved={bump} />
        <div className={styles.stack}>
          <RegionCard onSaved={bump} />
          <RegionCheckCard />
        </div>
        <div className={styles.wide}>
          <PortalPreview path="/" reloadKey={saved} />
        </div>
      </div>
    </>
  );
}
