import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DrawState } from '@portal/shared/schemas/lottery/constants';
import {
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  Loading,
} from '../../components/ui/primitives';
import { formatAmount, formatCount } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';
import { DRAWS, useSettlement } from './lottery-calls';
import styles from './lottery.module.css';

/**
 * A drawn draw's settlement: tickets settled of all, and the totals staked, paid and the house's
 * win (GGR); refreshed while the tickets are being paid.
 */
export function SettlementPanel({ drawId, state }: { drawId: string; state: DrawState }) {
  const { t } = useTranslation('lottery');
  const locale = currentLocale();
  const query = useSettlement(drawId, state);
  const value = query.data;
  const client = useQueryClient();
  // The last ticket paid moves the draw to settled: the draw's own figures follow at once.
  const moved = value !== undefined && value.state !== state;
  useEffect(() => {
    if (moved)
      void client.invalidateQueries({ queryKey: ['operator', DRAWS, drawId], exact: true });
  }, [moved, client, drawId]);
  const money = (amount: number) => formatAmount(amount, locale);
  const count = (n: number) => formatCount(n, locale);

  return (
    <Card title={t('settlement.title')}>
      {query.isPending ? (
        <Loading />
      ) : query.isError && !value ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : value ? (
        value.tickets + value.cancelled + value.placing === 0 ? (
          <EmptyState title={t('settlement.none')} />
        ) : (
          <>
            <p className={styles.strong} data-testid="settlement-progress">
              {t('settlement.progress', {
                settled: count(value.settled),
                total: count(value.tickets),
              })}
            </p>
            <div
              className={styles.meter}
              role="progressbar"
              aria-label={t('settlement.title')}
              aria-valuemin={0}
              aria-valuemax={value.tickets}
              aria-valuenow={value.settled}
            >
              <span
                className={styles.meterFill}
                style={{
                  width: `${value.tickets > 0 ? (value.settled / value.tickets) * 100 : 100}%`,
                }}
              />
            </div>
            {state === 'drawn' ? (
              <p className={styles.muted} role="status">
                {t('settlement.running')}
              </p>
            ) : null}
            <div style={{ marginTop: 12 }}>
              <DescriptionList
                items={[
                  [t('settlement.won'), count(value.won)],
                  [t('settlement.lost'), count(value.lost)],
                  [t('settlement.pending'), count(value.pending)],
                  ...(value.placing > 0
                    ? ([[t('settlement.placing'), count(value.placing)]] as [string, string][])
                    : []),
                  [t('settlement.cancelled'), count(value.cancelled)],
                  [t('settlement.staked'), money(value.staked)],
                  [t('settlement.settledStake'), money(value.settledStake)],
                  [
                    t('settlement.paid'),
                    <span data-testid="settlement-paid">{money(value.paid)}</span>,
                  ],
                  [
                    t('settlement.ggr'),
                    <span data-testid="settlement-ggr">{money(value.ggr)}</span>,
                  ],
                  [t('settlement.refunded'), money(value.refunded)],
                ]}
              />
            </div>
          </>
        )
      ) : null}
    </Card>
  );
}
