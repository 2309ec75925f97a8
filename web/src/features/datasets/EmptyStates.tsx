import type { User } from '@gloss/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { CodeBlock } from '../../components/ui/CodeBlock';
import { LayersIcon, SearchIcon } from './icons';
import { NewDatasetLink } from '../new-dataset';
import { SDK_INSTALL_COMMAND, firstDatasetSnippet, type SnippetWorkspace } from '../../shared/sdk/python-snippets';
import styles from '../../components/ui/EmptyState.module.css';

type UserRole = User['role'];

/**
 * Nobody has given this person a dataset yet. Annotators can only wait for one; admins and owners start
 * one here ("New dataset", from a file or a Hub dataset) or get the few lines of Python that create one.
 */
export function NoDatasets({ role, workspaceName }: { role: UserRole; workspaceName: string | undefined }) {
  const { t } = useTranslation();
  if (role === 'annotator') {
    return (
      <section className={styles.panel} aria-labelledby="datasets-empty-title">
        <span className={styles.icon}>
          <LayersIcon size={22} />
        </span>
        <h2 id="datasets-empty-title" className={styles.title}>
          {t('datasets.empty.annotatorTitle')}
        </h2>
        <p className={styles.text}>{t('datasets.empty.annotatorText')}</p>
      </section>
    );
  }
  // Only owners may create workspaces; an admin without one has to be added to one first.
  const workspace: SnippetWorkspace = workspaceName
    ? { kind: 'existing', name: workspaceName }
    : role === 'owner'
      ? { kind: 'create' }
      : { kind: 'placeholder' };
  const snippet = firstDatasetSnippet(window.location.origin, workspace, {
    apiKey: t('datasets.empty.apiKeyPlaceholder'),
    workspace: t('datasets.empty.workspacePlaceholder'),
  });
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="datasets-empty-title">
      <h2 id="datasets-empty-title" className={styles.title}>
        {t('datasets.empty.adminTitle')}
      </h2>
      <p className={styles.text}>{t('datasets.empty.inApp')}</p>
      <div>
        <NewDatasetLink />
      </div>
      <p className={styles.text}>
        <Trans
          i18nKey="datasets.empty.adminIntro"
          values={{ command: SDK_INSTALL_COMMAND }}
          components={{ code: <code className={styles.inlineCode} /> }}
        />
      </p>
      {workspace.kind === 'placeholder' && <p className={styles.note}>{t('datasets.empty.noWorkspace')}</p>}
      <CodeBlock code={snippet} label={t('datasets.empty.snippetLabel')} copyLabel={t('datasets.empty.copySnippet')} />
      <p className={styles.text}>
        <Trans i18nKey="datasets.empty.apiKey" components={{ settingsLink: <Link to="/user-settings" /> }} />
      </p>
    </section>
  );
}

export function NoMatches({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="datasets-no-matches-title">
      <span className={styles.icon}>
        <SearchIcon size={22} />
      </span>
      <h2 id="datasets-no-matches-title" className={styles.title}>
        {t('datasets.noMatches.title')}
      </h2>
      <p className={styles.text}>{t('datasets.noMatches.text')}</p>
      <Button onClick={onClear}>{t('datasets.clearFilters')}</Button>
    </section>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} role="alert">
      <p className={styles.text}>{t('datasets.loadError')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </section>
  );
}
