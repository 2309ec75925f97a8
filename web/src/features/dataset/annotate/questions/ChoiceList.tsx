import { memo, useId, useMemo, useRef, type KeyboardEvent, type MouseEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ChoiceList.module.css';
import { ENTRY_ATTRIBUTE, focusOwningCard, focusSibling } from './dom';
import { CheckIcon, ChevronIcon, CloseIcon, SearchIcon } from './icons';
import { isSearchStartKey, keyHintForIndex, optionIndexForKey } from './keys';
import {
  buildSearchIndex,
  collapseOptions,
  filterOptions,
  queryTerms,
  showsSearch,
  visibleOptionsLimit,
  type ChoiceOption,
} from './options';
import { OptionScore } from './SuggestionBadge';
import { useActiveKeys, useStableCallback } from './use-active-keys';
import { useScopedState } from './use-scoped-state';
import type { OptionSuggestion } from './use-suggestion';

/** `toggle` flips the option (click, Space, number key); `select` only ever selects it (Enter in the search box). */
export type ToggleIntent = 'toggle' | 'select';

export interface ChoiceListProps {
  mode: 'single' | 'multi';
  /** The options in display order. Keep the array's identity stable: the search index is built from it. */
  options: readonly ChoiceOption[];
  /** The question's `visible_options` setting (null: all show). */
  visibleOptions: number | null;
  selected: ReadonlySet<string>;
  /** `byNumberKey`: the option's number key was pressed (not a click, Space or the search box). */
  onToggle: (value: string, intent: ToggleIntent, byNumberKey?: boolean) => void;
  /** The suggested options by value, with their scores. */
  suggested: ReadonlyMap<string, OptionSuggestion>;
  agent: string | null;
  /** The id of the question's title, which names the group. */
  labelledBy: string;
  required: boolean;
  active: boolean;
  disabled: boolean;
  /** Search text, the expanded list and the tab stop start over when this changes (the record's id). */
  resetKey: string;
}

interface ListState {
  query: string;
  expanded: boolean;
}

const FRESH_LIST: ListState = { query: '', expanded: false };

const CHIP_SELECTOR = '[data-chip]';

function chipOf(target: EventTarget, group: HTMLElement | null): HTMLElement | null {
  const chip = (target as Element).closest?.<HTMLElement>(CHIP_SELECTOR) ?? null;
  return chip && group?.contains(chip) ? chip : null;
}

/**
 * The chips of a label or multi-label question: a radiogroup (single) or a group of checkboxes
 * (multi) with one tab stop, ←/→ between chips, Space to toggle, number keys while the question is
 * active, an optional search box and the visible-options control. Handlers live on the group, so a
 * chip re-renders only when its own selection, keycap, score or tab stop changes.
 */
export function ChoiceList({
  mode,
  options,
  visibleOptions,
  selected,
  onToggle,
  suggested,
  agent,
  labelledBy,
  required,
  active,
  disabled,
  resetKey,
}: ChoiceListProps) {
  const { t } = useTranslation();
  const groupRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const groupId = useId();
  const countId = useId();

  const [current, setList] = useScopedState<ListState>(resetKey, FRESH_LIST);
  const update = (patch: Partial<ListState>) => setList((previous) => ({ ...previous, ...patch }));
  const [focusValue, setFocusValue] = useScopedState<string | null>(resetKey, null);

  // Filtering only hides chips (they stay mounted), cheap enough to follow every key in the same frame.
  const query = current.query;
  const index = useMemo(() => buildSearchIndex(options), [options]);
  const matches = useMemo(() => filterOptions(options, index, query), [options, index, query]);
  const searching = queryTerms(query).length > 0;
  const limit = visibleOptionsLimit(options.length, visibleOptions);
  const hasSearch = showsSearch(options.length, limit);
  const { shown, hiddenCount } = useMemo(
    () => (searching ? { shown: matches, hiddenCount: 0 } : collapseOptions(options, limit, selected, current.expanded)),
    [searching, matches, options, limit, selected, current.expanded],
  );
  // While searching every option stays rendered and the ones that do not match are hidden, so a
  // key press toggles attributes instead of unmounting and mounting hundreds of chips.
  const rendered = searching || shown === options ? options : shown;
  const shownPosition = useMemo(() => {
    const positions = new Map<string, number>();
    shown.forEach((option, position) => positions.set(option.value, position));
    return positions;
  }, [shown]);
  const canShowLess = !searching && limit !== null && current.expanded;

  const tabbable = useMemo(() => {
    if (focusValue !== null && shown.some((option) => option.value === focusValue)) return focusValue;
    return (shown.find((option) => selected.has(option.value)) ?? shown[0])?.value ?? null;
  }, [focusValue, shown, selected]);

  const toggle = useStableCallback((value: string, intent: ToggleIntent, byNumberKey: boolean = false) => {
    if (!disabled) onToggle(value, intent, byNumberKey);
  });

  useActiveKeys(active && !disabled, (event) => {
    const position = optionIndexForKey(event.key);
    if (position !== null) {
      const option = shown[position];
      if (option) {
        event.preventDefault();
        toggle(option.value, 'toggle', true);
      }
      return;
    }
    // A letter jumps into the search box and is typed there (focus moves before the key lands).
    if (hasSearch && isSearchStartKey(event)) searchRef.current?.focus();
  });

  const onGroupClick = (event: MouseEvent<HTMLDivElement>) => {
    const chip = chipOf(event.target, groupRef.current);
    if (chip?.dataset.value !== undefined) toggle(chip.dataset.value, 'toggle');
  };

  const onGroupFocus = (event: FocusEvent<HTMLDivElement>) => {
    const chip = chipOf(event.target, groupRef.current);
    if (chip?.dataset.value !== undefined) setFocusValue(chip.dataset.value);
  };

  const onGroupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const chip = chipOf(event.target, groupRef.current);
    if (!chip || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number | 'first' | 'last'> = { ArrowLeft: -1, ArrowRight: 1, Home: 'first', End: 'last' };
    const move = moves[event.key];
    if (move !== undefined) {
      // ←/→ would otherwise change the record: inside the chips they move between options.
      event.preventDefault();
      event.stopPropagation();
      focusSibling(groupRef.current, CHIP_SELECTOR, chip, move);
    } else if (event.key === ' ') {
      event.preventDefault();
      if (chip.dataset.value !== undefined) toggle(chip.dataset.value, 'toggle');
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // The list may lag one frame behind the box; the first match is taken from what is typed now.
      event.preventDefault();
      const first = filterOptions(options, index, current.query)[0];
      if (first) toggle(first.value, mode === 'single' ? 'select' : 'toggle');
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusSibling(groupRef.current, CHIP_SELECTOR, event.currentTarget, 'first');
    } else if (event.key === 'Escape') {
      if (current.query) {
        event.preventDefault();
        event.stopPropagation();
        update({ query: '' });
      } else {
        focusOwningCard(event.currentTarget);
      }
    }
  };

  return (
    <div className={[styles.list, mode === 'multi' ? styles.multi : ''].filter(Boolean).join(' ')}>
      {hasSearch && (
        <div className={styles.search}>
          <SearchIcon className={styles.searchIcon} />
          <input
            ref={searchRef}
            type="text"
            role="searchbox"
            className={styles.searchInput}
            value={current.query}
            placeholder={t('annotateQuestions.search.placeholder')}
            aria-label={t('annotateQuestions.search.placeholder')}
            aria-controls={groupId}
            aria-describedby={searching ? countId : undefined}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => update({ query: event.target.value })}
            onKeyDown={onSearchKeyDown}
          />
          {current.query && (
            <button
              type="button"
              className={styles.clear}
              aria-label={t('annotateQuestions.search.clear')}
              title={t('annotateQuestions.search.clear')}
              onClick={() => {
                update({ query: '' });
                searchRef.current?.focus();
              }}
            >
              <CloseIcon size={12} />
            </button>
          )}
          <span id={countId} className="visually-hidden" aria-live="polite">
            {searching ? t('annotateQuestions.search.matches', { count: matches.length, total: options.length }) : ''}
          </span>
        </div>
      )}
      <div
        ref={groupRef}
        id={groupId}
        role={mode === 'single' ? 'radiogroup' : 'group'}
        aria-labelledby={labelledBy}
        aria-required={mode === 'single' ? required : undefined}
        aria-disabled={disabled || undefined}
        className={styles.chips}
        onClick={onGroupClick}
        onFocus={onGroupFocus}
        onKeyDown={onGroupKeyDown}
      >
        {rendered.map((option) => (
          <Chip
            key={option.value}
            option={option}
            mode={mode}
            hidden={!shownPosition.has(option.value)}
            selected={selected.has(option.value)}
            keyHint={shownPosition.has(option.value) ? keyHintForIndex(shownPosition.get(option.value)!) : null}
            suggested={suggested.has(option.value)}
            score={suggested.get(option.value)?.score ?? null}
            agent={agent}
            tabbable={option.value === tabbable}
            disabled={disabled}
          />
        ))}
        {hiddenCount > 0 && (
          <button type="button" className={styles.toggleMore} aria-expanded={false} onClick={() => update({ expanded: true })}>
            {t('annotateQuestions.visibleOptions.more', { count: hiddenCount })}
            <ChevronIcon size={12} />
          </button>
        )}
        {canShowLess && (
          <button type="button" className={styles.toggleMore} aria-expanded onClick={() => update({ expanded: false })}>
            {t('annotateQuestions.visibleOptions.less')}
            <ChevronIcon size={12} direction="up" />
          </button>
        )}
      </div>
      {searching && matches.length === 0 && <p className={styles.empty}>{t('annotateQuestions.search.noMatches', { query: query.trim() })}</p>}
    </div>
  );
}

