import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@portal/shared/money';
import type { crashConfigSchema } from '@portal/shared/schemas/house-games';
import { HouseButton } from '../../components/house-button';
import { useCrashPlay, type CrashPlayValue } from '../../api/crash-play';
import { useHouse } from '../../components/house-context';
import { DecimalField } from '../../components/decimal-field';
import { StakeField, useStake } from '../../components/stake-field';
import { formatCurrency, formatMultiplier, minorOf } from '../../lib/money';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { climb } from './climb';
import controls from '../../components/controls.module.css';
import styles from './crash.module.css';

type CrashConfig = z.infer<typeof crashConfigSchema>;

/** Cash-out targets the API takes (crashPlayPayloadSchema), within the game's own limits. */
function targetLimits(config: CrashConfig): [number, number] {
  return [Math.max(1.01, config.minTarget), Math.min(1000, config.maxTarget)];
}

function parseTarget(text: string, [min, max]: [number, number]): number | null {
  const cleaned = text.trim().replace(/^x/i, '');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(cleaned)) return null;
  const target = Number(cleaned);
  return target >= min && target <= max ? target : null;
}

/** Crash, played instantly: the multiplier climbs to where it crashed; cash out at the target. */
export function CrashGame({ config }: { config: CrashConfig }) {
  const { t } = useTranslation('house');
  const house = useHouse();
  const play = useCrashPlay();
  const reducedMotion = useReducedMotion();
  const limits = targetLimits(config);
  const stakeInput = useStake(config.minStake, config.maxStake);
  const [targetText, setTargetText] = useState(() =>
    fromMinor(minorOf(Math.min(Math.max(2, limits[0]), limits[1]))),
  );
  const [targetError, setTargetError] = useState<string | null>(null);
  const [multiplier, setMultiplier] = useState(1);
  const [running, setRunning] = useState(false);
  /** The target of the play on screen. */
  const [target, setTarget] = useState<number | null>(null);
  const [shown, setShown] = useState<CrashPlayValue | null>(null);
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  const disabled = running || house.sessionEnded;
  // Passing the target on the way up means the crash point is above it: cashed out.
  const cashedOut =
    target !== null && multiplier >= target && (running || shown?.cashedOut === true);

  async function handlePlay() {
    if (disabled) return;
    const stake = stakeInput.check();
    const chosen = parseTarget(targetText, limits);
    setTargetError(
      chosen === null
        ? t('crash.targetInvalid', {
            min: formatMultiplier(limits[0]),
            max: formatMultiplier(limits[1]),
          })
        : null,
    );
    if (stake === null || chosen === null) return;
    setRunning(true);
    setShown(null);
    setTarget(chosen);
    setMultiplier(1);
    try {
      const value = await play.mutateAsync({ stake, target: chosen });
      if (!reducedMotion) await climb(value.crashPoint, setMultiplier, () => gone.current);
      setMultiplier(value.crashPoint);
      setShown(value);
      house.revealOutcome(value.balance);
    } catch {
      // The banner says what went wrong.
      setTarget(null);
    } finally {
      setRunning(false);
    }
  }

  const crashed = shown !== null;
  return (
    <div className={controls.panel}>
      <div
        className={[
          styles.screen,
          crashed ? styles.crashed : '',
          cashedOut ? styles.cashed : '',
        ].join(' ')}
      >
        <p className={styles.multiplier} data-testid="multiplier">
          {formatMultiplier(multiplier)}
        </p>
        <p className={styles.caption} data-testid="crash-caption">
          {crashed
            ? t('crash.crashedAt', { multiplier: formatMultiplier(shown.crashPoint) })
            : running && cashedOut
              ? t('crash.cashedOutAt', { multiplier: formatMultiplier(target!) })
              : running
                ? t('crash.climbing')
                : t('crash.ready')}
        </p>
      </div>
      <p className={controls.outcome} aria-live="polite">
        {shown === null ? null : shown.cashedOut ? (
          <span className={controls.won}>
            {t('crash.cashedOut', {
              multiplier: formatMultiplier(shown.target),
              amount: formatCurrency(shown.payout, house.currency),
            })}
          </span>
        ) : (
          <span className={controls.lost}>
            {t('crash.lost', { multiplier: formatMultiplier(shown.target) })}
          </span>
        )}
      </p>
      <div className={controls.row}>
        <StakeField {...stakeInput.field} disabled={disabled} currency={house.currency} />
        <DecimalField
          label={t('crash.target')}
          value={targetText}
          onChange={setTargetText}
          disabled={disabled}
          problem={targetError}
          hint={t('crash.targetHint', {
            min: formatMultiplier(limits[0]),
            max: formatMultiplier(limits[1]),
          })}
        />
      </div>
      <HouseButton
        size="lg"
        className={controls.play}
        busy={running}
        disabled={disabled}
        onClick={() => void handlePlay()}
      >
        {t('crash.play')}
      </HouseButton>
    </div>
  );
}
