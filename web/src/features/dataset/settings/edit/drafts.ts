import type {
  Dataset,
  Field,
  FieldUpdate,
  MetadataProperty,
  MetadataPropertyUpdate,
  Question,
  QuestionUpdate,
  VectorSettings,
  VectorSettingsUpdate,
} from '@gloss/contract';
import {
  guidelinesError,
  minSubmittedError,
  parseMinSubmitted,
  questionDescriptionError,
  questionTitleError,
  titleError,
  type ValidationMessage,
} from './validation';

/**
 * What each settings item lets an admin edit, as a draft next to the stored original. A draft is
 * `modified` when it would change what is stored (title, description or settings differ, as the
 * specification says), `errors` name the inputs that block its update, and `update` is the PATCH body.
 * All pure, so the page and the unit tests read the same rules.
 */
export interface DraftKind<Original, Draft, Body> {
  draftOf(original: Original): Draft;
  errors(draft: Draft): Partial<Record<string, ValidationMessage>>;
  update(draft: Draft, original: Original): Body;
}

export function isModified<Original, Draft, Body>(kind: DraftKind<Original, Draft, Body>, original: Original, draft: Draft): boolean {
  return !sameValue(kind.update(kind.draftOf(original), original), kind.update(draft, original));
}

export function isValid<Original, Draft, Body>(kind: DraftKind<Original, Draft, Body>, draft: Draft): boolean {
  return Object.values(kind.errors(draft)).every((error) => !error);
}

/** Structural equality of JSON-like values (key order ignored), which is what the server compares. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return aKeys.length === bKeys.length && aKeys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

// --- the dataset's own settings (General tab): three items, each saved alone ------------------------

export const guidelinesKind: DraftKind<Dataset, string, { guidelines: string }> = {
  draftOf: (dataset) => dataset.guidelines ?? '',
  errors: (draft) => ({ guidelines: guidelinesError(draft) ?? undefined }),
  update: (draft) => ({ guidelines: draft.trim() }),
};

/** The input's text, so a half-typed or empty value is kept and explained rather than coerced. */
export const distributionKind: DraftKind<Dataset, string, { distribution: { strategy: 'overlap'; min_submitted: number } }> = {
  draftOf: (dataset) => String(dataset.distribution.min_submitted),
  errors: (draft) => ({ minSubmitted: minSubmittedError(draft) ?? undefined }),
  // An invalid text never reaches the server (Update is disabled); NaN keeps it "modified" meanwhile.
  update: (draft) => ({ distribution: { strategy: 'overlap', min_submitted: parseMinSubmitted(draft) ?? Number.NaN } }),
};

export const extraMetadataKind: DraftKind<Dataset, boolean, { allow_extra_metadata: boolean }> = {
  draftOf: (dataset) => dataset.allow_extra_metadata,
  errors: () => ({}),
  update: (draft) => ({ allow_extra_metadata: draft }),
};

// --- fields ---------------------------------------------------------------------------------------

export interface FieldDraft {
  title: string;
  useMarkdown: boolean;
  template: string;
}

export const fieldKind: DraftKind<Field, FieldDraft, FieldUpdate> = {
  draftOf: (field) => ({
    title: field.title,
    useMarkdown: 'use_markdown' in field.settings ? field.settings.use_markdown : false,
    template: field.settings.type === 'custom' ? field.settings.template : '',
  }),
  errors: (draft) => ({ title: titleError(draft.title) ?? undefined, template: draft.template.length > 1_000_000 ? 'max500' : undefined }),
  update: (draft, field) => ({
    // An empty title shows the field's name, so that is what is stored.
    title: draft.title.trim() || field.name,
    settings: fieldSettingsUpdate(draft, field),
  }),
};

function fieldSettingsUpdate(draft: FieldDraft, field: Field): NonNullable<FieldUpdate['settings']> {
  const settings = field.settings;
  switch (settings.type) {
    case 'text':
      return { type: 'text', use_markdown: draft.useMarkdown };
    case 'chat':
      return { type: 'chat', use_markdown: draft.useMarkdown };
    case 'custom':
      // An emptied template is not one (the server needs at least a character): keep the stored one.
      return { type: 'custom', template: draft.template.trim() ? draft.template : settings.template, advanced_mode: settings.advanced_mode };
    case 'image':
      return { type: 'image' };
  }
}

