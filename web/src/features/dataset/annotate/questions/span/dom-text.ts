/**
 * Between DOM positions and UTF-16 offsets of the annotated text. They rely on one invariant of
 * SpanText: the text nodes under the root are exactly the field's text, in order (labels and
 * buttons carry no text nodes).
 */

/**
 * The UTF-16 offsets of a DOM range within the root. A boundary outside the root is clamped to its
 * start or end (a drag that ends beyond the text runs to its end).
 */
export function utf16Bounds(root: HTMLElement, range: Range, length: number): [number, number] {
  const offsetOf = (node: Node, offset: number) => {
    const before = document.createRange();
    before.selectNodeContents(root);
    before.setEnd(node, offset);
    return before.toString().length;
  };
  const start = root.contains(range.startContainer) ? offsetOf(range.startContainer, range.startOffset) : 0;
  const end = root.contains(range.endContainer) ? offsetOf(range.endContainer, range.endOffset) : length;
  return [Math.min(start, length), Math.min(end, length)];
}

/** A DOM range over UTF-16 offsets [from, to) of the root's text, or null past its end. */
export function rangeOfOffsets(root: HTMLElement, from: number, to: number): Range | null {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let seen = 0;
  let started = false;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const length = node.data.length;
    if (!started && from < seen + length) {
      range.setStart(node, from - seen);
      started = true;
    }
    if (started && to <= seen + length) {
      range.setEnd(node, to - seen);
      return range;
    }
    seen += length;
  }
  return null;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The boxes a range covers, one per line, relative to an element's border box (a layer positioned
 * over the text): a range over inline elements reports a rectangle per element fragment, which are
 * merged line by line.
 */
export function lineBoxes(layer: Element, range: Range): Box[] {
  const origin = layer.getBoundingClientRect();
  const lines: { left: number; right: number; top: number; bottom: number }[] = [];
  for (const rect of Array.from(range.getClientRects())) {
    if (rect.width === 0 && rect.height === 0) continue;
    const line = lines.find((candidate) => rect.top < candidate.bottom - 2 && rect.bottom > candidate.top + 2);
    if (line) {
      line.left = Math.min(line.left, rect.left);
      line.right = Math.max(line.right, rect.right);
      line.top = Math.min(line.top, rect.top);
      line.bottom = Math.max(line.bottom, rect.bottom);
    } else {
      lines.push({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom });
    }
  }
  return lines.map((line) => ({
    left: line.left - origin.left,
    top: line.top - origin.top,
    width: line.right - line.left,
    height: line.bottom - line.top,
  }));
}
