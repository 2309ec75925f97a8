import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question, SpanAnswer } from '../../model/types';
import { type WordCaret, caretOver, caretRange, caretToEdge, moveCaret, neighbourSpan } from './caret';
import { utf16Bounds } from './dom-text';
import { isTypingTarget, labelIndexForKey } from './keyboard';
import { type SpanSettings, excerpt, labelFor, spanLabels, spanSettingsOf } from './labels';
import { segmentText } from './segments';
import {
  addSpan,
  drawableSpans,
  relabelSpan,
  removeSpan,
  selectionMode,
  snapUtf16Selection,
  spanDepths,
  spanKey,
  spansContaining,
  spansReplacedBy,
} from './span-model';
import { selectSpan, useChosenLabel, useSpanSelection } from './span-store';
import { SpanStatusBar } from './SpanStatusBar';
import { SpanText } from './SpanText';
import { outset, useOverlayBoxes } from './overlay';
import { indexText } from './text-index';
import { useScopedState } from '../use-scoped-state';
import { SPAN_TEXT_ATTRIBUTE } from '../dom';
import { type TextRange, tokenize } from './tokens';
import colors from './span-colors.module.css';
import styles from './SpanAnnotatedField.module.css';

export interface SpanAnnotatedFieldProps {
  /** The span question; its settings name the field, the labels and the overlap rules. */
  question: Question;
  fieldTitle: string;
  /** The record's text for the question's field. */
  text: string;
  value: SpanAnswer[] | undefined;
  /** Every change, as the whole new list of spans (sorted; empty once the last span is removed). */
  onChange: (value: SpanAnswer[]) => void;
  /** Called when the field is clicked or focused, so the page makes the question active. */
  onActivate: () => void;
  disabled?: boolean;
}

/**
 * A text field annotated by a span question: spans drawn over the text, added by selecting text
 * (snapped to words; Shift keeps characters where allowed) or from the keyboard (see keyboard.ts),
 * selected by clicking, removed with their × or Delete, relabelled with a number key or the status
 * bar. Spans are ordinary inline elements, so it works in every browser (no CSS Highlight API).
 */
export function SpanAnnotatedField(props: SpanAnnotatedFieldProps) {
  const settings = spanSettingsOf(props.question);
  if (!settings) return null;
  return <SpanFieldBody {...props} settings={settings} />;
}

