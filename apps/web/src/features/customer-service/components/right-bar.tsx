import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_TYPES } from '@portal/shared/constants/site';
import type { Resource } from '@portal/shared/schemas/system';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { appDownloadHref } from '../../../components/ui/app-link';
import { ChevronIcon, CloseIcon, HeadsetIcon } from '../../../components/ui/icons';
import { useCustomerServiceEntries } from '../hooks/use-customer-service-entries';
import { useOpenCustomerService } from '../hooks/use-open-customer-service';
import { AppQrItem } from './app-qr-item';
import { CsEntry } from './cs-entry';
import styles from './right-bar.module.css';

const COLLAPSED_KEY = 'rightBarCollapsed';
/** Below this width the open bar would cover the page's content column (1200 px + margins). */
const ROOM_FOR_OPEN_BAR_PX = 1440;

function readCollapsed(): boolean {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(COLLAPSED_KEY);
  } catch {
    // Storage may be unavailable (private mode): fall back to the width rule.
  }
  if (stored !== null) return stored === '1';
  return window.innerWidth < ROOM_FOR_OPEN_BAR_PX;
}

/**
 * The fixed right-side bar (spec section 2): customer-service links by type (a VIP member's VIP
 * service where others have live chat) and the app QR codes whose resources exist. Collapsible
 * on a desktop; a floating button opens it on a phone.
 */
export function RightBar() {
  return (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  );
}

function Bar() {
  const { t } = useTranslation('rightbar');
  const { data } = useWhitelabel();
  const { entries } = useCustomerServiceEntries();
  const { open: openEntry, error, clearError, pendingId } = useOpenCustomerService();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!phoneOpen) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !rootRef.current?.contains(event.target as Node)
      ) {
        setPhoneOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [phoneOpen]);

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(clearError, 6000);
    return () => window.clearTimeout(timer);
  }, [error, clearError]);

  // An app without a download link of its own has no code worth scanning.
  const apps = RESOURCE_TYPES.map((type) =>
    data?.resources.find((r) => r.resourceType === type),
  ).filter(
    (resource): resource is Resource =>
      resource !== undefined && appDownloadHref(resource.url) !== undefined,
  );
  // While loading, on failure, or with nothing configured, the bar stays out of the way.
  if (entries.length === 0 && apps.length === 0) return null;

  function toggleCollapsed() {
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        // Storage may be unavailable (private mode): the choice lasts for this page.
      }
      return !value;
    });
  }

  return (
    <aside
      ref={rootRef}
      className={styles.rightBar}
      aria-label={t('label')}
      data-collapsed={collapsed || undefined}
      data-open={phoneOpen || undefined}
    >
      <button
        type="button"
        className={styles.fab}
        aria-expanded={phoneOpen}
        aria-controls={panelId}
        aria-label={t(phoneOpen ? 'closePanel' : 'openPanel')}
        onClick={() => setPhoneOpen((value) => !value)}
      >
        {phoneOpen ? <CloseIcon size={24} /> : <HeadsetIcon size={26} />}
      </button>
      <button
        type="button"
        className={styles.collapse}
        aria-expanded={!collapsed}
        aria-controls={panelId}
        aria-label={t(collapsed ? 'expand' : 'collapse')}
        onClick={toggleCollapsed}
      >
        <ChevronIcon direction={collapsed ? 'left' : 'right'} size={16} />
      </button>
      <div id={panelId} className={styles.panel}>
        {entries.length > 0 && (
          <ul className={styles.list} aria-label={t('customerService')}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <CsEntry entry={entry} busy={pendingId === entry.id} onOpen={openEntry} />
              </li>
            ))}
          </ul>
        )}
        {apps.length > 0 && (
          <ul className={styles.list} aria-label={t('downloadApps')}>
            {apps.map((resource) => (
              <AppQrItem key={resource.resourceType} resource={resource} />
            ))}
          </ul>
        )}
      </div>
      {error && (
        <div role="alert" className={styles.toast}>
          <span>{t(`errors.${error}`)}</span>
          <button
            type="button"
            className={styles.toastClose}
            onClick={clearError}
            aria-label={t('dismiss')}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      )}
    </aside>
  );
}
