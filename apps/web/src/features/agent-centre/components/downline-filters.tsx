import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineFilterQuery } from '../api/get-downlines';
import { Button } from '../../../components/ui/button';
import records from '../../../components/records/records.module.css';
import styles from './agency.module.css';

/** The list's filters as the form holds them: '' for "any". */
export interface DownlineFilter {
  scope: 'direct' | 'all';
  account: string;
  type: '' | 'member' | 'agent';
  status: '' | 'active' | 'disabled';
  registeredFrom: string;
  registeredTo: string;
  lastLoginFrom: string;
  lastLoginTo: string;
}

export const EMPTY_FILTER: DownlineFilter = {
  scope: 'direct',
  account: '',
  type: '',
  status: '',
  registeredFrom: '',
  registeredTo: '',
  lastLoginFrom: '',
  lastLoginTo: '',
};

/** The query parameters of a filter: empty fields are left out. */
export function filterQuery(filter: DownlineFilter): DownlineFilterQuery {
  const query: DownlineFilterQuery = { scope: filter.scope };
  const account = filter.account.trim();
  if (account) query.account = account;
  if (filter.type) query.type = filter.type;
  if (filter.status) query.status = filter.status;
  for (const key of ['registeredFrom', 'registeredTo', 'lastLoginFrom', 'lastLoginTo'] as const) {
    if (filter[key]) query[key] = filter[key];
  }
  return query;
}

interface DownlineFiltersProps {
  applied: DownlineFilter;
  onApply: (filter: DownlineFilter) => void;
  today: string;
}

/**
 * Direct or all levels apply at once; the account, type, status and the dates apply with Search
 * (or Enter), so typing an account does not ask the server at every letter.
 */
export function DownlineFilters({ applied, onApply, today }: DownlineFiltersProps) {
  const { t } = useTranslation('agency');
  const [draft, setDraft] = useState(applied);
  const scopeId = useId();
  const ids = { account: useId(), type: useId(), status: useId() };
  const set = <K extends keyof DownlineFilter>(key: K, value: DownlineFilter[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const datesSet = Boolean(
    applied.registeredFrom || applied.registeredTo || applied.lastLoginFrom || applied.lastLoginTo,
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form className={styles.filterForm} onSubmit={handleSubmit} role="search">
      <div className={records.filters}>
        <div className={records.filter}>
          <span id={scopeId} className={records.label}>
            {t('downlines.scope')}
          </span>
          <div className={records.presets} role="group" aria-labelledby={scopeId}>
            {(['direct', 'all'] as const).map((scope) => (
              <button
                key={scope}
                type="button"
                className={records.preset}
                aria-pressed={draft.scope === scope}
                onClick={() => {
                  set('scope', scope);
                  onApply({ ...draft, scope });
                }}
              >
                {t(`downlines.scopes.${scope}`)}
              </button>
            ))}
          </div>
        </div>
        <div className={records.filter}>
          <label htmlFor={ids.account} className={records.label}>
            {t('filters.account')}
          </label>
          <input
            id={ids.account}
            className={records.input}
            value={draft.account}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('filters.accountHint')}
            onChange={(event) => set('account', event.target.value)}
          />
        </div>
        <div className={records.filter}>
          <label htmlFor={ids.type} className={records.label}>
            {t('filters.type')}
          </label>
          <select
            id={ids.type}
            className={records.input}
            value={draft.type}
            onChange={(event) => set('type', event.target.value as DownlineFilter['type'])}
          >
            <option value="">{t('filters.anyType')}</option>
            <option value="member">{t('filters.members')}</option>
            <option value="agent">{t('filters.agents')}</option>
          </select>
        </div>
        <div className={records.filter}>
          <label htmlFor={ids.status} className={records.label}>
            {t('filters.status')}
          </label>
          <select
            id={ids.status}
            className={records.input}
            value={draft.status}
            onChange={(event) => set('status', event.target.value as DownlineFilter['status'])}
          >
            <option value="">{t('filters.anyStatus')}</option>
            <option value="active">{t('status.active')}</option>
            <option value="disabled">{t('status.disabled')}</option>
          </select>
        </div>
        <div className={styles.filterActions}>
          <Button type="submit" size="sm">
            {t('filters.search')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setDraft(EMPTY_FILTER);
              onApply(EMPTY_FILTER);
            }}
          >
            {t('filters.reset')}
          </Button>
        </div>
      </div>
      <details className={styles.more} open={datesSet || undefined}>
        <summary>{t('filters.moreDates')}</summary>
        <div className={records.filters}>
          <DateRange
            label={t('filters.registered')}
            from={draft.registeredFrom}
            to={draft.registeredTo}
            today={today}
            onFrom={(value) => set('registeredFrom', value)}
            onTo={(value) => set('registeredTo', value)}
          />
          <DateRange
            label={t('filters.lastLogin')}
            from={draft.lastLoginFrom}
            to={draft.lastLoginTo}
            today={today}
            onFrom={(value) => set('lastLoginFrom', value)}
            onTo={(value) => set('lastLoginTo', value)}
          />
        </div>
      </details>
    </form>
  );
}

interface DateRangeProps {
  label: string;
  from: string;
  to: string;
  today: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
}

function DateRange({ label, from, to, today, onFrom, onTo }: DateRangeProps) {
  const { t } = useTranslation('agency');
  const fromId = useId();
  const toId = useId();
  return (
    <fieldset className={styles.dateRange}>
      <legend className={records.label}>{label}</legend>
      <label htmlFor={fromId} className={styles.srOnly}>
        {t('filters.fromOf', { what: label })}
      </label>
      <input
        id={fromId}
        type="date"
        className={records.input}
        value={from}
        max={to || today}
        onChange={(event) => onFrom(event.target.value)}
      />
      <span aria-hidden="true">–</span>
      <label htmlFor={toId} className={styles.srOnly}>
        {t('filters.toOf', { what: label })}
      </label>
      <input
        id={toId}
        type="date"
        className={records.input}
        value={to}
        min={from || undefined}
        max={today}
        onChange={(event) => onTo(event.target.value)}
      />
    </fieldset>
  );
}
