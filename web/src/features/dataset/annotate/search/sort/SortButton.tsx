import { useTranslation } from 'react-i18next';
import type { SearchCriteria } from '../criteria';
import { SORT_DELAY } from '../filters/controls-store';
import { PanelPopover } from '../filters/PanelPopover';
import buttonStyles from '../filters/ToolbarButton.module.css';
import { ControlsContext, useControlsState, type FilterControls } from '../filters/useFilterControls';
import { SortPanel } from './SortPanel';

export interface SortButtonProps {
  controls: FilterControls;
  criteria: SearchCriteria;
}

/** The toolbar's "Sort" (with how many keys sort the records) and its panel; each change applies at once. */
export function SortButton({ controls, criteria }: SortButtonProps) {
  const { t } = useTranslation();
  const { store } = controls;
  const { sortOpen, sortAdding, draft } = useControlsState(store);
  const count = criteria.sort.length;

  return (
    <PanelPopover
      open={sortOpen}
      onOpenChange={(open) => store.setSortOpen(open)}
      label={t('annotateSort.panelLabel')}
      width={312}
      testId="sort-panel"
      memory={store}
      trigger={
        <button type="button" className={`${buttonStyles.button} ${count > 0 ? buttonStyles.active : ''}`} data-testid="sort-toggle">
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M5 2.5v11M2.5 11 5 13.5 7.5 11M11 13.5v-11M8.5 5 11 2.5 13.5 5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('annotateSort.button')}
          {count > 0 && (
            <span className={buttonStyles.count} data-testid="sort-count">
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">{t('annotateSort.activeCount', { count })}</span>
            </span>
          )}
        </button>
      }
    >
      {sortOpen && (
        <ControlsContext.Provider value={store}>
          <SortPanel
            options={controls.sortOptions}
            sort={(draft ?? criteria).sort}
            adding={sortAdding}
            onAdding={(adding) => store.setSortAdding(adding)}
            onChange={(sort) => store.stage((current) => ({ ...current, sort }), SORT_DELAY)}
          />
        </ControlsContext.Provider>
      )}
    </PanelPopover>
  );
}
