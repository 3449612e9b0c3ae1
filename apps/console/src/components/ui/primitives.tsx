import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { Button } from './button';
import styles from './ui.module.css';

export type Tone = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.pageHeader}>
      <div>
        <h1>{title}</h1>
        {description ? <p>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

export function Card({
  title,
  actions,
  children,
  className,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')}>
      {title || actions ? (
        <div className={styles.pageHeader} style={{ marginBottom: 12 }}>
          {title ? <h2 className={styles.cardTitle}>{title}</h2> : <span />}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="status">
      <span className={styles.loader} aria-hidden="true" />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state}>
      <span className={styles.stateTitle}>{title ?? t('state.empty')}</span>
      {children}
    </div>
  );
}

/** The message a failed call shows: the server's own (already in the console's language). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="alert">
      <span className={styles.stateTitle}>{t('state.failed')}</span>
      <span>{errorText(error, t('state.failedHint'))}</span>
      {onRetry ? <Button onClick={onRetry}>{t('action.retry')}</Button> : null}
    </div>
  );
}

/** A failed action's message inside a form or dialog. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className={styles.alert} role="alert">
      {errorText(error, t('state.failedHint'))}
    </p>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.alert} data-tone="info">
      {children}
    </p>
  );
}

export function Kbd({ children }: { children: ReactNode }) {
  return <kbd className={styles.kbd}>{children}</kbd>;
}

/** Label–value pairs, as a member's profile or an order's details show them. */
export function DescriptionList({ items }: { items: Array<[ReactNode, ReactNode]> }) {
  return (
    <dl className={styles.descriptionList}>
      {items.map(([term, value], index) => (
        <div key={index} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
