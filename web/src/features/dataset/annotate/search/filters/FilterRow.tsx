import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../../shared/format/numbers';
import { reviewValue, type ReviewProperty, type SearchCriteria } from '../criteria';
import { activeTargets, withoutFilter, withoutFilters, type FilterCatalogue, type FilterCategory } from './catalogue';
import { CategoryPanel } from './CategoryPanel';
import { PanelPopover } from './PanelPopover';
import { reviewFocusKey, ReviewPanel } from './ReviewPanel';
import { filterChips, type FilterChip, type SummaryNames } from './summary';
import { questionTermOptions, textsByValue } from './terms';
import { ControlsContext, useControlsState, type FilterControls } from './useFilterControls';
import styles from './FilterRow.module.css';

export interface FilterRowProps {
  controls: FilterControls;
  datasetId: string;
  criteria: SearchCriteria;
}

function namesOf(catalogue: FilterCatalogue): SummaryNames {
  return {
    metadata: new Map(catalogue.metadata.map((property) => [property.name, property.title])),
    questions: new Map(catalogue.questions.map((question) => [question.name, question.title])),
    options: new Map(catalogue.questions.map((question) => [question.name, textsByValue(questionTermOptions(question))])),
  };
}

/**
 * The row under the toolbar: the Metadata, Responses and Suggestions buttons (while Filters is on),
 * then the active filters as chips, each reopening its filter or removing it, and "Clear all".
 * Chips stay while the buttons are hidden, so what narrows the records is always in sight.
 */
export function FilterRow({ controls, datasetId, criteria }: FilterRowProps) {
  const { t, i18n } = useTranslation();
  const { catalogue, categories, store } = controls;
  const { rowOpen, panel, draft } = useControlsState(store);
  const shown = draft ?? criteria;
  const names = useMemo(() => namesOf(catalogue), [catalogue]);
  const chips = useMemo(() => {
    const number = numberFormat(i18n.language, { maximumFractionDigits: 6 });
    return filterChips(shown, names, {
      number: (value) => number.format(value),
      more: (count) => t('annotateFilters.chips.more', { count }),
      score: (range) => t('annotateFilters.chips.score', { range }),
      reviewTitle: (property) => t(`annotateFilters.review.titles.${property}`),
      reviewValue: (property, value) =>
        property === 'status' ? t(`annotateFilters.review.${value === 'validated' ? 'validated' : 'unvalidated'}`) : t(`annotateFilters.review.${value === 'true' ? 'yes' : 'no'}`),
    });
  }, [shown, names, i18n.language, t]);

  if (categories.length === 0 || (!rowOpen && chips.length === 0)) return null;

  const onOpenChange = (category: FilterCategory, open: boolean) => store.setPanel(open ? { category, target: null } : null);
  const chipTitle = (chip: FilterChip) =>
    chip.category === 'metadata' || chip.category === 'review' ? chip.title : t(`annotateFilters.chips.${chip.category === 'responses' ? 'response' : 'suggestion'}`, { title: chip.title });

  return (
    <div className={styles.row} id={controls.rowId} role="group" aria-label={t('annotateFilters.rowLabel')} data-testid="filter-row">
      {rowOpen &&
        categories.map((category) => {
          const count = activeTargets(shown, category).size;
          return (
            <PanelPopover
              key={category}
              open={panel?.category === category}
              onOpenChange={(open) => onOpenChange(category, open)}
              label={t(`annotateFilters.panelLabel.${category}`)}
              testId={`filter-panel-${category}`}
              memory={store}
              trigger={
                <button type="button" className={`${styles.category} ${count > 0 ? styles.categoryActive : ''}`} data-testid={`filter-${category}`}>
                  {t(`annotateFilters.categories.${category}`)}
                  {count > 0 && <span className={styles.categoryCount}>{count}</span>}
                  <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                    <path d="m2 3.5 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              }
            >
              {panel?.category === 'review' && category === 'review' && (
                <ReviewPanel properties={catalogue.review} shown={shown} stage={(update, delay) => store.stage(update, delay)} />
              )}
              {panel?.category === category && category !== 'review' && (
                <ControlsContext.Provider value={store}>
                  <CategoryPanel
                    datasetId={datasetId}
                    category={category}
                    catalogue={catalogue}
                    shown={shown}
                    applied={criteria}
                    stage={(update, delay) => store.stage(update, delay)}
                    target={panel.target}
                    onTarget={(target) => store.setPanel({ category, target })}
                  />
                </ControlsContext.Provider>
              )}
            </PanelPopover>
          );
        })}
      {rowOpen && chips.length > 0 && <span className={styles.divider} aria-hidden="true" />}
      {chips.length > 0 && (
        <ul className={styles.chips} aria-label={t('annotateFilters.chips.label')} data-testid="filter-chips">
          {chips.map((chip) => {
            const title = chipTitle(chip);
            return (
              <li key={chip.id} className={styles.chip} data-chip={chip.id}>
                <button
                  type="button"
                  className={styles.chipBody}
                  onClick={() => {
                    // The review panel opens on the chip's property, the others on the property's own editor.
                    if (chip.category === 'review') store.focusKey = reviewFocusKey(chip.target as ReviewProperty, reviewValue(shown, chip.target as ReviewProperty));
                    store.setPanel({ category: chip.category, target: chip.target });
                  }}
                  title={t('annotateFilters.chips.edit', { name: title })}
                >
                  <span className={styles.chipTitle}>{title}:</span> <span className={styles.chipSummary}>{chip.summary}</span>
                </button>
                <button
                  type="button"
                  className={styles.chipRemove}
                  onClick={() => store.applyNow((current) => withoutFilter(current, chip.category, chip.target))}
                  aria-label={t('annotateFilters.chips.remove', { name: title })}
                  title={t('annotateFilters.chips.remove', { name: title })}
                >
                  <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                    <path d="m2 2 6 6M8 2 2 8" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            );
          })}
          <li>
            <button
              type="button"
              className={styles.clearAll}
              onClick={() => store.applyNow(withoutFilters)}
              title={t('annotateFilters.chips.clearAllHint')}
              data-testid="filters-clear-all"
            >
              {t('annotateFilters.chips.clearAll')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
