import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@portal/shared/date-time';
import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import type { Bonus } from '@portal/shared/schemas/promotions';

export { useMoney } from '../../components/ui/use-money';

/**
 * How a bonus's turnover counts by category, in words: "Live Casino: 50%", "Lottery,
 * E-Lottery: not counted". Categories that count in full are not named.
 */
export function useWeightsText(): (weights: Bonus['weights']) => string[] {
  const { t } = useTranslation(['bonuses', 'pages']);
  return useCallback(
    (weights: Bonus['weights']) => {
      const name = (category: GameCategory) => t(`lobby.title.${category}`, { ns: 'pages' });
      const partial: string[] = [];
      const excluded: string[] = [];
      for (const category of GAME_CATEGORIES) {
        const weight = weights[category];
        if (weight === undefined || weight >= 100) continue;
        if (weight <= 0) excluded.push(name(category));
        else partial.push(t('weights', { categories: name(category), weight }));
      }
      if (excluded.length > 0) partial.push(t('excluded', { categories: excluded.join(', ') }));
      return partial;
    },
    [t],
  );
}

/** The site day of a moment in the interface language, e.g. "27 Nov 2026". */
export const formatDay = (iso: string, language: string) => formatDate(iso, language);

/** The time of day of a moment, the site's time-only format, e.g. "22:03" (GMT+8). */
export { formatTime };
