import type { DatasetRecord } from '@gloss/contract';
import type { ExportColumn } from './columns.js';

/** One record's values, in the order of the export's columns; null where the record has none. */
export type ExportRow = unknown[];

interface Answer {
  value: unknown;
  user: string;
  status: string;
}

/** A ranking as the SDK gives it: its values in order, without their `rank`. */
function rankedValues(value: unknown): unknown {
  return Array.isArray(value) ? value.map((item: unknown) => (item && typeof item === 'object' && 'value' in item ? item.value : item)) : value;
}

/** A record's validated final answer, as stored: `values` is a response's values JSON. */
export interface FinalAnswer {
  values: string;
  validated_by: string | null;
  validated_at: string;
}

/**
 * Flattens records to rows the way the SDK's `to_list(flatten=True)` does: each user's answer to a question
 * is one item of `<q>.responses`, beside its user id and response status at the same index (a response that
 * has no value for the question, such as a discard with none, adds nothing), and a question nobody answered
 * is null, not an empty list. The final answer to a question is one answer of the same shape, null while
 * the record is not validated (or its final answer leaves the question out). `questionNames`: question id
 * to name, which suggestions are keyed by.
 */
export function rowMaker(columns: readonly ExportColumn[], questionNames: ReadonlyMap<string, string>) {
  return (record: DatasetRecord, final: FinalAnswer | null = null): ExportRow => {
    const finalValues = final ? (JSON.parse(final.values) as Record<string, { value: unknown } | undefined>) : {};
    const answers = new Map<string, Answer[]>();
    for (const response of record.responses ?? []) {
      for (const [question, { value }] of Object.entries(response.values ?? {})) {
        const list = answers.get(question) ?? [];
        list.push({ value, user: response.user_id, status: response.status });
        answers.set(question, list);
      }
    }
    const suggestions = new Map((record.suggestions ?? []).map((suggestion) => [questionNames.get(suggestion.question_id), suggestion]));

    return columns.map(({ source }): unknown => {
      switch (source.from) {
        case 'record':
          return source.key === 'id' ? record.external_id : source.key === 'status' ? record.status : record.id;
        case 'field':
          return record.fields[source.name] ?? null;
        case 'metadata':
          return record.metadata?.[source.name] ?? null;
        case 'vector':
          return record.vectors?.[source.name] ?? null;
        case 'responses': {
          const list = answers.get(source.question);
          if (!list) return null;
          if (source.part === 'users') return list.map((answer) => answer.user);
          if (source.part === 'status') return list.map((answer) => answer.status);
          return list.map((answer) => (source.ranking ? rankedValues(answer.value) : answer.value));
        }
        case 'suggestion': {
          const suggestion = suggestions.get(source.question);
          if (!suggestion) return null;
          if (source.part === 'score') return suggestion.score;
          if (source.part === 'agent') return suggestion.agent;
          return source.ranking ? rankedValues(suggestion.value) : suggestion.value;
        }
        case 'final': {
          const answer = finalValues[source.question];
          if (!answer) return null;
          return source.ranking ? rankedValues(answer.value) : answer.value;
        }
        case 'validation':
          return final ? final[source.key] : null;
      }
    });
  };
}
