import type { SourceColumn } from '@gloss/contract';
import { DATASET_NAME_MAX, GUIDELINES_MAX, MIN_SUBMITTED_MAX, OPTION_VALUE_MAX } from './limits';
import { nameProblem, QUESTION_DESCRIPTION_MAX, QUESTION_TITLE_MAX, TITLE_MAX, type NameProblem } from './names';
import { hasOptions, hasVisibleOptions, ratingRange, typedOptions, visibleOptionsOf } from './questions';
import type { ColumnRole, Configuration, QuestionDraft } from './types';

/** The problems of one column's role. */
export interface ColumnProblems {
  name?: NameProblem;
  title?: 'tooLong';
  /** A vector needs a column of number lists of one length. */
  vector?: 'notVectors';
  /** Suggestions for a question that no longer exists, or that another column already suggests. */
  suggestions?: 'noQuestion' | 'taken';
}

export type OptionsProblem = 'atLeastTwo' | 'atLeastOne' | 'empty' | 'duplicate' | 'tooLong';

export interface QuestionProblems {
  name?: NameProblem;
  title?: 'required' | 'tooLong';
  description?: 'tooLong';
  options?: OptionsProblem;
  visibleOptions?: 'invalid';
  rating?: 'invalid';
  /** A span question marks a text field, and a field takes at most one span question. */
  spanField?: 'required' | 'notText' | 'taken';
}

export interface DetailsProblems {
  name?: 'required' | 'tooLong' | 'taken';
  workspace?: 'required';
  guidelines?: 'tooLong';
  minSubmitted?: 'invalid';
}

/** What the whole configuration lacks. */
export type GeneralProblem = 'noField' | 'noQuestion' | 'noRequiredQuestion';

export interface ConfigurationProblems {
  columns: Readonly<Record<string, ColumnProblems>>;
  questions: Readonly<Record<string, QuestionProblems>>;
  details: DetailsProblems;
  general: readonly GeneralProblem[];
}

export interface ValidationContext {
  columns: readonly SourceColumn[];
  /** The names of the datasets already in the chosen workspace. */
  takenDatasetNames: ReadonlySet<string>;
}

/**
 * Everything the server would refuse, checked before anything is sent: names (pattern, length, unique
 * across fields, questions, metadata and vectors), titles, options, a field and a required question, the
 * dataset's name in its workspace, the distribution. Nothing here is sent when a problem is found.
 */
export function validateConfiguration(configuration: Configuration, context: ValidationContext): ConfigurationProblems {
  const { roles, questions, details } = configuration;
  const nameCounts = countNames(configuration);
  const duplicate = (name: string) => (nameCounts.get(name) ?? 0) > 1;

  const columns: Record<string, ColumnProblems> = {};
  const suggested = new Set<string>();
  for (const column of context.columns) {
    const role = roles[column.name];
    if (!role) continue;
    const problems = columnProblems(role, column, questions, suggested, duplicate);
    if (Object.keys(problems).length > 0) columns[column.name] = problems;
  }

  const questionProblems: Record<string, QuestionProblems> = {};
  const spanFields = new Set<string>();
  for (const question of questions) {
    const problems = questionProblemsOf(question, configuration, spanFields, duplicate);
    if (Object.keys(problems).length > 0) questionProblems[question.key] = problems;
  }

  const general: GeneralProblem[] = [];
  if (!Object.values(roles).some((role) => role.kind === 'field')) general.push('noField');
  if (questions.length === 0) general.push('noQuestion');
  else if (!questions.some((question) => question.required)) general.push('noRequiredQuestion');

  return { columns, questions: questionProblems, details: detailsProblems(details, context.takenDatasetNames), general };
}

/** How many things the person has to correct. */
export function problemCount(problems: ConfigurationProblems): number {
  const count = (record: Readonly<Record<string, object>>) => Object.values(record).reduce((sum, item) => sum + Object.keys(item).length, 0);
  return count(problems.columns) + count(problems.questions) + Object.keys(problems.details).length + problems.general.length;
}

export function hasProblems(problems: ConfigurationProblems): boolean {
  return problemCount(problems) > 0;
}

