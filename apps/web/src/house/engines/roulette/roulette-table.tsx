import { useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { RouletteBet, rouletteConfigSchema } from '@portal/shared/schemas/house-games';
import { HouseButton } from '../../components/house-button';
import { useRouletteBet } from '../../api/roulette-round';
import { useHouse } from '../../components/house-context';
import { errorCodeOf } from '../../lib/house-api';
import { formatAmount, formatCurrency, minorOf, sumAmounts } from '../../lib/money';
import { BettingBoard } from './betting-board';
import { SPOTS, type Spot } from './board-layout';
import { ChipSelector } from './chip-selector';
import styles from './roulette.module.css';

type RouletteConfig = z.infer<typeof rouletteConfigSchema>;

/** The most bets one call may carry (rouletteBetPayloadSchema). */
const MAX_BETS_PER_CALL = 40;

const spotsByKey = new Map(SPOTS.map((spot) => [spot.key, spot]));

function addTo(map: ReadonlyMap<string, number>, key: string, amount: number): Map<string, number> {
  const next = new Map(map);
  next.set(key, sumAmounts([next.get(key) ?? 0, amount]));
  return next;
}

interface RouletteTableProps {
  config: RouletteConfig;
  roundId: string | null;
  /** Betting is open: chips can go on the board and be sent. */
  open: boolean;
  winning: number | null;
  /** The chip a press on the board puts down (kept from round to round by the game). */
  chip: number;
  onChip: (chip: number) => void;
  /** The server said the round has closed. */
  onClosed: () => void;
}

/**
 * The chips of one round: chosen on the board (pending), sent with "Place bets" (placed). More
 * can be placed while the round is open; chips not sent when betting closes are taken back.
 */
export function RouletteTable({
  config,
  roundId,
  open,
  winning,
  chip,
  onChip,
  onClosed,
}: RouletteTableProps) {
  const { t } = useTranslation('house');
  const house = useHouse();
  const bet = useRouletteBet();
  const [pending, setPending] = useState<ReadonlyMap<string, number>>(new Map());
  const [placed, setPlaced] = useState<ReadonlyMap<string, number>>(new Map());
  const [staked, setStaked] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);

  const locked = !open || bet.isPending || house.sessionEnded || !roundId;
  // Chips still on the board when betting closes were never sent: they are simply gone.
  const shownPending = open ? pending : new Map<string, number>();
  const pendingTotal = sumAmounts([...shownPending.values()]);

  function handleSpot(spot: Spot) {
    const onSpot = sumAmounts([placed.get(spot.key) ?? 0, pending.get(spot.key) ?? 0, chip]);
    if (minorOf(onSpot) > minorOf(config.maxBet)) {
      setNotice(t('roulette.maxPerSpot', { max: formatAmount(config.maxBet) }));
      return;
    }
    if (!pending.has(spot.key) && pending.size >= MAX_BETS_PER_CALL) {
      setNotice(t('roulette.tooManySpots', { n: MAX_BETS_PER_CALL }));
      return;
    }
    setNotice(null);
    setPending(addTo(pending, spot.key, chip));
  }

  function handlePlace() {
    if (!roundId || pending.size === 0) return;
    const bets: RouletteBet[] = [...pending].map(([key, amount]) => {
      const spot = spotsByKey.get(key)!;
      return spot.value === undefined
        ? { kind: spot.kind, amount }
        : { kind: spot.kind, value: spot.value, amount };
    });
    bet.mutate(
      { roundId, bets },
      {
        onSuccess: (value) => {
          setPlaced((current) =>
            [...pending].reduce((next, [key, amount]) => addTo(next, key, amount), current),
          );
          setPending(new Map());
          setStaked(value.stake);
        },
        onError: (error) => {
          if (errorCodeOf(error) === 'ROUND_CLOSED') onClosed();
        },
      },
    );
  }

  return (
    <div className={styles.table}>
      <ChipSelector chips={config.chips} chosen={chip} disabled={locked} onChoose={onChip} />
      <BettingBoard
        placed={placed}
        pending={shownPending}
        locked={locked}
        winning={winning}
        onSpot={handleSpot}
      />
      {notice && <p className={styles.notice}>{notice}</p>}
      <div className={styles.actions}>
        <p className={styles.totals}>
          <span>
            {t('roulette.pending')}{' '}
            <strong data-testid="pending-total">{formatAmount(pendingTotal)}</strong>
          </span>
          <span>
            {t('roulette.staked')}{' '}
            <strong data-testid="round-stake">{formatCurrency(staked, house.currency)}</strong>
          </span>
        </p>
        <HouseButton
          variant="secondary"
          disabled={locked || shownPending.size === 0}
          onClick={() => {
            setPending(new Map());
            setNotice(null);
          }}
        >
          {t('roulette.clear')}
        </HouseButton>
        <HouseButton
          busy={bet.isPending}
          disabled={locked || shownPending.size === 0}
          onClick={handlePlace}
        >
          {t('roulette.place')}
        </HouseButton>
      </div>
    </div>
  );
}
