import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorSiteModule } from '@portal/shared/schemas/site-settings';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { FilterText } from '../../components/form/fields';
import {
  Badge,
  Card,
  EmptyState,
  ErrorAlert,
  ErrorState,
  Loading,
  PageHeader,
} from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { useSiteQuery, useStoreAnswer } from './site-api';
import styles from './site.module.css';

const PATH = '/site/modules';

/**
 * The whitelabel modules: the portal's sections and features as a tree, each with its own switch
 * and whether visitors get it (a module under one that is off stays off).
 */
export default function ModulesScreen() {
  const { t } = useTranslation('site');
  const canManage = useCan()('site.manage');
  const toast = useToast();
  const store = useStoreAnswer();
  const modules = useSiteQuery<{ list: OperatorSiteModule[] }>(PATH);
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const toggle = async (module: OperatorSiteModule) => {
    setBusy(module.modId);
    setFailure(null);
    try {
      const next = await api<{ list: OperatorSiteModule[] }>(`${PATH}/${module.modId}`, {
        method: 'PUT',
        body: { enabled: !module.enabled },
      });
      store(PATH, next);
      toast(
        t(module.enabled ? 'modules.switchedOff' : 'modules.switchedOn', { module: module.modId }),
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const needle = filter.trim().toUpperCase();
  const shown = (modules.data?.list ?? []).filter(
    (module) => !needle || module.modId.toUpperCase().includes(needle),
  );

  return (
    <>
      <PageHeader title={t('modules.title')} description={t('modules.description')} />
      <Card>
        <div className={styles.statusLine}>
          <FilterText label={t('modules.filter')} value={filter} onChange={setFilter} />
        </div>
        <ErrorAlert error={failure} />
        {modules.isPending ? <Loading /> : null}
        {modules.isError ? (
          <ErrorState error={modules.error} onRetry={() => void modules.refetch()} />
        ) : null}
        {modules.data && shown.length === 0 ? <EmptyState title={t('modules.none')} /> : null}
        <ul className={styles.tree} aria-label={t('modules.title')}>
          {shown.map((module) => (
            <li key={module.modId} style={{ paddingLeft: 8 + (needle ? 0 : module.depth * 22) }}>
              <span className={styles.modId}>{module.modId}</span>
              {module.effective ? (
                <Badge tone="success">{t('modules.visible')}</Badge>
              ) : module.enabled ? (
                <Badge tone="warning">{t('modules.hiddenByParent')}</Badge>
              ) : (
                <Badge>{t('modules.off')}</Badge>
              )}
              <label className={styles.switch}>
                <input
                  type="checkbox"
                  checked={module.enabled}
                  disabled={!canManage || busy !== null}
                  onChange={() => void toggle(module)}
                  aria-label={t('modules.switch', { module: module.modId })}
                />
                {module.enabled ? t('modules.on') : t('modules.off')}
              </label>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
