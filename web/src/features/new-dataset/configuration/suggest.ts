import type { SourceColumn } from '@gloss/contract';
import { settingNameOf, uniqueName } from './names';
import { newQuestion } from './questions';
import type { ColumnRole, ColumnRoles, QuestionDraft } from './types';

/** Most distinct values a text column may hold to be suggested as terms to filter by rather than as text. */
export const TERMS_DISTINCT_MAX = 20;

/** Column names read as the record's own id (`external_id`), compared without case. */
const EXTERNAL_ID_NAMES = new Set(['id', 'uuid', 'external_id']);

/** What the page tells the person about the suggestion, beyond the roles themselves. */
export type SuggestionNote =
  /** No column holds class labels: one label question was added so that the dataset can be published. */
  | 'defaultLabelQuestion'
  /** No column holds text, images or conversations: the first column is shown as text. */
  | 'firstColumnAsText';

export interface SuggestedConfiguration {
  roles: ColumnRoles;
  questions: QuestionDraft[];
  notes: SuggestionNote[];
}

/**
 * A configuration to start from, read from the source's columns: text becomes text fields, images and
 * conversations their fields, numbers and few-valued text metadata, lists of numbers vectors, class labels
 * label questions with the column as their suggestions, a column named id the records' external id; lists
 * of text and other structures are left out. The result always has a field and a required question.
 * `rowsSeen`: how many rows the columns were read from, so that text whose values repeat (at most 20
 * distinct, fewer than half the rows) reads as terms; unknown, the count of distinct values alone decides.
 */
export function suggestConfiguration(columns: readonly SourceColumn[], rowsSeen: number | null = null): SuggestedConfiguration {
  const taken = new Set<string>();
  const roles: Record<string, ColumnRole> = {};
  const questions: QuestionDraft[] = [];
  const notes: SuggestionNote[] = [];
  let hasExternalId = false;

  for (const column of columns) {
    if (!hasExternalId && EXTERNAL_ID_NAMES.has(column.name.toLowerCase()) && column.kind !== 'json' && column.kind !== 'empty') {
      roles[column.name] = { kind: 'external_id' };
      hasExternalId = true;
      continue;
    }
    const label = labelQuestionOf(column, questions.length, taken);
    if (label) {
      questions.push(label);
      roles[column.name] = { kind: 'suggestions', question: label.key };
      continue;
    }
    roles[column.name] = roleOf(column, rowsSeen, taken);
  }

  if (!Object.values(roles).some((role) => role.kind === 'field')) {
    const text = columns.find((column) => column.kind === 'text' && roles[column.name]?.kind !== 'external_id');
    const fallback = text ?? columns.find((column) => roles[column.name]?.kind !== 'external_id' && roles[column.name]?.kind !== 'suggestions');
    if (fallback) {
      const previous = roles[fallback.name];
      if (previous && 'name' in previous) taken.delete(previous.name);
      roles[fallback.name] = fieldRole(fallback, 'text', taken);
      if (!text) notes.push('firstColumnAsText');
    }
  }

  if (questions.length === 0) {
    questions.push(newQuestion({ key: questionKey(0), name: uniqueName('label', taken), type: 'label_selection', options: ['positive', 'negative'] }));
    notes.push('defaultLabelQuestion');
  }
  questions[0] = { ...questions[0]!, required: true };
  return { roles, questions, notes };
}

/** Keys of the questions the page adds: unique among the ones it holds. */
export function questionKey(index: number): string {
  return `question-${index + 1}`;
}

export function nextQuestionKey(questions: readonly QuestionDraft[]): string {
  const used = new Set(questions.map((question) => question.key));
  let index = questions.length;
  while (used.has(questionKey(index))) index += 1;
  return questionKey(index);
}

function labelQuestionOf(column: SourceColumn, index: number, taken: Set<string>): QuestionDraft | null {
  if (column.kind !== 'class_label' && column.kind !== 'class_label_list') return null;
  return newQuestion({
    key: questionKey(index),
    name: uniqueName(settingNameOf(column.name), taken),
    title: column.name,
    type: column.kind === 'class_label' ? 'label_selection' : 'multi_label_selection',
    options: column.labels ?? [],
  });
}

function roleOf(column: SourceColumn, rowsSeen: number | null, taken: Set<string>): ColumnRole {
  switch (column.kind) {
    case 'text':
      return repeatsFewValues(column, rowsSeen) ? metadataRole(column, 'terms', taken) : fieldRole(column, 'text', taken);
    case 'image':
      return fieldRole(column, 'image', taken);
    case 'chat':
      return fieldRole(column, 'chat', taken);
    case 'integer':
      return metadataRole(column, 'integer', taken);
    case 'float':
      return metadataRole(column, 'float', taken);
    case 'boolean':
      return metadataRole(column, 'terms', taken);
    case 'vector':
      return { kind: 'vector', name: uniqueName(settingNameOf(column.name), taken), title: column.name };
    default:
      return { kind: 'ignored' };
  }
}

function repeatsFewValues(column: SourceColumn, rowsSeen: number | null): boolean {
  const distinct = column.distinct_values;
  if (distinct === null || distinct === 0 || distinct > TERMS_DISTINCT_MAX) return false;
  return rowsSeen === null || distinct < rowsSeen / 2;
}

function fieldRole(column: SourceColumn, type: 'text' | 'image' | 'chat', taken: Set<string>): ColumnRole {
  // A field the rows always fill is required, so a row without it is refused rather than shown empty.
  return { kind: 'field', type, name: uniqueName(settingNameOf(column.name), taken), title: column.name, required: !column.has_empty_values };
}

function metadataRole(column: SourceColumn, type: 'integer' | 'float' | 'terms', taken: Set<string>): ColumnRole {
  return { kind: 'metadata', type, name: uniqueName(settingNameOf(column.name), taken), title: column.name, visibleForAnnotators: true };
}
