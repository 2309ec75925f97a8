import type { Dataset } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/queries';
import { CodeBlock } from '../../../components/ui/CodeBlock';
import { addRecordsSnippet, maskApiKey } from '../../../shared/sdk/python-snippets';
import { useFields } from '../queries';
import styles from '../../../components/ui/EmptyState.module.css';

export interface EmptyDatasetProps {
  dataset: Dataset;
  workspaceName: string | undefined;
  canManage: boolean;
}

/** A dataset without records: annotators are told who can fix it, admins are shown how. */
export function EmptyDataset({ dataset, workspaceName, canManage }: EmptyDatasetProps) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.panel} ${styles.dashed}`} data-testid="empty-dataset" aria-labelledby="empty-dataset-title">
      <span className={styles.icon} aria-hidden="true">
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M4 7.5 12 3l8 4.5v9L12 21l-8-4.5v-9Z" strokeLinejoin="round" />
          <path d="M4 7.5 12 12l8-4.5M12 12v9" strokeLinejoin="round" />
        </svg>
      </span>
      <h2 id="empty-dataset-title" className={styles.title}>
        {t('dataset.empty.title')}
      </h2>
      {canManage ? (
        <AddRecordsHelp dataset={dataset} workspaceName={workspaceName} />
      ) : (
        <p className={styles.text}>{t('dataset.empty.annotator')}</p>
      )}
    </section>
  );
}

function AddRecordsHelp({ dataset, workspaceName }: { dataset: Dataset; workspaceName: string | undefined }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { data: fields } = useFields(dataset.id);
  const apiKey = user?.api_key ?? '';
  const snippet = (key: string) =>
    addRecordsSnippet({
      apiUrl: window.location.origin,
      apiKey: key,
      datasetName: dataset.name,
      workspaceName,
      fieldNames: fields?.map((field) => field.name) ?? [],
    });
  return (
    <>
      <p className={styles.text}>{t('dataset.empty.admin')}</p>
      {dataset.status === 'draft' && <p className={styles.note}>{t('dataset.empty.draftNote')}</p>}
      <div className={styles.code}>
        <CodeBlock
          code={snippet(maskApiKey(apiKey))}
          copyText={snippet(apiKey)}
          label={t('dataset.empty.codeLabel')}
          copyLabel={t('dataset.empty.copy')}
          testId="add-records-snippet"
        />
      </div>
    </>
  );
}
