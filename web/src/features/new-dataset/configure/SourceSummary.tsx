import type { SourcePreview } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fileFormatName } from '../../../shared/format/file-formats';
import { formatFileSize } from '../../../shared/format/file-sizes';
import { numberFormat } from '../../../shared/format/numbers';
import { sourcePathFor, type ImportDestination } from '../paths';
import styles from './configure.module.css';

/** Where the rows come from, how many there are, and the way back to choose another source. */
export function SourceSummary({ preview, destination }: { preview: SourcePreview; destination: ImportDestination }) {
  const { t, i18n } = useTranslation();
  const { source, total_rows: total } = preview;
  const rows = total === null ? null : t('newDataset.configure.rows', { count: total, rows: numberFormat(i18n.language).format(total) });
  return (
    <div className={styles.source} data-testid="source-summary">
      <p className={styles.sourceText}>
        {source.type === 'file'
          ? t('newDataset.configure.sourceFile', {
              name: source.filename,
              format: fileFormatName(source.format),
              size: formatFileSize(source.size, i18n.language),
            })
          : t('newDataset.configure.sourceHub', { dataset: source.dataset, subset: source.subset, split: source.split })}
        {rows && <span className={styles.sourceRows}> · {rows}</span>}
      </p>
      <Link to={sourcePathFor(destination)} className={styles.sourceLink}>
        {t('newDataset.configure.changeSource')}
      </Link>
    </div>
  );
}
