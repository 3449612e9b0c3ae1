import { useTranslation } from 'react-i18next';
import type { ContentState } from '@portal/shared/schemas/content-operator/fields';
import { Badge, type Tone } from '../../../components/ui/primitives';

const TONES: Record<ContentState, Tone> = {
  live: 'success',
  scheduled: 'info',
  ended: 'neutral',
  disabled: 'warning',
};

/** Where an item stands for visitors now. */
export function StateBadge({ state }: { state: ContentState }) {
  const { t } = useTranslation('content');
  return <Badge tone={TONES[state]}>{t(`state.${state}`)}</Badge>;
}
