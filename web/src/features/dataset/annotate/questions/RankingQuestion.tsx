import { useId, useLayoutEffect, useMemo, useRef, type DragEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fillRanking } from '../model/from-wire';
import { moveDown, moveUp, resetRanking, setRank, unrank } from '../model/ranking';
import type { RankedOption } from '../model/types';
import { focusSibling, questionTitleId } from './dom';
import type { QuestionEditorProps } from './editor-props';
import { ResetIcon } from './icons';
import { RankCard } from './RankCard';
import { isTied, rankForKey, rankingSlots, rankOf } from './ranking-view';
import styles from './RankingQuestion.module.css';
import { settingsOf } from './settings';
import { useActiveKeys } from './use-active-keys';
import { useScopedState } from './use-scoped-state';
import { useOptionSuggestions } from './use-suggestion';

const NO_VALUES: readonly string[] = [];
const CARD_SELECTOR = '[data-rank-card]';
type DropTarget = number | 'pool';

/**
 * Ranking: one slot per rank (1..N) and a pool of unranked options. Drag a card onto a slot (a slot
 * may hold several: a tie) or back to the pool; the slot under the pointer is outlined and shows
 * where the card will land. From the keyboard (one tab stop, ↑/↓ between cards): a number key gives
 * the focused card that rank (with no card focused, the first unranked card), Alt+↑/↓ moves it one
 * rank, Delete or Backspace removes its rank. Every change is announced in a live region. Nothing
 * ranked is the empty answer (undefined). Shortcuts: `RANKING_SHORTCUTS` in ./shortcuts.
 */
