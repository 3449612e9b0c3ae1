import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { ConfirmDialog } from '../../session/components/confirm-dialog';
import { useBreakTaken } from '../break-taken';

/** After a break is taken and the member logged out: when it ends (or that it never does). */
export function BreakTakenDialog() {
  const { t, i18n } = useTranslation('safer');
  const taken = useBreakTaken((state) => state.taken);
  const dismiss = useBreakTaken((state) => state.dismiss);
  if (!taken) return null;
  return (
    <ConfirmDialog
      title={t('break.doneTitle')}
      message={
        taken.endsAt === null
          ? t('break.donePermanent')
          : t('break.doneUntil', {
              what: t(`break.what.${taken.kind}`),
              time: formatDateTime(taken.endsAt, i18n.language),
            })
      }
      confirmLabel={t('break.ok')}
      onConfirm={dismiss}
    />
  );
}
