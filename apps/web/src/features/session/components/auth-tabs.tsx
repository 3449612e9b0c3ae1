import { useId } from 'react';
import styles from './form.module.css';

interface AuthTabsProps<T extends string> {
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** Tabs switching between sign-in or sign-up methods; left/right arrows move between them. */
export function AuthTabs<T extends string>({ label, tabs, value, onChange }: AuthTabsProps<T>) {
  const id = useId();
  const move = (step: number) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) {
      onChange(next.value);
      document.getElementById(`${id}-${next.value}`)?.focus();
    }
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          id={`${id}-${tab.value}`}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          tabIndex={tab.value === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') move(1);
            if (event.key === 'ArrowLeft') move(-1);
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
