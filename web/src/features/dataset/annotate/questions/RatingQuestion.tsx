import { useEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pressSingle } from '../model/confirmation';
import { formatScore } from '../model/suggestions';
import { ENTRY_ATTRIBUTE, questionTitleId, focusSibling } from './dom';
import type { QuestionEditorProps } from './editor-props';
import { DIGIT_COMBO_MS, mayCombineWithNextDigit, ratingValueForKey, type DigitMemory } from './keys';
import styles from './RatingQuestion.module.css';
import { settingsOf } from './settings';
import { useActiveKeys } from './use-active-keys';
import { useScopedState } from './use-scoped-state';
import { useOptionSuggestions } from './use-suggestion';

const NO_VALUES: readonly number[] = [];
const NONE: readonly string[] = [];
const BUTTON_SELECTOR = '[data-rating]';

/**
 * Rating: the scale's values as a row of round buttons in a radiogroup (one tab stop, ←/→ between
 * values, Space toggles). Clicking the selected value unselects it, unless only a suggestion selected
 * it: then it is confirmed (`pressSingle`). Number keys while the question is
 * active: see `ratingValueForKey` (a digit picks that value; 0 picks 0, or 10 on a scale without 0;
 * on a 0–10 scale "1" then "0" picks 10). A value chosen by its key hands the keyboard on (`onChosen`).
 * Shortcuts: `RATING_SHORTCUTS` in ./shortcuts.
 */
export function RatingQuestion({ question, value, onChange, onChosen, suggestion, unconfirmed = NONE, record, active, disabled = false }: QuestionEditorProps<number>) {
  const { t, i18n } = useTranslation();
  const settings = settingsOf(question, 'rating');
  const values = useMemo(
    () => (settings ? settings.options.map((option) => option.value).sort((a, b) => a - b) : NO_VALUES),
    [settings],
  );
  const suggested = useOptionSuggestions(values, suggestion);
  const groupRef = useRef<HTMLDivElement>(null);
  const lastDigit = useRef<DigitMemory | null>(null);
  // A "1" that may still become 10 hands the keyboard on only once no "0" followed.
  const chosenLater = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A "1" typed on the previous record does not make the next record's "0" a 10.
  useEffect(() => {
    lastDigit.current = null;
    return () => clearTimeout(chosenLater.current);
  }, [record.id]);
  // The person went elsewhere meanwhile: the keyboard stays where they took it.
  useEffect(() => {
    if (!active) clearTimeout(chosenLater.current);
  }, [active]);
  const [focusValue, setFocusValue] = useScopedState<number | null>(record.id, null);
  const tabbable = focusValue !== null && values.includes(focusValue) ? focusValue : (value ?? values[0]);
  /** A click, Space or number key on a value: what it did (`pressSingle`: a suggested value is confirmed). */
  const press = (rating: number) => {
    const result = pressSingle(value, rating, unconfirmed);
    if (!disabled) onChange(result.value, result.unconfirmed);
    return result.outcome;
  };

  useActiveKeys(active && !disabled, (event) => {
    const now = performance.now();
    const result = ratingValueForKey(event.key, values, lastDigit.current, now);
    lastDigit.current = result && !result.combined ? { digit: event.key, at: now } : null;
    if (!result) return;
    event.preventDefault();
    clearTimeout(chosenLater.current);
    // "1" then "0" replaces the 1 just picked with 10, whatever was selected before the 1.
    if (result.combined) onChange(result.value);
    const chosen = result.combined || press(result.value) !== 'unselected';
    if (!chosen || disabled || !onChosen) return;
    if (!result.combined && mayCombineWithNextDigit(event.key, values)) chosenLater.current = setTimeout(onChosen, DIGIT_COMBO_MS);
    else onChosen();
  });

  const ratingOf = (target: EventTarget) => {
    const button = (target as Element).closest?.<HTMLElement>(BUTTON_SELECTOR);
    return button && groupRef.current?.contains(button) ? { button, rating: Number(button.dataset.rating) } : null;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const hit = ratingOf(event.target);
    if (hit) press(hit.rating);
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const hit = ratingOf(event.target);
    if (hit) setFocusValue(hit.rating);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const hit = ratingOf(event.target);
    if (!hit || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number | 'first' | 'last'> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, Home: 'first', End: 'last' };
    const move = moves[event.key];
    if (move !== undefined) {
      // ←/→ would otherwise change the record: on the scale they move between values.
      event.preventDefault();
      event.stopPropagation();
      focusSibling(groupRef.current, BUTTON_SELECTOR, hit.button, move);
    } else if (event.key === ' ') {
      event.preventDefault();
      press(hit.rating);
    }
  };

  if (!settings) return null;
  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-labelledby={questionTitleId(question)}
      aria-required={question.required}
      aria-disabled={disabled || undefined}
      className={styles.scale}
      onClick={onClick}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      {values.map((rating) => {
        const selected = rating === value;
        const hint = suggested.get(String(rating));
        const score = hint ? formatScore(hint.score, i18n.language) : null;
        const spoken = hint
          ? score === null
            ? t('annotateQuestions.suggestion.optionSuggested')
            : t('annotateQuestions.suggestion.optionSuggestedScore', { score })
          : null;
        return (
          <div
            key={rating}
            role="radio"
            aria-checked={selected}
            aria-disabled={disabled || undefined}
            aria-label={spoken ? `${rating}, ${spoken}` : String(rating)}
            tabIndex={rating === tabbable ? 0 : -1}
            data-rating={rating}
            {...(rating === tabbable ? { [ENTRY_ATTRIBUTE]: '' } : {})}
            className={[styles.value, selected ? styles.selected : '', hint ? styles.suggested : ''].filter(Boolean).join(' ')}
            title={hint ? [t('annotateQuestions.suggestion.label'), suggestion?.agent, score].filter(Boolean).join(' · ') : undefined}
          >
            {rating}
            {hint && (
              <span className={styles.mark} aria-hidden="true">
                {score ?? '✦'}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
