import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIZE_STRUCTURES } from '@portal/shared/lottery/prize-structures';
import type { DrawResult } from '@portal/shared/schemas/lottery';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date-time';
import { verifyDraw } from './verify-draw';
import styles from './lottery.module.css';

/** One draw's sheet by prize tier, special first; a fast draw can be verified here. */
export function ResultBoard({ result }: { result: DrawResult }) {
  const { t, i18n } = useTranslation('lottery');
  const [verified, setVerified] = useState<{ drawId: string; ok: boolean } | null>(null);
  const outcome = verified?.drawId === result.drawId ? verified.ok : null;

  return (
    <div className={styles.board} data-testid="result-board">
      <div className={styles.boardHead}>
        <strong>{t('results.numero', { numero: result.numero })}</strong>
        <span className={styles.muted}>{formatDateTime(result.drawnAt, i18n.language)}</span>
      </div>
      <table className={styles.sheet}>
        <tbody>
          {PRIZE_STRUCTURES[result.region].map(({ tier }) => (
            <tr key={tier} className={tier === 'special' ? styles.special : undefined}>
              <th scope="row">{t(`tiers.${tier}`)}</th>
              <td>
                <div className={styles.prizes}>
                  {(result.sheet[tier] ?? []).map((number, i) => (
                    <span key={`${number}-${i}`} className={styles.prize}>
                      {number}
                    </span>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.seed && result.seedHash && (
        <div className={styles.verify}>
          <p className={styles.hash}>
            <span className={styles.muted}>{t('draw.seed')}</span> <code>{result.seed}</code>
          </p>
          <p className={styles.hash}>
            <span className={styles.muted}>{t('draw.seedHash')}</span>{' '}
            <code>{result.seedHash}</code>
          </p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setVerified({ drawId: result.drawId, ok: verifyDraw(result) })}
          >
            {t('verify.button')}
          </Button>
          {outcome !== null && (
            <p role="status" className={outcome ? styles.success : styles.error}>
              {outcome ? t('verify.ok') : t('verify.failed')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
