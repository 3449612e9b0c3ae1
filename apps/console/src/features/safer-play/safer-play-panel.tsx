import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type {
  OperatorSaferPlay,
  PlayBreak,
  saferPlayHistoryEntrySchema,
} from '@portal/shared/schemas/safer-play';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { Badge, Card, EmptyState, ErrorState, Loading } from '../../components/ui/primitives';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatSiteTime } from '../../lib/format';
import styles from './safer-play.module.css';

type HistoryEntry = z.infer<typeof saferPlayHistoryEntrySchema>;

const saferPlayPath = (memberId: number) => `/members/${memberId}/safer-play`;

/**
 * A member's limits, break and their history, read only (safer.read): no call of the console
 * changes a break or a limit, and the panel says so. Hidden from staff without the permission.
 */
export function SaferPlayPanel({ memberId, currency }: { memberId: number; currency: string }) {
  const can = useCan();
  if (!can('safer.read')) return null;
  return <Panel memberId={memberId} currency={currency} />;
}

function Panel({ memberId, currency }: { memberId: number; currency: string }) {
  const { t } = useTranslation('saferPlay');
  const query = useQuery({
    queryKey: ['operator', saferPlayPath(memberId)],
    queryFn: ({ signal }) => api<OperatorSaferPlay>(saferPlayPath(memberId), { signal }),
  });
  return (
    <Card title={t('panel.title')} className={styles.panel}>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={styles.muted}>{t('panel.readOnly', { hours: query.data.coolingHours })}</p>
          <BreakState playBreak={query.data.break} />
          <Limits view={query.data} currency={currency} />
          <History entries={query.data.history} currency={currency} />
        </>
      )}
    </Card>
  );
}

function BreakState({ playBreak }: { playBreak: PlayBreak | null }) {
  const { t } = useTranslation('saferPlay');
  let text: string;
  if (!playBreak) text = t('break.none');
  else if (playBreak.endsAt === null) text = t('break.permanent');
  else text = t(`break.${playBreak.kind}`, { time: formatSiteTime(playBreak.endsAt) });
  return (
    <div className={styles.break} data-testid="safer-break">
      <span className={styles.label}>{t('break.title')}</span>
      <Badge tone={playBreak ? 'warning' : 'neutral'}>{text}</Badge>
      {playBreak ? (
        <span className={styles.muted}>
          {t('break.since', { time: formatSiteTime(playBreak.startedAt) })}
        </span>
      ) : null}
    </div>
  );
}

function Limits({ view, currency }: { view: OperatorSaferPlay; currency: string }) {
  const { t } = useTranslation('saferPlay');
  const locale = currentLocale();
  const money = (amount: number) => `${formatAmount(amount, locale)} ${currency}`;
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={t('limits.title')}>
        <thead>
          <tr>
            <th scope="col">{t('limits.kind')}</th>
            <th scope="col">{t('limits.period')}</th>
            <th scope="col" className={styles.number}>
              {t('limits.amount')}
            </th>
            <th scope="col" className={styles.number}>
              {t('limits.used')}
            </th>
            <th scope="col">{t('limits.periodEnds')}</th>
            <th scope="col">{t('limits.pending')}</th>
          </tr>
        </thead>
        <tbody>
          {view.limits.map((limit) => (
            <tr key={`${limit.kind}.${limit.period}`} data-testid="safer-limit">
              <th scope="row">{t(`kind.${limit.kind}`)}</th>
              <td>{t(`period.${limit.period}`)}</td>
              <td className={styles.number}>
                {limit.amount === null ? t('limits.none') : money(limit.amount)}
              </td>
              <td className={styles.number}>{money(limit.used)}</td>
              <td>{formatSiteTime(limit.periodEndsAt)}</td>
              <td>
                {limit.pending === null
                  ? '—'
                  : limit.pending.amount === null
                    ? t('limits.pendingRemoval', {
                        time: formatSiteTime(limit.pending.effectiveAt),
                      })
                    : t('limits.pendingRaise', {
                        amount: money(limit.pending.amount),
                        time: formatSiteTime(limit.pending.effectiveAt),
                      })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function History({ entries, currency }: { entries: HistoryEntry[]; currency: string }) {
  const { t } = useTranslation('saferPlay');
  const locale = currentLocale();
  const what = (entry: HistoryEntry): string => {
    if (entry.change === 'limit') {
      const names = {
        kind: t(`kind.${entry.kind as 'deposit'}`, { defaultValue: entry.kind }),
        period: t(`period.${entry.period ?? 'day'}`),
      };
      return entry.amount === null
        ? t('history.limitRemoved', names)
        : t('history.limitSet', {
            ...names,
            amount: `${formatAmount(entry.amount, locale)} ${currency}`,
          });
    }
    if (entry.change === 'break') {
      return t('history.breakTaken', {
        kind: t(`history.breakKind.${entry.kind as 'timeout'}`, { defaultValue: entry.kind }),
        duration: t(`history.duration.${entry.duration as '24h'}`, {
          defaultValue: entry.duration ?? '',
        }),
      });
    }
    return '—';
  };
  return (
    <section className={styles.history}>
      <h3 className={styles.subheading}>{t('history.title')}</h3>
      {entries.length === 0 ? (
        <EmptyState title={t('history.empty')} />
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} aria-label={t('history.title')}>
            <thead>
              <tr>
                <th scope="col">{t('history.change')}</th>
                <th scope="col">{t('history.what')}</th>
                <th scope="col">{t('history.asked')}</th>
                <th scope="col">{t('history.effective')}</th>
                <th scope="col">{t('history.ends')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${entry.askedAt}.${index}`} data-testid="safer-history">
                  <td>{t(`history.changeKind.${entry.change}`)}</td>
                  <td>{what(entry)}</td>
                  <td>{formatSiteTime(entry.askedAt)}</td>
                  <td>{formatSiteTime(entry.effectiveAt)}</td>
                  <td>
                    {entry.change === 'break' && entry.endsAt === null
                      ? t('history.never')
                      : formatSiteTime(entry.endsAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
