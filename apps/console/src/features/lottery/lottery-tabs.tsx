import { useTranslation } from 'react-i18next';
import type { DrawState } from '@portal/shared/schemas/lottery/constants';
import { Badge, type Tone } from '../../components/ui/primitives';
import { LinkTabs } from '../../components/ui/tabs';

/** The lottery desk's pages. */
export function LotteryTabs() {
  const { t } = useTranslation('lottery');
  return (
    <LinkTabs
      tabs={[
        { to: '/lottery', label: t('tabs.draws'), end: true },
        { to: '/lottery/seeds', label: t('tabs.seeds') },
        { to: '/lottery/settings', label: t('tabs.settings') },
      ]}
    />
  );
}

const TONES: Record<DrawState, Tone> = {
  open: 'info',
  closed: 'warning',
  entered: 'warning',
  drawn: 'info',
  settled: 'success',
  void: 'danger',
};

export function DrawStateBadge({ state }: { state: DrawState }) {
  const { t } = useTranslation('lottery');
  return <Badge tone={TONES[state]}>{t(`state.${state}`)}</Badge>;
}
