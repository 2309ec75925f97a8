import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from '../shared/api/LoadingBar';
import { useOnlineStatusNotifications } from '../shared/network/online-status';
import { Toaster } from '../shared/toasts/Toaster';

/** What every page has around it: the request progress bar, the toasts and the network notices. */
export function RootShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useOnlineStatusNotifications();
  return (
    <>
      <a className="skip-link" href="#content">
        {t('common.skipToContent')}
      </a>
      <LoadingBar />
      {children}
      <Toaster />
    </>
  );
}
