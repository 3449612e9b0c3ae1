import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  XIEN_SIZE,
  selectionLines,
  type BetKind,
  type Selection,
  type SideChoice,
} from '@portal/shared/lottery/bet-types';
import { applyRatioDown, applyRatioUp } from '@portal/shared/lottery/odds';
import type { OpenNumeroValue, PlaceTicketPayload } from '@portal/shared/schemas/lottery';
import { toMinor } from '@portal/shared/money';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { formatCurrency } from '../../../lib/money';
import { amountFieldText } from '../../../lib/amount-input';
import { lazyComponent } from '../../../lib/lazy-component';
import { usePlaceTicket } from '../api/place-ticket';
import { useLotteryNames } from '../lottery-names';
import { oddsTableOf, toRatio } from '../odds-table';
import { useSkipConfirm } from '../skip-confirm';
import { amountMinor, slipFigures } from '../slip-figures';
import styles from './lottery.module.css';

// The confirm step (and the dialog's code) loads when the member heads for the place button, not
// with the page: most of a first visit is reading the draw and the odds.
const loadConfirm = () => import('./confirm-ticket').then((m) => m.ConfirmTicket);
const ConfirmTicket = lazyComponent(loadConfirm);
const prefetchConfirm = () => void loadConfirm().catch(() => undefined);

interface BetSlipProps {
  kind: BetKind;
  picks: readonly string[];
  selection: Selection | null;
  open: OpenNumeroValue;
  closed: boolean;
  symbol: string;
  onPlaced: () => void;
}

/**
 * Unit stake and multiplier, the lines, the total cost, the odds and the most the ticket can
 * pay (the shared settle.ts, in minor units), and placing it after a confirm step that repeats
 * those figures (skipped when the member turned it off). A failed attempt keeps its requestId,
 * so retrying the same ticket cannot place it twice.
 */
