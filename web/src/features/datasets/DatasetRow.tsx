import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActiveImportProgress, useActiveImport } from '../jobs';
import { GearIcon } from './icons';
import type { DatasetListItem } from './list-state';
import { ProgressCell } from './ProgressCell';
import { annotationPath, settingsPath } from '../../shared/routing/paths';
import { formatDate, formatTimestamp, parseServerTimestamp } from '../../shared/format/timestamps';
import styles from './DatasetTable.module.css';

/** One dataset; the whole row opens it, the gear opens its settings for those who may change them. */
export function DatasetRow({ item, canManage }: { item: DatasetListItem; canManage: boolean }) {
  const { t } = useTranslation();
  const { dataset, workspaceName } = item;
  // Only those who manage datasets see their imports: for anyone else the jobs are never asked for.
  const runningImport = useActiveImport(dataset.id, canManage);
  return (
    <tr className={styles.row}>
      <td>
        <div className={styles.nameCell}>
          <Link to={annotationPath(dataset.id)} className={styles.nameLink} title={dataset.name}>
            {dataset.name}
          </Link>
          {dataset.status === 'draft' && (
            <span className={`${styles.badge} ${styles.onTop}`} title={t('datasets.draftHint')}>
              {t('datasets.draft')}
            </span>
          )}
          {canManage && (
            <Link
              to={settingsPath(dataset.id)}
              className={`${styles.settingsLink} ${styles.onTop}`}
              aria-label={t('datasets.settingsOf', { name: dataset.name })}
              title={t('datasets.settingsOf', { name: dataset.name })}
            >
              <GearIcon size={15} />
            </Link>
          )}
        </div>
      </td>
      <td className={styles.workspace} title={workspaceName}>
        {workspaceName ?? (
          <span className={styles.dash} title={t('datasets.unknownWorkspace')}>
            —
          </span>
        )}
      </td>
      <td className={styles.created}>
        <DateCell value={dataset.inserted_at} />
      </td>
      <td className={styles.date}>
        <DateCell value={dataset.updated_at} />
      </td>
      <td>
        {runningImport ? (
          <ActiveImportProgress job={runningImport} datasetName={dataset.name} />
        ) : (
          <ProgressCell datasetId={dataset.id} datasetName={dataset.name} />
        )}
      </td>
    </tr>
  );
}

function DateCell({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const date = parseServerTimestamp(value);
  if (!date) return <span className={styles.dash}>—</span>;
  return (
    <time className={styles.onTop} dateTime={date.toISOString()} title={formatTimestamp(date, i18n.language)}>
      {formatDate(date, i18n.language)}
    </time>
  );
}
