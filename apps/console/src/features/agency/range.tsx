import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilterText } from '../../components/form/fields';

/** The site days of the figures, kept in the URL (`from`, `to`); empty: the server's default. */
export function useRange() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const set = (changes: { from?: string; to?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return { from, to, set, query: { ...(from ? { from } : {}), ...(to ? { to } : {}) } };
}

export function RangeFilter({ range }: { range: ReturnType<typeof useRange> }) {
  const { t } = useTranslation('agency');
  return (
    <>
      <FilterText
        type="date"
        label={t('range.from')}
        value={range.from}
        onChange={(from) => range.set({ from })}
      />
      <FilterText
        type="date"
        label={t('range.to')}
        value={range.to}
        onChange={(to) => range.set({ to })}
      />
    </>
  );
}
