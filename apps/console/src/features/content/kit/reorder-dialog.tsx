import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogFooter } from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/primitives';
import styles from './kit.module.css';

export interface OrderItem {
  id: number;
  label: ReactNode;
}

/**
 * Puts a list in a new order with Move up / Move down buttons (keyboard and screen-reader
 * friendly), then saves the whole order at once. The server refuses the order (CONFLICT) when the
 * list changed meanwhile, and the dialog shows its message.
 */
export function ReorderDialog({
  open,
  onOpenChange,
  title,
  items,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  items: readonly OrderItem[];
  onSave: (ids: number[]) => Promise<unknown>;
}) {
  const { t } = useTranslation('content');
  const [order, setOrder] = useState<OrderItem[]>([...items]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  // A new order starts from the list as it is whenever the dialog opens or the list arrives.
  const signature = items.map((item) => item.id).join(',');
  useEffect(() => {
    if (open) {
      setOrder([...items]);
      setError(null);
    }
    // `items` is rebuilt on each render; its ids are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, signature]);

  const move = (index: number, by: -1 | 1) =>
    setOrder((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSave(order.map((item) => item.id));
      onOpenChange(false);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={t('order.hint')}>
      <ol className={styles.orderList}>
        {order.map((item, index) => (
          <li key={item.id}>
            <span className={styles.orderPlace}>{index + 1}</span>
            <span className={styles.orderLabel}>{item.label}</span>
            <Button
              size="sm"
              variant="ghost"
              disabled={index === 0}
              onClick={() => move(index, -1)}
              aria-label={t('order.up', { place: index + 1 })}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={index === order.length - 1}
              onClick={() => move(index, 1)}
              aria-label={t('order.down', { place: index + 1 })}
            >
              ↓
            </Button>
          </li>
        ))}
      </ol>
      <ErrorAlert error={error} />
      <DialogFooter>
        <Button onClick={() => onOpenChange(false)}>{t('common:action.cancel')}</Button>
        <Button variant="primary" busy={busy} onClick={save}>
          {t('order.save')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
