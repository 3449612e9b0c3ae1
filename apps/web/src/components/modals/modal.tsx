import {
  Suspense,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import {
  MODAL_DEFAULT_HEIGHT,
  MODAL_DEFAULT_WIDTH,
  MODAL_WRAPPER_DELAY_MS,
} from '@portal/shared/constants/limits';
import { DEFAULT_ACTION_ATTRIBUTE } from '../ui/button';
import { ModalCloseButton } from './modal-close-button';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called by the close button and by Escape (only when `closable`). */
  onClose: () => void;
  /** The dialog's visible heading and accessible name. */
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** px or any CSS length; never wider than the viewport minus 24 px. */
  width?: number | string;
  /** Minimum height, px or any CSS length. */
  height?: number | string;
  /** When false: no close button and Escape does nothing (e.g. a forced password change). */
  closable?: boolean;
  /**
   * What Enter does when focus is not on a control with its own Enter behaviour. Without it,
   * Enter presses the button marked `isDefault` (attribute data-default-action), if any.
   */
  defaultAction?: () => void;
  /** Same as `defaultAction`. */
  onEnter?: () => void;
  className?: string;
}

/** Where Enter already means something: leave it alone. */
const OWN_ENTER_BEHAVIOUR =
  'textarea, button, a[href], select, summary, [contenteditable=""], [contenteditable="true"], ' +
  '[role="button"], [role="link"], [role="option"], [role="tab"], [role="menuitem"], [role="combobox"]';

/**
 * The generic modal (spec section 2): close button, no close on backdrop click, Escape closes
 * only a closable modal, Enter presses the default button, page scroll locked, focus trapped and
 * returned to where it was.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  width = MODAL_DEFAULT_WIDTH,
  height = MODAL_DEFAULT_HEIGHT,
  closable = true,
  defaultAction,
  onEnter,
  className,
}: ModalProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // Layout effects run before the focus scope's passive effect moves focus into the dialog.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      returnFocusRef.current = document.activeElement;
    }
  }, [open]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest(OWN_ENTER_BEHAVIOUR)) return;
    // An input inside a form submits that form natively.
    if (target instanceof HTMLInputElement && target.form) return;
    const action = defaultAction ?? onEnter;
    if (action) {
      event.preventDefault();
      action();
      return;
    }
    const button = contentRef.current?.querySelector<HTMLButtonElement>(
      `[${DEFAULT_ACTION_ATTRIBUTE}]:not(:disabled)`,
    );
    if (button) {
      event.preventDefault();
      button.click();
    }
  }

  const style = {
    width,
    minHeight: height,
    '--modal-wrapper-delay': `${MODAL_WRAPPER_DELAY_MS}ms`,
  } as CSSProperties;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay}>
          <Dialog.Content
            ref={contentRef}
            className={[styles.dialog, className].filter(Boolean).join(' ')}
            style={style}
            aria-describedby={undefined}
            onKeyDown={handleKeyDown}
            onEscapeKeyDown={(event) => {
              if (!closable) event.preventDefault();
            }}
            onPointerDownOutside={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const previous = returnFocusRef.current;
              returnFocusRef.current = null;
              if (previous?.isConnected) previous.focus();
            }}
          >
            <header className={styles.header}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {closable && (
                <Suspense fallback={<span className={styles.closePlaceholder} />}>
                  <ModalCloseButton className={styles.close} />
                </Suspense>
              )}
            </header>
            <div className={styles.body}>
              <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
                {children}
              </Suspense>
            </div>
            {footer && <footer className={styles.footer}>{footer}</footer>}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
