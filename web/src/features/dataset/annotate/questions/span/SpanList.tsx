import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpanAnswer, SuggestionView } from '../../model/types';
import { useScopedState } from '../use-scoped-state';
import { type SpanLabel, excerpt, labelFor } from './labels';
import { LabelOptions } from './LabelOptions';
import { sameSpan, spanKey } from './span-model';
import type { TextIndex } from './text-index';
import colors from './span-colors.module.css';
import styles from './SpanQuestionEditor.module.css';

export interface SpanListProps {
  spans: readonly SpanAnswer[];
  index: TextIndex;
  labels: readonly SpanLabel[];
  labelsByValue: ReadonlyMap<string, SpanLabel>;
  selectedKey: string | null;
  fieldTitle: string;
  suggestion?: SuggestionView;
  disabled: boolean;
  /** The row being relabelled is forgotten when this changes (the record's id). */
  scope: string;
  onShow: (span: SpanAnswer) => void;
  onRelabel: (span: SpanAnswer, label: string) => void;
  onRemove: (span: SpanAnswer) => void;
}

interface RowActions {
  show: (span: SpanAnswer) => void;
  relabel: (span: SpanAnswer, label: string) => void;
  remove: (span: SpanAnswer) => void;
  edit: (key: string | null) => void;
}

/**
 * Every span of the answer in reading order: its label and words (a button that shows it in the
 * text), whether a suggestion proposed it, a label control and a remove button. Rows are memoised
 * and the label select is only built for the row being changed, so hundreds of spans with hundreds
 * of labels stay light while the selection moves.
 */
export function SpanList({
  spans,
  index,
  labels,
  labelsByValue,
  selectedKey,
  fieldTitle,
  suggestion,
  disabled,
  scope,
  onShow,
  onRelabel,
  onRemove,
}: SpanListProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useScopedState<string | null>(scope, null);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // After a removal from the list, focus moves to the next row's remove button (or the empty note),
  // so keyboard users keep their place instead of falling back to the top of the page.
  const focusAfterRemoval = useRef<number | null>(null);
  useLayoutEffect(() => {
    const position = focusAfterRemoval.current;
    if (position === null) return;
    focusAfterRemoval.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove-span]');
    const next = buttons && buttons.length > 0 ? buttons[Math.min(position, buttons.length - 1)] : emptyRef.current;
    next?.focus();
  }, [spans]);

  // Rows get one stable object whose functions always call the latest props.
  const latest = useRef({ spans, onShow, onRelabel, onRemove, setEditing });
  useLayoutEffect(() => {
    latest.current = { spans, onShow, onRelabel, onRemove, setEditing };
  });
  const actions = useMemo<RowActions>(
    () => ({
      show: (span) => latest.current.onShow(span),
      relabel: (span, label) => latest.current.onRelabel(span, label),
      remove: (span) => {
        focusAfterRemoval.current = latest.current.spans.findIndex((candidate) => sameSpan(candidate, span));
        latest.current.onRemove(span);
      },
      edit: (key) => latest.current.setEditing(key),
    }),
    [],
  );

  // Kept whole (not filtered), so positions line up with the suggestion's per-span scores.
  const suggested: readonly unknown[] = Array.isArray(suggestion?.value) ? suggestion.value : [];

  if (spans.length === 0) {
    return (
      <p ref={emptyRef} tabIndex={-1} className={styles.empty}>
        {t('annotateSpan.list.empty', { field: fieldTitle })}
      </p>
    );
  }

  return (
    <ul ref={listRef} className={styles.list}>
      {spans.map((span) => {
        const key = spanKey(span);
        const suggestedAt = suggested.findIndex((candidate) => isSpanLike(candidate) && sameSpan(candidate, span));
        return (
          <SpanRow
            key={key}
            span={span}
            text={index.slice(span.start, span.end)}
            label={labelFor(labelsByValue, span.label)}
            labels={labels}
            known={labelsByValue.has(span.label)}
            selected={key === selectedKey}
            editing={editing === key}
            suggested={suggestedAt !== -1}
            score={suggestedAt === -1 ? null : scoreAt(suggestion?.score ?? null, suggestedAt)}
            disabled={disabled}
            actions={actions}
          />
        );
      })}
    </ul>
  );
}

interface SpanRowProps {
  span: SpanAnswer;
  text: string;
  label: SpanLabel;
  labels: readonly SpanLabel[];
  known: boolean;
  selected: boolean;
  editing: boolean;
  suggested: boolean;
  score: number | null;
  disabled: boolean;
  actions: RowActions;
}

const SpanRow = memo(function SpanRow({
  span,
  text,
  label,
  labels,
  known,
  selected,
  editing,
  suggested,
  score,
  disabled,
  actions,
}: SpanRowProps) {
  const { t } = useTranslation();
  const names = { label: label.text, text: excerpt(text) };
  return (
    <li className={`${colors.labelled} ${styles.row} ${selected ? styles.rowSelected : ''}`} style={label.style}>
      <button type="button" className={styles.rowShow} aria-label={t('annotateSpan.span.show', names)} onClick={() => actions.show(span)}>
        <span className={colors.swatch} aria-hidden="true" />
        <span className={styles.rowText}>{names.text}</span>
      </button>
      {suggested && (
        <span className={styles.suggested}>
          {score === null ? t('annotateSpan.list.suggested') : t('annotateSpan.list.suggestedScore', { score: score.toFixed(1) })}
        </span>
      )}
      {editing && !disabled ? (
        <select
          className={styles.rowSelect}
          value={span.label}
          aria-label={t('annotateSpan.span.changeLabel', names)}
          autoFocus
          onChange={(event) => {
            actions.edit(null);
            actions.relabel(span, event.target.value);
          }}
          onBlur={() => actions.edit(null)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              actions.edit(null);
            }
          }}
        >
          <LabelOptions labels={labels} current={span.label} known={known} />
        </select>
      ) : (
        <button
          type="button"
          className={styles.rowLabel}
          disabled={disabled || labels.length < 2}
          aria-label={t('annotateSpan.span.changeLabel', names)}
          title={t('annotateSpan.field.changeLabel')}
          onClick={() => actions.edit(spanKey(span))}
        >
          {label.text}
        </button>
      )}
      <button
        type="button"
        className={styles.rowRemove}
        disabled={disabled}
        data-remove-span=""
        aria-label={t('annotateSpan.span.remove', names)}
        title={t('annotateSpan.span.remove', names)}
        onClick={() => actions.remove(span)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
});

function isSpanLike(value: unknown): value is SpanAnswer {
  return typeof value === 'object' && value !== null && 'start' in value && 'end' in value && 'label' in value;
}

function scoreAt(score: number | number[] | null, position: number): number | null {
  if (Array.isArray(score)) return typeof score[position] === 'number' ? score[position] : null;
  return typeof score === 'number' ? score : null;
}
