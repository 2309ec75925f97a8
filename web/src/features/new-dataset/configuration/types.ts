import type { QuestionType } from '@gloss/contract';

/** How a field shows its column: plain text, markdown text, an image or a conversation. */
export type FieldKind = 'text' | 'markdown' | 'image' | 'chat';

/** The metadata property a column becomes: a number range or a set of terms to filter by. */
export type MetadataKind = 'integer' | 'float' | 'terms';

/**
 * What a source column becomes in the new dataset. Fields, metadata and vectors are named here (the
 * names the dataset will have); suggestions point at a question by its `key`, which stays while the
 * question is renamed.
 */
export type ColumnRole =
  | { kind: 'field'; type: FieldKind; name: string; title: string; required: boolean }
  | { kind: 'metadata'; type: MetadataKind; name: string; title: string; visibleForAnnotators: boolean }
  | { kind: 'vector'; name: string; title: string }
  | { kind: 'suggestions'; question: string }
  | { kind: 'external_id' }
  | { kind: 'ignored' };

export type ColumnRoles = Readonly<Record<string, ColumnRole>>;

export type OptionsOrder = 'natural' | 'suggestion';

/**
 * A question being configured. Every type's settings sit side by side, so switching the type keeps
 * what the person typed (the options of a label question become a multi-label question's).
 */
export interface QuestionDraft {
  /** Stable while the question exists: suggestions and the preview refer to it. */
  key: string;
  name: string;
  title: string;
  description: string;
  required: boolean;
  type: QuestionType;
  /** Label, multi-label, ranking and span options, one per entry as typed (blank entries included). */
  options: readonly string[];
  /** How many options show before "more": empty for all of them. */
  visibleOptions: string;
  /** Multi-label: suggested options first, or the options as listed. */
  optionsOrder: OptionsOrder;
  /** Rating: the lowest and highest values offered, as typed. */
  ratingFrom: string;
  ratingTo: string;
  /** Text questions: the answer is written in markdown. */
  useMarkdown: boolean;
  /** Span: the column whose text field the spans mark. */
  spanColumn: string;
  allowOverlapping: boolean;
}

/** The dataset itself, as typed: numbers stay text until checked. */
export interface DatasetDetails {
  name: string;
  workspaceId: string;
  guidelines: string;
  minSubmitted: string;
}

/** Everything the configuration page holds, besides the source it describes. */
export interface Configuration {
  roles: ColumnRoles;
  questions: readonly QuestionDraft[];
  details: DatasetDetails;
}
