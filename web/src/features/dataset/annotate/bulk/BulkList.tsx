import { useVirtualizer } from '@tanstack/react-virtual';
import { useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetRecord } from '../model/types';
import { nextCardIndex } from './bulk-keys';
import { BULK_CARD_ATTRIBUTE, BulkCard, type BulkCardProps } from './BulkCard';
import styles from './BulkList.module.css';

/** A collapsed card's greatest height (with its border and padding), and the space between cards. */
const COLLAPSED_CARD_PX = 260 + 34;
const EXPANDED_ESTIMATE_PX = 520;
const GAP_PX = 12;

export interface BulkListHandle {
  /** Moves the keyboard to the next or previous card, scrolling it into view. */
  moveFocus: (step: 1 | -1) => void;
  /** The record of the card that has the keyboard, if any. */
  focusedRecordId: () => string | null;
}

type CardProps = Omit<BulkCardProps, 'record' | 'selected' | 'spanEdits' | 'failure'>;

export interface BulkListProps {
  records: readonly DatasetRecord[];
  isSelected: (recordId: string) => boolean;
  spanEdits: ReadonlyMap<string, BulkCardProps['spanEdits']>;
  failures?: ReadonlyMap<string, string>;
  card: CardProps;
  /** Loading the rest of the page, or the next page: shown dimmed. */
  busy: boolean;
  /** Every record of the page is loaded (for tests and the benchmark: `data-complete`). */
  complete: boolean;
  /** Another page (or view of records) starts at its top. */
  resetKey: string;
  ref?: Ref<BulkListHandle>;
}

/** The nearest ancestor that scrolls vertically (the records pane, or the whole page on narrow screens). */
function scrollParentOf(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (/(auto|scroll|overlay)/.test(overflowY)) return node;
  }
  return document.scrollingElement instanceof HTMLElement ? document.scrollingElement : null;
}

/**
 * The cards of the bulk page. Only the cards in view (and a few around them) are in the page
 * (TanStack Virtual), so a page of 100 records opens as fast as one of 10, whatever the records hold.
 */
export function BulkList({ records, isSelected, spanEdits, failures, card, busy, complete, resetKey, ref }: BulkListProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);

  // Where the list starts inside what scrolls it: the layout changes with the window's width.
  useLayoutEffect(() => {
    const measure = () => {
      const element = list.current;
      const parent = scrollParentOf(element);
      setScroller(parent);
      if (element && parent) setMargin(element.getBoundingClientRect().top - parent.getBoundingClientRect().top + parent.scrollTop);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const virtualizer = useVirtualizer({
    count: records.length,
    getScrollElement: () => scroller,
    estimateSize: () => (card.collapsed ? COLLAPSED_CARD_PX : EXPANDED_ESTIMATE_PX) + GAP_PX,
    getItemKey: (index) => records[index]?.id ?? index,
    overscan: 3,
    scrollMargin: margin,
  });

  const shownKey = useRef(resetKey);
  useLayoutEffect(() => {
    if (shownKey.current === resetKey) return;
    shownKey.current = resetKey;
    if (scroller) scroller.scrollTop = 0;
  }, [resetKey, scroller]);

  // The collapsed and expanded cards differ in height: measured again at once.
  const collapsedBefore = useRef(card.collapsed);
  useLayoutEffect(() => {
    if (collapsedBefore.current === card.collapsed) return;
    collapsedBefore.current = card.collapsed;
    virtualizer.measure();
  }, [card.collapsed, virtualizer]);

  // The card a move is taking the keyboard to, until it has it: a card off screen is focused only once
  // drawn, and a key pressed meanwhile (↓ then Space at once) belongs to that card, not the one left.
  const moving = useRef<string | null>(null);
  useImperativeHandle(
    ref,
    () => {
      const cardElement = (id: string) => list.current?.querySelector<HTMLElement>(`[${BULK_CARD_ATTRIBUTE}="${CSS.escape(id)}"]`);
      const focusedIndex = () => {
        const focused = document.activeElement?.closest<HTMLElement>(`[${BULK_CARD_ATTRIBUTE}]`);
        const id = moving.current ?? focused?.getAttribute(BULK_CARD_ATTRIBUTE);
        return id ? records.findIndex((record) => record.id === id) : -1;
      };
      return {
        moveFocus(step) {
          const target = nextCardIndex(focusedIndex(), step, records.length);
          if (target === null) return;
          virtualizer.scrollToIndex(target, { align: 'start' });
          const id = records[target]!.id;
          const drawn = cardElement(id);
          if (drawn) {
            moving.current = null;
            drawn.focus({ preventScroll: true });
            return;
          }
          moving.current = id;
          const focus = (tries: number) =>
            requestAnimationFrame(() => {
              if (moving.current !== id) return;
              const element = cardElement(id);
              if (element || tries === 0) moving.current = null;
              if (element) element.focus({ preventScroll: true });
              else if (tries > 0) focus(tries - 1);
            });
          focus(5);
        },
        focusedRecordId() {
          const index = focusedIndex();
          return index >= 0 ? records[index]!.id : null;
        },
      };
    },
    [records, virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={list}
      className={busy ? `${styles.list} ${styles.busy}` : styles.list}
      style={{ height: virtualizer.getTotalSize() }}
      role="list"
      aria-label={t('annotateBulk.list')}
      aria-busy={busy || undefined}
      data-testid="bulk-list"
      data-complete={complete || undefined}
      data-count={records.length}
    >
      {items.map((item) => {
        const record = records[item.index]!;
        return (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className={styles.item}
            style={{ transform: `translateY(${item.start - margin}px)` }}
            role="listitem"
            aria-setsize={records.length}
            aria-posinset={item.index + 1}
          >
            <BulkCard
              {...card}
              record={record}
              selected={isSelected(record.id)}
              spanEdits={spanEdits.get(record.id)}
              failure={failures?.get(record.id)}
            />
          </div>
        );
      })}
    </div>
  );
}
