import { isRankedList, isSpanList, isStringList, valueOptionsOf } from '../annotate/model/answer-shapes';
import { orderedForDisplay } from '../annotate/model/ranking';
import type { AnswerValue, DatasetRecord, Question } from '../annotate/model/types';

/**
 * An answer as the comparison shows it, read-only and compact: option texts rather than values, a
 * ranking as its order, spans as the words they mark. Pure, so each question type is tested alone.
 */
export type AnswerSummary =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'chips'; chips: string[] }
  | { kind: 'ranking'; items: { rank: number | null; text: string }[] }
  | { kind: 'spans'; spans: { text: string; label: string; labelValue: string }[] };

export function summarizeAnswer(question: Question, value: AnswerValue | undefined, record: DatasetRecord): AnswerSummary {
  if (value === undefined) return { kind: 'empty' };
  const textOf = (option: string) => valueOptionsOf(question).find((item) => item.value === option)?.text || option;
  switch (question.settings.type) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? { kind: 'text', text: value } : { kind: 'empty' };
    case 'label_selection':
      return typeof value === 'string' ? { kind: 'chips', chips: [textOf(value)] } : { kind: 'empty' };
    case 'rating':
      return typeof value === 'number' ? { kind: 'chips', chips: [String(value)] } : { kind: 'empty' };
    case 'multi_label_selection': {
      if (!isStringList(value) || value.length === 0) return { kind: 'empty' };
      const order = valueOptionsOf(question).map((option) => option.value);
      const sorted = [...value].sort((a, b) => order.indexOf(a) - order.indexOf(b));
      return { kind: 'chips', chips: sorted.map(textOf) };
    }
    case 'ranking': {
      if (!isRankedList(value)) return { kind: 'empty' };
      const ranked = orderedForDisplay(value, valueOptionsOf(question).map((option) => option.value)).filter((item) => item.rank !== null);
      return ranked.length === 0 ? { kind: 'empty' } : { kind: 'ranking', items: ranked.map((item) => ({ rank: item.rank, text: textOf(item.value) })) };
    }
    case 'span': {
      if (!isSpanList(value)) return { kind: 'empty' };
      const content = record.fields[question.settings.field];
      const points = typeof content === 'string' ? Array.from(content) : [];
      const spans = [...value]
        .sort((a, b) => a.start - b.start || a.end - b.end)
        .map((span) => ({ text: points.slice(span.start, span.end).join(''), label: textOf(span.label), labelValue: span.label }));
      return { kind: 'spans', spans };
    }
  }
}
