import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@portal/shared/money';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useMoney } from '../../../components/ui/use-money';
import { amountToMinor, parseAmountText } from '../../../components/transfer/transfer-format';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorMessage } from '../../../lib/error-message';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  useSaferPlay,
  useSetLimit,
  type LimitKind,
  type SaferLimit,
  type SaferPlayView,
} from '../api/safer-play';
import styles from './safer-play.module.css';
import { amountFieldText } from '../../../lib/amount-input';

/**
 * The member centre's saferLimits page: the nine deposit, loss and wager limits with what is
 * used this period and when it ends; set, lower, raise or remove each. A raise or a removal
 * shows when it takes effect, and the limit in force meanwhile. The server enforces them all.
 */
export function LimitsPage() {
  const { t } = useTranslation('safer');
  const view = useSaferPlay();
  const headingId = useId();

  if (view.isPending) return <Spinner />;
  if (view.isError) {
    return (
      <ErrorState
        title={t('limits.loadFailed')}
        error={view.error}
        onRetry={() => void view.refetch()}
        retrying={view.isFetching}
      />
    );
  }
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className={styles.heading}>
          {t('limits.title')}
        </h3>
        <p className={styles.muted}>{t('limits.intro', { hours: view.data.coolingHours })}</p>
        <p className={styles.muted}>{t('limits.periodNote')}</p>
      </div>
      {view.data.break && (
        <p className={styles.warning} role="status">
          {t('limits.onBreak')}
        </p>
      )}
      {LIMIT_KINDS.map((kind) => (
        <LimitGroup key={kind} kind={kind} view={view.data} />
      ))}
    </section>
  );
}

function LimitGroup({ kind, view }: { kind: LimitKind; view: SaferPlayView }) {
  const { t } = useTranslation('safer');
  const headingId = useId();
  const limits = LIMIT_PERIODS.map((period) =>
    view.limits.find((limit) => limit.kind === kind && limit.period === period),
  ).filter((limit): limit is SaferLimit => limit !== undefined);
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div>
        <h4 id={headingId} className={styles.subheading}>
          {t(`limits.kind.${kind}`)}
        </h4>
        <p className={styles.muted}>{t(`limits.kindHelp.${kind}`)}</p>
      </div>
      <ul className={styles.limits}>
        {limits.map((limit) => (
          <LimitRow key={limit.period} limit={limit} locked={view.break !== null} />
        ))}
      </ul>
    </section>
  );
}

function LimitRow({ limit, locked }: { limit: SaferLimit; locked: boolean }) {
  const { t, i18n } = useTranslation('safer');
  const money = useMoney();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const when = (at: string) => formatDateTime(at, i18n.language);
  const periodName = t(`limits.period.${limit.period}`);
  const name = t('limits.name', {
    period: periodName,
    kind: t(`limits.kindShort.${limit.kind}`),
  });
  const share = limit.amount !== null && limit.amount > 0 ? (limit.used / limit.amount) * 100 : 0;

  return (
    <li
      className={styles.limit}
      data-testid="limit"
      data-kind={limit.kind}
      data-period={limit.period}
      aria-label={name}
    >
      <div className={styles.limitHead}>
        <span className={styles.period}>{periodName}</span>
        <span className={styles.amount} data-testid="limit-amount">
          {limit.amount === null ? t('limits.none') : money(limit.amount)}
        </span>
      </div>
      {limit.amount !== null && (
        <ProgressBar
          value={share}
          label={name}
          valueText={t('limits.used', { used: money(limit.used), limit: money(limit.amount) })}
          className={styles.bar}
        />
      )}
      <p className={styles.muted}>
        {limit.amount === null
          ? t('limits.usedNoLimit', { used: money(limit.used) })
          : t('limits.used', { used: money(limit.used), limit: money(limit.amount) })}
        {limit.remaining !== null && (
          <>
            {' · '}
            <span className={styles.nowrap} data-testid="limit-remaining">
              {t('limits.remaining', { amount: money(limit.remaining) })}
            </span>
          </>
        )}
        {' · '}
        <span className={styles.nowrap}>
          {t('limits.resets', { time: when(limit.periodEndsAt) })}
        </span>
      </p>
      {limit.pending && (
        <p className={styles.pending} data-testid="limit-pending">
          {limit.pending.amount === null
            ? t('limits.pendingRemoval', {
                time: when(limit.pending.effectiveAt),
                current: limit.amount === null ? t('limits.none') : money(limit.amount),
              })
            : t('limits.pendingRaise', {
                amount: money(limit.pending.amount),
                time: when(limit.pending.effectiveAt),
                current: limit.amount === null ? t('limits.none') : money(limit.amount),
              })}
        </p>
      )}
      {saved && !editing && (
        <p className={styles.saved} role="status">
          {saved}
        </p>
      )}
      {editing ? (
        <LimitForm
          limit={limit}
          name={name}
          onDone={(message) => {
            setSaved(message);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        !locked && (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setSaved(null);
                setEditing(true);
              }}
              aria-label={`${limit.amount === null ? t('limits.set') : t('limits.change')}: ${name}`}
            >
              {limit.amount === null ? t('limits.set') : t('limits.change')}
            </Button>
          </div>
        )
      )}
    </li>
  );
}

function LimitForm({
  limit,
  name,
  onDone,
  onCancel,
}: {
  limit: SaferLimit;
  name: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('safer');
  const errorMessage = useErrorMessage();
  const currency = useWhitelabel().data?.site.currencySymbol ?? '';
  const setLimit = useSetLimit();
  const [text, setText] = useState(
    limit.amount === null ? '' : amountFieldText(amountToMinor(limit.amount)),
  );
  const [error, setError] = useState<string | undefined>();

  const send = (amount: number | null) =>
    setLimit.mutate(
      { kind: limit.kind, period: limit.period, amount },
      {
        onSuccess: (view) => {
          const now = view.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
          const time = now?.pending ? formatDateTime(now.pending.effectiveAt, i18n.language) : '';
          if (!now?.pending) onDone(t('limits.savedNow'));
          else if (amount === null) onDone(t('limits.removedLater', { time }));
          else onDone(t('limits.savedLater', { time }));
        },
      },
    );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmountText(text);
    if (minor === null) {
      setError(t('limits.invalid'));
      return;
    }
    send(Number(fromMinor(minor)));
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('limits.amount', {
          period: t(`limits.period.${limit.period}`),
          kind: t(`limits.kindShort.${limit.kind}`),
          currency,
        })}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        autoFocus
      />
      {setLimit.error && (
        <p role="alert" className={styles.alert}>
          {errorMessage(setLimit.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="sm" busy={setLimit.isPending}>
          {t('limits.save')}
        </Button>
        {limit.amount !== null && limit.pending?.amount !== null && (
          <Button
            size="sm"
            variant="danger"
            disabled={setLimit.isPending}
            onClick={() => send(null)}
            aria-label={`${t('limits.remove')}: ${name}`}
          >
            {t('limits.remove')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('limits.cancel')}
        </Button>
      </div>
    </form>
  );
}
