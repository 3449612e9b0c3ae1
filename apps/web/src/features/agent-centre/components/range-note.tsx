import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, parseLanguage } from '@portal/shared/constants/languages';
import { formatDay } from '../agency-format';
import styles from './agency.module.css';

/** The days a report covers, as the server resolved them, in site time. */
export function RangeNote({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation('agency');
  const locale = LANGUAGES[parseLanguage(i18n.language)].locale;
  const first = formatDay(from, locale);
  const last = formatDay(to, locale);
  return (
    <p className={styles.rangeNote} data-testid="period-range">
      {from === to
        ? t('period.oneDay', { day: first })
        : t('period.range', { from: first, to: last })}
    </p>
  );
}

/** A report's answer: the days it covers, then what it shows, dimmed while it is read again. */
export function ReportResults({
  value,
  fetching,
  children,
}: {
  value: { from: string; to: string };
  fetching: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.results} aria-busy={fetching}>
      <RangeNote from={value.from} to={value.to} />
      {children}
    </div>
  );
}
