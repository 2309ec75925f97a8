import type {
  DatasetCreate,
  FieldCreate,
  ImportMapping,
  MetadataPropertyCreate,
  QuestionCreate,
  QuestionSettingsCreate,
  SourceColumn,
  ValueOption,
  VectorSettingsCreate,
} from '@gloss/contract';
import { ratingRange, typedOptions, visibleOptionsOf } from './questions';
import type { ColumnRole, ColumnRoles, Configuration, QuestionDraft } from './types';
import { parseMinSubmitted } from './validation';

/** Everything "Create" sends, in the order it is sent, and the import's mapping of columns. */
export interface CreationPlan {
  dataset: DatasetCreate;
  fields: FieldCreate[];
  questions: QuestionCreate[];
  metadataProperties: MetadataPropertyCreate[];
  vectors: VectorSettingsCreate[];
  mapping: ImportMapping;
}

/**
 * The calls a valid configuration makes (check it with `validateConfiguration` first): the dataset, then
 * its settings in the columns' order, and the mapping the import reads the rows with.
 */
export function creationPlan(configuration: Configuration, columns: readonly SourceColumn[]): CreationPlan {
  const { roles, questions, details } = configuration;
  const guidelines = details.guidelines.trim();
  const fields: FieldCreate[] = [];
  const metadataProperties: MetadataPropertyCreate[] = [];
  const vectors: VectorSettingsCreate[] = [];
  for (const column of columns) {
    const role = roles[column.name];
    if (role?.kind === 'field') fields.push(fieldOf(role));
    if (role?.kind === 'metadata') metadataProperties.push(metadataPropertyOf(role));
    if (role?.kind === 'vector') vectors.push({ name: role.name, title: role.title.trim() || role.name, dimensions: column.dimensions ?? 0 });
  }
  return {
    dataset: {
      name: details.name.trim(),
      guidelines: guidelines === '' ? null : guidelines,
      allow_extra_metadata: true,
      distribution: { strategy: 'overlap', min_submitted: parseMinSubmitted(details.minSubmitted) ?? 1 },
      workspace_id: details.workspaceId,
    },
    fields,
    questions: questions.map((question) => questionOf(question, roles)),
    metadataProperties,
    vectors,
    mapping: mappingOf(configuration, columns),
  };
}

/** Which column goes where, from the columns' roles. */
export function mappingOf({ roles, questions }: Pick<Configuration, 'roles' | 'questions'>, columns: readonly SourceColumn[]): ImportMapping {
  const mapping: ImportMapping = { fields: [], metadata: [], suggestions: [], vectors: [], external_id: null };
  for (const column of columns) {
    const role = roles[column.name];
    const source = column.name;
    switch (role?.kind) {
      case 'field':
        mapping.fields.push({ source, target: role.name });
        break;
      case 'metadata':
        mapping.metadata.push({ source, target: role.name });
        break;
      case 'vector':
        mapping.vectors.push({ source, target: role.name });
        break;
      case 'suggestions': {
        const question = questions.find((candidate) => candidate.key === role.question);
        if (question) mapping.suggestions.push({ source, target: question.name });
        break;
      }
      case 'external_id':
        mapping.external_id ??= source;
        break;
      default:
        break;
    }
  }
  return mapping;
}

export function fieldOf(role: Extract<ColumnRole, { kind: 'field' }>): FieldCreate {
  // An empty title shows the name, as the settings page does.
  const title = role.title.trim() || role.name;
  const settings: FieldCreate['settings'] =
    role.type === 'image'
      ? { type: 'image' }
      : role.type === 'chat'
        ? { type: 'chat', use_markdown: true }
        : { type: 'text', use_markdown: role.type === 'markdown' };
  return { name: role.name, title, required: role.required, settings };
}

export function metadataPropertyOf(role: Extract<ColumnRole, { kind: 'metadata' }>): MetadataPropertyCreate {
  const settings: MetadataPropertyCreate['settings'] =
    role.type === 'terms' ? { type: 'terms', values: null } : { type: role.type, min: null, max: null };
  return { name: role.name, title: role.title.trim() || role.name, settings, visible_for_annotators: role.visibleForAnnotators };
}

function questionOf(question: QuestionDraft, roles: ColumnRoles): QuestionCreate {
  const description = question.description.trim();
  return {
    name: question.name,
    title: question.title.trim(),
    description: description === '' ? null : description,
    required: question.required,
    settings: questionSettingsOf(question, roles),
  };
}

/** The settings of a question, as sent; also what the preview draws (an invalid draft draws what it can). */
export function questionSettingsOf(question: QuestionDraft, roles: ColumnRoles): QuestionSettingsCreate {
  const options = valueOptionsOf(question.options);
  const visible = visibleOptionsOf(question);
  const visibleOptions = visible === null || Number.isNaN(visible) ? null : visible;
  switch (question.type) {
    case 'label_selection':
      return { type: 'label_selection', options, visible_options: visibleOptions };
    case 'multi_label_selection':
      return { type: 'multi_label_selection', options, visible_options: visibleOptions, options_order: question.optionsOrder };
    case 'ranking':
      return { type: 'ranking', options };
    case 'rating': {
      const range = ratingRange(question) ?? { from: 1, to: 5 };
      return { type: 'rating', options: Array.from({ length: range.to - range.from + 1 }, (_, index) => ({ value: range.from + index })) };
    }
    case 'text':
      return { type: 'text', use_markdown: question.useMarkdown };
    case 'span': {
      const role = roles[question.spanColumn];
      return {
        type: 'span',
        field: role?.kind === 'field' ? role.name : question.spanColumn,
        options,
        visible_options: visibleOptions,
        allow_overlapping: question.allowOverlapping,
      };
    }
  }
}

/** Each option once, as both its value and its text. */
function valueOptionsOf(options: readonly string[]): ValueOption[] {
  const unique = [...new Set(typedOptions(options).filter((option) => option !== ''))];
  return unique.map((option) => ({ value: option, text: option, description: null }));
}
