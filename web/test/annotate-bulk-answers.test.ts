import type { DatasetRecord, Response } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { bulkItem, incompleteRecords, initialSpanAnswers, recordAnswers, responsesBefore } from '../src/features/dataset/annotate/bulk/bulk-answers';
import { label, span, suggestion, text } from './annotate-model-fixtures';

const sentiment = label();
const entities = span(false);
const comment = text(false);
const questions = [sentiment, entities, comment];

function response(recordId: string, status: Response['status'], values: Response['values']): Response {
  return { id: `resp-${recordId}`, record_id: recordId, user_id: 'me', status, values, inserted_at: '2026-01-01T00:00:00', updated_at: '2026-01-01T00:00:00' };
}

function record(id: string, options: { responses?: Response[]; suggestions?: DatasetRecord['suggestions'] } = {}): DatasetRecord {
  return {
    id,
    status: 'pending',
    fields: { text: 'Ada Lovelace met Charles Babbage.' },
    metadata: null,
    external_id: null,
    dataset_id: 'd',
    inserted_at: '2026-01-01T00:00:00',
    updated_at: '2026-01-01T00:00:00',
    responses: options.responses ?? [],
    suggestions: options.suggestions ?? [],
  };
}

const ada = { start: 0, end: 12, label: 'PER' };
const babbage = { start: 17, end: 32, label: 'PER' };

describe('what the bulk view writes to each record', () => {
  it('keeps only span suggestions: a pending record starts with its suggested spans and nothing else', () => {
    const pending = record('a', { suggestions: [suggestion(sentiment, 'negative', 0.9), suggestion(entities, [ada], [0.8]), suggestion(comment, 'Suggested')] });
    expect(initialSpanAnswers(questions, pending, 'me')).toEqual({ entities: [ada] });
    expect(recordAnswers(questions, pending, 'me', {}, undefined)).toEqual({ entities: [ada] });
  });

  it('gives every record the shared answers, each with its own spans', () => {
    const first = record('a', { suggestions: [suggestion(entities, [ada])] });
    const second = record('b');
    const shared = { sentiment: 'positive', comment: 'Same for all' };
    expect(recordAnswers(questions, first, 'me', shared, undefined)).toEqual({ sentiment: 'positive', comment: 'Same for all', entities: [ada] });
    expect(recordAnswers(questions, second, 'me', shared, { entities: [babbage] })).toEqual({ sentiment: 'positive', comment: 'Same for all', entities: [babbage] });
    // Spans drawn in the card replace the suggested ones, also when all were removed.
    expect(recordAnswers(questions, first, 'me', shared, { entities: [] }).entities).toEqual([]);
  });

  it('keeps a draft’s own answers where the questionnaire is left empty, and its own spans', () => {
    const draft = record('c', { responses: [response('c', 'draft', { sentiment: { value: 'negative' }, comment: { value: 'Mine' }, entities: { value: [babbage] } })] });
    expect(recordAnswers(questions, draft, 'me', { sentiment: 'positive' }, undefined)).toEqual({ sentiment: 'positive', comment: 'Mine', entities: [babbage] });
    // Another annotator's response is not the caller's.
    const theirs = record('d', { responses: [{ ...response('d', 'submitted', { sentiment: { value: 'negative' } }), user_id: 'someone' }] });
    expect(recordAnswers(questions, theirs, 'me', {}, undefined)).toEqual({});
  });

  it('finds the records a submit would leave incomplete', () => {
    const records = [record('a'), record('b', { responses: [response('b', 'draft', { sentiment: { value: 'negative' } })] })];
    const answersOf = (shared: Record<string, string>) => (item: DatasetRecord) => recordAnswers(questions, item, 'me', shared, undefined);
    expect(incompleteRecords(questions, records, answersOf({}))).toEqual(['a']);
    expect(incompleteRecords(questions, records, answersOf({ sentiment: 'positive' }))).toEqual([]);
  });

  it('makes the items of POST /me/responses/bulk with the sendable values only', () => {
    expect(bulkItem('submitted', questions, 'a', { sentiment: 'positive', comment: '  ', entities: [ada] })).toEqual({
      record_id: 'a',
      status: 'submitted',
      values: { sentiment: { value: 'positive' }, entities: { value: [ada] } },
    });
    // An unanswered span question is sent as the empty list, as the focus view sends it.
    expect(bulkItem('discarded', questions, 'b', {})).toEqual({ record_id: 'b', status: 'discarded', values: { entities: { value: [] } } });
  });

  it('keeps each record’s response from before the write, for undo', () => {
    const answered = response('b', 'draft', { sentiment: { value: 'negative' } });
    expect(responsesBefore([record('a'), record('b', { responses: [answered] })], 'me')).toEqual([undefined, answered]);
  });
});
