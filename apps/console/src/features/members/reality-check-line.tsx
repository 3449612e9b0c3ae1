import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OperatorRealityCheck } from '@portal/shared/schemas/reality-check';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { formatSiteTime } from '../../lib/format';
import { memberPath } from './api';
import styles from './members.module.css';

const duration = (minutes: number) =>
  minutes % 60 === 0
    ? `${minutes / 60} h`
    : minutes > 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
      : `${minutes} min`;

const played = (seconds: number) =>
  `${Math.floor(seconds / 3600)} h ${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')} min`;

/**
 * The member page's read-only line of the member's reality check and session time limit
 * (decision 052), for roles that may read safer-play settings. Nobody on staff changes them.
 */
export function RealityCheckLine({ memberId }: { memberId: number }) {
  const can = useCan()('safer.read');
  const path = `${memberPath(memberId)}/reality-check`;
  const query = useQuery({
    queryKey: ['operator', path],
    queryFn: ({ signal }) => api<OperatorRealityCheck>(path, { signal }),
    enabled: can,
  });
  const { t } = useTranslation('members');
  if (!can || !query.data) return null;
  const value = query.data;
  const parts = [
    value.intervalMinutes === null
      ? t('realityCheck.off')
      : t('realityCheck.every', { minutes: value.intervalMinutes }),
    value.sessionLimitMinutes === null
      ? t('realityCheck.noLimit')
      : t('realityCheck.limit', { limit: duration(value.sessionLimitMinutes) }),
    ...(value.pending
      ? [
          t('realityCheck.pending', {
            limit:
              value.pending.sessionLimitMinutes === null
                ? t('realityCheck.noLimit')
                : duration(value.pending.sessionLimitMinutes),
            date: formatSiteTime(value.pending.effectiveAt),
          }),
        ]
      : []),
    value.session
      ? t('realityCheck.played', { played: played(value.session.playedSeconds) })
      : t('realityCheck.notSignedIn'),
  ];
  return (
    <p className={styles.realityCheck} data-testid="reality-check-line">
      <strong>{t('realityCheck.label')}</strong> {parts.join(' · ')}
    </p>
  );
}