function SpanFieldBody({
  question,
  settings,
  fieldTitle,
  text,
  value,
  onChange,
  onActivate,
  disabled = false,
}: SpanAnnotatedFieldProps & { settings: SpanSettings }) {
  const { t } = useTranslation();
  const ids = useId();
  const textRef = useRef<HTMLDivElement>(null);

  const index = useMemo(() => indexText(text), [text]);
  const tokens = useMemo(() => tokenize(index), [index]);
  const spans = useMemo(() => drawableSpans(value, index.length), [value, index.length]);
  const depths = useMemo(() => spanDepths(spans), [spans]);
  const labelList = useMemo(() => spanLabels(settings.options), [settings.options]);
  const labels = useMemo(() => new Map(labelList.map((label) => [label.value, label])), [labelList]);
  const optionValues = useMemo(() => labelList.map((label) => label.value), [labelList]);
  const [chosen, choose] = useChosenLabel(question.id, optionValues);
  const selection = useSpanSelection(question.id);
  const selectedIndex = useMemo(() => spans.findIndex((span) => spanKey(span) === selection.key), [spans, selection.key]);
  const selected = selectedIndex >= 0 ? spans[selectedIndex] : null;

  // The caret belongs to the text it was placed in; a new record's text starts without one.
  const [caret, setCaret] = useScopedState<WordCaret | null>(text, null);
  const caretSpan = caret ? caretRange(caret, tokens) : null;

  const [announcement, setAnnouncement] = useScopedState(text, '');

  const segments = useMemo(() => segmentText(index, spans), [index, spans]);

  const nameOf = (span: SpanAnswer) => ({ label: labelFor(labels, span.label).text, text: excerpt(index.slice(span.start, span.end)) });

  function commit(next: SpanAnswer[]) {
    onChange(next);
  }

  function addOver(range: TextRange) {
    if (!chosen || disabled) return;
    const span = { start: range.start, end: range.end, label: chosen };
    const replaced = spansReplacedBy(spans, range, settings.allow_overlapping);
    commit(addSpan(spans, span, settings.allow_overlapping));
    selectSpan(question.id, spanKey(span));
    const added = t('annotateSpan.announce.added', nameOf(span));
    setAnnouncement(replaced.length ? `${added} ${t('annotateSpan.announce.replaced', { count: replaced.length })}` : added);
  }

  function remove(span: SpanAnswer) {
    if (disabled) return;
    commit(removeSpan(spans, span));
    selectSpan(question.id, null);
    setAnnouncement(t('annotateSpan.announce.removed', nameOf(span)));
  }

  function relabel(span: SpanAnswer, label: string) {
    if (disabled || span.label === label) return;
    commit(relabelSpan(spans, span, label));
    selectSpan(question.id, spanKey({ ...span, label }));
    setAnnouncement(t('annotateSpan.announce.relabelled', { ...nameOf(span), label: labelFor(labels, label).text }));
  }

  function placeCaret(next: WordCaret | null) {
    setCaret(next);
    const range = next ? caretRange(next, tokens) : null;
    if (!range) return;
    // Moving the caret drops the selected span: number keys and Delete then act on the caret's
    // words and the chosen label, never on a span the caret merely passes through.
    selectSpan(question.id, null);
    const around = spansContaining(spans, range);
    const words = index.slice(range.start, range.end);
    setAnnouncement(
      around.length
        ? t('annotateSpan.announce.caretInSpan', {
            text: excerpt(words),
            spans: around.map((span) => t('annotateSpan.span.name', nameOf(span))).join('; '),
          })
        : t('annotateSpan.announce.caret', { text: excerpt(words) }),
    );
  }

  // Mouse selection ends wherever the pointer is released, possibly outside the text, so the end
  // is read by a document listener that sees the latest state.
  const onSelectionEnd = useRef<(event: globalThis.PointerEvent) => void>(() => {});
  useLayoutEffect(() => {
    onSelectionEnd.current = (event) => {
      const root = textRef.current;
      const domSelection = window.getSelection();
      if (!root || !domSelection || domSelection.rangeCount === 0) return;
      const range = domSelection.getRangeAt(0);
      if (!range.intersectsNode(root)) return;
      const [from, to] = utf16Bounds(root, range, text.length);
      if (from === to) {
        // A click: select the innermost span under the pointer, or none.
        const at = index.toCodePoint(from);
        const hit = spans
          .filter((span) => span.start <= at && at < span.end)
          .sort((a, b) => a.end - a.start - (b.end - b.start))[0];
        selectSpan(question.id, hit ? spanKey(hit) : null);
        return;
      }
      const snapped = snapUtf16Selection(index, tokens, from, to, selectionMode(event.shiftKey, settings.allow_character_annotation));
      domSelection.removeAllRanges();
      if (snapped) addOver(snapped);
    };
  });

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    onActivate();
    const target = event.target as Element;
    const ui = target.closest('[data-span-ui]');
    if (ui) {
      // The tag's buttons must neither start a text selection nor take focus from the text.
      event.preventDefault();
      textRef.current?.focus({ preventScroll: true });
      return;
    }
    if (event.button !== 0 || disabled) return;
    // Shift+press would extend the previous selection (from the last click) instead of starting a
    // new one where the pointer is; Shift here means "characters", so start afresh.
    if (event.shiftKey) window.getSelection()?.removeAllRanges();
    setCaret(null);
    document.addEventListener('pointerup', (up) => onSelectionEnd.current(up), { once: true });
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const button = (event.target as Element).closest<HTMLElement>('[data-action]');
    if (!button) return;
    const span = spans.find((candidate) => spanKey(candidate) === button.dataset.spanKey);
    if (!span) return;
    if (button.dataset.action === 'remove') remove(span);
    else {
      selectSpan(question.id, spanKey(span));
      setCaret(caretOver(tokens, span));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Ctrl, Cmd and Alt combinations are the page's and the browser's (Alt+↑/↓ moves between questions).
    if (event.defaultPrevented || event.nativeEvent.isComposing || isTypingTarget(event.target)) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const handled = handleKey(event.key, event.shiftKey);
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  }

  /** Runs one key; true when it was the field's to handle. */
  function handleKey(key: string, shift: boolean): boolean {
    const rtl = textRef.current ? getComputedStyle(textRef.current).direction === 'rtl' : false;
    switch (key) {
      case 'ArrowLeft':
      case 'ArrowRight': {
        const forward = (key === 'ArrowRight') !== rtl;
        placeCaret(moveCaret(caret, forward ? 1 : -1, shift, tokens.length));
        return true;
      }
      case 'Home':
      case 'End':
        placeCaret(caretToEdge(caret, key === 'Home' ? 'first' : 'last', shift, tokens.length));
        return true;
      case 'ArrowUp':
      case 'ArrowDown': {
        const step = key === 'ArrowDown' ? 1 : -1;
        const next = neighbourSpan(spans, selectedIndex >= 0 ? { selected: selectedIndex } : { range: caretSpan }, step);
        if (next !== null) {
          const span = spans[next];
          setCaret(caretOver(tokens, span));
          selectSpan(question.id, spanKey(span), true);
          setAnnouncement(t('annotateSpan.span.name', nameOf(span)));
        }
        return true;
      }
      case 'Enter':
        if (!caretSpan || disabled) return false;
        addOver(caretSpan);
        return true;
      case 'Delete':
      case 'Backspace':
        // Never let these reach the page (Backspace discards the record) while the text has focus.
        if (selected) remove(selected);
        return true;
      case 'Escape':
        if (!caret && !selected) return false;
        setCaret(null);
        selectSpan(question.id, null);
        return true;
    }
    const position = labelIndexForKey(key);
    if (position !== null && position < labelList.length && !shift) {
      const label = labelList[position].value;
      choose(label);
      if (selected) relabel(selected, label);
      else setAnnouncement(t('annotateSpan.announce.labelChosen', { label: labelList[position].text }));
      return true;
    }
    return false;
  }

  const layerRef = useRef<HTMLDivElement>(null);
  const overlay = useOverlayBoxes(textRef, layerRef, index, caretSpan, selected, segments);

  // Bring a span the list asked for into view.
  useEffect(() => {
    if (selection.reveal === 0 || !selection.key) return;
    textRef.current
      ?.querySelector(`[data-span-key="${CSS.escape(selection.key)}"]:not(button)`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // Only a new reveal request scrolls, not every selection.
  }, [selection.reveal]);

  // A selection made in one record's text means nothing in the next one's.
  useEffect(() => () => selectSpan(question.id, null), [question.id, text]);

  const chosenLabel = chosen ? labelFor(labels, chosen) : null;
  const instructionsId = `${ids}-instructions`;

  return (
    <section className={styles.field} aria-labelledby={`${ids}-title`}>
      <header className={styles.header}>
        <h3 id={`${ids}-title`} className={styles.title}>
          {fieldTitle}
        </h3>
      </header>
      <SpanStatusBar
        selected={selected}
        chosen={chosenLabel}
        labels={labelList}
        index={index}
        disabled={disabled}
        onRelabel={relabel}
        onRemove={remove}
      />
      <div className={styles.textWrap}>
        <div
          ref={textRef}
          className={[styles.text, settings.allow_overlapping ? styles.stacked : '', disabled ? styles.disabled : ''].filter(Boolean).join(' ')}
          dir="auto"
          tabIndex={0}
          role="application"
          aria-roledescription={t('annotateSpan.field.roleDescription')}
          aria-label={t('annotateSpan.field.textLabel', { field: fieldTitle })}
          aria-describedby={instructionsId}
          aria-disabled={disabled || undefined}
          onFocus={onActivate}
          onPointerDown={onPointerDown}
          onClick={onClick}
          onKeyDown={onKeyDown}
          data-testid="span-field-text"
          {...{ [SPAN_TEXT_ATTRIBUTE]: question.id }}
        >
          <SpanText index={index} segments={segments} spans={spans} depths={depths} labels={labels} disabled={disabled} />
        </div>
        <div ref={layerRef} className={styles.layer} aria-hidden="true">
          {selected && (
            <div className={colors.labelled} style={labelFor(labels, selected.label).style}>
              {overlay.selected.map((box, line) => (
                <span key={line} className={styles.selectedBox} style={outset(box, 2)} />
              ))}
            </div>
          )}
          {overlay.caret.map((box, line) => (
            <span key={line} className={styles.caretBox} style={outset(box, 3)} data-caret="" />
          ))}
        </div>
      </div>
      {!disabled && (
        <p className={styles.hint}>
          {t('annotateSpan.field.hintWords')}
          {settings.allow_character_annotation && ` ${t('annotateSpan.field.hintCharacters')}`}
        </p>
      )}
      <p id={instructionsId} className="visually-hidden">
        {t('annotateSpan.field.instructions')}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}
