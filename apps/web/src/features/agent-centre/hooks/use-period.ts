import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  daysBetween,
  REPORT_MAX_DAYS,
  resolveReportPeriod,
  type ReportPeriod,
} from '@portal/shared/schemas/agency';
import { siteDayOf } from '@portal/shared/site-day';

/** A period of the agent reports: a named one, or two chosen site days (both included). */
export interface PeriodChoice {
  period: ReportPeriod;
  /** "yyyy-mm-dd", used by custom only. */
  from: string;
  to: string;
}

export type PeriodProblem = 'missing' | 'order' | 'future' | 'tooLong';

/** What the server is asked for: the named period, or custom with its two days. */
export type PeriodQuery =
  { period: Exclude<ReportPeriod, 'custom'> } | { period: 'custom'; from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) =>
  DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** The query of a choice, or why its custom days cannot be read. */
export function periodQuery(choice: PeriodChoice, today: string): PeriodQuery | PeriodProblem {
  if (choice.period !== 'custom') return { period: choice.period };
  const { from, to } = choice;
  if (!isDay(from) || !isDay(to)) return 'missing';
  if (to < from) return 'order';
  if (to > today) return 'future';
  if (daysBetween(from, to).length > REPORT_MAX_DAYS) return 'tooLong';
  return { period: 'custom', from, to };
}

/**
 * The period a report shows, today at first. Days are site days (GMT+8); "custom" starts from the
 * days of the period chosen before it, so switching to it keeps what was on screen.
 */
export function usePeriod(initial: ReportPeriod = 'today') {
  const today = siteDayOf(new Date());
  const [choice, setChoice] = useState<PeriodChoice>(() => ({
    period: initial,
    ...resolveReportPeriod(initial, new Date()),
  }));
  const change = (next: PeriodChoice) => {
    if (next.period !== 'custom' || choice.period === 'custom') {
      setChoice(next);
      return;
    }
    setChoice({ period: 'custom', ...resolveReportPeriod(choice.period, new Date()) });
  };
  const query = periodQuery(choice, today);
  return {
    choice,
    change,
    today,
    query: typeof query === 'string' ? null : query,
    problem: typeof query === 'string' ? query : null,
  };
}

/**
 * A paged report's period: the picker's props (a new period goes back to the first page), the
 * query, the page, and why the chosen days cannot be read, in words.
 */
export function useReportPeriod(initial?: ReportPeriod) {
  const { t } = useTranslation('agency');
  const period = usePeriod(initial);
  const [page, setPage] = useState(1);
  return {
    picker: {
      choice: period.choice,
      today: period.today,
      onChoice: (next: PeriodChoice) => {
        period.change(next);
        setPage(1);
      },
    },
    query: period.query,
    problem: period.problem
      ? t(`period.problems.${period.problem}`, { days: REPORT_MAX_DAYS })
      : null,
    page,
    setPage,
  };
}
