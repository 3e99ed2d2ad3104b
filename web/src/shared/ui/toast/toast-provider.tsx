import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext, type ShowToastOptions, type ToastApi, type ToastPlacement } from './toast-context';
import { dismissToast, enqueueToast, TOAST_DURATION_MS, toastsAfterNavigation, visibleToast, type Toast } from './toast-queue';
import styles from './toast.module.css';

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const [placement, setPlacement] = useState<ToastPlacement>('top');

  const showToast = useCallback((message: string, options: ShowToastOptions = {}) => {
    const id = nextId.current++;
    setQueue((current) => enqueueToast(current, { id, message, tone: options.tone ?? 'info', raisedAt: performance.now() }));
  }, []);

  const onNavigation = useCallback(() => setQueue((current) => toastsAfterNavigation(current, performance.now())), []);

  const current = visibleToast(queue);
  const currentId = current?.id;
  useEffect(() => {
    if (currentId === undefined) return;
    const timer = window.setTimeout(() => setQueue((list) => dismissToast(list, currentId)), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [currentId]);

  const api = useMemo<ToastApi>(() => ({ showToast, onNavigation, setPlacement }), [showToast, onNavigation]);

  return (
    <ToastContext value={api}>
      {children}
      {/* The live region stays mounted so screen readers announce each new message. */}
      <div className={`${styles.region} ${placement === 'bottom' ? styles.bottom : ''}`} data-placement={placement} role="status" aria-live="polite" aria-atomic="true" aria-label={t('toast.region')}>
        {current && (
          <div key={current.id} className={`${styles.toast} ${styles[current.tone]}`}>
            {current.message}
          </div>
        )}
      </div>
    </ToastContext>
  );
}
