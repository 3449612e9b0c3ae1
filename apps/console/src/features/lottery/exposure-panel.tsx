import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_KINDS } from '@portal/shared/lottery/bet-types';
import type { DrawState } from '@portal/shared/schemas/lottery/constants';
import { FilterSelect } from '../../components/form/fields';
import { Card, EmptyState, ErrorState, Loading } from '../../components/ui/primitives';
import { formatAmount, formatSiteTime } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';
import { useExposure } from './lottery-calls';
import styles from './lottery.module.css';

const percentOf = (value: number, cap: number) => (cap > 0 ? value / cap : 0);
const levelOf = (share: number) => (share > 1 ? 'over' : share >= 0.8 ? 'high' : 'normal');

/** A share of a cap as text and a bar. */
function Meter({ share, label }: { share: number; label: string }) {
  const { t } = useTranslation('lottery');
  const percent = new Intl.NumberFormat(currentLocale(), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(share);
  return (
    <>
      <span className={styles.small}>{t('exposure.usage', { percent })}</span>
      <div
        className={styles.meter}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <span
          className={styles.meterFill}
          data-level={levelOf(share)}
          style={{ width: `${Math.min(100, share * 100)}%` }}
        />
      </div>
    </>
  );
}

/**
 * An open draw's exposure per bet type and number: what is staked and what the draw could pay,
 * against the stake cap per number and the liability cap. Refreshed every few seconds while the
 * draw takes tickets; once it is closed the figures no longer move and the refresh stops.
 */
export function ExposurePanel({ drawId, state }: { drawId: string; state: DrawState }) {
  const { t } = useTranslation('lottery');
  const locale = currentLocale();
  const [betKind, setBetKind] = useState('');
  const query = useExposure(drawId, state, betKind);
  const value = query.data;
  const money = (amount: number) => formatAmount(amount, locale);

  return (
    <Card title={t('exposure.title')}>
      <p className={styles.muted} role="status">
        {state === 'open' ? t('exposure.live') : t('exposure.final')}{' '}
        {query.dataUpdatedAt
          ? t('exposure.updated', {
              time: formatSiteTime(new Date(query.dataUpdatedAt).toISOString()).slice(11),
            })
          : null}
      </p>
      {query.isPending ? (
        <Loading />
      ) : query.isError && !value ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : value ? (
        <>
          <div className={styles.figures}>
            <div className={styles.figure}>
              <span className={styles.figureLabel}>{t('exposure.totalStake')}</span>
              <span className={styles.figureValue} data-testid="exposure-stake">
                {money(value.totalStake)}
              </span>
            </div>
            <div className={styles.figure}>
              <span className={styles.figureLabel}>{t('exposure.liability')}</span>
              <span className={styles.figureValue} data-testid="exposure-liability">
                {money(value.totalLiability)}
              </span>
              <Meter
                share={percentOf(value.totalLiability, value.liabilityCap)}
                label={t('exposure.liabilityCap')}
              />
            </div>
            <div className={styles.figure}>
              <span className={styles.figureLabel}>{t('exposure.liabilityCap')}</span>
              <span className={styles.figureValue}>{money(value.liabilityCap)}</span>
              <span className={styles.small}>
                {t('exposure.stakeCap')}: {money(value.maxStakePerNumber)}
              </span>
            </div>
          </div>
          <div className={styles.toolbar}>
            <span className={styles.muted}>
              {t('exposure.lines', { count: value.lineCount })}
              {value.lineCount > value.lines.length
                ? ` · ${t('exposure.shown', { count: value.lines.length })}`
                : null}
            </span>
            <FilterSelect
              label={t('filter.betKind')}
              value={betKind}
              onChange={setBetKind}
              allLabel={t('filter.allBetKinds')}
              options={BET_KINDS.map((kind) => ({ value: kind, label: t(`betKind.${kind}`) }))}
            />
          </div>
          {value.lines.length === 0 ? (
            <EmptyState title={t('exposure.empty')} />
          ) : (
            <div className={styles.tableScroll}>
              <table className={styles.lines} aria-label={t('exposure.title')}>
                <thead>
                  <tr>
                    <th scope="col">{t('exposure.betKind')}</th>
                    <th scope="col">{t('exposure.line')}</th>
                    <th scope="col" className={styles.num}>
                      {t('exposure.stake')}
                    </th>
                    <th scope="col">{t('exposure.stakeUse')}</th>
                    <th scope="col" className={styles.num}>
                      {t('exposure.potential')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {value.lines.map((line) => {
                    const share = percentOf(line.stake, value.maxStakePerNumber);
                    return (
                      <tr key={`${line.betKind}:${line.line}`}>
                        <td>{t(`betKind.${line.betKind}`, { defaultValue: line.betKind })}</td>
                        <td className={styles.mono}>{line.line}</td>
                        <td className={styles.num}>{money(line.stake)}</td>
                        <td style={{ minWidth: 120 }}>
                          <Meter
                            share={share}
                            label={`${t('exposure.stakeUse')} ${line.betKind} ${line.line}`}
                          />
                        </td>
                        <td className={styles.num}>{money(line.liability)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </Card>
  );
}
