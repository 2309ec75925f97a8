import { SPAN_ITEMS_MAX } from '../schemas/responses.js';
import { codePointLength } from './code-points.js';
import { pythonRepr } from './python-repr.js';
import { type QuestionOf, withQuestionName } from './question-kinds.js';
import { findOverlappingSpans } from './spans.js';
import { describeKind, isInteger, isPlainObject } from './value-kinds.js';

type SpanItem = { label: string; start: number; end: number };

/**
 * A span answer is a list of `{label, start, end}` over the text of the question's field, offsets in code
 * points (Python characters). The checks run in Argilla's order: shape, field, bounds, labels, overlaps.
 */
export function validateSpanValue(
  question: QuestionOf<'span'>,
  value: unknown,
  recordFields: Record<string, unknown>,
): string | null {
  const named = withQuestionName(question.name);
  if (!Array.isArray(value)) return `span question ${named} expects a list of spans, found ${describeKind(value)}`;
  if (value.length > SPAN_ITEMS_MAX) {
    return `span question ${named} expects at most ${SPAN_ITEMS_MAX} spans, found ${value.length}`;
  }
  for (const [index, item] of value.entries()) {
    const problem = spanItemProblem(item);
    if (problem) return `span at index ${index} of span question ${named} ${problem}`;
  }
  const spans = value as SpanItem[];

  const fieldName = question.settings.field;
  const fieldLabel = pythonRepr(fieldName);
  if (!Object.hasOwn(recordFields, fieldName)) return `span question ${named} requires record to have field ${fieldLabel}`;
  const text = recordFields[fieldName];
  if (typeof text !== 'string') {
    return `span question ${named} requires record field ${fieldLabel} to be a string, found ${describeKind(text)}`;
  }

  const length = codePointLength(text);
  for (const [index, span] of spans.entries()) {
    if (span.start > length - 1) {
      return `span at index ${index} of span question ${named} must have a 'start' lower than ${length}, the length of record field ${fieldLabel}`;
    }
    if (span.end > length) {
      return `span at index ${index} of span question ${named} must have an 'end' lower than or equal to ${length}, the length of record field ${fieldLabel}`;
    }
  }

  const labels: unknown[] = question.settings.options.map((option) => option.value);
  const unknownLabel = spans.find((span) => !labels.includes(span.label));
  if (unknownLabel) {
    return `undefined label ${pythonRepr(unknownLabel.label)} for span question ${named}.\nValid labels are: ${pythonRepr(labels)}`;
  }

  if (!question.settings.allow_overlapping) {
    const overlap = findOverlappingSpans(spans);
    if (overlap) {
      return `overlapping values found between spans at index idx=${overlap[0]} and idx=${overlap[1]} of span question ${named}`;
    }
  }
  return null;
}

/** What is wrong with one span's shape, worded to follow "span at index i of span question …". */
function spanItemProblem(item: unknown): string | null {
  if (!isPlainObject(item) || typeof item.label !== 'string' || !isInteger(item.start) || !isInteger(item.end)) {
    return "must be an object with a string 'label' and integer 'start' and 'end'";
  }
  if (item.start < 0) return `must have a 'start' of at least 0, found ${item.start}`;
  if (item.end < 1) return `must have an 'end' of at least 1, found ${item.end}`;
  if (item.end <= item.start) return `must have an 'end' greater than its 'start', found start=${item.start} and end=${item.end}`;
  return null;
}
