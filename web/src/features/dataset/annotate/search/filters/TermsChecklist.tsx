import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../../shared/format/numbers';
import { cachedSearchIndex, filterOptions, queryTerms } from '../../questions/options';
import { TERMS_MAX, toggleTerm, withSelectedOptions, type TermOption } from './terms';
import { useRemembered } from './useFilterControls';
import styles from './TermsChecklist.module.css';
import { PanelSearch } from './PanelSearch';

export interface TermsChecklistProps {
  options: readonly TermOption[];
  selected: readonly string[];
  onChange: (values: readonly string[]) => void;
  /** What the values belong to, for the list's accessible name. */
  name: string;
  /** Names the search box's text in the panels' memory. */
  memoryKey: string;
  loading?: boolean;
}

const ROW_HEIGHT = 30;
const LIST_HEIGHT = 240;
/** Short lists need no search box. */
const SEARCH_MIN = 8;

/**
 * A searchable checklist of values. Only the rows in view are in the page (TanStack Virtual), so a
 * property with thousands of terms opens and scrolls as fast as one with three; the arrow keys move
 * between rows, scrolling the next one in.
 */
export function TermsChecklist({ options, selected, onChange, name, memoryKey, loading = false }: TermsChecklistProps) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const [query, setQuery] = useRemembered<string>(`terms:${memoryKey}`, '');
  // Typing stays responsive while a long list is matched against the last query.
  const deferredQuery = useDeferredValue(query);
  const all = useMemo(() => withSelectedOptions(options, selected), [options, selected]);
  // The search keys are built on the first search, not on opening: a label question's 50,000 options
  // would otherwise cost the panel's first paint.
  const searching = queryTerms(deferredQuery).length > 0;
  const shown = useMemo(() => (searching ? filterOptions(all, cachedSearchIndex(all), deferredQuery) : all), [all, searching, deferredQuery]);
  const chosen = useMemo(() => new Set(selected), [selected]);
  const scroller = useRef<HTMLDivElement>(null);
  const listId = useId();
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const atLimit = selected.length >= TERMS_MAX;

  const focusRow = (at: number) => {
    const target = Math.max(0, Math.min(shown.length - 1, at));
    virtualizer.scrollToIndex(target, { align: 'auto' });
    requestAnimationFrame(() => scroller.current?.querySelector<HTMLInputElement>(`[data-index="${target}"] input`)?.focus());
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row) return;
    const at = Number(row.dataset.index);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: shown.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key]!);
    }
  };

  return (
    <div className={styles.checklist}>
      {all.length >= SEARCH_MIN && (
        <PanelSearch
          label={t('annotateFilters.terms.search')}
          value={query}
          aria-controls={listId}
          onChange={setQuery}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && shown.length > 0) {
              event.preventDefault();
              focusRow(0);
            }
          }}
          data-testid="terms-search"
          data-focus-key="terms-search"
        />
      )}
      {loading && all.length === 0 ? (
        <p className={styles.note}>{t('annotateFilters.terms.loading')}</p>
      ) : all.length === 0 ? (
        <p className={styles.note}>{t('annotateFilters.terms.none')}</p>
      ) : shown.length === 0 ? (
        <p className={styles.note}>{t('annotateFilters.terms.noMatches', { query: deferredQuery })}</p>
      ) : (
        <div
          id={listId}
          ref={scroller}
          className={styles.scroller}
          style={{ height: Math.min(LIST_HEIGHT, shown.length * ROW_HEIGHT) }}
          role="group"
          aria-label={t('annotateFilters.terms.listLabel', { name })}
          onKeyDown={onListKeyDown}
          data-testid="terms-list"
        >
          <div className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const option = shown[item.index]!;
              const checked = chosen.has(option.value);
              return (
                <label key={option.value} className={styles.row} data-index={item.index} style={{ transform: `translateY(${item.start}px)` }}>
                  <input
                    type="checkbox"
                    aria-labelledby={`${listId}-t${item.index}`}
                    aria-describedby={option.count !== undefined ? `${listId}-c${item.index}` : undefined}
                    checked={checked}
                    data-focus-key={`term:${option.value}`}
                    disabled={!checked && atLimit}
                    onChange={() => onChange(toggleTerm(selected, option.value))}
                  />
                  <span id={`${listId}-t${item.index}`} className={styles.text} title={option.text}>
                    {option.text}
                  </span>
                  {option.count !== undefined && (
                    <span id={`${listId}-c${item.index}`} className={styles.count}>
                      {number.format(option.count)}
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        </div>
      )}
      {selected.length > 0 && (
        <div className={styles.footer}>
          <span aria-live="polite">{t('annotateFilters.terms.selected', { count: selected.length })}</span>
          <button type="button" className={styles.clear} onClick={() => onChange([])} data-focus-key="terms-clear">
            {t('annotateFilters.terms.clear')}
          </button>
        </div>
      )}
      {atLimit && <p className={styles.note}>{t('annotateFilters.terms.limit', { max: TERMS_MAX })}</p>}
    </div>
  );
}
