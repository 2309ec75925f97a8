import { useTranslation } from 'react-i18next';
import type { SearchCriteria } from '../criteria';
import { activeFilterCount } from './catalogue';
import { useControlsState, type FilterControls } from './useFilterControls';
import styles from './ToolbarButton.module.css';

/**
 * The toolbar's "Filters": shows or hides the row of filter buttons. It is there only when the dataset
 * has something to filter by, and stands out (with the count) while any filter narrows the records.
 */
export function FiltersButton({ controls, criteria }: { controls: FilterControls; criteria: SearchCriteria }) {
  const { t } = useTranslation();
  const { rowOpen } = useControlsState(controls.store);
  if (controls.categories.length === 0) return null;
  const count = activeFilterCount(criteria);
  return (
    <button
      type="button"
      className={`${styles.button} ${count > 0 ? styles.active : ''}`}
      onClick={() => controls.store.toggleRow()}
      aria-expanded={rowOpen}
      aria-controls={rowOpen ? controls.rowId : undefined}
      title={t('annotateFilters.buttonHint')}
      data-testid="filters-toggle"
    >
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M2 3.5h12M4.5 8h7M7 12.5h2" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
      </svg>
      {t('annotateFilters.button')}
      {count > 0 && (
        <span className={styles.count} data-testid="filters-count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t('annotateFilters.activeCount', { count })}</span>
        </span>
      )}
    </button>
  );
}
