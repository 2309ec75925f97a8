import { memo, useEffect, useId, useMemo, useRef, type KeyboardEvent, type MouseEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../shared/format/numbers';
import styles from './ChoiceList.module.css';
import { ENTRY_ATTRIBUTE, focusOwningCard, focusSibling } from './dom';
import { CheckIcon, ChevronIcon, CloseIcon, SearchIcon } from './icons';
import { isSearchStartKey, keyHintForIndex, optionIndexForKey } from './keys';
import {
  buildSearchIndex,
  cachedSearchIndex,
  collapseOptions,
  filterOptions,
  isLargeList,
  keyedOptions,
  largeOptionsView,
  largeVisibleLimit,
  queryTerms,
  showsSearch,
  visibleOptionsLimit,
  warmSearchIndex,
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
  const { t, i18n } = useTranslation();
  const groupRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const groupId = useId();
  const countId = useId();

  const [current, setList] = useScopedState<ListState>(resetKey, FRESH_LIST);
  const update = (patch: Partial<ListState>) => setList((previous) => ({ ...previous, ...patch }));
  const [focusValue, setFocusValue] = useScopedState<string | null>(resetKey, null);

  const query = current.query;
  const searching = queryTerms(query).length > 0;
  const large = isLargeList(options.length);
  const limit = large ? largeVisibleLimit(options.length, visibleOptions) : visibleOptionsLimit(options.length, visibleOptions);
  const hasSearch = large || showsSearch(options.length, limit);
  useWarmIndex(large ? options : null);

  // Small lists: filtering only hides chips (they stay mounted), cheap enough to follow every key in
  // the same frame. Their index is built with the list; a large list's lazily, on the first search.
  const index = useMemo(() => (large ? null : buildSearchIndex(options)), [large, options]);
  const small = useMemo(() => {
    if (large || !index) return null;
    const matches = filterOptions(options, index, query);
    const collapsed = searching ? { shown: matches, hiddenCount: 0 } : collapseOptions(options, limit, selected, current.expanded);
    return { ...collapsed, matchCount: matches.length };
  }, [large, index, options, query, searching, limit, selected, current.expanded]);
  // Large lists render only what is useful: 50,000 chips, even hidden, take seconds to mount.
  const pinned = useMemo(() => (large ? new Set([...selected, ...suggested.keys()]) : null), [large, selected, suggested]);
  const big = useMemo(() => {
    if (!large || !pinned) return null;
    return largeOptionsView(options, searching ? cachedSearchIndex(options) : [], query, limit ?? 0, pinned);
  }, [large, pinned, options, searching, query, limit]);
  const shown = (big ?? small)!.shown;
  const hiddenCount = small?.hiddenCount ?? 0;
  const matchCount = big ? big.matchCount : small!.matchCount;
  // While searching a small list every option stays rendered and the ones that do not match are
  // hidden, so a key press toggles attributes instead of unmounting and mounting hundreds of chips.
  const rendered = large ? shown : searching || shown === options ? options : shown;
  const shownPosition = useMemo(() => {
    const positions = new Map<string, number>();
    shown.forEach((option, position) => positions.set(option.value, position));
    return positions;
  }, [shown]);
  const canShowLess = !searching && limit !== null && current.expanded;
  const numbered = useMemo(() => keyedOptions(options, shown, searching), [searching, shown, options]);
  const keyPosition = useMemo(() => new Map(numbered.map((option, position) => [option.value, position])), [numbered]);

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
      const option = numbered[position];
      if (option && shownPosition.has(option.value)) {
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
    const moves: Record<string, number | 'first' | 'last'> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, Home: 'first', End: 'last' };
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
      // Enter is the box's (never a submit); with nothing typed there is no match to take.
      event.preventDefault();
      if (queryTerms(current.query).length === 0) return;
      // The list may lag one frame behind the box; the first match is taken from what is typed now.
      const first = large
        ? largeOptionsView(options, cachedSearchIndex(options), current.query, 0, new Set(), 1).shown[0]
        : filterOptions(options, index ?? [], current.query)[0];
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
            {searching ? t('annotateQuestions.search.matches', { count: matchCount, total: options.length }) : ''}
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
            keyHint={shownPosition.has(option.value) && keyPosition.has(option.value) ? keyHintForIndex(keyPosition.get(option.value)!) : null}
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
        {big && big.moreCount > 0 && (
          <p className={styles.moreNote}>
            {t(searching ? 'annotateQuestions.search.moreMatches' : 'annotateQuestions.search.moreOptions', { count: big.moreCount, formatted: numberFormat(i18n.language).format(big.moreCount) })}
          </p>
        )}
        {canShowLess && (
          <button type="button" className={styles.toggleMore} aria-expanded onClick={() => update({ expanded: false })}>
            {t('annotateQuestions.visibleOptions.less')}
            <ChevronIcon size={12} direction="up" />
          </button>
        )}
      </div>
      {searching && matchCount === 0 && <p className={styles.empty}>{t('annotateQuestions.search.noMatches', { query: query.trim() })}</p>}
    </div>
  );
}

/**
 * Computes a large list's search keys in idle slices after it mounts, so the first key typed finds
 * them ready; the keys belong to the options, so the next record of the question reuses them.
 */
function useWarmIndex(options: readonly ChoiceOption[] | null) {
  useEffect(() => {
    if (!options) return;
    let next = 0;
    let handle = 0;
    const idle = typeof window.requestIdleCallback === 'function';
    const step = (deadline?: IdleDeadline) => {
      // At most 8 ms a slice even when the browser offers a 50 ms idle period: a key pressed meanwhile waits for the slice.
      const stopAt = performance.now() + 8;
      next = warmSearchIndex(options, next, () => performance.now() > stopAt || (deadline !== undefined && deadline.timeRemaining() < 1));
      if (next < options.length) schedule();
    };
    const schedule = () => {
      handle = idle ? window.requestIdleCallback(step, { timeout: 2000 }) : window.setTimeout(step, 50);
    };
    schedule();
    return () => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [options]);
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
