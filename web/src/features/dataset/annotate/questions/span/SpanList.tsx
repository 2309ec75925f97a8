import { memo, useLayoutEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpanAnswer, SuggestionView } from '../../model/types';
import { useScrollToTopOn } from '../../../../../shared/dom/useScrollToTopOn';
import { useScopedState } from '../use-scoped-state';
import { type SpanLabel, excerpt, labelFor } from './labels';
import { LabelOptions } from './LabelOptions';
import { isListKey, moveInList } from './list-keys';
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

/** The attribute of a row's buttons, naming which one it is. */
const CELL_ATTRIBUTE = 'data-span-cell';
type Cell = 'show' | 'label' | 'remove';

/** The button of the list that Tab stops at: the one focused last, else the first span's "show". */
interface TabStop {
  key: string;
  cell: Cell;
}

/**
 * Every span of the answer in reading order: its label and words (a button that shows it in the
 * text), whether a suggestion proposed it, a label control and a remove button. Rows are memoised
 * and the label select is only built for the row being changed, so hundreds of spans with hundreds
 * of labels stay light while the selection moves. The list is one stop of the Tab order, moved
 * through with the arrow keys (`list-keys.ts`), which it keeps: they never reach the page, where they
 * would open another record.
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
  const [tabStop, setTabStop] = useScopedState<TabStop | null>(scope, null);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  useScrollToTopOn(scope, [listRef]);
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

  const stop: TabStop =
    tabStop && spans.some((span) => spanKey(span) === tabStop.key) ? tabStop : { key: spans[0] ? spanKey(spans[0]) : '', cell: 'show' };

  const cellOf = (target: EventTarget) => {
    const cell = (target as Element).closest?.<HTMLElement>(`[${CELL_ATTRIBUTE}]`);
    return cell && listRef.current?.contains(cell) ? cell : null;
  };
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const cell = cellOf(event.target);
    const key = cell?.closest<HTMLElement>('li')?.dataset.spanKey;
    if (cell && key !== undefined) setTabStop({ key, cell: cell.getAttribute(CELL_ATTRIBUTE) as Cell });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const cell = cellOf(event.target);
    if (!cell || !listRef.current || !isListKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    const rows = Array.from(listRef.current.children);
    const cellsOf = (row: number) => Array.from(rows[row]?.querySelectorAll<HTMLElement>(`[${CELL_ATTRIBUTE}]:not(:disabled)`) ?? []);
    const row = rows.indexOf(cell.closest('li')!);
    const rtl = getComputedStyle(listRef.current).direction === 'rtl';
    const next = moveInList({ row, column: cellsOf(row).indexOf(cell) }, event.key, rows.length, (index) => cellsOf(index).length, rtl);
    cellsOf(next.row)[next.column]?.focus();
  };

  if (spans.length === 0) {
    return (
      <p ref={emptyRef} tabIndex={-1} className={styles.empty}>
        {t('annotateSpan.list.empty', { field: fieldTitle })}
      </p>
    );
  }

  return (
    <ul ref={listRef} className={styles.list} onFocus={onFocus} onKeyDown={onKeyDown}>
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
            tabCell={key === stop.key ? stop.cell : null}
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
  /** The button of this row that Tab stops at, if the list's stop is in this row. */
  tabCell: Cell | null;
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
  tabCell,
  actions,
}: SpanRowProps) {
  const { t } = useTranslation();
  const names = { label: label.text, text: excerpt(text) };
  // The label button is off with one label only, and both while the record is sent: the stop then falls on "show".
  const labelOff = disabled || labels.length < 2;
  const stopCell = (tabCell === 'label' && labelOff) || (tabCell === 'remove' && disabled) ? 'show' : tabCell;
  const tab = (cell: Cell) => ({ [CELL_ATTRIBUTE]: cell, tabIndex: stopCell === cell ? 0 : -1 });
  return (
    <li className={`${colors.labelled} ${styles.row} ${selected ? styles.rowSelected : ''}`} style={label.style} data-span-key={spanKey(span)}>
      <button type="button" className={styles.rowShow} aria-label={t('annotateSpan.span.show', names)} onClick={() => actions.show(span)} {...tab('show')}>
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
          disabled={labelOff}
          {...tab('label')}
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
        {...tab('remove')}
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
