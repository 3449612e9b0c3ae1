import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { siteDayOf, addSiteDays } from '@portal/shared/site-day';
import type {
  CashbackResultsValue,
  CashbackRun,
  OperatorPromotion,
  PromotionFigures,
  RafflePrizesValue,
} from '@portal/shared/schemas/promotions';
import { api } from '../../api/client';
import { Can } from '../../auth/staff-context';
import { Field, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Badge, Card, EmptyState, ErrorState, Loading } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { formatAmount, formatCount, formatSiteTime } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';
import { PROMOTIONS, usePromotionPart } from './promotion-calls';
import styles from './promotions.module.css';

const money = (value: number) => formatAmount(value, currentLocale());

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={styles.figure} role="group" aria-label={label}>
      <span className={styles.figureLabel}>{label}</span>
      <strong>{value}</strong>
      {note ? <span className={styles.muted}>{note}</span> : null}
    </div>
  );
}

/** What the promotion did: members, bonus issued, paid and lost, turnover met, cost. */
export function FiguresPanel({ promotion }: { promotion: OperatorPromotion }) {
  const { t } = useTranslation('promotions');
  const query = usePromotionPart<PromotionFigures>(promotion.id, 'figures');
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const f = query.data;
  const locale = currentLocale();
  return (
    <Card title={t('figures.title')}>
      <div className={styles.figures}>
        <Figure label={t('figures.membersJoined')} value={formatCount(f.membersJoined, locale)} />
        <Figure
          label={t('figures.bonusIssued')}
          value={money(f.bonusIssued)}
          note={`${t('figures.bonusesIssued')}: ${formatCount(f.bonusesIssued, locale)}`}
        />
        <Figure
          label={t('figures.bonusPaid')}
          value={money(f.bonusPaid)}
          note={`${t('figures.bonusesCompleted')}: ${formatCount(f.bonusesCompleted, locale)}`}
        />
        <Figure label={t('figures.bonusInProgress')} value={money(f.bonusInProgress)} />
        <Figure label={t('figures.bonusLost')} value={money(f.bonusLost)} />
        <Figure
          label={t('figures.turnover')}
          value={money(f.turnoverMet)}
          note={t('figures.turnoverOf', {
            met: money(f.turnoverMet),
            required: money(f.turnoverRequired),
          })}
        />
        <Figure label={t('figures.deposits')} value={money(f.deposits)} />
        <Figure
          label={t('figures.cost')}
          value={f.costPercent === null ? t('figures.noDeposits') : `${f.costPercent.toFixed(2)}%`}
        />
      </div>
      <p className={styles.muted}>{t('figures.hint')}</p>
      <Link to={`/bonuses?promotionId=${promotion.id}`}>{t('figures.bonuses')}</Link>
    </Card>
  );
}

