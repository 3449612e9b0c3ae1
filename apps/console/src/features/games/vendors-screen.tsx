import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import type { OperatorVendor, UpdateVendorPayload } from '@portal/shared/schemas/games-operator';
import { csvUrl, useOperatorList } from '../../api/lists';
import { useCan } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../components/form/fields';
import { errorText, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { FlagSwitch } from './flag-switch';
import { GamesTabs } from './games-tabs';
import { useUpdateVendor, VENDORS } from './games-calls';
import styles from './games.module.css';

const FILTERS = ['q', 'category'] as const;
const idOf = (row: OperatorVendor) => String(row.id);

/** A vendor's place in its category's menu: saved on Enter or when the field is left. */
function OrderInput({
  vendor,
  label,
  onSave,
}: {
  vendor: OperatorVendor;
  label: string;
  onSave: (order: number) => void;
}) {
  const [text, setText] = useState(String(vendor.sort));
  useEffect(() => setText(String(vendor.sort)), [vendor.sort]);
  const save = () => {
    const order = Number(text);
    if (text === '' || !Number.isInteger(order) || order < 0 || order > 100_000) {
      setText(String(vendor.sort));
      return;
    }
    if (order !== vendor.sort) onSave(order);
  };
  return (
    <input
      className={styles.orderInput}
      type="number"
      min={0}
      max={100_000}
      aria-label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
    />
  );
}

/**
 * The game vendors (`/games/vendors`): one row per vendor and category with its game count; the
 * content desk sets maintenance, the switch and the menu order of each row.
 */
export default function VendorsScreen() {
  const { t } = useTranslation('games');
  const toast = useToast();
  const canManage = useCan()('games.manage');
  const list = useListState(FILTERS, { sort: 'sort', pageSize: 50 });
  const query = useOperatorList<OperatorVendor>(VENDORS, list.query);
  const update = useUpdateVendor();
  const [busy, setBusy] = useState<string | null>(null);

  const change = async (
    vendor: OperatorVendor,
    key: string,
    body: UpdateVendorPayload,
    done: string,
  ) => {
    setBusy(`${vendor.id}:${key}`);
    try {
      await update.mutateAsync({
        code: vendor.code,
        change: { category: vendor.category, ...body },
      });
      toast(done);
    } catch (error) {
      toast(errorText(error, String(error)), 'danger');
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo<TableColumn<OperatorVendor>[]>(() => {
    const flagged = (vendor: OperatorVendor, flag: 'maintenance' | 'enabled', next: boolean) => {
      const category = t(`category.${vendor.category}`);
      const text = {
        code: vendor.code,
        category,
        flag: t(`flag.${flag}`),
      };
      void change(
        vendor,
        flag,
        { [flag]: next },
        t(next ? 'vendors.changedOn' : 'vendors.changedOff', text),
      );
    };
    return [
      {
        id: 'category',
        header: t('vendors.category'),
        meta: { shrink: true },
        cell: ({ row }) => t(`category.${row.original.category}`),
      },
      {
        id: 'code',
        header: t('vendors.code'),
        meta: { sort: 'code' },
        cell: ({ row }) => <span className={styles.mono}>{row.original.code}</span>,
      },
      {
        id: 'title',
        header: t('vendors.title_'),
        meta: { sort: 'title' },
        cell: ({ row }) => (
          <>
            <span className={styles.name}>{row.original.title}</span>
            <span className={styles.small}>
              {row.original.walletMode} · {row.original.provider}
            </span>
          </>
        ),
      },
      {
        id: 'games',
        header: t('vendors.games'),
        meta: { sort: 'games', numeric: true, shrink: true },
        cell: ({ row }) => row.original.games,
      },
      {
        id: 'sort',
        header: t('vendors.order'),
        meta: { sort: 'sort', numeric: true, shrink: true },
        cell: ({ row }) => {
          const vendor = row.original;
          return canManage ? (
            <OrderInput
              vendor={vendor}
              label={t('vendors.orderLabel', {
                code: vendor.code,
                category: t(`category.${vendor.category}`),
              })}
              onSave={(order) =>
                void change(
                  vendor,
                  'sort',
                  { sort: order },
                  t('vendors.orderSaved', { code: vendor.code, order }),
                )
              }
            />
          ) : (
            vendor.sort
          );
        },
      },
      {
        id: 'maintenance',
        header: t('flag.maintenance'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <FlagSwitch
            label={t('flag.on', {
              flag: t('flag.maintenance'),
              name: `${row.original.code} (${t(`category.${row.original.category}`)})`,
            })}
            text={t('flag.maintenance')}
            checked={row.original.maintenance}
            tone="warning"
            editable={canManage}
            showText={false}
            busy={busy === `${row.original.id}:maintenance`}
            onChange={(next) => flagged(row.original, 'maintenance', next)}
          />
        ),
      },
      {
        id: 'enabled',
        header: t('flag.enabled'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <FlagSwitch
            label={t('flag.on', {
              flag: t('flag.enabled'),
              name: `${row.original.code} (${t(`category.${row.original.category}`)})`,
            })}
            text={t('flag.enabled')}
            checked={row.original.enabled}
            editable={canManage}
            showText={false}
            busy={busy === `${row.original.id}:enabled`}
            onChange={(next) => flagged(row.original, 'enabled', next)}
          />
        ),
      },
    ];
    // change reads the latest mutation; the columns change with the role, language and busy flag.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, canManage, busy]);

  return (
    <>
      <PageHeader title={t('vendors.title')} description={t('vendors.description')} />
      <GamesTabs />
      <DataTable
        label={t('vendors.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={idOf}
        csv={{ url: csvUrl(VENDORS, list.query), name: 'game-vendors' }}
        emptyText={t('vendors.empty')}
        toolbar={
          <>
            <FilterText
              label={t('filter.search')}
              value={list.filters.q}
              onChange={(q) => list.setFilters({ q })}
            />
            <FilterSelect
              label={t('filter.category')}
              value={list.filters.category}
              onChange={(category) => list.setFilters({ category })}
              allLabel={t('filter.allCategories')}
              options={GAME_CATEGORIES.map((category) => ({
                value: category,
                label: t(`category.${category}`),
              }))}
            />
          </>
        }
      />
    </>
  );
}
