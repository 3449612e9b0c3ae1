import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../api/client';
import type { ListState } from '../../../components/data-table/list-state';
import { FilterText } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';

/** The filters both queues share: the status select is each queue's own. */
export const QUEUE_FILTERS = [
  'status',
  'member',
  'orderNo',
  'minAmount',
  'maxAmount',
  'from',
  'to',
] as const;

/** `status=all` in the URL means no status filter (the queue opens on `pending`). */
export const ALL = 'all';

/** What the list call takes: the URL's state without the `all` marker. */
export function apiQueryOf(list: ListState): Query {
  const { status, ...rest } = list.query;
  return status === ALL ? rest : list.query;
}

const RANGES = ['minAmount', 'maxAmount', 'from', 'to'] as const;

/**
 * Member, order number, amount range and site days: the same inputs on both queues. The ranges,
 * used less, fold away behind a button (open whenever one is set).
 */
export function QueueFilterInputs({ list }: { list: ListState<(typeof QUEUE_FILTERS)[number]> }) {
  const { t } = useTranslation('cashier');
  const { t: common } = useTranslation();
  const { filters } = list;
  const rangeSet = RANGES.some((key) => filters[key] !== '');
  const [unfolded, setUnfolded] = useState(false);
  const open = unfolded || rangeSet;
  const changed = Object.entries(filters).some(([key, value]) => key !== 'status' && value !== '');
  return (
    <>
      <FilterText
        label={t('filter.member')}
        placeholder={t('filter.memberHint')}
        value={filters.member}
        onChange={(member) => list.setFilters({ member })}
      />
      <FilterText
        label={t('filter.orderNo')}
        value={filters.orderNo}
        onChange={(orderNo) => list.setFilters({ orderNo })}
      />
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        disabled={rangeSet}
        onClick={() => setUnfolded(!unfolded)}
      >
        {open ? '▾' : '▸'} {t('filter.more')}
      </Button>
      {open ? (
        <>
          <FilterText
            label={t('filter.minAmount')}
            type="number"
            value={filters.minAmount}
            onChange={(minAmount) => list.setFilters({ minAmount })}
          />
          <FilterText
            label={t('filter.maxAmount')}
            type="number"
            value={filters.maxAmount}
            onChange={(maxAmount) => list.setFilters({ maxAmount })}
          />
          <FilterText
            label={t('filter.from')}
            type="date"
            value={filters.from}
            onChange={(from) => list.setFilters({ from })}
          />
          <FilterText
            label={t('filter.to')}
            type="date"
            value={filters.to}
            onChange={(to) => list.setFilters({ to })}
          />
        </>
      ) : null}
      {changed ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            list.setFilters({
              member: '',
              orderNo: '',
              minAmount: '',
              maxAmount: '',
              from: '',
              to: '',
            })
          }
        >
          {common('action.clearFilters')}
        </Button>
      ) : null}
    </>
  );
}
