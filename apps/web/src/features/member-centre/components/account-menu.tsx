import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberIcon } from '../../session/api/get-member-info';
import { badgeText } from '../../../components/centre/centre-menu';
import styles from './account-menu.module.css';

export interface AccountMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  badge?: number;
  onSelect: () => void;
}

interface AccountMenuProps {
  /** Shown on the button beside the avatar (wide screens) and atop the menu. */
  name: string;
  account: string | undefined;
  items: readonly AccountMenuItem[];
  /** Figures shown under the name while the menu is open (wallet and points). */
  summary?: ReactNode;
  /** Entries after the items that keep their own behaviour, e.g. log out with its question. */
  footer?: ReactNode;
  /** Phones: the button is the avatar alone. */
  compact?: boolean;
}

/**
 * The member's avatar and name opening a list of shortcuts. Closes on a choice, on Escape and on
 * a click elsewhere; clicks in a dialog it opened (the logout question) do not count as elsewhere.
 */
export function AccountMenu({
  name,
  account,
  items,
  summary,
  footer,
  compact = false,
}: AccountMenuProps) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || rootRef.current?.contains(target)) return;
      if (target.closest?.('[role="dialog"], [role="alertdialog"]')) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        if (!rootRef.current?.contains(event.target as Node)) return;
        event.stopPropagation();
        setOpen(false);
      }}
    >
      <button
        type="button"
        className={compact ? styles.avatarButton : styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={compact ? t('panel.menu', { name }) : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <MemberAvatar name={name} />
        {!compact && <span className={styles.name}>{name}</span>}
        {!compact && (
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        )}
      </button>
      {open && (
        <div id={listId} className={styles.dropdown}>
          <div className={styles.who}>
            <span className={styles.whoName}>{name}</span>
            {account && account !== name && <span className={styles.whoAccount}>{account}</span>}
          </div>
          {summary}
          <ul className={styles.list}>
            {items.map((item) => {
              const badge = badgeText(item.badge);
              return (
                <li key={item.key}>
                  <button
                    type="button"
                    className={styles.item}
                    // The count apart from the name: "Messages, 2 new", not "Messages2".
                    aria-label={badge ? `${item.label}${t('menuBadge', { badge })}` : undefined}
                    onClick={() => {
                      setOpen(false);
                      item.onSelect();
                    }}
                  >
                    {item.icon}
                    <span className={styles.itemLabel}>{item.label}</span>
                    {badge && (
                      <>
                        <span className={styles.badge} aria-hidden="true">
                          {badge}
                        </span>
                      </>
                    )}
                  </button>
                </li>
              );
            })}
            {footer && <li>{footer}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The chosen avatar (GET /wps/member/info/icon), or the name's first letter without one. */
export function MemberAvatar({ name }: { name: string }) {
  const icon = useMemberIcon().data;
  const [broken, setBroken] = useState(false);
  if (icon?.url && !broken) {
    return (
      <img
        className={styles.avatar}
        src={icon.url}
        alt=""
        width={32}
        height={32}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className={styles.avatar} aria-hidden="true">
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}

/** The look of a menu entry, for entries drawn by others (log out). */
export const accountMenuItemClass = styles.item;
