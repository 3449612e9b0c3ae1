import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointReward } from '@portal/shared/schemas/points';
import { Button } from '../../../components/ui/button';
import { formatPoints, maxQuantity, rewardBlock, useMoney } from '../points-format';
import { RewardTypeIcon } from './reward-icons';
import styles from './points.module.css';

interface RewardCardProps {
  reward: PointReward;
  signedIn: boolean;
  balance: number | null;
  enabled: boolean;
  onExchange: () => void;
}

/**
 * One reward: picture, type, name, price in points, what it gives, its requirement, stock and
 * limit, and the Exchange button, disabled with its reason when it cannot be redeemed.
 */
export function RewardCard({ reward, signedIn, balance, enabled, onExchange }: RewardCardProps) {
  const { t, i18n } = useTranslation('points');
  const money = useMoney();
  const titleId = useId();
  const reasonId = useId();
  const block = rewardBlock(reward, signedIn ? balance : null, enabled);
  const left = maxQuantity(reward);

  return (
    <li
      className={styles.card}
      data-testid="reward-card"
      data-type={reward.type}
      aria-labelledby={titleId}
    >
      <RewardPicture reward={reward} />
      <div className={styles.cardBody}>
        <span className={styles.typeBadge} data-type={reward.type}>
          {t(`type.${reward.type}`)}
        </span>
        <h3 id={titleId} className={styles.cardTitle}>
          {reward.name}
        </h3>
        {reward.description && <p className={styles.cardText}>{reward.description}</p>}
        <p className={styles.price} data-testid="reward-points">
          {t('card.price', { points: formatPoints(reward.points, i18n.language) })}
        </p>
        <ul className={styles.facts}>
          {reward.amount !== null && (
            <li data-testid="reward-amount">
              {reward.type === 'bonus'
                ? t('card.bonusAmount', {
                    amount: money(reward.amount),
                    multiple: reward.turnoverMultiple ?? 0,
                  })
                : t('card.cashAmount', { amount: money(reward.amount) })}
            </li>
          )}
          {reward.ticketKind !== null && <li>{t(`ticket.${reward.ticketKind}`)}</li>}
          {reward.requirement !== null && (
            <li data-testid="reward-requirement">
              {t(`card.requirement.${reward.requirement.kind}`, {
                amount: money(reward.requirement.amount),
              })}
            </li>
          )}
          {reward.stock !== null && (
            <li data-testid="reward-stock">
              {reward.stock > 0 ? t('card.stock', { stock: reward.stock }) : t('card.soldOut')}
            </li>
          )}
          {reward.perMemberLimit !== null && (
            <li data-testid="reward-limit">
              {signedIn
                ? t('card.limitMember', {
                    limit: reward.perMemberLimit,
                    redeemed: reward.redeemedByMe,
                  })
                : t('card.limit', { limit: reward.perMemberLimit })}
            </li>
          )}
        </ul>
        <div className={styles.cardFooter}>
          <Button
            block
            onClick={onExchange}
            disabled={block !== null || (signedIn && left === 0)}
            aria-describedby={block ? `${titleId} ${reasonId}` : titleId}
          >
            {t('card.exchange')}
          </Button>
          {block && (
            <p id={reasonId} className={styles.reason} data-testid="reward-reason">
              {t(`block.${block}`)}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

function RewardPicture({ reward }: { reward: PointReward }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className={styles.picture} data-type={reward.type}>
      {reward.imageUrl && !broken ? (
        <img src={reward.imageUrl} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <RewardTypeIcon type={reward.type} size={56} className={styles.pictureIcon} />
      )}
    </div>
  );
}
