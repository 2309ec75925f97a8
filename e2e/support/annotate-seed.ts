import { type AnswerValue, type DatasetRecord, type Response, endpoints } from '@gloss/contract';
import { type CallParts, GlossApi } from './api';
import { type SeededUser, seedUser, unique } from './seed';

/**
 * Datasets for the annotation page, made through the real API by the shared server's owner: a fresh
 * workspace, a published dataset with the fields and questions given, records (with suggestions by
 * question name), and fresh annotators who belong to the workspace (tests see only their own data).
 */

export type FieldSpec = CallParts<typeof endpoints.createField>['body'];
export type QuestionSpec = CallParts<typeof endpoints.createQuestion>['body'];
export type MetadataPropertySpec = CallParts<typeof endpoints.createMetadataProperty>['body'];
export type VectorSettingsSpec = CallParts<typeof endpoints.createVectorSettings>['body'];

export interface SuggestionSpec {
  value: AnswerValue;
  score?: number | number[];
  agent?: string;
}

export interface RecordSpec {
  fields: Record<string, unknown>;
  /** Suggestions by question name. */
  suggestions?: Record<string, SuggestionSpec>;
  external_id?: string;
  metadata?: Record<string, unknown>;
  /** Vectors by vector settings name. */
  vectors?: Record<string, number[]>;
}

export interface DatasetSpec {
  fields: readonly FieldSpec[];
  questions: readonly QuestionSpec[];
  records: readonly RecordSpec[];
  metadataProperties?: readonly MetadataPropertySpec[];
  vectorsSettings?: readonly VectorSettingsSpec[];
  minSubmitted?: number;
  guidelines?: string;
  /** How many annotators to make (default 1). */
  annotators?: number;
  /** Also make an admin of the workspace. */
  admin?: boolean;
}

export interface SeededDataset {
  owner: GlossApi;
  workspace: { id: string; name: string };
  dataset: { id: string; name: string };
  /** Question ids by name. */
  questionIds: Record<string, string>;
  /** The records in the order of the spec (the page shows them in each annotator's own order). */
  records: DatasetRecord[];
  annotator: SeededUser;
  annotators: SeededUser[];
  admin?: SeededUser;
}

export async function seedAnnotationDataset(spec: DatasetSpec): Promise<SeededDataset> {
  const owner = GlossApi.asOwner();
  const workspace = await owner.createWorkspace(unique('ws-annotate'));
  const draft = await owner.call(endpoints.createDataset, {
    body: {
      name: unique('annotate'),
      workspace_id: workspace.id,
      guidelines: spec.guidelines,
      distribution: spec.minSubmitted ? { strategy: 'overlap', min_submitted: spec.minSubmitted } : undefined,
    },
  });
  const params = { dataset_id: draft.id };
  for (const field of spec.fields) await owner.call(endpoints.createField, { params, body: field });
  const questionIds: Record<string, string> = {};
  for (const question of spec.questions) {
    const created = await owner.call(endpoints.createQuestion, { params, body: question });
    questionIds[created.name] = created.id;
  }
  for (const property of spec.metadataProperties ?? []) await owner.call(endpoints.createMetadataProperty, { params, body: property });
  for (const vector of spec.vectorsSettings ?? []) await owner.call(endpoints.createVectorSettings, { params, body: vector });
  const dataset = await owner.publish(draft.id);
  let records: DatasetRecord[] = [];
  if (spec.records.length > 0) {
    const items = spec.records.map((record) => ({
      fields: record.fields,
      external_id: record.external_id,
      metadata: record.metadata,
      vectors: record.vectors,
      suggestions: Object.entries(record.suggestions ?? {}).map(([name, suggestion]) => ({
        question_id: questionIds[name]!,
        value: suggestion.value,
        score: suggestion.score,
        agent: suggestion.agent,
        type: 'model' as const,
      })),
    }));
    records = (await owner.call(endpoints.createRecords, { params, body: { items } })).items;
  }
  const annotators = await Promise.all(
    Array.from({ length: spec.annotators ?? 1 }, () => seedUser('annotator', { workspaceIds: [workspace.id] })),
  );
  const admin = spec.admin ? await seedUser('admin', { workspaceIds: [workspace.id] }) : undefined;
  return { owner, workspace, dataset, questionIds, records, annotator: annotators[0]!, annotators, admin };
}

/** A record as the server has it now, with every response and suggestion. */
export function fetchRecord(recordId: string, api: GlossApi = GlossApi.asOwner()): Promise<DatasetRecord> {
  return api.call(endpoints.getRecord, { params: { record_id: recordId } });
}

/** A user's stored response to a record, or undefined. */
export async function responseOf(recordId: string, userId: string): Promise<Response | undefined> {
  const record = await fetchRecord(recordId);
  return record.responses?.find((response) => response.user_id === userId);
}

/** A user's stored response as `{ status, values }` with bare values, for one `toEqual`. */
export async function storedAnswers(recordId: string, userId: string): Promise<{ status: string; values: Record<string, unknown> } | null> {
  const response = await responseOf(recordId, userId);
  if (!response) return null;
  const values = Object.fromEntries(Object.entries(response.values ?? {}).map(([name, { value }]) => [name, value]));
  return { status: response.status, values };
}

/** The offset in code points (as the server counts spans) of `word` in `text`. */
export function codePointSpan(text: string, word: string, from = 0): { start: number; end: number } {
  const at = text.indexOf(word, from);
  if (at < 0) throw new Error(`"${word}" is not in "${text}"`);
  const start = [...text.slice(0, at)].length;
  return { start, end: start + [...word].length };
}

// ---------------------------------------------------------------------------------------------------
// The dataset with every field type and every question type.

