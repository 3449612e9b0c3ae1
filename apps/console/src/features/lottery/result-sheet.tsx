import { useTranslation } from 'react-i18next';
import {
  PRIZE_STRUCTURES,
  type LotteryRegion,
  type ResultSheet,
} from '@portal/shared/lottery/prize-structures';
import styles from './lottery.module.css';

/** A draw's result by prize tier, in sheet order, the special prize first. */
export function ResultSheetTable({ region, sheet }: { region: LotteryRegion; sheet: ResultSheet }) {
  const { t } = useTranslation('lottery');
  return (
    <table className={styles.sheet} aria-label={t('draw.result')}>
      <tbody>
        {PRIZE_STRUCTURES[region].map(({ tier }) => (
          <tr key={tier}>
            <th scope="row">{t(`tier.${tier}`)}</th>
            <td>
              <span
                className={`${styles.numbers} ${tier === 'special' ? styles.special : ''}`}
                data-testid={`tier-${tier}`}
              >
                {(sheet[tier] ?? []).map((number, index) => (
                  <span key={index}>{number}</span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
