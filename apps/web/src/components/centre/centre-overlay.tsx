import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../ui/icons';
import { badgeText, type Badges, type CentreEntry } from './centre-menu';
import styles from './centre-overlay.module.css';

interface CentreOverlayProps {
  /** The panel's heading, e.g. "Member centre". */
  title: string;
  /** Accessible name of the menu. */
  menuLabel: string;
  entries: readonly CentreEntry[];
  /** The page shown now, marked in the menu. */
  active: string | undefined;
  badges?: Badges;
  onSelect: (page: string) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The member-centre and agent-centre overlay (spec section 2, root layout): a large panel with
 * the menu beside the page on wide screens, a full-screen sheet with the menu as a horizontal
 * strip on phones. The close button and Escape close it; a click on the backdrop does not.
 */
export function CentreOverlay({
  title,
  menuLabel,
  entries,
  active,
  badges = {},
  onSelect,
  onClose,
  children,
}: CentreOverlayProps) {
  const { t } = useTranslation(['member', 'modal']);
  const activeItem = useRef<HTMLButtonElement>(null);
  // On a phone the menu is a strip wider than the screen: keep the open page's entry in view.
  useEffect(() => {
    activeItem.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay}>
          <Dialog.Content
            className={styles.panel}
            aria-describedby={undefined}
            onPointerDownOutside={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
          >
            <header className={styles.header}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              <Dialog.Close className={styles.close} aria-label={t('modal:close')}>
                <CloseIcon size={20} />
              </Dialog.Close>
            </header>
            <div className={styles.body}>
              {entries.length > 0 && (
                <nav className={styles.menu} aria-label={menuLabel}>
                  <ul className={styles.items}>
                    {entries.map((entry) => {
                      const badge = entry.badge ? badgeText(badges[entry.badge]) : null;
                      const waiting = badge !== null && entry.badgeDot === true;
                      return (
                        <li key={entry.page}>
                          <button
                            type="button"
                            className={styles.item}
                            ref={entry.page === active ? activeItem : undefined}
                            aria-current={entry.page === active ? 'page' : undefined}
                            // The count apart from the name: "Reward centre, 1 new", not "…1".
                            aria-label={
                              badge && !waiting
                                ? `${t(entry.label)}${t('member:menuBadge', { badge })}`
                                : undefined
                            }
                            onClick={() => onSelect(entry.page)}
                          >
                            <span className={styles.itemLabel}>{t(entry.label)}</span>
                            {waiting ? (
                              <span
                                className={styles.dot}
                                role="img"
                                aria-label={t('member:agent.requestWaiting')}
                                data-testid={`badge-${entry.page}`}
                              />
                            ) : (
                              badge && (
                                <>
                                  <span
                                    className={styles.badge}
                                    data-testid={`badge-${entry.page}`}
                                    aria-hidden="true"
                                  >
                                    {badge}
                                  </span>
                                </>
                              )
                            )}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </nav>
              )}
              <section className={styles.content}>
                <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
                  {children}
                </Suspense>
              </section>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