const svg = (colour: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">` +
  `<rect width="320" height="120" rx="12" fill="${colour}"/>` +
  `<text x="160" y="68" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#fff">${label}</text></svg>`;

/** An image field's value: an SVG as a base64 data URL. */
export const svgDataUrl = (colour: string, label: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg(colour, label)).toString('base64')}`;

export const CUSTOM_TEMPLATE =
  '<div class="card"><strong id="card-title">{{record.fields.card.title}}</strong>' +
  '<ul>{{#each record.fields.card.facts}}<li>{{this}}</li>{{/each}}</ul></div>';

export const RICH_FIELDS: readonly FieldSpec[] = [
  { name: 'prompt', title: 'Prompt', required: true, settings: { type: 'text', use_markdown: true } },
  { name: 'passage', title: 'Passage', required: true, settings: { type: 'text', use_markdown: false } },
  { name: 'picture', title: 'Picture', required: false, settings: { type: 'image' } },
  { name: 'conversation', title: 'Conversation', required: false, settings: { type: 'chat', use_markdown: true } },
  { name: 'card', title: 'Card', required: false, settings: { type: 'custom', template: CUSTOM_TEMPLATE, advanced_mode: false } },
];

export const SENTIMENTS = ['positive', 'negative', 'neutral'] as const;
export const TOPICS = ['science', 'sports', 'politics', 'art'] as const;
export const ANSWERS = [
  { value: 'a', text: 'Answer A' },
  { value: 'b', text: 'Answer B' },
  { value: 'c', text: 'Answer C' },
] as const;
export const ENTITY_LABELS = [
  { value: 'PER', text: 'Person' },
  { value: 'LOC', text: 'Location' },
  { value: 'ORG', text: 'Organisation' },
] as const;

/** Questions in page order; sentiment, quality and summary are required. */
export const RICH_QUESTIONS: readonly QuestionSpec[] = [
  {
    name: 'sentiment',
    title: 'Sentiment',
    description: 'The tone of the prompt.',
    required: true,
    settings: { type: 'label_selection', options: SENTIMENTS.map((value) => ({ value, text: value })) },
  },
  {
    name: 'topics',
    title: 'Topics',
    required: false,
    settings: { type: 'multi_label_selection', options: TOPICS.map((value) => ({ value, text: value })) },
  },
  { name: 'quality', title: 'Quality', required: true, settings: { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) } },
  { name: 'summary', title: 'Summary', required: true, settings: { type: 'text', use_markdown: true } },
  { name: 'ranking', title: 'Ranking', required: false, settings: { type: 'ranking', options: ANSWERS.map((option) => ({ ...option })) } },
  {
    name: 'entities',
    title: 'Entities',
    required: false,
    settings: { type: 'span', field: 'passage', options: ENTITY_LABELS.map((option) => ({ ...option })), allow_overlapping: false },
  },
];

export const PASSAGE = '🎉 Ada Lovelace visited Berlin in 1843 with Charles Babbage.';

/** A record of the rich dataset; `n` makes its texts its own. */
export function richRecord(n: number, options: { suggested?: boolean; prompt?: string } = {}): RecordSpec {
  const record: RecordSpec = {
    external_id: `rich-${n}`,
    fields: {
      prompt: options.prompt ?? `## Prompt ${n}\n\nWhich **answer** is better? See \`code\` and the table.\n\n| a | b |\n|---|---|\n| 1 | 2 |`,
      passage: PASSAGE,
      picture: svgDataUrl('#3656c9', `Picture ${n}`),
      conversation: [
        { role: 'user', content: `Question number ${n}?` },
        { role: 'assistant', content: 'A **helpful** answer.' },
      ],
      card: { title: `Card ${n}`, facts: ['first fact', 'second fact'] },
    },
  };
  if (options.suggested) record.suggestions = RICH_SUGGESTIONS;
  return record;
}

/** Suggestions for every question of the rich dataset (they make a complete, submittable answer). */
export const RICH_SUGGESTIONS: Record<string, SuggestionSpec> = {
  sentiment: { value: 'negative', score: 0.87, agent: 'sentiment-model' },
  topics: { value: ['sports', 'art'], score: [0.64, 0.31], agent: 'topic-model' },
  quality: { value: 2, score: 0.5, agent: 'quality-model' },
  summary: { value: 'A suggested summary', score: 0.92, agent: 'summary-model' },
  ranking: {
    value: [
      { value: 'c', rank: 1 },
      { value: 'a', rank: 2 },
      { value: 'b', rank: 3 },
    ],
    agent: 'judge-model',
  },
  entities: { value: [{ label: 'PER', ...codePointSpan(PASSAGE, 'Ada Lovelace') }], score: [0.75], agent: 'ner-model' },
};

/** The rich dataset: every field type and every question type, `count` records. */
export function seedRichDataset(options: { records?: readonly RecordSpec[]; annotators?: number; admin?: boolean; guidelines?: string } = {}) {
  return seedAnnotationDataset({
    fields: RICH_FIELDS,
    questions: RICH_QUESTIONS,
    records: options.records ?? [richRecord(1), richRecord(2)],
    annotators: options.annotators,
    admin: options.admin,
    guidelines: options.guidelines ?? 'Read the **prompt**, then answer every question.\n\n1. Pick a sentiment\n2. Rate the quality',
  });
}

/** A small dataset: one plain text field and one required label question, `texts` records. */
export function seedLabelDataset(texts: readonly string[], options: { minSubmitted?: number; annotators?: number; admin?: boolean } = {}) {
  return seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: [
      { name: 'label', title: 'Label', required: true, settings: { type: 'label_selection', options: SENTIMENTS.map((value) => ({ value, text: value })) } },
    ],
    records: texts.map((text) => ({ fields: { text } })),
    ...options,
  });
}
