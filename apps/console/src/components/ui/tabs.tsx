import { NavLink } from 'react-router';
import styles from './ui.module.css';

/** Tabs that are pages: each is a link, so a tab can be shared and reloaded. */
export function LinkTabs({ tabs }: { tabs: Array<{ to: string; label: string; end?: boolean }> }) {
  return (
    <nav className={styles.tabs}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className={styles.tab}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** Tabs inside one page, kept in the URL by the caller (e.g. ?tab=ledger). */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  label: string;
}) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className={styles.tab}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
