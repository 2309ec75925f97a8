import type { SourcePreview } from '@gloss/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { NetworkError } from '../../../shared/api/errors';
import { sourcePathFor, type ImportDestination } from '../paths';
import { useSourcePreview, type ImportOrigin } from '../queries';
import { hubTokenFor, rememberHubToken } from '../source/hub-token';
import emptyStyles from '../../../components/ui/EmptyState.module.css';
import styles from './configure.module.css';

/**
 * Shows the page once the source's columns and first rows are read; meanwhile a spinner, and if they
 * cannot be (an upload gone, a Hub dataset the token does not open) the server's reason, with a token
 * to give for a Hub dataset (a reload forgets the one typed before) and the way back to the source step.
 */
export function SourceGate({ origin, destination, children }: { origin: ImportOrigin; destination: ImportDestination; children: (preview: SourcePreview) => ReactNode }) {
  const { t } = useTranslation();
  const preview = useSourcePreview(origin);
  const [token, setToken] = useState(() => (origin.kind === 'hub' ? (hubTokenFor(origin.repoId) ?? '') : ''));
  if (preview.data) return <>{children(preview.data)}</>;
  if (!preview.isError) return <PageSpinner label={t('newDataset.configure.loading')} />;
  const reason = preview.error instanceof NetworkError ? t('newDataset.creation.unreachable') : preview.error.message;
  return (
    <section className={`${emptyStyles.panel} ${styles.gate}`} role="alert" data-testid="source-failed">
      <h2 className={emptyStyles.title}>{t('newDataset.configure.failed')}</h2>
      <p className={emptyStyles.text}>{reason}</p>
      {origin.kind === 'hub' && (
        <form
          className={styles.gateForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            rememberHubToken(origin.repoId, token);
            void preview.refetch();
          }}
        >
          <TextField
            label={t('newDataset.source.hub.token')}
            hint={t('newDataset.source.hub.tokenHint')}
            type="password"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" variant="primary" disabled={preview.isFetching}>
            {t('newDataset.configure.retry')}
          </Button>
        </form>
      )}
      <Link to={sourcePathFor(destination)} className={emptyStyles.link}>
        {t('newDataset.configure.changeSource')}
      </Link>
    </section>
  );
}
