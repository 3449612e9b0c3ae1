import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, authHeaders, ApiError, operatorUrl } from '../../../api/client';
import { Badge, ErrorAlert, Loading } from '../../../components/ui/primitives';
import { formatAge, formatAmount, formatSiteTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import styles from '../cashier.module.css';

/** An amount as the console writes it, with its currency: `1,234.50 MYR`. */
export function Money({ amount, currency }: { amount: number | null; currency?: string }) {
  return (
    <span className={styles.money}>
      {formatAmount(amount, currentLocale())}
      {currency && amount !== null ? <span className={styles.currency}> {currency}</span> : null}
    </span>
  );
}

/** Names compared as the server compares a card holder with the payee: case, width and spacing aside. */
export const sameName = (a: string, b: string) => {
  const norm = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
};

/**
 * A name a member gave (the payer of a transfer, the holder of a card) beside their registered
 * real name, flagged when the two differ: what a clerk checks before money moves.
 */
export function NameCheck({ name, realName }: { name: string | null; realName: string | null }) {
  const { t } = useTranslation('cashier');
  if (!name) return <span className={styles.muted}>—</span>;
  return (
    <span className={styles.nameCheck}>
      <span>{name}</span>
      {realName === null ? (
        <Badge tone="warning">{t('queue.noRealName')}</Badge>
      ) : sameName(name, realName) ? null : (
        <Badge tone="danger">{t('queue.nameMismatch')}</Badge>
      )}
    </span>
  );
}

/** How long an order has waited: from its creation to now (the time itself on hover). */
export function Age({ since, now }: { since: string; now: number }) {
  return (
    <span className={styles.age} title={formatSiteTime(since)}>
      {formatAge((now - Date.parse(since)) / 1000)}
    </span>
  );
}

/** An image the server serves only to staff (the bearer header), shown from a blob. */
async function fetchImage(path: string): Promise<string> {
  const response = await fetch(operatorUrl(path), { headers: authHeaders() });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as {
      errorCode?: ApiError['errorCode'];
      message?: string;
    } | null;
    throw new ApiError(
      envelope?.errorCode ?? 'SYSTEM_ERROR',
      envelope?.message ?? response.statusText,
      response.status,
    );
  }
  return URL.createObjectURL(await response.blob());
}

function ImageFrame({
  alt,
  src,
  pending,
  error,
}: {
  alt: string;
  src: string | undefined;
  pending: boolean;
  error: unknown;
}) {
  if (pending) return <Loading />;
  if (error) return <ErrorAlert error={error} />;
  return (
    <a className={styles.imageFrame} href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={alt} />
    </a>
  );
}

/** The receipt image of a bank-transfer deposit (GET /deposits/:orderNo/receipt). */
export function ReceiptImage({ orderNo, alt }: { orderNo: string; alt: string }) {
  const image = useQuery({
    queryKey: ['operator', 'deposit-receipt', orderNo],
    queryFn: () => fetchImage(`/deposits/${orderNo}/receipt`),
    staleTime: Infinity,
  });
  return <ImageFrame alt={alt} src={image.data} pending={image.isPending} error={image.error} />;
}

/** A withdrawal image the server answers as a data URL (the member's proof, the payout slip). */
export function DataUrlImage({ path, alt }: { path: string; alt: string }) {
  const image = useQuery({
    queryKey: ['operator', path],
    queryFn: () => api<{ mimeType: string; dataUrl: string }>(path),
    staleTime: Infinity,
  });
  return (
    <ImageFrame alt={alt} src={image.data?.dataUrl} pending={image.isPending} error={image.error} />
  );
}

/** A labelled block of an order's detail. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** The current time, moving every `every` ms: queue ages grow while the screen is open. */
export function useNow(every = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

/** A detail's label–value pairs without the ones that have no value (yet). */
export function present(items: Array<[ReactNode, ReactNode]>): Array<[ReactNode, ReactNode]> {
  return items.filter(([, value]) => value !== null && value !== undefined && value !== '');
}

/** What a queue's filtered orders hold in all (the list answer's `totalAmount`), above the table. */
export function QueueHolds({
  answer,
  rows,
}: {
  answer: { totalAmount?: number } | undefined;
  rows: ReadonlyArray<{ currency?: string }>;
}) {
  const { t } = useTranslation('cashier');
  const total = answer?.totalAmount;
  if (total === undefined) return null;
  const currency = rows[0]?.currency;
  return (
    <>
      {t('queue.holds', {
        amount: `${formatAmount(total, currentLocale())}${currency ? ` ${currency}` : ''}`,
      })}
    </>
  );
}
