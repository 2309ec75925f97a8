import { type CSSProperties, Fragment, type ReactNode, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpanAnswer } from '../../model/types';
import { type SpanLabel, excerpt, labelFor } from './labels';
import { type Paragraph, type Segment, groupByParagraph, paragraphStarts } from './segments';
import { spanKey } from './span-model';
import type { TextIndex } from './text-index';
import colors from './span-colors.module.css';
import styles from './SpanAnnotatedField.module.css';

export interface SpanTextProps {
  index: TextIndex;
  /** The text cut at every span boundary; `covering` indexes into `spans`. */
  segments: readonly Segment[];
  spans: readonly SpanAnswer[];
  /** Underline depth of each span (0 nearest the text). */
  depths: readonly number[];
  labels: ReadonlyMap<string, SpanLabel>;
  disabled: boolean;
}

/**
 * The field's text with its spans. Only the text itself is in the DOM as text: tags draw their label
 * with CSS (`attr(data-label)`) and buttons carry no text, so the text content of this subtree is
 * exactly the field's text and a DOM selection maps to offsets by counting characters. Each span is
 * an inline element per segment (no element per character), nested by depth so stacked underlines
 * stay at one depth along a span.
 *
 * It renders again only when the spans change: the selected span and the keyboard caret are drawn
 * in a layer over the text (overlay.ts), so moving either never touches the text. Every piece is
 * keyed by its offset, so adding a span only patches the pieces it cuts, and each paragraph is a
 * block of its own, so the browser lays out and repaints only the paragraph that changed.
 */
export const SpanText = memo(function SpanText({ index, segments, spans, depths, labels, disabled }: SpanTextProps) {
  const { t } = useTranslation();
  // The accessible names of the tags, kept across renders: adding one span to hundreds must not
  // translate every other span's name again.
  const names = useMemo(() => new Map<string, { name: string; remove: string }>(), [t, index, labels]);
  const nameOf = (span: SpanAnswer, key: string) => {
    let found = names.get(key);
    if (!found) {
      const label = labelFor(labels, span.label).text;
      const text = excerpt(index.slice(span.start, span.end));
      found = {
        name: t('annotateSpan.span.name', { label, text }),
        remove: t('annotateSpan.span.remove', { label, text }),
      };
      names.set(key, found);
    }
    return found;
  };

  const starts = useMemo(() => paragraphStarts(index), [index]);
  const paragraphs = useMemo(() => groupByParagraph(index, segments, starts), [index, segments, starts]);

  const drawSegment = (segment: Segment) => {
    const piece = index.text.slice(segment.from, segment.to);
    if (segment.covering.length === 0) return <Fragment key={segment.start}>{piece}</Fragment>;
    let node: ReactNode = piece;
    // Innermost (shallowest) first, so deeper underlines wrap around shallower ones.
    const covering = [...segment.covering].sort((a, b) => depths[a] - depths[b]);
    for (const position of covering) {
      const span = spans[position];
      const key = spanKey(span);
      const label = labelFor(labels, span.label);
      const style = { ...label.style, '--span-depth': depths[position] } as CSSProperties;
      node = (
        <span className={`${colors.labelled} ${styles.mark}`} style={style} data-span-key={key}>
          {span.start === segment.start && (
            <span className={styles.tag} data-span-ui="">
              <button
                type="button"
                tabIndex={-1}
                className={styles.tagLabel}
                data-label={label.text}
                data-action="select"
                data-span-key={key}
                aria-label={nameOf(span, key).name}
                title={label.text}
              />
              {!disabled && (
                <button
                  type="button"
                  tabIndex={-1}
                  className={styles.tagRemove}
                  data-action="remove"
                  data-span-key={key}
                  aria-label={nameOf(span, key).remove}
                  title={nameOf(span, key).remove}
                />
              )}
            </span>
          )}
          {node}
        </span>
      );
    }
    return <Fragment key={segment.start}>{node}</Fragment>;
  };

  // A paragraph is drawn again only when its own pieces change (see ParagraphBlock).
  const context = useMemo(() => ({ index, labels, disabled, names }), [index, labels, disabled, names]);
  return paragraphs.map((paragraph) => (
    <ParagraphBlock
      key={paragraph.start}
      signature={paragraphSignature(paragraph, spans, depths)}
      context={context}
      draw={() => paragraph.segments.map(drawSegment)}
    />
  ));
});

/**
 * Everything a paragraph's drawing depends on besides `context`: its pieces, and the spans over each
 * with their depth. Adding a span to a long text changes one paragraph's signature.
 */
function paragraphSignature(paragraph: Paragraph, spans: readonly SpanAnswer[], depths: readonly number[]): string {
  return paragraph.segments
    .map((segment) =>
      segment.covering.length === 0
        ? `${segment.start}-${segment.end}`
        : `${segment.start}-${segment.end}[${segment.covering.map((position) => `${spanKey(spans[position])}@${depths[position]}`).join(',')}]`,
    )
    .join('|');
}

interface ParagraphBlockProps {
  signature: string;
  /** What every paragraph's drawing reads: the text, labels, names and whether spans are editable. */
  context: object;
  draw: () => ReactNode;
}

/** One paragraph as a block; `draw` is only called when the signature or the context changed. */
const ParagraphBlock = memo(
  function ParagraphBlock({ draw }: ParagraphBlockProps) {
    return <div className={styles.paragraph}>{draw()}</div>;
  },
  (before, after) => before.signature === after.signature && before.context === after.context,
);
