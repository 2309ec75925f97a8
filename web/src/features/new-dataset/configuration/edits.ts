import type { QuestionType, SourceColumn } from '@gloss/contract';
import { settingNameOf, uniqueName } from './names';
import { newQuestion, withType } from './questions';
import { nextQuestionKey } from './suggest';
import type { ColumnRole, Configuration, FieldKind, MetadataKind, QuestionDraft } from './types';

/** A role as one word, for the column's `<select>`. */
export type RoleChoice =
  | `field:${FieldKind}`
  | `metadata:${MetadataKind}`
  | 'vector'
  | 'suggestions'
  | 'external_id'
  | 'ignored';

export const ROLE_CHOICES: readonly RoleChoice[] = [
  'field:text',
  'field:markdown',
  'field:image',
  'field:chat',
  'metadata:integer',
  'metadata:float',
  'metadata:terms',
  'vector',
  'suggestions',
  'external_id',
  'ignored',
];

export function roleChoiceOf(role: ColumnRole | undefined): RoleChoice {
  if (!role) return 'ignored';
  if (role.kind === 'field') return `field:${role.type}`;
  if (role.kind === 'metadata') return `metadata:${role.type}`;
  return role.kind;
}

/** Only a column of number lists of one length can be a vector. */
export function canBeVector(column: SourceColumn): boolean {
  return column.kind === 'vector' && column.dimensions !== null;
}

/** Every name the configuration uses, but the one of `exceptColumn`'s role. */
function namesInUse(configuration: Configuration, exceptColumn?: string): Set<string> {
  const names = new Set<string>();
  for (const [column, role] of Object.entries(configuration.roles)) if (column !== exceptColumn && 'name' in role) names.add(role.name);
  for (const question of configuration.questions) names.add(question.name);
  return names;
}

/**
 * The column given another role. The name and title typed for it stay when the new role has them too;
 * otherwise the column's name is made a free setting name. Suggestions go to the first question no
 * other column suggests yet.
 */
export function withRole(configuration: Configuration, column: SourceColumn, choice: RoleChoice): Configuration {
  const previous = configuration.roles[column.name];
  const named = previous && 'name' in previous ? { name: previous.name, title: previous.title } : null;
  const fresh = () => named ?? { name: uniqueName(settingNameOf(column.name), namesInUse(configuration, column.name)), title: column.name };
  let role: ColumnRole;
  if (choice.startsWith('field:')) {
    role = { kind: 'field', type: choice.slice(6) as FieldKind, ...fresh(), required: previous?.kind === 'field' ? previous.required : !column.has_empty_values };
  } else if (choice.startsWith('metadata:')) {
    role = { kind: 'metadata', type: choice.slice(9) as MetadataKind, ...fresh(), visibleForAnnotators: previous?.kind === 'metadata' ? previous.visibleForAnnotators : true };
  } else if (choice === 'vector') {
    role = { kind: 'vector', ...fresh() };
  } else if (choice === 'suggestions') {
    role = { kind: 'suggestions', question: freeQuestion(configuration, column.name) ?? '' };
  } else if (choice === 'external_id') {
    role = { kind: 'external_id' };
  } else {
    role = { kind: 'ignored' };
  }
  // One column is the external id: choosing another one leaves the previous one out.
  const roles = Object.fromEntries(
    Object.entries(configuration.roles).map(([name, current]) => [name, role.kind === 'external_id' && current.kind === 'external_id' ? { kind: 'ignored' } : current]),
  ) as Record<string, ColumnRole>;
  return { ...configuration, roles: { ...roles, [column.name]: role } };
}

function freeQuestion(configuration: Configuration, exceptColumn: string): string | undefined {
  const suggested = new Set(
    Object.entries(configuration.roles).flatMap(([column, role]) => (role.kind === 'suggestions' && column !== exceptColumn ? [role.question] : [])),
  );
  return (configuration.questions.find((question) => !suggested.has(question.key)) ?? configuration.questions[0])?.key;
}

/** Changes part of a column's role (its name, title, required, the question it suggests...). */
export function editRole(configuration: Configuration, column: string, changes: Partial<Record<string, unknown>>): Configuration {
  const role = configuration.roles[column];
  if (!role) return configuration;
  return { ...configuration, roles: { ...configuration.roles, [column]: { ...role, ...changes } as ColumnRole } };
}

/** A new label question at the end, with a free name. */
export function addQuestion(configuration: Configuration): Configuration {
  const name = uniqueName('question', namesInUse(configuration));
  const question = newQuestion({ key: nextQuestionKey(configuration.questions), name, type: 'label_selection', required: configuration.questions.length === 0 });
  return { ...configuration, questions: [...configuration.questions, question] };
}

/** Removes a question; the columns that suggested its answers are left out of the import. */
export function removeQuestion(configuration: Configuration, key: string): Configuration {
  const roles = Object.fromEntries(
    Object.entries(configuration.roles).map(([column, role]) => [column, role.kind === 'suggestions' && role.question === key ? { kind: 'ignored' } : role]),
  ) as Record<string, ColumnRole>;
  return { ...configuration, roles, questions: configuration.questions.filter((question) => question.key !== key) };
}

export function editQuestion(configuration: Configuration, key: string, changes: Partial<QuestionDraft>): Configuration {
  return {
    ...configuration,
    questions: configuration.questions.map((question) => (question.key === key ? { ...question, ...changes } : question)),
  };
}

/** A question given another type; a span question starts on the first text field. */
export function changeQuestionType(configuration: Configuration, key: string, type: QuestionType, columns: readonly SourceColumn[]): Configuration {
  const firstText = textFieldColumns(configuration, columns)[0];
  return {
    ...configuration,
    questions: configuration.questions.map((question) => (question.key === key ? withType(question, type, firstText) : question)),
  };
}

/** The columns shown as text fields, which a span question may mark. */
export function textFieldColumns(configuration: Configuration, columns: readonly SourceColumn[]): string[] {
  return columns
    .filter((column) => {
      const role = configuration.roles[column.name];
      return role?.kind === 'field' && (role.type === 'text' || role.type === 'markdown');
    })
    .map((column) => column.name);
}

/** The column whose values suggest the question's answers, if any. */
export function suggestingColumn(configuration: Configuration, key: string): string | undefined {
  return Object.entries(configuration.roles).find(([, role]) => role.kind === 'suggestions' && role.question === key)?.[0];
}