interface ChipProps {
  option: ChoiceOption;
  hidden: boolean;
  mode: 'single' | 'multi';
  selected: boolean;
  keyHint: string | null;
  suggested: boolean;
  score: number | null;
  agent: string | null;
  tabbable: boolean;
  disabled: boolean;
}

/** One option. Only primitives and the option object (stable per question) as props, so `memo` holds. */
const Chip = memo(function Chip({ option, hidden, mode, selected, keyHint, suggested, score, agent, tabbable, disabled }: ChipProps) {
  return (
    <div
      role={mode === 'single' ? 'radio' : 'checkbox'}
      aria-checked={selected}
      aria-disabled={disabled || undefined}
      tabIndex={tabbable ? 0 : -1}
      data-chip=""
      hidden={hidden}
      data-value={option.value}
      {...(tabbable ? { [ENTRY_ATTRIBUTE]: '' } : {})}
      className={[styles.chip, selected ? styles.selected : '', suggested ? styles.suggested : ''].filter(Boolean).join(' ')}
      title={option.description ?? undefined}
    >
      {keyHint !== null && (
        <kbd className={styles.keycap} aria-hidden="true">
          {keyHint}
        </kbd>
      )}
      {selected && <CheckIcon size={12} className={styles.check} />}
      <span className={styles.text}>{option.text}</span>
      {suggested && <OptionScore score={score} agent={agent} />}
    </div>
  );
});