// --- questions ------------------------------------------------------------------------------------

export interface LabelOption {
  value: string;
  text: string;
  description: string | null;
}

export interface QuestionDraft {
  title: string;
  description: string;
  /** Label, multi-label and span questions: the options in the order annotators see them. */
  options: LabelOption[];
  /** Shown before "more"; null when the question shows them all (Argilla's default). */
  visibleOptions: number | null;
  suggestionsFirst: boolean;
  useMarkdown: boolean;
}

export const questionKind: DraftKind<Question, QuestionDraft, QuestionUpdate> = {
  draftOf: (question) => {
    const settings = question.settings;
    return {
      title: question.title,
      description: question.description ?? '',
      options: hasLabelOptions(question) && 'options' in settings ? settings.options.map((option) => ({ ...(option as LabelOption) })) : [],
      visibleOptions: 'visible_options' in settings ? settings.visible_options : null,
      suggestionsFirst: settings.type === 'multi_label_selection' && settings.options_order === 'suggestion',
      useMarkdown: settings.type === 'text' && settings.use_markdown,
    };
  },
  errors: (draft) => ({
    title: questionTitleError(draft.title) ?? undefined,
    description: questionDescriptionError(draft.description) ?? undefined,
  }),
  update: (draft, question) => ({
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    settings: questionSettingsUpdate(draft, question),
  }),
};

export function hasLabelOptions(question: Question): boolean {
  const type = question.settings.type;
  return type === 'label_selection' || type === 'multi_label_selection' || type === 'span';
}

/** The visible-labels control shows only with more than 3 options (the specification's rule). */
export function offersVisibleOptions(draft: QuestionDraft): boolean {
  return draft.options.length > 3;
}

/** What the control shows: the stored value, or every option when none is stored. */
export function visibleOptionsShown(draft: QuestionDraft): number {
  return Math.min(draft.visibleOptions ?? draft.options.length, draft.options.length);
}

function questionSettingsUpdate(draft: QuestionDraft, question: Question): NonNullable<QuestionUpdate['settings']> {
  const settings = question.settings;
  // A count under 3 cannot be stored; with 3 options or fewer every option shows anyway.
  const visible = offersVisibleOptions(draft) && draft.visibleOptions !== null ? Math.max(3, draft.visibleOptions) : null;
  const visibleOrStored = offersVisibleOptions(draft) ? visible : 'visible_options' in settings ? settings.visible_options : null;
  switch (settings.type) {
    case 'text':
      return { type: 'text', use_markdown: draft.useMarkdown };
    case 'label_selection':
      return { type: 'label_selection', options: draft.options, visible_options: visibleOrStored };
    case 'multi_label_selection':
      return {
        type: 'multi_label_selection',
        options: draft.options,
        visible_options: visibleOrStored,
        options_order: draft.suggestionsFirst ? 'suggestion' : 'natural',
      };
    case 'span':
      return { type: 'span', options: draft.options, visible_options: visibleOrStored, allow_overlapping: settings.allow_overlapping };
    case 'rating':
      return { type: 'rating' };
    case 'ranking':
      return { type: 'ranking' };
  }
}

// --- metadata properties and vectors ---------------------------------------------------------------

export interface MetadataDraft {
  title: string;
  visibleForAnnotators: boolean;
}

export const metadataKind: DraftKind<MetadataProperty, MetadataDraft, MetadataPropertyUpdate> = {
  draftOf: (property) => ({ title: property.title, visibleForAnnotators: property.visible_for_annotators }),
  errors: (draft) => ({ title: titleError(draft.title) ?? undefined }),
  update: (draft, property) => ({ title: draft.title.trim() || property.name, visible_for_annotators: draft.visibleForAnnotators }),
};

export const vectorKind: DraftKind<VectorSettings, string, VectorSettingsUpdate> = {
  draftOf: (vector) => vector.title,
  errors: (draft) => ({ title: titleError(draft) ?? undefined }),
  update: (draft, vector) => ({ title: draft.trim() || vector.name }),
};

/** The question as annotators would see it with the draft saved: what the questionnaire preview shows. */
export function questionWithDraft(question: Question, draft: QuestionDraft): Question {
  const body = questionKind.update(draft, question);
  return {
    ...question,
    title: body.title || question.title,
    description: body.description ?? null,
    settings: { ...question.settings, ...body.settings } as Question['settings'],
  };
}
