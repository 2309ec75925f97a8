import type { ColumnKind, SourceColumn } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { newQuestion } from '../src/features/new-dataset/configuration/questions';
import type { ColumnRole, Configuration, QuestionDraft } from '../src/features/new-dataset/configuration/types';
import { hasProblems, parseMinSubmitted, problemCount, validateConfiguration } from '../src/features/new-dataset/configuration/validation';

function column(name: string, kind: ColumnKind = 'text', extra: Partial<SourceColumn> = {}): SourceColumn {
  return { name, kind, labels: null, dimensions: null, distinct_values: null, has_empty_values: false, ...extra };
}

const columns = [column('text'), column('label', 'class_label', { labels: ['a', 'b'] }), column('emb', 'vector', { dimensions: 3 }), column('score', 'float')];
const textField: ColumnRole = { kind: 'field', type: 'text', name: 'text', title: 'Text', required: true };
const label = newQuestion({ key: 'q1', name: 'sentiment', type: 'label_selection', options: ['a', 'b'], required: true });

function configuration(changes: Partial<Configuration> = {}): Configuration {
  return {
    roles: {
      text: textField,
      label: { kind: 'suggestions', question: 'q1' },
      emb: { kind: 'vector', name: 'emb', title: 'emb' },
      score: { kind: 'metadata', type: 'float', name: 'score', title: 'score', visibleForAnnotators: true },
    },
    questions: [label],
    details: { name: 'reviews', workspaceId: 'w1', guidelines: '', minSubmitted: '1' },
    ...changes,
  };
}

const check = (config: Configuration, taken: string[] = []) => validateConfiguration(config, { columns, takenDatasetNames: new Set(taken) });
const withQuestion = (changes: Partial<QuestionDraft>) => configuration({ questions: [{ ...label, ...changes }] });

