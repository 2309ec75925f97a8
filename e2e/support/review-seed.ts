import { type AnswerValue, endpoints } from '@gloss/contract';
import { type SeededDataset, codePointSpan, seedAnnotationDataset } from './annotate-seed';
import { GlossApi } from './api';
import { type SeededUser, seedUser } from './seed';

/**
 * A dataset for the review view, made through the real API: a passage with a label, a multi-label, a
 * rating and a span question; two annotators (`ann-a…` and `ann-b…`, so ann-a holds number key 1) who
 * agree on the first record, disagree on the next three and leave the last alone; an annotator named the
 * dataset's reviewer, and one more annotator who is not.
 */

export const REVIEW_TEXTS = [
  'Ada Lovelace wrote the first program in London.',
  'Grace Hopper built a compiler in Philadelphia.',
  'Alan Turing broke codes at Bletchley Park.',
  'Katherine Johnson computed orbits in Virginia.',
  'Nobody answered this one yet.',
] as const;

export const REVIEW_QUESTIONS = [
  {
    name: 'sentiment',
    title: 'Sentiment',
    required: true,
    settings: { type: 'label_selection', options: ['positive', 'negative', 'neutral'].map((value) => ({ value, text: value })) },
  },
  {
    name: 'topics',
    title: 'Topics',
    required: false,
    settings: { type: 'multi_label_selection', options: ['science', 'history', 'travel'].map((value) => ({ value, text: value })) },
  },
  { name: 'quality', title: 'Quality', required: true, settings: { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) } },
  {
    name: 'entities',
    title: 'Entities',
    required: false,
    settings: {
      type: 'span',
      field: 'text',
      options: [
        { value: 'PER', text: 'Person' },
        { value: 'LOC', text: 'Place' },
      ],
      allow_overlapping: false,
    },
  },
] as const;

type Answers = Record<string, AnswerValue>;

const span = (record: number, word: string, label: string) => ({ ...codePointSpan(REVIEW_TEXTS[record]!, word), label });

/** What ann-a and ann-b submit to the first four records. */
export const REVIEW_ANSWERS: readonly { a: Answers; b: Answers }[] = [
  // 0: they agree on everything.
  {
    a: { sentiment: 'positive', topics: ['science'], quality: 4, entities: [span(0, 'Ada Lovelace', 'PER')] },
    b: { sentiment: 'positive', topics: ['science'], quality: 4, entities: [span(0, 'Ada Lovelace', 'PER')] },
  },
  // 1: sentiment, topics and quality differ; the person is marked alike, the place by b alone.
  {
    a: { sentiment: 'positive', topics: ['science'], quality: 2, entities: [span(1, 'Grace Hopper', 'PER')] },
    b: { sentiment: 'negative', topics: ['science', 'history'], quality: 4, entities: [span(1, 'Grace Hopper', 'PER'), span(1, 'Philadelphia', 'LOC')] },
  },
  // 2: quality and topics differ.
  {
    a: { sentiment: 'neutral', topics: ['history'], quality: 3, entities: [span(2, 'Alan Turing', 'PER')] },
    b: { sentiment: 'neutral', topics: ['travel'], quality: 5, entities: [span(2, 'Alan Turing', 'PER')] },
  },
  // 3: sentiment differs.
  {
    a: { sentiment: 'negative', topics: ['science'], quality: 5, entities: [] },
    b: { sentiment: 'neutral', topics: ['science'], quality: 5, entities: [] },
  },
];

export interface ReviewDataset extends SeededDataset {
  annA: SeededUser;
  annB: SeededUser;
  reviewer: SeededUser;
  /** An annotator of the workspace who does not review. */
  outsider: SeededUser;
}

export async function seedReviewDataset(): Promise<ReviewDataset> {
  const seeded = await seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text', use_markdown: false } }],
    questions: REVIEW_QUESTIONS as never,
    records: REVIEW_TEXTS.map((text, index) => ({ external_id: `review-${index + 1}`, fields: { text } })),
    annotators: 0,
  });
  const workspaceIds = [seeded.workspace.id];
  const owner = GlossApi.asOwner();
  const annA = await seedUser('annotator', { workspaceIds, prefix: 'ann-a' });
  const annB = await seedUser('annotator', { workspaceIds, prefix: 'ann-b' });
  const reviewer = await seedUser('annotator', { workspaceIds, prefix: 'reviewer' });
  const outsider = await seedUser('annotator', { workspaceIds, prefix: 'outsider' });
  await owner.call(endpoints.updateReviewers, { params: { dataset_id: seeded.dataset.id }, body: { user_ids: [reviewer.id] } });
  for (const [index, answers] of REVIEW_ANSWERS.entries()) {
    const record = seeded.records[index]!;
    await annA.api.submitResponse(record.id, answers.a);
    await annB.api.submitResponse(record.id, answers.b);
  }
  return { ...seeded, annotator: annA, annotators: [annA, annB], annA, annB, reviewer, outsider };
}

/** A record's validated final answer as `{ name: value }`, or null while it has none. */
export async function finalAnswer(recordId: string): Promise<Record<string, unknown> | null> {
  const review = await GlossApi.asOwner()
    .call(endpoints.getRecordReview, { params: { record_id: recordId } })
    .catch(() => null);
  if (!review) return null;
  return Object.fromEntries(Object.entries(review.values).map(([name, { value }]) => [name, value]));
}
