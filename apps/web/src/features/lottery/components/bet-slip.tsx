import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { XIEN_SIZE, type BetKind, type Selection } from '@portal/shared/lottery/bet-types';
import { applyRatioDown, applyRatioUp } from '@portal/shared/lottery/odds';
import type { OpenNumeroValue, PlaceTicketPayload } from '@portal/shared/schemas/lottery';
import { fromMinor, toMinor } from '@portal/shared/money';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { formatCurrency } from '../../../lib/money';
import { usePlaceTicket } from '../api/place-ticket';
import { BET_NAMES } from '../bet-names';
import { oddsTableOf, toRatio } from '../odds-table';
import { amountMinor, slipFigures } from '../slip-figures';
import styles from './lottery.module.css';

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
 * pay (the shared settle.ts, in minor units), and placing it. A failed attempt keeps its
 * requestId, so retrying the same ticket cannot place it twice.
 */
export function BetSlip({ kind, picks, selection, open, closed, symbol, onPlaced }: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const unitId = useId();
  const multiplierId = useId();
  const { limits, draw, game } = open;
  const [unitStake, setUnitStake] = useState(() => fromMinor(toMinor(limits.minUnitStake)));
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
          {BET_NAMES[kind]}
          {picks.length > 0 && <span className={styles.picks}>{[...picks].sort().join(' ')}</span>}
        </dd>
        <dt>{t('slip.lines')}</dt>
        <dd data-testid="slip-lines">{figures?.lines ?? 0}</dd>
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
        onClick={handlePlace}
      >
        {closed ? t('draw.closed') : t('slip.place')}
      </Button>
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
