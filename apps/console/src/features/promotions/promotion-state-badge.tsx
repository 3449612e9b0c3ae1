import { useTranslation } from 'react-i18next';
import type { PromotionConsoleState } from '@portal/shared/schemas/promotions/constants';
import { Badge, type Tone } from '../../components/ui/primitives';

const TONES: Record<PromotionConsoleState, Tone> = {
  draft: 'warning',
  scheduled: 'info',
  running: 'success',
  ended: 'neutral',
  archived: 'neutral',
};

/** Where a promotion stands for members now. */
export function PromotionStateBadge({ state }: { state: PromotionConsoleState }) {
  const { t } = useTranslation('promotions');
  return <Badge tone={TONES[state]}>{t(`state.${state}`)}</Badge>;
}