/** The names the dataset's settings would have, with how often each is used. */
function countNames({ roles, questions }: Configuration): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const role of Object.values(roles)) if ('name' in role) add(role.name);
  for (const question of questions) add(question.name);
  return counts;
}

function columnProblems(
  role: ColumnRole,
  column: SourceColumn,
  questions: readonly QuestionDraft[],
  suggested: Set<string>,
  duplicate: (name: string) => boolean,
): ColumnProblems {
  const problems: ColumnProblems = {};
  if ('name' in role) {
    const problem = nameProblem(role.name) ?? (duplicate(role.name) ? 'duplicate' : null);
    if (problem) problems.name = problem;
    if (role.title.trim().length > TITLE_MAX) problems.title = 'tooLong';
  }
  if (role.kind === 'vector' && (column.kind !== 'vector' || column.dimensions === null)) problems.vector = 'notVectors';
  if (role.kind === 'suggestions') {
    if (!questions.some((question) => question.key === role.question)) problems.suggestions = 'noQuestion';
    else if (suggested.has(role.question)) problems.suggestions = 'taken';
    suggested.add(role.question);
  }
  return problems;
}

function questionProblemsOf(
  question: QuestionDraft,
  { roles }: Configuration,
  spanFields: Set<string>,
  duplicate: (name: string) => boolean,
): QuestionProblems {
  const problems: QuestionProblems = {};
  const name = nameProblem(question.name) ?? (duplicate(question.name) ? 'duplicate' : null);
  if (name) problems.name = name;
  const title = question.title.trim();
  if (title.length === 0) problems.title = 'required';
  else if (title.length > QUESTION_TITLE_MAX) problems.title = 'tooLong';
  if (question.description.trim().length > QUESTION_DESCRIPTION_MAX) problems.description = 'tooLong';

  if (hasOptions(question.type)) {
    const options = optionsProblem(question);
    if (options) problems.options = options;
  }
  if (hasVisibleOptions(question.type)) {
    const visible = visibleOptionsOf(question);
    if (visible !== null && (Number.isNaN(visible) || visible < 3 || visible > typedOptions(question.options).length)) {
      problems.visibleOptions = 'invalid';
    }
  }
  if (question.type === 'rating' && ratingRange(question) === null) problems.rating = 'invalid';
  if (question.type === 'span') {
    const role = roles[question.spanColumn];
    if (!question.spanColumn || !role) problems.spanField = 'required';
    else if (role.kind !== 'field' || (role.type !== 'text' && role.type !== 'markdown')) problems.spanField = 'notText';
    else if (spanFields.has(question.spanColumn)) problems.spanField = 'taken';
    spanFields.add(question.spanColumn);
  }
  return problems;
}

function optionsProblem(question: QuestionDraft): OptionsProblem | null {
  const options = typedOptions(question.options);
  if (options.some((option) => option === '')) return 'empty';
  if (options.some((option) => option.length > OPTION_VALUE_MAX)) return 'tooLong';
  if (new Set(options).size !== options.length) return 'duplicate';
  const least = question.type === 'span' ? 1 : 2;
  if (options.length < least) return least === 1 ? 'atLeastOne' : 'atLeastTwo';
  return null;
}

function detailsProblems(details: Configuration['details'], takenNames: ReadonlySet<string>): DetailsProblems {
  const problems: DetailsProblems = {};
  const name = details.name.trim();
  if (name.length === 0) problems.name = 'required';
  else if (name.length > DATASET_NAME_MAX) problems.name = 'tooLong';
  else if (takenNames.has(name)) problems.name = 'taken';
  if (!details.workspaceId) problems.workspace = 'required';
  if (details.guidelines.trim().length > GUIDELINES_MAX) problems.guidelines = 'tooLong';
  if (parseMinSubmitted(details.minSubmitted) === null) problems.minSubmitted = 'invalid';
  return problems;
}

/** The number of submitted responses that completes a record, or null when the text is not one (1 to 1,000). */
export function parseMinSubmitted(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= MIN_SUBMITTED_MAX ? value : null;
}
