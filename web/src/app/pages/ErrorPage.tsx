import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { messageOf, statusOf } from '../../shared/api/errors';
import { isChunkLoadError, reloadForNewBuild } from '../../shared/network/chunk-reload';
import styles from './ErrorPage.module.css';

export interface ErrorViewProps {
  status: number;
  message: string;
}

/** The error page: the status, the message in a pill, and the way back home. */
export function ErrorView({ status, message }: ErrorViewProps) {
  const { t } = useTranslation();
  return (
    <main id="content" className={styles.page} data-testid="error-page">
      <div className={styles.card}>
        <p className={styles.status}>{status}</p>
        <p className={styles.pill}>{message}</p>
        <h1 className={styles.title}>{t('errorPage.title')}</h1>
        <p className={styles.text}>{t('errorPage.text')}</p>
        <Link to="/" className={styles.home}>
          {t('errorPage.backHome')}
        </Link>
      </div>
    </main>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorView status={404} message={t('errorPage.notFound')} />;
}

/** What the router shows when a page fails to load or render. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForNewBuild()) return null;
  if (isRouteErrorResponse(error)) {
    return <ErrorView status={error.status} message={error.status === 404 ? t('errorPage.notFound') : error.statusText} />;
  }
  if (isChunkLoadError(error)) return <ErrorView status={500} message={t('errorPage.chunkFailed')} />;
  return <ErrorView status={statusOf(error)} message={messageOf(error)} />;
}
