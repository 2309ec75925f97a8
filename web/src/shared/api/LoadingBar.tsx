import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingRequests, subscribeToRequests } from './loading';
import styles from './LoadingBar.module.css';

/** Waits this long before showing the bar, so quick calls do not make it flicker. */
const SHOW_AFTER_MS = 150;

export function LoadingBar() {
  const { t } = useTranslation();
  const pending = useSyncExternalStore(subscribeToRequests, pendingRequests, pendingRequests);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (pending === 0) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending > 0]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!visible) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label={t('loadingBar')} aria-busy="true" data-testid="loading-bar">
      <div className={styles.indicator} />
    </div>
  );
}