describe('a configuration is checked before anything is sent', () => {
  it('has no problem when it is complete', () => {
    const problems = check(configuration());
    expect(hasProblems(problems)).toBe(false);
    expect(problemCount(problems)).toBe(0);
  });

  it('needs a field, a question and a required question', () => {
    const noField = configuration({ roles: { ...configuration().roles, text: { kind: 'ignored' } } });
    expect(check(noField).general).toEqual(['noField']);
    expect(check(configuration({ questions: [] })).general).toContain('noQuestion');
    expect(check(withQuestion({ required: false })).general).toEqual(['noRequiredQuestion']);
  });

  it('checks names: set, of the pattern, at most 200 characters, and unique across fields, questions, metadata and vectors', () => {
    const named = (name: string) => configuration({ roles: { ...configuration().roles, text: { ...textField, name } } });
    expect(check(named('')).columns.text).toEqual({ name: 'required' });
    expect(check(named('Review Text')).columns.text).toEqual({ name: 'format' });
    expect(check(named('___')).columns.text).toEqual({ name: 'format' });
    expect(check(named('a'.repeat(201))).columns.text).toEqual({ name: 'tooLong' });
    const clash = check(named('sentiment'));
    expect(clash.columns.text).toEqual({ name: 'duplicate' });
    expect(clash.questions.q1).toEqual({ name: 'duplicate' });
    expect(check(named('score')).columns.score).toEqual({ name: 'duplicate' });
  });

  it('checks titles and descriptions with the specification’s limits', () => {
    expect(check(withQuestion({ title: '  ' })).questions.q1).toEqual({ title: 'required' });
    expect(check(withQuestion({ title: 'x'.repeat(201) })).questions.q1).toEqual({ title: 'tooLong' });
    expect(check(withQuestion({ description: 'x'.repeat(501) })).questions.q1).toEqual({ description: 'tooLong' });
    const longTitle = configuration({ roles: { ...configuration().roles, text: { ...textField, title: 'x'.repeat(501) } } });
    expect(check(longTitle).columns.text).toEqual({ title: 'tooLong' });
  });

  it('needs two options for label, multi-label and ranking questions, one label for a span, none empty or twice', () => {
    expect(check(withQuestion({ options: ['a'] })).questions.q1).toEqual({ options: 'atLeastTwo' });
    expect(check(withQuestion({ type: 'ranking', options: ['a'] })).questions.q1).toEqual({ options: 'atLeastTwo' });
    expect(check(withQuestion({ options: ['a', '', 'b'] })).questions.q1).toEqual({ options: 'empty' });
    expect(check(withQuestion({ options: ['a', 'b', 'a'] })).questions.q1).toEqual({ options: 'duplicate' });
    expect(check(withQuestion({ options: ['a', 'x'.repeat(201)] })).questions.q1).toEqual({ options: 'tooLong' });
    // The empty line a textarea leaves after the last option is no option.
    expect(check(withQuestion({ options: ['a', 'b', '', ''] })).questions.q1).toBeUndefined();
    expect(check(withQuestion({ type: 'span', spanColumn: 'text', options: ['person'] })).questions.q1).toBeUndefined();
    expect(check(withQuestion({ type: 'span', spanColumn: 'text', options: [] })).questions.q1).toEqual({ options: 'atLeastOne' });
  });

  it('checks visible labels (3 to the number of options) and rating values (0 to 10, lowest first)', () => {
    const four = ['a', 'b', 'c', 'd'];
    expect(check(withQuestion({ options: four, visibleOptions: '3' })).questions.q1).toBeUndefined();
    expect(check(withQuestion({ options: four, visibleOptions: '2' })).questions.q1).toEqual({ visibleOptions: 'invalid' });
    expect(check(withQuestion({ options: four, visibleOptions: '5' })).questions.q1).toEqual({ visibleOptions: 'invalid' });
    expect(check(withQuestion({ options: four, visibleOptions: 'all' })).questions.q1).toEqual({ visibleOptions: 'invalid' });
    expect(check(withQuestion({ type: 'rating', ratingFrom: '0', ratingTo: '10' })).questions.q1).toBeUndefined();
    expect(check(withQuestion({ type: 'rating', ratingFrom: '5', ratingTo: '5' })).questions.q1).toEqual({ rating: 'invalid' });
    expect(check(withQuestion({ type: 'rating', ratingFrom: '1', ratingTo: '11' })).questions.q1).toEqual({ rating: 'invalid' });
  });

  it('needs a text field for a span question, and one span question per field', () => {
    expect(check(withQuestion({ type: 'span', spanColumn: '' })).questions.q1).toEqual({ spanField: 'required' });
    expect(check(withQuestion({ type: 'span', spanColumn: 'score' })).questions.q1).toEqual({ spanField: 'notText' });
    const markdown = configuration({
      roles: { ...configuration().roles, text: { ...textField, type: 'markdown' } },
      questions: [{ ...label, type: 'span', spanColumn: 'text' }],
    });
    expect(check(markdown).questions.q1).toBeUndefined();
    const two = configuration({
      questions: [label, newQuestion({ key: 'q2', name: 'ner', type: 'span', spanColumn: 'text' }), newQuestion({ key: 'q3', name: 'ner2', type: 'span', spanColumn: 'text' })],
    });
    expect(check(two).questions).toEqual({ q3: { spanField: 'taken' } });
  });

  it('allows a vector only from a column of number lists, and one column per question’s suggestions', () => {
    const vectorFromText = configuration({ roles: { ...configuration().roles, score: { kind: 'vector', name: 'score', title: '' } } });
    expect(check(vectorFromText).columns.score).toEqual({ vector: 'notVectors' });
    const twice = configuration({ roles: { ...configuration().roles, score: { kind: 'suggestions', question: 'q1' } } });
    expect(check(twice).columns.score).toEqual({ suggestions: 'taken' });
    const gone = configuration({ roles: { ...configuration().roles, label: { kind: 'suggestions', question: 'q9' } } });
    expect(check(gone).columns.label).toEqual({ suggestions: 'noQuestion' });
  });

  it('needs the dataset’s name, free in its workspace, a workspace and a distribution of at least 1', () => {
    const details = (changes: Partial<Configuration['details']>) => configuration({ details: { ...configuration().details, ...changes } });
    expect(check(details({ name: '  ' })).details).toEqual({ name: 'required' });
    expect(check(details({ name: 'x'.repeat(201) })).details).toEqual({ name: 'tooLong' });
    expect(check(configuration(), ['reviews']).details).toEqual({ name: 'taken' });
    expect(check(details({ workspaceId: '' })).details).toEqual({ workspace: 'required' });
    expect(check(details({ minSubmitted: '0' })).details).toEqual({ minSubmitted: 'invalid' });
    expect(check(details({ guidelines: 'x'.repeat(10_001) })).details).toEqual({ guidelines: 'tooLong' });
    expect(parseMinSubmitted(' 3 ')).toBe(3);
    expect(parseMinSubmitted('1.5')).toBeNull();
    expect(parseMinSubmitted('1001')).toBeNull();
  });
});
