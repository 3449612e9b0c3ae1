import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenNumeroValue } from '@portal/shared/schemas/lottery';
import { formatCountdown, useDrawCountdown } from '../hooks/use-draw-countdown';
import styles from './lottery.module.css';

interface OpenDrawProps {
  value: OpenNumeroValue;
  /** When the answer arrived (local ms), to read serverTime against. */
  receivedAt: number;
  onClosed: () => void;
  children: (closed: boolean) => React.ReactNode;
}

/**
 * The draw taking tickets: its numero, the countdown to the cut-off by the server's clock, and
 * for fast draws the published seed hash. At 0 it asks for the next draw, once per draw.
 */
export function OpenDraw({ value, receivedAt, onClosed, children }: OpenDrawProps) {
  const { t } = useTranslation('lottery');
  const { draw } = value;
  const askedFor = useRef<string | null>(null);
  const left = useDrawCountdown(draw?.closeAt ?? null, value.serverTime, receivedAt, () => {
    // The same draw past its cut-off again: the query's slow retry takes over.
    if (!draw || askedFor.current === draw.drawId) return;
    askedFor.current = draw.drawId;
    onClosed();
  });

  if (!draw) {
    return (
      <div className={styles.drawBar} role="status">
        {t('draw.none')}
      </div>
    );
  }
  const closed = left === 0 || draw.state !== 'open';
  return (
    <>
      <div className={styles.drawBar}>
        <div>
          <span className={styles.muted}>{t('draw.numero')}</span>{' '}
          <strong data-testid="draw-numero">{draw.numero}</strong>
        </div>
        <div role="timer" aria-live="off" aria-label={t('draw.closesIn')}>
          <span className={styles.muted}>{t('draw.closesIn')}</span>{' '}
          <strong className={styles.countdown}>
            {closed ? t('draw.closed') : formatCountdown(left ?? 0)}
          </strong>
        </div>
        {draw.seedHash && (
          <div className={styles.hash}>
            <span className={styles.muted}>{t('draw.seedHash')}</span> <code>{draw.seedHash}</code>
          </div>
        )}
      </div>
      {children(closed)}
    </>
  );
}
