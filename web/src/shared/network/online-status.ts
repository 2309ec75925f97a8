import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, notify } from '../toasts/store';

/** Tells the person when the browser loses and regains its connection. */
export function useOnlineStatusNotifications(): void {
  const { t } = useTranslation();
  useEffect(() => {
    let offlineToast: number | null = null;
    const goOffline = () => {
      if (offlineToast !== null) return;
      offlineToast = notify({ message: t('network.offline'), type: 'danger', permanent: true });
    };
    const goOnline = () => {
      if (offlineToast !== null) dismissToast(offlineToast);
      offlineToast = null;
      notify({ message: t('network.online'), type: 'success' });
    };
    if (!navigator.onLine) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [t]);
}
