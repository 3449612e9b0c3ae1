import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import styles from './ui.module.css';

interface Toast {
  id: number;
  text: string;
  tone: 'neutral' | 'danger';
}

const ToastContext = createContext<(text: string, tone?: Toast['tone']) => void>(() => {});

/** Short confirmations of finished actions ("Withdrawal approved"), read out by screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((text: string, tone: Toast['tone'] = 'neutral') => {
    const id = Date.now() + Math.random();
    setToasts((current) => [...current.slice(-3), { id, text, tone }]);
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), 5000);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className={styles.toasts} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={styles.toast} data-tone={toast.tone}>
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
