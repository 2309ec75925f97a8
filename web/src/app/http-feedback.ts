import type { i18n } from 'i18next';
import { errorMessageKeys, NetworkError } from '../shared/api/errors';
import { installHttpHooks } from '../shared/api/http';
import { clearToasts, notify } from '../shared/toasts/store';
import { signInPathFor } from '../features/auth/guard';

/**
 * What a failed call means for the person: the catalogue's messages as danger toasts (replacing
 * older toasts), and, when the session has expired, the sign-in page that brings them back.
 */
export function installHttpFeedback(i18nInstance: i18n, goTo: (path: string) => void): void {
  installHttpHooks({
    onError(error) {
      if (error instanceof NetworkError) {
        // No answer at all, not an HTTP error. Offline, the "You are offline" notice already says why,
        // and clearing toasts here would take that permanent notice away.
        if (!navigator.onLine) return;
        clearToasts();
        notify({ message: i18nInstance.t('network.unreachable'), type: 'danger' });
        return;
      }
      clearToasts();
      for (const key of errorMessageKeys(error, (candidate) => i18nInstance.exists(candidate))) {
        notify({ message: i18nInstance.t(key), type: 'danger' });
      }
    },
    onUnauthorized() {
      const { pathname, search, hash } = window.location;
      if (pathname === '/sign-in') return;
      goTo(signInPathFor({ path: pathname, fullPath: `${pathname}${search}${hash}` }));
    },
  });
}
