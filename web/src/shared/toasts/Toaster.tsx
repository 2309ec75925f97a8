import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentToasts, dismissToast, subscribeToToasts, type Toast } from './store';
import { useToastPlacement } from './useToastPlacement';
import styles from './Toaster.module.css';

/**
 * The toasts, stacked bottom-right (above any area a page keeps clear for its primary actions, see
 * `placement.ts`), announced to screen readers as they appear.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  const region = useRef<HTMLElement>(null);
  const placement = useToastPlacement(region, toasts.length > 0);
  return (
    <section ref={region} className={styles.region} style={placement} aria-label={t('toasts.region')}>
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} dismissLabel={t('toasts.dismiss')} />
      ))}
    </section>
  );
}

function ToastView({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  useEffect(() => {
    if (toast.durationMs === null) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);

  const urgent = toast.type === 'danger' || toast.type === 'warning';
  return (
    <div className={`${styles.toast} ${styles[toast.type]}`} role={urgent ? 'alert' : 'status'} data-type={toast.type}>
      <p className={styles.message}>{toast.message}</p>
      {toast.button && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.button?.onClick();
            dismissToast(toast.id);
          }}
        >
          {toast.button.text}
        </button>
      )}
      <button type="button" className={styles.close} aria-label={dismissLabel} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </div>
  );
}
