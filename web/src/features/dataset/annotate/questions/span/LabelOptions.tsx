import type { SpanLabel } from './labels';

/**
 * The options of a select that relabels a span: every label of the question, and first the span's
 * own label when the question no longer has it (so the select still shows what the span holds).
 */
export function LabelOptions({ labels, current, known }: { labels: readonly SpanLabel[]; current: string; known: boolean }) {
  return (
    <>
      {!known && <option value={current}>{current}</option>}
      {labels.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </>
  );
}
