// Types only from the contract: its values would bring its schemas (and zod) into the page's code.
import type { Job } from '@gloss/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { notify } from '../../shared/toasts/store';
import { fetchRefusedRows } from './api';
import { saveBlob } from './download-file';
import { formatCount } from './format';
import { oneOrMany } from './plural';
import { ServerMessage } from './ServerMessage';
import table from '../../components/ui/DataTable.module.css';
import styles from './JobPage.module.css';

/**
 * The rows an import refused: how many in all, the first hundred with their number in the source and
 * why, and all of them as a CSV file.
 */
export function RefusedRows({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const total = job.progress.rows_refused;
  const listed = job.refused_rows;

  return (
    <section aria-labelledby={headingId} data-testid="refused-rows">
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {t('jobs.refused.heading')}
        </h2>
        {total > 0 && <DownloadRefusedRows jobId={job.id} />}
      </div>
      <p data-testid="refused-count">
        {total === 0 ? t('jobs.refused.none') : t(`jobs.refused.count${oneOrMany(total)}`, { count: formatCount(total, i18n.language) })}
        {total > listed.length && listed.length > 0 && (
          <span className={styles.secondary}> · {t('jobs.refused.listedFirst', { listed: formatCount(listed.length, i18n.language) })}</span>
        )}
      </p>
      {listed.length > 0 && (
        // A hundred reasons scroll inside their frame, under a header that stays, rather than pushing the page.
        <div className={`${table.frame} ${styles.refusedFrame}`} tabIndex={0} role="region" aria-label={t('jobs.refused.caption')}>
          <table className={`${table.table} ${styles.refusedTable}`}>
            <caption className="visually-hidden">{t('jobs.refused.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.rowColumn}>
                  {t('jobs.refused.row')}
                </th>
                <th scope="col">{t('jobs.refused.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {listed.map((refused) => (
                <tr key={refused.row}>
                  <td className={styles.rowNumber}>{formatCount(refused.row, i18n.language)}</td>
                  <td className={styles.reason}>
                    <ServerMessage text={refused.reason} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DownloadRefusedRows({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      const file = await fetchRefusedRows(jobId);
      saveBlob(file.blob, file.filename);
    } catch {
      notify({ message: t('jobs.refused.downloadFailed'), type: 'danger' });
    } finally {
      setDownloading(false);
    }
  };
  // The button keeps its name while the file comes: the spinner beside it says it is on its way.
  return (
    <span className={styles.downloadLine}>
      {downloading && <Spinner label={t('jobs.refused.downloading')} size={14} />}
      <Button size="small" onClick={() => void download()} aria-disabled={downloading || undefined} aria-busy={downloading || undefined}>
        <DownloadIcon />
        {t('jobs.refused.download')}
      </Button>
    </span>
  );
}

function DownloadIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
      <path d="M8 2v8M4.5 6.8 8 10.3l3.5-3.5M2.5 13.5h11" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