export function RankingQuestion({ question, value, onChange, suggestion, record, active, disabled = false }: QuestionEditorProps<RankedOption[]>) {
  const { t } = useTranslation();
  const settings = settingsOf(question, 'ranking');
  const values = useMemo(() => settings?.options.map((option) => option.value) ?? NO_VALUES, [settings]);
  const texts = useMemo(() => new Map(settings?.options.map((option) => [option.value, option]) ?? []), [settings]);
  const ranking = useMemo(() => (value ? fillRanking(question, value) : resetRanking(question)), [question, value]);
  const { slots, unranked } = useMemo(() => rankingSlots(ranking, values), [ranking, values]);
  const suggested = useOptionSuggestions(values, suggestion);
  const n = values.length;

  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<string | null>(null);
  const instructionsId = useId();
  // All of it is the open record's: the next record starts with no drag, no focus and nothing said.
  const [dragging, setDragging] = useScopedState<string | null>(record.id, null);
  const [over, setOver] = useScopedState<DropTarget | null>(record.id, null);
  const [focusValue, setFocusValue] = useScopedState<string | null>(record.id, null);
  const [announcement, setAnnouncement] = useScopedState(record.id, '');

  // A card moved by the keyboard lands in another slot (another parent): focus follows it.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    const card = Array.from(rootRef.current?.querySelectorAll<HTMLElement>(CARD_SELECTOR) ?? []).find(
      (element) => element.dataset.rankCard === target,
    );
    card?.focus();
  });

  const textOf = (option: string) => texts.get(option)?.text ?? option;
  const announce = (message: string) =>
    // The same words twice must still be read: alternate a trailing no-break space.
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));

  const commit = (next: RankedOption[], option: string, focus: boolean) => {
    if (disabled) return;
    onChange(next.some((item) => item.rank !== null) ? next : undefined);
    const rank = rankOf(next, option);
    if (rank === null) announce(t('annotateQuestions.ranking.announceUnranked', { option: textOf(option) }));
    else
      announce(
        t(isTied(next, option) ? 'annotateQuestions.ranking.announceTied' : 'annotateQuestions.ranking.announceRanked', {
          option: textOf(option),
          rank,
        }),
      );
    if (focus) {
      focusAfter.current = option;
      setFocusValue(option);
    }
  };
  const place = (option: string, rank: number | null, focus: boolean) =>
    commit(rank === null ? unrank(ranking, option) : setRank(ranking, option, rank), option, focus);
  const move = (option: string, direction: -1 | 1, focus: boolean) =>
    commit(direction === -1 ? moveUp(ranking, option) : moveDown(ranking, option), option, focus);
  const reset = () => {
    if (disabled) return;
    onChange(undefined);
    announce(t('annotateQuestions.ranking.announceReset'));
  };

  // Number keys with no card focused rank the first card still waiting in the pool.
  useActiveKeys(active && !disabled, (event) => {
    const rank = rankForKey(event.key, n);
    const first = unranked[0];
    if (rank === null || first === undefined) return;
    event.preventDefault();
    place(first, rank, false);
  });

  const cardOf = (target: EventTarget) => {
    const card = (target as Element).closest?.<HTMLElement>(CARD_SELECTOR);
    return card && rootRef.current?.contains(card) ? card : null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const card = cardOf(event.target);
    const option = card?.dataset.rankCard;
    if (!card || option === undefined || event.ctrlKey || event.metaKey || disabled) return;
    const handled = () => {
      // Stopped here: Alt+↑/↓, ↑/↓, Backspace and digits mean something else to the page.
      event.preventDefault();
      event.stopPropagation();
    };
    if (event.altKey) {
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        handled();
        move(option, event.key === 'ArrowUp' ? -1 : 1, true);
      }
      return;
    }
    const rank = rankForKey(event.key, n);
    if (rank !== null && !event.shiftKey) {
      handled();
      place(option, rank, true);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      handled();
      if (rankOf(ranking, option) !== null) place(option, null, true);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown' || event.key === 'Home' || event.key === 'End') {
      handled();
      const step = { ArrowUp: -1, ArrowDown: 1, Home: 'first', End: 'last' } as const;
      focusSibling(rootRef.current, CARD_SELECTOR, card, step[event.key]);
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const option = cardOf(event.target)?.dataset.rankCard;
    if (option !== undefined) setFocusValue(option);
  };

  const dropHandlers = (target: DropTarget) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragging === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== target) setOver(target);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setOver((current) => (current === target ? null : current));
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const option = dragging ?? event.dataTransfer.getData('text/plain');
      setDragging(null);
      setOver(null);
      if (!texts.has(option)) return;
      event.preventDefault();
      if (target === 'pool' ? rankOf(ranking, option) !== null : rankOf(ranking, option) !== target) {
        place(option, target === 'pool' ? null : target, false);
      }
    },
  });

  const onDragStart = (option: string, event: DragEvent<HTMLDivElement>) => {
    event.dataTransfer.setData('text/plain', option);
    event.dataTransfer.effectAllowed = 'move';
    setDragging(option);
  };
  const onDragEnd = () => {
    setDragging(null);
    setOver(null);
  };

  const readingOrder = [...slots.flat(), ...unranked];
  const tabbable = focusValue !== null && texts.has(focusValue) ? focusValue : (unranked[0] ?? readingOrder[0]);

  if (!settings) return null;

  const card = (option: string, rank: number | null) => {
    const config = texts.get(option);
    return (
      <RankCard
        key={option}
        value={option}
        text={config?.text ?? option}
        description={config?.description ?? null}
        rank={rank}
        optionCount={n}
        suggested={suggested.get(option)}
        agent={suggestion?.agent ?? null}
        tabbable={option === tabbable}
        dragging={option === dragging}
        disabled={disabled}
        instructionsId={instructionsId}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onMove={(moved, direction) => move(moved, direction, false)}
        onUnrank={(removed) => place(removed, null, false)}
      />
    );
  };
  const ghost = (text: string) => (
    <div className={styles.ghost} aria-hidden="true">
      {text}
    </div>
  );

  return (
    <div
      ref={rootRef}
      className={[styles.ranking, dragging !== null ? styles.isDragging : ''].filter(Boolean).join(' ')}
      role="group"
      aria-labelledby={questionTitleId(question)}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <p id={instructionsId} className="visually-hidden">
        {t('annotateQuestions.ranking.instructions')}
      </p>
      <div className={styles.columns}>
        <ol className={styles.slots} aria-label={t('annotateQuestions.ranking.ranked')}>
          {slots.map((options, index) => {
            const rank = index + 1;
            const isOver = over === rank && dragging !== null && !options.includes(dragging);
            return (
              <li
                key={rank}
                className={[styles.slot, options.length > 0 ? styles.filled : '', isOver ? styles.over : ''].filter(Boolean).join(' ')}
                aria-label={t('annotateQuestions.ranking.slot', { rank })}
                {...dropHandlers(rank)}
              >
                <span className={styles.rank} aria-hidden="true">
                  {rank}
                </span>
                <div className={styles.zone}>
                  {options.map((option) => card(option, rank))}
                  {isOver && ghost(t('annotateQuestions.ranking.dropToRank', { rank }))}
                </div>
              </li>
            );
          })}
        </ol>
        <section
          className={[styles.pool, over === 'pool' && dragging !== null && unranked.every((option) => option !== dragging) ? styles.over : '']
            .filter(Boolean)
            .join(' ')}
          aria-label={t('annotateQuestions.ranking.unranked')}
          {...dropHandlers('pool')}
        >
          <h4 className={styles.poolTitle}>
            {t('annotateQuestions.ranking.unranked')} <span className={styles.count}>{unranked.length}</span>
          </h4>
          {unranked.map((option) => card(option, null))}
          {unranked.length === 0 && over !== 'pool' && <p className={styles.poolEmpty}>{t('annotateQuestions.ranking.allRanked')}</p>}
          {over === 'pool' && dragging !== null && !unranked.includes(dragging) && ghost(t('annotateQuestions.ranking.dropToUnrank'))}
        </section>
      </div>
      <div className={styles.toolbar}>
        <button type="button" className={styles.reset} onClick={reset} disabled={disabled || unranked.length === n}>
          <ResetIcon size={12} />
          {t('annotateQuestions.ranking.reset')}
        </button>
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
