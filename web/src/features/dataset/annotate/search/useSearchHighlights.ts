// The query parser alone: the contract's index would bring zod, whose start-up probes `new Function`,
// which the app's Content-Security-Policy reports as a violation.
import { parseTextQuery } from '@gloss/contract/search-text';
import { useEffect, useMemo, type RefObject } from 'react';
import type { TextCriterion } from './criteria';
import { matchRanges } from './highlight';

/** Marks a field's content as searched text; the span editor's own text is left out on purpose. */
export const SEARCH_FIELD_ATTRIBUTE = 'data-search-field';
const HIGHLIGHT_NAME = 'gloss-search-match';

/**
 * The matches of every record on screen (the bulk view shows many), by the record's element: the page
 * has one highlight of that name, holding them all.
 */
const matchesByRoot = new Map<HTMLElement, Range[]>();

function publishMatches(registry: HighlightRegistry): void {
  const all = [...matchesByRoot.values()].flat();
  if (all.length === 0) registry.delete(HIGHLIGHT_NAME);
  else registry.set(HIGHLIGHT_NAME, new Highlight(...all));
}

/**
 * Highlights what the text search matched inside the record's fields, with the CSS Custom Highlight
 * API: no element is added to the fields' markup, so markdown, maths and the layout stay as they are.
 * Content drawn later (a markdown block rendered in idle time) is highlighted when it appears.
 */
export function useSearchHighlights(root: RefObject<HTMLElement | null>, text: TextCriterion | null, recordId: string): void {
  const query = useMemo(() => (text ? parseTextQuery(text.q) : null), [text]);
  const field = text?.field;
  useEffect(() => {
    const element = root.current;
    const registry = typeof CSS !== 'undefined' ? CSS.highlights : undefined;
    if (!element || !registry || !query || query.required.length === 0) return;
    let frame = 0;
    const paint = () => {
      frame = 0;
      const ranges: Range[] = [];
      const selector = field ? `[${SEARCH_FIELD_ATTRIBUTE}="${CSS.escape(field)}"]` : `[${SEARCH_FIELD_ATTRIBUTE}]`;
      for (const scope of element.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const content = node.nodeValue ?? '';
          for (const [start, end] of matchRanges(content, query)) {
            const range = new Range();
            range.setStart(node, start);
            range.setEnd(node, end);
            ranges.push(range);
          }
        }
      }
      matchesByRoot.set(element, ranges);
      publishMatches(registry);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(element, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      matchesByRoot.delete(element);
      publishMatches(registry);
    };
  }, [root, query, field, recordId]);
}
