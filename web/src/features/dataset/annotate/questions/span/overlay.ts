import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Box, lineBoxes, rangeOfOffsets } from './dom-text';
import type { TextIndex } from './text-index';
import type { TextRange } from './tokens';

export interface OverlayBoxes {
  caret: Box[];
  selected: Box[];
}

/**
 * Where to draw the keyboard caret and the selected span: boxes (one per line) for a layer over the
 * text, measured from the DOM. They are drawn over the text rather than in it because changing
 * anything inside a long text makes the browser lay all of it out again, which takes tens of
 * milliseconds on every key press. Measured again when the text reflows (new spans, a resized
 * column); a moved caret is scrolled into view once drawn.
 */
export function useOverlayBoxes(
  textRef: RefObject<HTMLElement | null>,
  layerRef: RefObject<HTMLElement | null>,
  index: TextIndex,
  caret: TextRange | null,
  selected: TextRange | null,
  /** Changes whenever the text is drawn anew (its segments). */
  drawn: unknown,
): OverlayBoxes {
  const [boxes, setBoxes] = useState<OverlayBoxes>({ caret: [], selected: [] });
  const [reflows, setReflows] = useState(0);
  useEffect(() => {
    const root = textRef.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setReflows((count) => count + 1));
    observer.observe(root);
    return () => observer.disconnect();
  }, [textRef]);

  const caretFrom = caret ? index.toUtf16(caret.start) : -1;
  const caretTo = caret ? index.toUtf16(caret.end) : -1;
  const selectedFrom = selected ? index.toUtf16(selected.start) : -1;
  const selectedTo = selected ? index.toUtf16(selected.end) : -1;
  const caretMoved = useRef(false);
  useLayoutEffect(() => {
    caretMoved.current = caretFrom >= 0;
  }, [caretFrom, caretTo]);
  useLayoutEffect(() => {
    const root = textRef.current;
    const layer = layerRef.current;
    if (!root || !layer) return;
    const boxesOf = (from: number, to: number) => {
      const range = from >= 0 ? rangeOfOffsets(root, from, to) : null;
      return range ? lineBoxes(layer, range) : [];
    };
    setBoxes({ caret: boxesOf(caretFrom, caretTo), selected: boxesOf(selectedFrom, selectedTo) });
  }, [textRef, layerRef, caretFrom, caretTo, selectedFrom, selectedTo, drawn, reflows]);
  useEffect(() => {
    if (!caretMoved.current) return;
    caretMoved.current = false;
    layerRef.current?.querySelector('[data-caret]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [layerRef, boxes]);
  return boxes;
}

/** A box grown by some pixels on every side, as inline style. */
export function outset(box: Box, by: number) {
  return { left: box.left - by, top: box.top - by, width: box.width + 2 * by, height: box.height + 2 * by };
}