export function BetSlip({ kind, picks, selection, open, closed, symbol, onPlaced }: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const names = useLotteryNames();
  const skipId = useId();
  const [skipConfirm, setSkipConfirm] = useSkipConfirm();
  const [confirming, setConfirming] = useState(false);
  const errorMessage = useErrorMessage();
  const unitId = useId();
  const multiplierId = useId();
  const { limits, draw, game } = open;
  const [unitStake, setUnitStake] = useState(() => amountFieldText(toMinor(limits.minUnitStake)));
  const [multiplier, setMultiplier] = useState('1');
  const [placed, setPlaced] = useState<string | null>(null);
  const attempt = useRef<{ key: string; requestId: string } | null>(null);
  const mutation = usePlaceTicket();

  const odds = open.odds.find((entry) => entry.kind === kind);
  const figures = slipFigures(
    selection,
    game.region,
    unitStake,
    multiplier,
    oddsTableOf(open.odds),
  );
  const unit = amountMinor(unitStake);
  const pointUnit = unit !== null && unit > 0n ? unit : toMinor(limits.minUnitStake);
  const times = Number(multiplier);
  const stakeProblem =
    unit === null || unit < toMinor(limits.minUnitStake)
      ? t('slip.minUnit', { amount: formatCurrency(limits.minUnitStake, symbol) })
      : !Number.isSafeInteger(times) || times < 1 || times > limits.maxMultiplier
        ? t('slip.multiplierRange', { max: limits.maxMultiplier })
        : null;

  let hint: string | null = null;
  if (!selection) {
    hint = kind.startsWith('xien')
      ? t('slip.xienNeeds', { size: XIEN_SIZE[kind as keyof typeof XIEN_SIZE] })
      : t('slip.pickSome');
  }

  const handlePlace = () => {
    setConfirming(false);
    if (!draw || !selection || !figures || stakeProblem) return;
    const body = { drawId: draw.drawId, selection, unitStake, multiplier: times };
    const key = JSON.stringify(body);
    if (attempt.current?.key !== key) attempt.current = { key, requestId: crypto.randomUUID() };
    const payload: PlaceTicketPayload = { ...body, requestId: attempt.current.requestId };
    setPlaced(null);
    mutation.mutate(payload, {
      onSuccess: (ticket) => {
        attempt.current = null;
        setPlaced(ticket.ticketNo);
        onPlaced();
      },
    });
  };

  return (
    <div className={styles.slip} data-testid="bet-slip">
      <h3 className={styles.menuTitle}>{t('slip.title')}</h3>
      <div className={styles.stakes}>
        <label htmlFor={unitId}>{t('slip.unitStake')}</label>
        <input
          id={unitId}
          className={styles.input}
          inputMode="decimal"
          value={unitStake}
          onChange={(event) => setUnitStake(event.target.value)}
        />
        <label htmlFor={multiplierId}>{t('slip.multiplier')}</label>
        <input
          id={multiplierId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.maxMultiplier}
          value={multiplier}
          onChange={(event) => setMultiplier(event.target.value)}
        />
      </div>
      {stakeProblem && <p className={styles.error}>{stakeProblem}</p>}
      <dl className={styles.figures}>
        <dt>{t('slip.bet')}</dt>
        <dd>
          {names.betText(kind)}
          {picks.length > 0 && <span className={styles.picks}>{[...picks].sort().join(' ')}</span>}
        </dd>
        <dt>{t('slip.lines')}</dt>
        <dd data-testid="slip-lines">{t('slip.lineCount', { count: figures?.lines ?? 0 })}</dd>
        {odds && (
          <>
            <dt>{t('slip.odds')}</dt>
            <dd data-testid="slip-odds">
              {t('slip.oddsValue', {
                // Per point at the unit stake typed (the minimum while it is not a valid one).
                payout: formatCurrency(applyRatioDown(pointUnit, toRatio(odds.payout)), symbol),
                pointCost: formatCurrency(applyRatioUp(pointUnit, toRatio(odds.pointCost)), symbol),
              })}
            </dd>
          </>
        )}
        <dt>{t('slip.cost')}</dt>
        <dd data-testid="slip-cost">{formatCurrency(figures?.cost ?? 0n, symbol)}</dd>
        <dt>{t('slip.maxPayout')}</dt>
        <dd data-testid="slip-max-payout">{formatCurrency(figures?.maxPayout ?? 0n, symbol)}</dd>
      </dl>
      {hint && <p className={styles.muted}>{hint}</p>}
      <Button
        block
        busy={mutation.isPending}
        disabled={closed || !figures || stakeProblem !== null}
        onClick={skipConfirm ? handlePlace : () => setConfirming(true)}
        onPointerEnter={skipConfirm ? undefined : prefetchConfirm}
        onFocus={skipConfirm ? undefined : prefetchConfirm}
      >
        {closed ? t('draw.closed') : t('slip.place')}
      </Button>
      <label className={styles.skipConfirm} htmlFor={skipId}>
        <input
          id={skipId}
          type="checkbox"
          checked={skipConfirm}
          onChange={(event) => setSkipConfirm(event.target.checked)}
        />
        {t('confirm.skip')}
      </label>
      {confirming && selection && figures && draw && (
        <Suspense fallback={null}>
          <ConfirmTicket
            gameName={names.game(game)}
            numero={draw.numero}
            betName={names.betText(kind)}
            lines={selectionLines(selection).map((line) =>
              selection.kind === 'big_small' || selection.kind === 'odd_even'
                ? names.choice(line as SideChoice)
                : line,
            )}
            figures={figures}
            unitStake={formatCurrency(unit ?? 0n, symbol)}
            multiplier={times}
            symbol={symbol}
            onConfirm={handlePlace}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
      {placed && (
        <p role="status" className={styles.success}>
          {t('slip.placed', { ticketNo: placed })}
        </p>
      )}
      {mutation.error && (
        <p role="alert" className={styles.error}>
          {errorMessage(mutation.error)}
        </p>
      )}
    </div>
  );
}
