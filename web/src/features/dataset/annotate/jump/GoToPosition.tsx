import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../shared/format/numbers';
import { readJumpTarget } from './jump-target';
import { useGoToKey } from './useGoToKey';
import styles from './GoToPosition.module.css';

export interface GoToPositionProps {
  /** What the counter reads at rest: "7 of 340", or the bulk view's "11–20 of 340". */
  counterText: string;
  /** The number the box opens with: the record shown, or the first of the bulk page. */
  position: number;
  total: number;
  /** False while a view loads: like Previous and Next, the box waits (a move then would be undone by the load). */
  ready: boolean;
  /** Goes to a position from 1 to `total` (the focus view: that record; the bulk view: its page). */
  onGo: (position: number) => void;
  /** How the total is counted, for the counter's tooltip. */
  totalHint?: string;
}

/**
 * The queue's counter, which is also the way to any record of the view: clicking it (or Alt+G) turns the
 * position into a box; Enter goes there, Escape (or leaving the box) goes nowhere. With a million
 * records, → is no way to record 900,000.
 */
export function GoToPosition({ counterText, position, total, ready, onGo, totalHint }: GoToPositionProps) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  // What is typed in the box; null while the counter is at rest.
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const hintId = useId();
  const counterRef = useRef<HTMLButtonElement>(null);
  // Where the keyboard was before the box opened, and goes back to when it closes: an element, the
  // counter (which the box replaced), or nowhere.
  const returnTo = useRef<HTMLElement | 'counter' | null>(null);
  const closing = useRef(false);

  const open = useCallback(() => {
    if (!ready) return;
    const focused = document.activeElement;
    if (focused === counterRef.current) returnTo.current = 'counter';
    else returnTo.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    setRefused(false);
    setDraft(number.format(position));
  }, [number, position, ready]);
  useGoToKey(total > 0 && draft === null ? open : null);

  const close = (restoreFocus: boolean) => {
    closing.current = true;
    flushSync(() => {
      setDraft(null);
      setRefused(false);
    });
    closing.current = false;
    if (!restoreFocus) return;
    const back = returnTo.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
    else counterRef.current?.focus({ preventScroll: true });
  };
  // After a move the keyboard goes back where it was (from a question, it then moves on to the new
  // record's first question, as after Next). Opened with nothing focused, it stays nowhere, so that first
  // question takes it rather than the counter.
  const closeAfterMove = () => {
    if (returnTo.current !== null) close(true);
    else {
      close(false);
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      // Like Previous and Next while a view loads: nothing yet, the box stays as typed.
      if (!ready || draft === null) return;
      const target = readJumpTarget(draft, total, i18n.language);
      if (target.kind === 'refused') {
        setRefused(true);
        return;
      }
      closeAfterMove();
      onGo(target.position);
    }
  };

  if (total <= 0) return null;
  const formattedTotal = number.format(total);
  if (draft === null) {
    const label = t('annotateJump.label');
    return (
      <span className={styles.counter} data-testid="record-counter">
        <button
          ref={counterRef}
          type="button"
          className={styles.rest}
          onClick={open}
          aria-disabled={!ready}
          aria-keyshortcuts="Alt+G"
          title={[totalHint, `${label} (Alt+G)`].filter(Boolean).join('\n')}
        >
          {counterText}
        </button>
      </span>
    );
  }
  return (
    <span className={styles.counter} data-testid="record-counter">
      <input
        className={styles.box}
        type="text"
        inputMode="numeric"
        enterKeyHint="go"
        autoComplete="off"
        spellCheck={false}
        // The box replaces the counter the person just asked to edit: the keyboard goes into it.
        autoFocus
        aria-label={t('annotateJump.label')}
        aria-invalid={refused}
        aria-describedby={refused ? hintId : undefined}
        value={draft}
        // Room for the longest position (the total), whatever the language writes between its digits.
        style={{ width: `calc(${Math.max(formattedTotal.length, 2)}ch + 20px)` }}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setDraft(event.target.value);
          setRefused(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!closing.current) close(false);
        }}
      />
      <span className={styles.total}>{t('annotateJump.ofTotal', { total: formattedTotal })}</span>
      {refused && (
        <span id={hintId} className={styles.hint} role="alert">
          {t('annotateJump.refused', { total: formattedTotal })}
        </span>
      )}
    </span>
  );
}
