import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from './icons';
import { PAGE_SIZES, type Page, type PageSize } from './list-state';
import styles from './Pagination.module.css';
import { numberFormat } from '../../shared/format/numbers';

export interface PaginationProps {
  page: Page<unknown>;
  pageSize: PageSize;
  onPage: (page: number) => void;
  onPageSize: (pageSize: PageSize) => void;
}

/** Rows per page on the left; "21–40 of 57" and previous/next on the right. */
export function Pagination({ page, pageSize, onPage, onPageSize }: PaginationProps) {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const numbers = numberFormat(i18n.language);
  return (
    <nav className={styles.pagination} aria-label={t('datasets.pagination.label')}>
      <div className={styles.size}>
        <label htmlFor={selectId}>{t('datasets.pagination.rowsPerPage')}</label>
        <select
          id={selectId}
          className={styles.select}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.pager}>
        <span className={styles.range} aria-live="polite">
          {t('datasets.pagination.range', {
            from: numbers.format(page.from),
            to: numbers.format(page.to),
            total: numbers.format(page.total),
          })}
        </span>
        <button
          type="button"
          className={styles.step}
          aria-label={t('datasets.pagination.previous')}
          title={t('datasets.pagination.previous')}
          disabled={page.page <= 1}
          onClick={() => onPage(page.page - 1)}
        >
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          className={styles.step}
          aria-label={t('datasets.pagination.next')}
          title={t('datasets.pagination.next')}
          disabled={page.page >= page.pageCount}
          onClick={() => onPage(page.page + 1)}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
    </nav>
  );
}
