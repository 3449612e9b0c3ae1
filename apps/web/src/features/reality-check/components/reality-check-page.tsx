import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REALITY_CHECK_INTERVALS,
  SESSION_LIMIT_CHOICES,
  type RealityCheckValue,
} from '@portal/shared/schemas/reality-check';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { signedAmount } from '../../../lib/money';
import { useRealityCheck, useSaveRealityCheck } from '../api/reality-check';
import { formatPlayed } from '../reminder-schedule';
import styles from './reality-check.module.css';

const OFF = '';

function useDuration() {
  const { t } = useTranslation('reality');
  return (minutes: number | null) =>
    minutes === null
      ? t('page.noLimit')
      : minutes % 60 === 0 && minutes >= 60
        ? t('page.hours', { count: minutes / 60 })
        : t('page.minutes', { count: minutes });
}

/** Member-centre page realityCheck: the reminder interval and the session time limit. */
export function RealityCheckPage() {
  const { t } = useTranslation('reality');
  const query = useRealityCheck();
  const errorMessage = useErrorMessage();
  // Kept above the form, which starts again from each new answer, so "Saved" outlives it.
  const save = useSaveRealityCheck();
  if (query.isPending) return <p className={styles.hint}>…</p>;
  if (query.isError) return <p role="alert">{errorMessage(query.error)}</p>;
  return (
    <section className={styles.page} aria-labelledby="reality-check-title">
      <h2 id="reality-check-title">{t('page.title')}</h2>
      <RealityCheckForm key={JSON.stringify(query.data)} value={query.data} save={save} />
    </section>
  );
}

function RealityCheckForm({
  value,
  save,
}: {
  value: RealityCheckValue;
  save: ReturnType<typeof useSaveRealityCheck>;
}) {
  const { t, i18n } = useTranslation('reality');
  const duration = useDuration();
  const errorMessage = useErrorMessage();
  const [interval, setIntervalChoice] = useState(String(value.intervalMinutes ?? OFF));
  // The choice shown is the one asked for: a waiting change, else the limit in force.
  const [limit, setLimit] = useState(
    String((value.pending ? value.pending.sessionLimitMinutes : value.sessionLimitMinutes) ?? OFF),
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      intervalMinutes: interval === OFF ? null : Number(interval),
      sessionLimitMinutes: limit === OFF ? null : Number(limit),
    });
  };

  return (
    <form onSubmit={handleSubmit} className={styles.page}>
      <p className={styles.hint}>
        {t('page.session', {
          played: formatPlayed(value.session.playedSeconds),
          net: signedAmount(value.session.net),
        })}
      </p>
      <div className={styles.field}>
        <label htmlFor="reality-interval">{t('page.intervalLabel')}</label>
        <select
          id="reality-interval"
          value={interval}
          onChange={(event) => setIntervalChoice(event.target.value)}
        >
          <option value={OFF}>{t('page.off')}</option>
          {REALITY_CHECK_INTERVALS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {duration(minutes)}
            </option>
          ))}
        </select>
        <p className={styles.hint}>{t('page.intervalHint')}</p>
      </div>
      <div className={styles.field}>
        <label htmlFor="reality-limit">{t('page.limitLabel')}</label>
        <select id="reality-limit" value={limit} onChange={(event) => setLimit(event.target.value)}>
          <option value={OFF}>{t('page.off')}</option>
          {SESSION_LIMIT_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {duration(minutes)}
            </option>
          ))}
        </select>
        <p className={styles.hint}>{t('page.limitHint')}</p>
      </div>
      {value.pending && (
        <p className={styles.pending} data-testid="reality-pending">
          {t('page.pending', {
            limit: duration(value.pending.sessionLimitMinutes),
            date: formatDateTime(value.pending.effectiveAt, i18n.language),
          })}
        </p>
      )}
      {save.isError && <p role="alert">{errorMessage(save.error)}</p>}
      {save.isSuccess && (
        <p role="status" className={styles.status}>
          {t('page.saved')}
        </p>
      )}
      <div>
        <Button type="submit" busy={save.isPending}>
          {t('page.save')}
        </Button>
      </div>
    </form>
  );
}
