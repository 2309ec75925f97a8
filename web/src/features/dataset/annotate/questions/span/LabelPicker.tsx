import { type KeyboardEvent, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useScopedState } from '../use-scoped-state';
import { type SpanLabel, filterLabels } from './labels';
import colors from './span-colors.module.css';
import styles from './SpanQuestionEditor.module.css';

/** Above this many labels a search box filters them. */
export const LABEL_SEARCH_MIN_OPTIONS = 10;

/** Below this many options every option is always shown (the specification's visible-options rule). */
const ALWAYS_SHOWN_OPTIONS = 3;

export interface LabelPickerProps {
  labels: readonly SpanLabel[];
  chosen: string | undefined;
  onChoose: (value: string) => void;
  /** The question's `visible_options` (null: all are shown). */
  visibleOptions: number | null;
  /** The search and the expanded list start over when this changes (the record's id). */
  scope: string;
  disabled?: boolean;
}

/**
 * The labels as chips in a radio group: one is the chosen "brush" for new spans. Arrow keys move
 * between chips (roving focus), each chip shows its number key, a search box appears when there are
 * many labels, and `visible_options` shows the first ones with a "show all" control. The chosen label
 * stays visible even when it is past the first ones.
 */
export function LabelPicker({ labels, chosen, onChoose, visibleOptions, scope, disabled = false }: LabelPickerProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [query, setQuery] = useScopedState(scope, '');
  const [expanded, setExpanded] = useScopedState(scope, false);
  const chipRefs = useRef(new Map<string, HTMLButtonElement>());

  const collapsible = labels.length > ALWAYS_SHOWN_OPTIONS && visibleOptions !== null && visibleOptions < labels.length;
  const searching = query.trim() !== '';
  const shown = useMemo(() => {
    if (searching) return filterLabels(labels, query);
    if (!collapsible || expanded) return [...labels];
    const first = labels.slice(0, visibleOptions ?? labels.length);
    const chosenLabel = labels.find((label) => label.value === chosen);
    return chosenLabel && !first.includes(chosenLabel) ? [...first, chosenLabel] : first;
  }, [labels, query, searching, collapsible, expanded, visibleOptions, chosen]);

  // The chosen chip is the group's tab stop; if it is filtered out, the first shown chip is.
  const tabStop = shown.some((label) => label.value === chosen) ? chosen : shown[0]?.value;

  function onChipKeyDown(event: KeyboardEvent<HTMLButtonElement>, position: number) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const steps: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowDown: 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowUp: -1,
    };
    let next: number | null = null;
    if (event.key in steps) next = (position + steps[event.key] + shown.length) % shown.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = shown.length - 1;
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    const label = shown[next];
    onChoose(label.value);
    chipRefs.current.get(label.value)?.focus();
  }

  return (
    <div className={styles.picker}>
      {labels.length > LABEL_SEARCH_MIN_OPTIONS && (
        <input
          type="search"
          className={styles.search}
          value={query}
          placeholder={t('annotateSpan.picker.search')}
          aria-label={t('annotateSpan.picker.search')}
          aria-controls={`${ids}-chips`}
          disabled={disabled}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Enter takes the first match, never submits the record; with nothing typed there is no match.
              event.preventDefault();
              if (searching && shown[0]) onChoose(shown[0].value);
            } else if (event.key === 'Escape' && query) {
              event.preventDefault();
              setQuery('');
            }
          }}
        />
      )}
      <div id={`${ids}-chips`} role="radiogroup" aria-label={t('annotateSpan.picker.label')} aria-disabled={disabled || undefined} className={styles.chips}>
        {shown.map((label, position) => {
          const checked = label.value === chosen;
          return (
            <button
              key={label.value}
              ref={(element) => {
                if (element) chipRefs.current.set(label.value, element);
                else chipRefs.current.delete(label.value);
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={label.value === tabStop ? 0 : -1}
              disabled={disabled}
              className={`${colors.labelled} ${styles.chip} ${checked ? styles.chipChecked : ''}`}
              style={label.style}
              title={label.description ?? undefined}
              aria-keyshortcuts={label.key ?? undefined}
              onClick={() => onChoose(label.value)}
              onKeyDown={(event) => onChipKeyDown(event, position)}
            >
              <span className={colors.swatch} aria-hidden="true" />
              <span className={styles.chipText}>{label.text}</span>
              {label.key && (
                <kbd className={styles.chipKey} aria-hidden="true" title={t('annotateSpan.picker.keyHint', { key: label.key })}>
                  {label.key}
                </kbd>
              )}
            </button>
          );
        })}
      </div>
      {searching && shown.length === 0 && (
        <p className={styles.noMatch} role="status">
          {t('annotateSpan.picker.noMatch', { query: query.trim() })}
        </p>
      )}
      {collapsible && !searching && (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={`${ids}-chips`} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('annotateSpan.picker.showFewer') : t('annotateSpan.picker.showAll', { count: labels.length })}
        </button>
      )}
    </div>
  );
}