/** The prizes recorded for a raffle, and recording one (engagement.decide). */
export function PrizesPanel({ promotion }: { promotion: OperatorPromotion }) {
  const { t } = useTranslation('promotions');
  const toast = useToast();
  const client = useQueryClient();
  const query = usePromotionPart<RafflePrizesValue>(promotion.id, 'raffle-prizes');
  const [username, setUsername] = useState('');
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const ready = username.trim() !== '' && Number(amount) > 0;
  return (
    <div className={styles.panelGrid}>
      <Can permission="engagement.decide">
        <Card title={t('prizes.record')}>
          <form
            className={styles.inlineForm}
            onSubmit={(event) => {
              event.preventDefault();
              if (ready) setConfirming(true);
            }}
          >
            <Field label={t('prizes.username')}>
              {(props) => (
                <TextInput
                  {...props}
                  value={username}
                  autoComplete="off"
                  onChange={(event) => setUsername(event.target.value)}
                />
              )}
            </Field>
            <Field label={t('prizes.amount')}>
              {(props) => (
                <TextInput
                  {...props}
                  type="number"
                  min={0}
                  step="0.01"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                />
              )}
            </Field>
            <Button type="submit" variant="primary" disabled={!ready}>
              {t('prizes.record')}
            </Button>
          </form>
        </Card>
      </Can>
      <Card title={t('prizes.title')}>
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.list.length === 0 ? (
          <EmptyState title={t('prizes.empty')} />
        ) : (
          <>
            <p className={styles.muted}>
              {t('prizes.totals', {
                total: money(query.data.total),
                claimed: money(query.data.claimed),
              })}
            </p>
            <div className={styles.tableScroll}>
              <table className={styles.simpleTable} aria-label={t('prizes.title')}>
                <thead>
                  <tr>
                    <th>{t('prizes.username')}</th>
                    <th data-numeric>{t('prizes.amount')}</th>
                    <th>{t('filter.status')}</th>
                    <th>{t('prizes.grantedBy')}</th>
                    <th>{t('prizes.created')}</th>
                    <th>{t('prizes.claimedAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.list.map((prize) => (
                    <tr key={prize.id}>
                      <td>{prize.username}</td>
                      <td data-numeric>{money(prize.amount)}</td>
                      <td>
                        <Badge tone={prize.status === 'claimed' ? 'success' : 'info'}>
                          {t(`prizes.status.${prize.status}`)}
                        </Badge>
                      </td>
                      <td>{prize.grantedBy ?? '—'}</td>
                      <td className={styles.nowrap}>{formatSiteTime(prize.createdAt)}</td>
                      <td className={styles.nowrap}>
                        {prize.claimedAt ? formatSiteTime(prize.claimedAt) : '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('prizes.confirmTitle', {
          amount: money(Number(amount) || 0),
          username: username.trim(),
        })}
        description={t('prizes.confirmText')}
        confirmLabel={t('prizes.record')}
        onConfirm={async () => {
          await api(`${PROMOTIONS}/${promotion.id}/raffle-prizes`, {
            method: 'POST',
            body: { username: username.trim(), amount: Number(amount) },
          });
          await client.invalidateQueries({ queryKey: ['operator', PROMOTIONS] });
          toast(t('prizes.recorded', { username: username.trim() }));
          setConfirming(false);
          setUsername('');
          setAmount('');
        }}
      />
    </div>
  );
}

/** The days a cashback promotion paid, each day's results, and paying a day now. */
export function CashbackPanel({ promotion }: { promotion: OperatorPromotion }) {
  const { t } = useTranslation('promotions');
  const toast = useToast();
  const client = useQueryClient();
  const runs = usePromotionPart<{ list: CashbackRun[] }>(promotion.id, 'cashback-runs');
  const [day, setDay] = useState(() => addSiteDays(siteDayOf(new Date()), -1));
  const [open, setOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const results = usePromotionPart<CashbackResultsValue>(
    promotion.id,
    `cashback-runs/${open ?? ''}`,
    open !== null,
  );
  return (
    <div className={styles.panelGrid}>
      <Can permission="engagement.decide">
        <Card title={t('cashback.runNow')}>
          <form
            className={styles.inlineForm}
            onSubmit={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}
          >
            <Field label={t('cashback.runDay')} hint={t('cashback.runHint')}>
              {(props) => (
                <TextInput
                  {...props}
                  type="date"
                  value={day}
                  onChange={(event) => setDay(event.target.value)}
                />
              )}
            </Field>
            <Button type="submit" variant="primary" disabled={!day}>
              {t('cashback.runNow')}
            </Button>
          </form>
        </Card>
      </Can>
      <Card title={t('cashback.title')}>
        {runs.isPending ? (
          <Loading />
        ) : runs.isError ? (
          <ErrorState error={runs.error} onRetry={() => void runs.refetch()} />
        ) : runs.data.list.length === 0 ? (
          <EmptyState title={t('cashback.empty')} />
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.simpleTable} aria-label={t('cashback.title')}>
              <thead>
                <tr>
                  <th>{t('cashback.day')}</th>
                  <th data-numeric>{t('cashback.members')}</th>
                  <th data-numeric>{t('cashback.total')}</th>
                  <th>{t('cashback.issued')}</th>
                </tr>
              </thead>
              <tbody>
                {runs.data.list.map((run) => (
                  <tr key={run.day} aria-selected={open === run.day}>
                    <td>
                      <button
                        type="button"
                        className={styles.rowButton}
                        onClick={() => setOpen(run.day)}
                      >
                        {run.day}
                      </button>
                    </td>
                    <td data-numeric>{formatCount(run.members, currentLocale())}</td>
                    <td data-numeric>{money(run.total)}</td>
                    <td className={styles.nowrap}>{formatSiteTime(run.lastIssuedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {open ? (
        <Card title={t('cashback.results', { day: open })}>
          {results.isPending ? (
            <Loading />
          ) : results.isError ? (
            <ErrorState error={results.error} onRetry={() => void results.refetch()} />
          ) : (
            <div className={styles.tableScroll}>
              <table
                className={styles.simpleTable}
                aria-label={t('cashback.results', { day: open })}
              >
                <thead>
                  <tr>
                    <th>{t('cashback.bonusNo')}</th>
                    <th>{t('cashback.member')}</th>
                    <th data-numeric>{t('cashback.amount')}</th>
                    <th>{t('cashback.turnover')}</th>
                    <th>{t('cashback.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.data.list.map((row) => (
                    <tr key={row.bonusId}>
                      <td>{row.bonusNo}</td>
                      <td>{row.username}</td>
                      <td data-numeric>{money(row.amount)}</td>
                      <td>
                        <TurnoverProgress
                          played={row.turnoverPlayed}
                          required={row.turnoverRequired}
                        />
                      </td>
                      <td>{t(`bonuses.states.${row.state}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`${t('cashback.runNow')}: ${day}`}
        description={t('cashback.runHint')}
        confirmLabel={t('cashback.runNow')}
        onConfirm={async () => {
          const ran = await api<{ paid: number; total: number }>(
            `${PROMOTIONS}/${promotion.id}/cashback-run`,
            { method: 'POST', body: { day } },
          );
          await client.invalidateQueries({ queryKey: ['operator', PROMOTIONS] });
          toast(t('cashback.ran', { count: ran.paid, amount: money(ran.total) }));
          setConfirming(false);
          setOpen(day);
        }}
      />
    </div>
  );
}

/** A bonus's turnover: played of required, as a bar. */
export function TurnoverProgress({ played, required }: { played: number; required: number }) {
  const { t } = useTranslation('promotions');
  const percent = required <= 0 ? 100 : Math.min(100, Math.floor((played / required) * 100));
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('bonuses.progressLabel', { percent })}
      >
        <div
          className={styles.barFill}
          style={{ width: `${percent}%` }}
          data-done={percent >= 100 || undefined}
        />
      </div>
      <span className={styles.muted}>
        {t('bonuses.progress', { played: money(played), required: money(required) })}
      </span>
    </div>
  );
}
