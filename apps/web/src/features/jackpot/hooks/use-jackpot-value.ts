import { useEffect, useState } from 'react';
import { jackpotValueAt, msUntilNextTick } from '../jackpot';

/** The current jackpot, re-read from the clock at each tick boundary (so throttled tabs catch up). */
export function useJackpotValue(): bigint {
  const [value, setValue] = useState(() => jackpotValueAt(Date.now()));
  useEffect(() => {
    let timer: number;
    const schedule = () => {
      // A few ms past the boundary so the new tick has surely begun.
      timer = window.setTimeout(
        () => {
          setValue(jackpotValueAt(Date.now()));
          schedule();
        },
        msUntilNextTick(Date.now()) + 15,
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);
  return value;
}
