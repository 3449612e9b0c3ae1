import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, parseLanguage } from '@portal/shared/constants/languages';
import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import type { Bonus } from '@portal/shared/schemas/promotions';
import { useWhitelabel } from '../../api/get-whitelabel';
import { formatCurrency } from '../../lib/money';

/** Formats API amounts with the site's currency symbol, e.g. "RM 1,234.50". */
export function useMoney(): (amount: number) => string {
  const symbol = useWhitelabel().data?.site.currencySymbol ?? '';
  return useCallback((amount: number) => formatCurrency(amount, symbol), [symbol]);
}

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

// Building a formatter is far dearer than using one: one per locale and style.
const formats = new Map<string, Intl.DateTimeFormat>();

function format(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = LANGUAGES[parseLanguage(language)].locale;
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formats.set(key, formatter);
  }
  return formatter.format(date);
}

/** The day of a moment in the interface language, e.g. "27 Nov 2026". */
export const formatDay = (iso: string, language: string) =>
  format(iso, language, { dateStyle: 'medium' });

/** The time of day of a moment, e.g. "10:03 PM". */
export const formatTime = (iso: string, language: string) =>
  format(iso, language, { timeStyle: 'short' });
