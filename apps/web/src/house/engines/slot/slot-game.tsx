import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { slotConfigSchema, SlotSpinValue } from '@portal/shared/schemas/house-games';
import { HouseButton } from '../../components/house-button';
import { useSlotSpin } from '../../api/slot-spin';
import { useHouse } from '../../components/house-context';
import { formatAmount, formatCurrency, timesCount } from '../../lib/money';
import { useReducedMotion, wait } from '../../lib/use-reduced-motion';
import { Paytable } from './paytable';
import { ReelWindow } from './reel-window';
import { useSymbolName } from './symbol-glyph';
import { idleGrid, winningCells } from './slot-wins';
import styles from './slot.module.css';

type SlotConfig = z.infer<typeof slotConfigSchema>;

/** The reels turn at least this long, so a quick answer still reads as a spin. */
export const SPIN_MS = 900;

/** Space spins unless focus is on a control that Space already works. */
function spaceSpins(event: KeyboardEvent): boolean {
  if (event.code !== 'Space' && event.key !== ' ') return false;
  if (event.repeat || event.defaultPrevented) return false;
  const target = event.target;
  return !(
    target instanceof Element &&
    target.closest('button, a, input, select, textarea, [role="dialog"]')
  );
}

export function SlotGame({ config }: { config: SlotConfig }) {
  const { t } = useTranslation('house');
  const house = useHouse();
  const spin = useSlotSpin();
  const reducedMotion = useReducedMotion();
  const symbolName = useSymbolName();
  const [lineBet, setLineBet] = useState(config.lineBets[0] ?? 0);
  const [lines, setLines] = useState(config.paylines.length);
  const [result, setResult] = useState<SlotSpinValue | null>(null);
  const [spinning, setSpinning] = useState(false);
  // Two presses before the next render must not make two spins.
  const inFlight = useRef(false);

  const symbols = useMemo(() => config.paytable.map((entry) => entry.symbol), [config.paytable]);
  const grid = useMemo(
    () => result?.grid ?? idleGrid(symbols, config.rows, config.reels),
    [result, symbols, config.rows, config.reels],
  );
  const highlighted = useMemo(
    () => (result ? winningCells(result.grid, config.paylines, result.wins) : new Set<string>()),
    [result, config.paylines],
  );
  const winLines = (result?.wins ?? []).flatMap((win) =>
    win.line === null || !config.paylines[win.line] ? [] : [config.paylines[win.line]!],
  );
  const stake = timesCount(lineBet, lines);
  const disabled = spinning || house.sessionEnded;

  async function handleSpin() {
    if (disabled || inFlight.current) return;
    inFlight.current = true;
    setSpinning(true);
    const started = Date.now();
    try {
      const value = await spin.mutateAsync({ lineBet, lines });
      if (!reducedMotion) await wait(Math.max(0, SPIN_MS - (Date.now() - started)));
      setResult(value);
      house.revealOutcome(value.balance);
    } catch {
      // The banner tells what went wrong; the window keeps the last outcome.
    } finally {
      inFlight.current = false;
      setSpinning(false);
    }
  }

  const handleSpaceKey = useEffectEvent(() => void handleSpin());
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (!spaceSpins(event)) return;
      event.preventDefault();
      handleSpaceKey();
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);

  return (
    <div className={styles.slot}>
      <ReelWindow
        grid={grid}
        reels={config.reels}
        rows={config.rows}
        spinning={spinning}
        strip={symbols}
        highlighted={highlighted}
        lines={winLines}
      />
      <div className={styles.outcome} aria-live="polite">
        {spinning ? null : result && result.payout > 0 ? (
          <>
            <p className={styles.winAmount}>
              {t('win', { amount: formatCurrency(result.payout, house.currency) })}
            </p>
            <ul className={styles.winList} role="list">
              {result.wins.map((win, index) => (
                <li key={index}>
                  {win.line === null
                    ? t('slot.scatterWin', { n: win.count, symbol: symbolName(win.symbol) })
                    : t('slot.lineWin', {
                        line: win.line + 1,
                        n: win.count,
                        symbol: symbolName(win.symbol),
                      })}{' '}
                  <strong>{formatAmount(win.amount)}</strong>
                </li>
              ))}
            </ul>
          </>
        ) : result ? (
          <p className={styles.noWin}>{t('noWin')}</p>
        ) : null}
      </div>
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>{t('slot.lineBet')}</span>
          <select
            value={String(lineBet)}
            disabled={disabled}
            onChange={(event) => setLineBet(Number(event.target.value))}
          >
            {config.lineBets.map((bet) => (
              <option key={bet} value={String(bet)}>
                {formatAmount(bet)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('slot.lines')}</span>
          <select
            value={String(lines)}
            disabled={disabled}
            onChange={(event) => setLines(Number(event.target.value))}
          >
            {config.paylines.map((_, index) => (
              <option key={index} value={String(index + 1)}>
                {index + 1}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.stake}>
          <span>{t('totalStake')}</span>
          <strong data-testid="total-stake">{formatCurrency(stake, house.currency)}</strong>
        </p>
        <HouseButton
          size="lg"
          className={styles.spin}
          busy={spinning}
          disabled={disabled}
          onClick={() => void handleSpin()}
          aria-keyshortcuts="Space"
        >
          {t('slot.spin')}
        </HouseButton>
        <Paytable config={config} />
      </div>
    </div>
  );
}
