import { useCallback, useEffect, useState } from 'react';
import {
  useRouletteOpen,
  useRouletteSettle,
  type RouletteSettleValue,
} from '../../api/roulette-round';
import { useHouse } from '../../components/house-context';
import { errorCodeOf } from '../../lib/house-api';

/**
 * opening: asking for a round; betting: the countdown runs; settling: bets are closed and the
 * result is being asked for; result: the number is shown before the next round opens; stopped:
 * a call failed (the banner says why) and the player starts the next round.
 */
export type RoulettePhase = 'opening' | 'betting' | 'settling' | 'result' | 'stopped';

/** How long the winning number stays on screen before the next round opens. */
export const RESULT_MS = 5000;
/** How soon a settle refused with ROUND_STILL_OPEN is asked again. */
export const SETTLE_RETRY_MS = 1000;
const TICK_MS = 200;
const HISTORY_LENGTH = 15;

interface Round {
  id: string;
  /** When betting closes, on this device's clock (corrected by the server's time). */
  closesAt: number;
}

/** The live round's life: open, count down to close, settle, show the number, open the next. */
export function useRouletteRound() {
  const { sessionEnded } = useHouse();
  const { mutateAsync: open } = useRouletteOpen();
  const { mutateAsync: settle } = useRouletteSettle();
  const [phase, setPhase] = useState<RoulettePhase>('opening');
  const [round, setRound] = useState<Round | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [result, setResult] = useState<RouletteSettleValue | null>(null);
  const [history, setHistory] = useState<number[]>([]);

  const active = !sessionEnded;

  useEffect(() => {
    if (phase !== 'opening' || !active) return;
    let live = true;
    open(undefined).then(
      (value) => {
        if (!live) return;
        // The server's clock decides when betting closes; count down on ours, shifted to match.
        const offset = Date.parse(value.serverTime) - Date.now();
        setRound({ id: value.roundId, closesAt: Date.parse(value.closesAt) - offset });
        setResult(null);
        setNow(Date.now());
        setPhase('betting');
      },
      () => live && setPhase('stopped'),
    );
    return () => {
      live = false;
    };
  }, [phase, active, open]);

  useEffect(() => {
    if (phase !== 'betting' || !round) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= round.closesAt) setPhase('settling');
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [phase, round]);

  useEffect(() => {
    if (phase !== 'settling' || !round || !active) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      settle(round.id).then(
        (value) => {
          if (!live) return;
          setResult(value);
          setHistory((numbers) => [value.number, ...numbers].slice(0, HISTORY_LENGTH));
          setPhase('result');
        },
        (error: unknown) => {
          if (!live) return;
          if (errorCodeOf(error) === 'ROUND_STILL_OPEN')
            retry = setTimeout(attempt, SETTLE_RETRY_MS);
          else setPhase('stopped');
        },
      );
    };
    attempt();
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [phase, round, active, settle]);

  useEffect(() => {
    if (phase !== 'result') return;
    const timer = setTimeout(() => setPhase('opening'), RESULT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  /** Closes betting at once: the server refused a bet because the round had closed. */
  const close = useCallback(
    () => setPhase((current) => (current === 'betting' ? 'settling' : current)),
    [],
  );
  const nextRound = useCallback(() => setPhase('opening'), []);

  const remainingMs = phase === 'betting' && round ? Math.max(0, round.closesAt - now) : 0;
  return { phase, roundId: round?.id ?? null, remainingMs, result, history, close, nextRound };
}
