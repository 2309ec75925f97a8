import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { readPreference, writePreference } from '../../../../shared/preferences/storage';
import styles from './ResizableSplit.module.css';

export interface ResizableSplitProps {
  /** Remembered under this id (per dataset), so the layout comes back as the person left it. */
  storageId: string;
  /** `row`: side by side with a vertical splitter; `column`: one above the other. */
  direction: 'row' | 'column';
  defaultRatio: number;
  minRatio?: number;
  maxRatio?: number;
  label: string;
  first: ReactNode;
  second: ReactNode;
  /** The second pane is folded to its own height (a title bar): the first takes the rest, no splitter. */
  collapsed?: boolean;
}

const KEY_STEP = 0.02;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function storedRatio(id: string): number | undefined {
  const value = readPreference('layout')?.[id];
  return typeof value === 'number' && value > 0 && value < 1 ? value : undefined;
}

/** Two panes and a splitter between them that the mouse or the arrow keys move. */
export function ResizableSplit({ storageId, direction, defaultRatio, minRatio = 0.2, maxRatio = 0.8, label, first, second, collapsed = false }: ResizableSplitProps) {
  const [ratio, setRatio] = useState(() => clamp(storedRatio(storageId) ?? defaultRatio, minRatio, maxRatio));
  const container = useRef<HTMLDivElement>(null);

  const commit = useCallback(
    (next: number) => {
      const value = clamp(next, minRatio, maxRatio);
      setRatio(value);
      writePreference('layout', { ...readPreference('layout'), [storageId]: Math.round(value * 1000) / 1000 });
    },
    [maxRatio, minRatio, storageId],
  );

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const box = container.current?.getBoundingClientRect();
    if (!box) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const move = (moveEvent: globalThis.PointerEvent) => {
      const next = direction === 'row' ? (moveEvent.clientX - box.left) / box.width : (moveEvent.clientY - box.top) / box.height;
      setRatio(clamp(next, minRatio, maxRatio));
    };
    const up = (upEvent: globalThis.PointerEvent) => {
      move(upEvent);
      const next = direction === 'row' ? (upEvent.clientX - box.left) / box.width : (upEvent.clientY - box.top) / box.height;
      commit(next);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const back = direction === 'row' ? 'ArrowLeft' : 'ArrowUp';
    const forward = direction === 'row' ? 'ArrowRight' : 'ArrowDown';
    if (event.key !== back && event.key !== forward) return;
    event.preventDefault();
    event.stopPropagation();
    commit(ratio + (event.key === forward ? KEY_STEP : -KEY_STEP));
  };

  const percent = Math.round(ratio * 100);
  return (
    <div
      ref={container}
      className={[styles.split, styles[direction], collapsed ? styles.collapsed : ''].filter(Boolean).join(' ')}
      style={{ ['--split' as string]: `${percent}%` }}
    >
      <div className={styles.first}>{first}</div>
      <div
        className={styles.handle}
        role="separator"
        tabIndex={0}
        aria-label={label}
        aria-orientation={direction === 'row' ? 'vertical' : 'horizontal'}
        aria-valuemin={Math.round(minRatio * 100)}
        aria-valuemax={Math.round(maxRatio * 100)}
        aria-valuenow={percent}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        hidden={collapsed}
      />
      <div className={styles.second}>{second}</div>
    </div>
  );
}
