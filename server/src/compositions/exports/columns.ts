import type { QuestionSettings } from '@gloss/contract';
import type { DatasetSchema } from '../../features/records/dataset-schema.js';

/**
 * What a column holds, which fixes its Parquet type (JSON Lines and CSV write each value as it is):
 * - `text`: a string (a value of another kind, such as a list of terms, as its JSON text);
 * - `integer`, `number`: a whole number, any number;
 * - `texts`, `integers`, `numbers`: a list of those; `text-lists`: a list of lists of strings;
 * - `messages`: a chat, a list of `{role, content}`; `spans`: a list of `{label, start, end}`; `span-lists`: a
 *   list of those lists;
 * - `json`: a value of no fixed shape (a custom field), as JSON.
 */
export type ColumnKind =
  | 'text'
  | 'integer'
  | 'number'
  | 'texts'
  | 'integers'
  | 'numbers'
  | 'text-lists'
  | 'messages'
  | 'spans'
  | 'span-lists'
  | 'json';

/** Where a column's values come from in a record as the API presents it. */
export type ColumnSource =
  | { from: 'record'; key: 'id' | 'status' | '_server_id' }
  | { from: 'field'; name: string }
  | { from: 'metadata'; name: string }
  | { from: 'vector'; name: string }
  | { from: 'responses'; question: string; part: 'values' | 'users' | 'status'; ranking: boolean }
  | { from: 'suggestion'; question: string; part: 'value' | 'score' | 'agent'; ranking: boolean }
  | { from: 'final'; question: string; ranking: boolean }
  | { from: 'validation'; key: 'validated_by' | 'validated_at' };

export interface ExportColumn {
  name: string;
  kind: ColumnKind;
  source: ColumnSource;
}

/** The answer's kind per question type: one response's value, then a suggestion's value and its score. */
const ANSWER_KINDS: Record<QuestionSettings['type'], { response: ColumnKind; suggestion: ColumnKind; score: ColumnKind }> = {
  text: { response: 'text', suggestion: 'text', score: 'number' },
  label_selection: { response: 'text', suggestion: 'text', score: 'number' },
  rating: { response: 'integer', suggestion: 'integer', score: 'number' },
  multi_label_selection: { response: 'texts', suggestion: 'texts', score: 'numbers' },
  // As the SDK gives them: the ranked values in order, without their `rank`.
  ranking: { response: 'texts', suggestion: 'texts', score: 'numbers' },
  span: { response: 'spans', suggestion: 'spans', score: 'numbers' },
};

/** A list of a kind: the column of every user's answers to one question. */
function listOf(kind: ColumnKind): ColumnKind {
  switch (kind) {
    case 'text':
      return 'texts';
    case 'integer':
      return 'integers';
    case 'number':
      return 'numbers';
    case 'texts':
      return 'text-lists';
    case 'spans':
      return 'span-lists';
    default:
      return 'json';
  }
}

const FIELD_KINDS = { text: 'text', image: 'text', chat: 'messages', custom: 'json' } as const;
const METADATA_KINDS = { terms: 'text', integer: 'integer', float: 'number' } as const;

/**
 * The columns of an export, named and ordered as the SDK's `to_datasets()` / `to_list(flatten=True)` name
 * them: `id` (the external id), `status`, `_server_id`, the fields, the metadata, the vectors (when asked
 * for), then per question its responses (`<q>.responses`, `.users`, `.status`) and its validated final
 * answer (`<q>.final`, one answer), then who validated the record and when (`final.validated_by`,
 * `final.validated_at`), then per question its suggestion (`<q>.suggestion`, `.score`, `.agent`), each group
 * in the dataset's order. The final answers are Gloss's own columns. `extraMetadata`:
 * keys records carry that no property defines. A name already taken (a field called `status`, a field
 * and a property of one name) gets its source as a prefix (`field.status`, `metadata.topic`).
 */
export function exportColumns(schema: DatasetSchema, options: { extraMetadata: readonly string[]; vectors: boolean }): ExportColumn[] {
  const columns: ExportColumn[] = [];
  const taken = new Set<string>();
  const add = (name: string, prefix: string, kind: ColumnKind, source: ColumnSource) => {
    let unique = taken.has(name) ? `${prefix}.${name}` : name;
    for (let n = 2; taken.has(unique); n += 1) unique = `${prefix}.${name}~${n}`;
    taken.add(unique);
    columns.push({ name: unique, kind, source });
  };

  for (const key of ['id', 'status', '_server_id'] as const) add(key, 'record', 'text', { from: 'record', key });
  for (const field of schema.fields) add(field.name, 'field', FIELD_KINDS[field.settings.type], { from: 'field', name: field.name });
  for (const property of schema.metadataProperties) {
    add(property.name, 'metadata', METADATA_KINDS[property.settings.type], { from: 'metadata', name: property.name });
  }
  for (const key of options.extraMetadata) add(key, 'metadata', 'text', { from: 'metadata', name: key });
  if (options.vectors) for (const vector of schema.vectorsSettings) add(vector.name, 'vector', 'numbers', { from: 'vector', name: vector.name });
  for (const question of schema.questions) {
    const kinds = ANSWER_KINDS[question.settings.type];
    const ranking = question.settings.type === 'ranking';
    const base = { from: 'responses', question: question.name, ranking } as const;
    add(`${question.name}.responses`, 'question', listOf(kinds.response), { ...base, part: 'values' });
    add(`${question.name}.responses.users`, 'question', 'texts', { ...base, part: 'users' });
    add(`${question.name}.responses.status`, 'question', 'texts', { ...base, part: 'status' });
    add(`${question.name}.final`, 'question', kinds.response, { from: 'final', question: question.name, ranking });
  }
  for (const key of ['validated_by', 'validated_at'] as const) add(`final.${key}`, 'review', 'text', { from: 'validation', key });
  for (const question of schema.questions) {
    const kinds = ANSWER_KINDS[question.settings.type];
    const base = { from: 'suggestion', question: question.name, ranking: question.settings.type === 'ranking' } as const;
    add(`${question.name}.suggestion`, 'question', kinds.suggestion, { ...base, part: 'value' });
    add(`${question.name}.suggestion.score`, 'question', kinds.score, { ...base, part: 'score' });
    add(`${question.name}.suggestion.agent`, 'question', 'text', { ...base, part: 'agent' });
  }
  return columns;
}
