import { useSearchParams } from 'react-router';
import { FilterText } from '../form/fields';
import { Button } from '../ui/button';
import { PRESETS, presetRange, rangeOf, siteToday, type Preset } from './site-day-range';
import styles from './range-bar.module.css';

/** The texts of a range bar, in the screen's own namespace. */
export interface RangeBarLabels {
  from: string;
  to: string;
  presets: string;
  preset: (preset: Preset) => string;
}

/**
 * A range of GMT+8 site days kept in the URL (`from`, `to`): the last 7 days when it names
 * none; `range` is null when the URL's days are not a range the server would take.
 */
export function useSiteDayRange() {
  const [params, setParams] = useSearchParams();
  const today = siteToday();
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const range = rangeOf(asked, today);
  const setRange = (next: { from: string; to: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of ['from', 'to'] as const) {
          if (next[key]) updated.set(key, next[key]);
          else updated.delete(key);
        }
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  return { today, asked, range, setRange };
}

/** Two day fields and the preset buttons (today, yesterday, last 7 and 30 days, this month). */
export function RangeBar({
  state,
  labels,
}: {
  state: ReturnType<typeof useSiteDayRange>;
  labels: RangeBarLabels;
}) {
  const { today, asked, range, setRange } = state;
  return (
    <div className={styles.rangeBar}>
      <FilterText
        type="date"
        label={labels.from}
        value={range?.from ?? asked.from}
        onChange={(from) => setRange({ from, to: asked.to || range?.to || '' })}
      />
      <FilterText
        type="date"
        label={labels.to}
        value={range?.to ?? asked.to}
        onChange={(to) => setRange({ from: asked.from || range?.from || '', to })}
      />
      <div className={styles.presets} role="group" aria-label={labels.presets}>
        {PRESETS.map((preset) => {
          const value = presetRange(preset, today);
          const active = range?.from === value.from && range?.to === value.to;
          return (
            <Button
              key={preset}
              size="sm"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => setRange(value)}
            >
              {labels.preset(preset)}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
