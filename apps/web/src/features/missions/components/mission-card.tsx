import { useTranslation } from 'react-i18next';
import type { MemberMission } from '@portal/shared/schemas/missions';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatMeasure, percentOf, rewardText, timeLeft } from '../missions-format';
import styles from './missions.module.css';

interface MissionCardProps {
  mission: MemberMission;
  symbol: string;
  now: number;
  /** This card's claim is on its way. */
  claiming: boolean;
  onClaim: (mission: MemberMission) => void;
}

/** One mission: what it asks, the bar, the reward, the period's end and the claim button. */
export function MissionCard({ mission, symbol, now, claiming, onClaim }: MissionCardProps) {
  const { t } = useTranslation(['missions', 'nav']);
  const progress = formatMeasure(
    mission.condition,
    Math.min(mission.progress, mission.target),
    symbol,
  );
  const target = formatMeasure(mission.condition, mission.target, symbol);
  const measure =
    mission.condition === 'valid_turnover' && mission.categoryCode
      ? t('missions:condition.valid_turnover_category', {
          category: t(`nav:category.${mission.categoryCode}`, {
            defaultValue: mission.categoryCode,
          }),
        })
      : t(`missions:condition.${mission.condition}`);
  return (
    <li className={styles.card} data-testid="mission-card" data-state={mission.state}>
      <div className={styles.cardHead}>
        <h5 className={styles.name}>{mission.name}</h5>
        <span className={styles.state} data-state={mission.state}>
          {t(`missions:state.${mission.state}`)}
        </span>
      </div>
      {mission.description && <p className={styles.description}>{mission.description}</p>}
      <div className={styles.measure}>
        <span>{measure}</span>
        <span className={styles.figures}>{t('missions:progressText', { progress, target })}</span>
      </div>
      <ProgressBar
        value={percentOf(mission.progress, mission.target)}
        label={t('missions:progressLabel', { name: mission.name })}
        valueText={t('missions:progressText', { progress, target })}
        done={mission.state !== 'in_progress'}
      />
      <div className={styles.cardFoot}>
        <div className={styles.facts}>
          <span className={styles.reward}>
            <span className={styles.factLabel}>{t('missions:reward.label')}</span>
            {rewardText(mission.reward, symbol, t)}
          </span>
          <span className={styles.ends}>
            {mission.periodEnd
              ? t('missions:endsIn', { time: timeLeft(mission.periodEnd, now, t) })
              : t('missions:noEnd')}
          </span>
        </div>
        {mission.state === 'claimed' ? (
          <span className={styles.claimedMark}>{t('missions:state.claimed')}</span>
        ) : (
          <Button
            size="sm"
            disabled={mission.state !== 'completed' || claiming}
            onClick={() => onClaim(mission)}
            aria-label={t('missions:claimNamed', { name: mission.name })}
          >
            {claiming ? t('missions:claiming') : t('missions:claim')}
          </Button>
        )}
      </div>
    </li>
  );
}
