import { useTranslation } from 'react-i18next';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';
import { useBonuses } from '../../../api/get-bonuses';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { usePlayGate } from '../../session/real-money-gate';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useMoney } from '../promotion-format';
import { formatDate } from '../promotions';
import styles from './promotion-pages.module.css';

const BONUS_PAGE = 'bonusDetails';

/**
 * The member's own part in a promotion: when it began, the remark sent and the reason of a
 * rejection, the bonus it gave and, while that bonus plays its turnover, its progress with a way
 * to the member centre's bonus details.
 */
export function PromotionParticipation({ promotion }: { promotion: PromotionSummary }) {
  const { t, i18n } = useTranslation('promotions');
  const money = useMoney();
  const { guard } = usePlayGate();
  const participation = promotion.participation;
  const bonusId = participation?.bonusId ?? null;
  // The running bonus's progress is on the member's first page of running bonuses (newest first).
  const running = useBonuses('in_progress', 1, i18n.language, {
    enabled: bonusId !== null && promotion.state === 'in_progress',
  });
  if (!participation) return null;
  const bonus = running.data?.list.find((item) => item.id === bonusId);
  const locale = document.documentElement.lang || i18n.language;
  const openBonuses = () =>
    void guard(() => useCentrePanel.getState().openCentre('member', BONUS_PAGE));

  return (
    <dl className={styles.participation} data-testid="promotion-participation">
      <div>
        <dt>{t('participation.since')}</dt>
        <dd>
          <time dateTime={participation.createdAt}>
            {formatDate(participation.createdAt, locale)}
          </time>
        </dd>
      </div>
      {participation.remark && (
        <div>
          <dt>{t('participation.remark')}</dt>
          <dd className={styles.quote}>{participation.remark}</dd>
        </div>
      )}
      {participation.reason && (
        <div>
          <dt>{t('participation.reason')}</dt>
          <dd className={styles.quote} data-testid="promotion-rejection">
            {participation.reason}
          </dd>
        </div>
      )}
      {participation.amount !== null && (
        <div>
          <dt>{t('participation.amount')}</dt>
          <dd className={styles.amount}>{money(participation.amount)}</dd>
        </div>
      )}
      {bonusId !== null && (
        <div className={styles.progressRow}>
          <dt>{t('participation.progress')}</dt>
          <dd>
            {bonus && (
              <>
                <ProgressBar
                  value={bonus.progressPercent}
                  label={t('participation.progressLabel', { bonusNo: bonus.bonusNo })}
                  valueText={t('participation.progressText', {
                    played: money(bonus.turnoverPlayed),
                    required: money(bonus.turnoverRequired),
                    percent: bonus.progressPercent,
                  })}
                />
                <span className={styles.progressText}>
                  {t('participation.progressText', {
                    played: money(bonus.turnoverPlayed),
                    required: money(bonus.turnoverRequired),
                    percent: bonus.progressPercent,
                  })}
                </span>
              </>
            )}
            <Button variant="secondary" size="sm" onClick={openBonuses}>
              {t('participation.openBonuses')}
            </Button>
          </dd>
        </div>
      )}
    </dl>
  );
}
