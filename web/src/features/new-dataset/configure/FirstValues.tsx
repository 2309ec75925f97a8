import type { SourceColumn } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../shared/format/numbers';
import { cellAsImageUrl, cellAsLabel, cellAsText } from '../preview/cells';
import styles from './configure.module.css';

const SHOWN = 3;
const LONGEST = 80;

/** A few of a column's first values, as short text (images as thumbnails, class labels by name). */
export function FirstValues({ column, rows }: { column: SourceColumn; rows: readonly Record<string, unknown>[] }) {
  const { t, i18n } = useTranslation();
  const values = rows.map((row) => row[column.name]).filter((value) => value !== null && value !== undefined && value !== '').slice(0, SHOWN);
  if (values.length === 0) return <p className={styles.values}>{t('newDataset.columns.noValues')}</p>;
  if (column.kind === 'image') {
    return (
      <ul className={styles.thumbnails} aria-label={t('newDataset.columns.firstValues')}>
        {values.map((value, index) => {
          const url = cellAsImageUrl(value);
          return <li key={index}>{url ? <img src={url} alt="" className={styles.thumbnail} loading="lazy" /> : null}</li>;
        })}
      </ul>
    );
  }
  return (
    <ul className={styles.values} aria-label={t('newDataset.columns.firstValues')}>
      {values.map((value, index) => {
        const text =
          (column.kind === 'class_label'
            ? cellAsLabel(value, column)
            : typeof value === 'number'
              ? numberFormat(i18n.language, { maximumSignificantDigits: 6 }).format(value)
              : cellAsText(value)) ?? '';
        return (
          <li key={index} className={styles.value} title={text.length > LONGEST ? text.slice(0, 1000) : undefined}>
            {text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text}
          </li>
        );
      })}
    </ul>
  );
}
