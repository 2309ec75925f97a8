import type { DatasetRecord, RecordReview, Response } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { acceptAll, acceptAnswer, annotatorAnswers, isDisagreement, mergeAll, startingAnswers } from '../src/features/dataset/review/answers';
import { label, multiLabel, rating, span, text } from './annotate-model-fixtures';

const stamp = '2026-11-27T10:00:00';
const sentiment = label();
const topics = multiLabel(false);
const quality = rating();
const entities = span(false);
const comment = text(false);
const questions = [sentiment, topics, quality, entities, comment];

let sequence = 0;
function response(userId: string, status: Response['status'], values: Record<string, unknown>): Response {
  sequence += 1;
  return {
    id: `response-${sequence}`,
    user_id: userId,
    status,
    record_id: 'record-1',
    values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value }])) as Response['values'],
    inserted_at: stamp,
    updated_at: stamp,
  };
}

function record(responses: Response[]): DatasetRecord {
  return { id: 'record-1', status: 'completed', fields: { text: 'Ada met Bob.' }, metadata: null, external_id: null, responses, suggestions: [], dataset_id: 'dataset-1', inserted_at: stamp, updated_at: stamp };
}

const usernames = new Map([
  ['u-zoe', 'zoe'],
  ['u-ada', 'ada'],
  ['u-bob', 'bob'],
  ['u-cy', 'cy'],
]);

describe('the annotators of a record', () => {
  const rows = annotatorAnswers(
    record([
      response('u-zoe', 'submitted', { sentiment: 'negative' }),
      response('u-cy', 'draft', { sentiment: 'positive' }),
      response('u-ada', 'submitted', { sentiment: 'positive', quality: 2 }),
      response('u-bob', 'discarded', {}),
      response('u-unknown-person', 'submitted', { sentiment: 'positive' }),
    ]),
    questions,
    usernames,
  );

  it('lists submitted responses first by name, then drafts and discarded ones', () => {
    expect(rows.map((row) => [row.username, row.status])).toEqual([
      ['ada', 'submitted'],
      ['u-unknow', 'submitted'],
      ['zoe', 'submitted'],
      ['cy', 'draft'],
      ['bob', 'discarded'],
    ]);
  });

  it('gives submitted responses the number keys 1, 2, 3…, the others none', () => {
    expect(rows.map((row) => row.key)).toEqual([1, 2, 3, null, null]);
  });

  it('holds each response in the form shape', () => {
    expect(rows[0]!.answers).toEqual({ sentiment: 'positive', quality: 2 });
  });
});

describe('the final answer', () => {
  const agreeing = record([
    response('u-ada', 'submitted', { sentiment: 'positive', topics: ['tech'], quality: 2, entities: [{ start: 0, end: 3, label: 'PER' }] }),
    response('u-bob', 'submitted', { sentiment: 'positive', topics: ['art'], quality: 2, entities: [{ start: 0, end: 3, label: 'PER' }], comment: 'ok' }),
    response('u-cy', 'draft', { sentiment: 'negative', topics: ['art'] }),
  ]);
  const annotators = annotatorAnswers(agreeing, questions, usernames);

  it('starts with what every submitted response answers alike; the rest is left empty', () => {
    expect(startingAnswers(questions, null, annotators)).toEqual({ sentiment: 'positive', quality: 2, entities: [{ start: 0, end: 3, label: 'PER' }] });
  });

  it('starts with the validated final answer once there is one', () => {
    const review: RecordReview = {
      record_id: 'record-1',
      values: { sentiment: { value: 'negative' }, topics: { value: ['art'] } },
      status: 'validated',
      validated_by: 'u-ada',
      validated_by_username: 'ada',
      validated_at: stamp,
      updated_at: stamp,
    };
    expect(startingAnswers(questions, review, annotators)).toEqual({ sentiment: 'negative', topics: ['art'] });
  });

  it('starts empty without submitted responses', () => {
    expect(startingAnswers(questions, null, annotatorAnswers(record([response('u-cy', 'draft', { sentiment: 'negative' })]), questions, usernames))).toEqual({});
  });

  it("accepts one annotator's answer to one question, or clears it", () => {
    expect(acceptAnswer({ sentiment: 'positive' }, 'quality', 3)).toEqual({ sentiment: 'positive', quality: 3 });
    expect(acceptAnswer({ sentiment: 'positive' }, 'sentiment', undefined)).toEqual({ sentiment: undefined });
  });

  it("accepts all of one annotator's answers, clearing what they left unanswered", () => {
    const bob = annotators.find((row) => row.username === 'bob')!;
    const all = acceptAll(questions, bob);
    expect(all).toEqual({ sentiment: 'positive', topics: ['art'], quality: 2, entities: [{ start: 0, end: 3, label: 'PER' }], comment: 'ok' });
    const ada = acceptAll(questions, annotators.find((row) => row.username === 'ada')!);
    expect(ada.comment).toBeUndefined();
    expect(Object.keys(ada)).toContain('comment');
  });
});

describe('merging a whole record', () => {
  const disputed = record([
    response('u-ada', 'submitted', { sentiment: 'positive', topics: ['tech', 'art'], quality: 1, comment: 'short' }),
    response('u-bob', 'submitted', { sentiment: 'negative', topics: ['tech'], quality: 3, comment: 'long' }),
    response('u-cy', 'draft', { sentiment: 'negative' }),
  ]);
  const annotators = annotatorAnswers(disputed, questions, usernames);

  it('fills each question that has a majority and keeps what the reviewer wrote where there is none', () => {
    const merged = mergeAll(questions, { sentiment: 'negative', comment: 'mine' }, annotators);
    expect(merged.answers).toEqual({ sentiment: 'negative', topics: ['tech'], quality: 2, comment: 'mine' });
    expect(merged.results.sentiment!.outcome).toEqual({ kind: 'tie', candidates: ['positive', 'negative'] });
    expect(merged.results.comment!.outcome).toEqual({ kind: 'differ' });
    expect(merged.results.entities!.outcome).toEqual({ kind: 'none' });
  });

  it('counts submitted answers only: a draft does not break a tie', () => {
    expect(mergeAll(questions, {}, annotators).answers.sentiment).toBeUndefined();
  });
});

describe('disagreements', () => {
  it('match a question by name or by id', () => {
    expect(isDisagreement(sentiment, ['sentiment'])).toBe(true);
    expect(isDisagreement(sentiment, [sentiment.id])).toBe(true);
    expect(isDisagreement(sentiment, ['topics'])).toBe(false);
  });
});
