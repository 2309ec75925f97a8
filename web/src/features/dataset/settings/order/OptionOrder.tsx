import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type DragEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../shared/format/numbers';
import { orderKeyAction } from './keys';
import { dropIndex, isNoOpDrop, move, sideAt, targetIndex, type Side, type Step } from './reorder';
import styles from './OptionOrder.module.css';

export interface OrderedOption {
  value: string;
  text: string;
}

export interface OptionOrderProps<T extends OrderedOption> {
  options: readonly T[];
  /** The same option objects in their new order, after every move (each drop, key press or button). */
  onChange: (next: T[]) => void;
  /** The id of the element naming the list (the form's "Order" label). */
  labelledBy: string;
  disabled?: boolean;
}

interface DropMark {
  value: string;
  side: Side;
}

/**
 * A question's labels as chips in a wrapping list, put in order by dragging (a bar shows where the
 * chip will land) or from the keyboard (one tab stop; the arrows go from chip to chip, Alt with them
 * moves the focused chip and focus follows it). Every move is announced with the new position. A
 * question may have 500 options, so the chips are memoised plain elements and every handler sits on
 * the list: a move or a drag re-renders the chips whose place or mark changed, not all of them.
 */
export function OptionOrder<T extends OrderedOption>({ options, onChange, labelledBy, disabled = false }: OptionOrderProps<T>) {
  const { t, i18n } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const instructionsId = useId();
  const indexOf = useMemo(() => new Map(options.map((option, index) => [option.value, index])), [options]);
  const [activeValue, setActiveValue] = useState<string | null>(null);
  // The dragged chip for the drop logic, at once; the state only dims it, a frame later (see onDragStart).
  const dragged = useRef<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [mark, setMark] = useState<DropMark | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<string | null>(null);

  // React moves a reordered chip's element, which may take focus away from it: give it back once the new
  // order is on screen, and scroll to it, which focus() skips when the chip kept the focus.
  useLayoutEffect(() => {
    const value = focusAfter.current;
    if (value === null) return;
    const index = indexOf.get(value);
    if (index === undefined) return;
    focusAfter.current = null;
    const chip = listRef.current?.children[index] as HTMLElement | undefined;
    chip?.focus({ preventScroll: true });
    chip?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });

  const total = options.length;
  // One tab stop: the chip last focused (or moved), else the first.
  const tabbable = activeValue !== null && indexOf.has(activeValue) ? activeValue : (options[0]?.value ?? null);
  const activeIndex = indexOf.get(tabbable ?? '');
  const activeText = activeIndex === undefined ? '' : (options[activeIndex]?.text ?? '');
  const format = (n: number) => numberFormat(i18n.language).format(n);
  const announce = (message: string) =>
    // The same words twice must still be read: alternate a trailing no-break space.
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));

  const moveTo = (from: number, to: number, focus: boolean) => {
    const option = options[from];
    if (disabled || !option) return;
    if (to === from) {
      announce(t(from === 0 ? 'settingsOrder.alreadyFirst' : 'settingsOrder.alreadyLast', { option: option.text }));
      return;
    }
    onChange(move(options, from, to));
    announce(t('settingsOrder.moved', { option: option.text, position: format(to + 1), total: format(total) }));
    setActiveValue(option.value);
    if (focus) focusAfter.current = option.value;
  };
  const moveActive = (step: Step) => {
    if (activeIndex !== undefined) moveTo(activeIndex, targetIndex(activeIndex, total, step), false);
  };

  const chipOf = (target: EventTarget) => {
    const chip = (target as Element).closest?.<HTMLElement>('[data-value]');
    return chip && chip.parentElement === listRef.current ? chip : null;
  };
  const indexOfChip = (chip: HTMLElement | null) => (chip ? indexOf.get(chip.dataset.value ?? '') : undefined);

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const index = indexOfChip(chipOf(event.target));
    const action = orderKeyAction(event);
    if (index === undefined || action === null) return;
    // Taken even when nothing moves: Alt+← would otherwise be the browser's Back, and the page scrolls on arrows.
    event.preventDefault();
    event.stopPropagation();
    const to = targetIndex(index, total, action.step);
    if (action.kind === 'move') moveTo(index, to, true);
    else (listRef.current?.children[to] as HTMLElement | undefined)?.focus();
  };

  const onFocus = (event: FocusEvent<HTMLOListElement>) => {
    const value = chipOf(event.target)?.dataset.value;
    if (value !== undefined) setActiveValue(value);
  };

  const endDrag = () => {
    dragged.current = null;
    setDragging(null);
    setMark(null);
  };

  const onDragStart = (event: DragEvent<HTMLOListElement>) => {
    const value = chipOf(event.target)?.dataset.value;
    if (disabled || value === undefined) return;
    event.dataTransfer.setData('text/plain', value);
    event.dataTransfer.effectAllowed = 'move';
    dragged.current = value;
    // After the browser has taken its picture of the chip, so the picture is not the dimmed chip.
    requestAnimationFrame(() => {
      if (dragged.current === value) setDragging(value);
    });
  };

  const onDragOver = (event: DragEvent<HTMLOListElement>) => {
    const from = indexOf.get(dragged.current ?? '');
    if (from === undefined) return; // Not one of these chips: not ours to take.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const chip = chipOf(event.target);
    const over = indexOfChip(chip);
    // Between two chips (the gap, the list's padding) the last mark stays, so it does not flicker.
    if (!chip || over === undefined) return;
    const rect = chip.getBoundingClientRect();
    const side = sideAt(event.clientX, rect.left, rect.width);
    const next = isNoOpDrop(from, over, side) ? null : { value: chip.dataset.value!, side };
    if (next?.value !== mark?.value || next?.side !== mark?.side) setMark(next);
  };

  const onDragLeave = (event: DragEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setMark(null);
  };

  const onDrop = (event: DragEvent<HTMLOListElement>) => {
    const from = indexOf.get(dragged.current ?? '');
    const over = indexOf.get(mark?.value ?? '');
    if (from === undefined) return;
    event.preventDefault();
    if (over !== undefined && mark) moveTo(from, dropIndex(from, over, mark.side), false);
    endDrag();
  };

  return (
    <div className={styles.order}>
      <p id={instructionsId} className="visually-hidden">
        {t('settingsOrder.instructions')}
      </p>
      <ol
        ref={listRef}
        className={[styles.list, dragging !== null ? styles.isDragging : ''].filter(Boolean).join(' ')}
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        onDragEnd={endDrag}
      >
        {options.map((option) => (
          <Chip
            key={option.value}
            value={option.value}
            text={option.text}
            tabbable={option.value === tabbable}
            dragging={option.value === dragging}
            mark={mark?.value === option.value ? mark.side : null}
            disabled={disabled}
            describedBy={instructionsId}
          />
        ))}
      </ol>
      {/* For those who neither drag nor use Alt with the arrows (touch screen readers, switch access). Never
          disabled at an end: a button that disables itself under the pointer drops the focus, and with
          it the pair, which shows only while focused; at an end it says so instead. */}
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          disabled={disabled || activeIndex === undefined}
          onClick={() => moveActive(-1)}
        >
          {t('settingsOrder.moveEarlier', { option: activeText })}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={disabled || activeIndex === undefined}
          onClick={() => moveActive(1)}
        >
          {t('settingsOrder.moveLater', { option: activeText })}
        </button>
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

interface ChipProps {
  value: string;
  text: string;
  tabbable: boolean;
  dragging: boolean;
  /** Where the dragged chip would land, beside this one. */
  mark: Side | null;
  disabled: boolean;
  describedBy: string;
}

/** One label; its keys, focus and drag are handled by the list. */
const Chip = memo(function Chip({ value, text, tabbable, dragging, mark, disabled, describedBy }: ChipProps) {
  const classes = [
    styles.chip,
    dragging ? styles.dragging : '',
    mark === 'before' ? styles.markBefore : '',
    mark === 'after' ? styles.markAfter : '',
  ];
  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      data-value={value}
      tabIndex={tabbable ? 0 : -1}
      draggable={!disabled}
      aria-disabled={disabled || undefined}
      aria-describedby={describedBy}
      // The value a dataset's records hold, when the label shows something else.
      title={value !== text ? value : undefined}
    >
      {text}
    </li>
  );
});
