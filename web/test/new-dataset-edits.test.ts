import type { ColumnKind, SourceColumn } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  changeQuestionType,
  editQuestion,
  removeQuestion,
  roleChoiceOf,
  suggestingColumn,
  textFieldColumns,
  withRole,
} from '../src/features/new-dataset/configuration/edits';
import { suggestConfiguration } from '../src/features/new-dataset/configuration/suggest';
import type { Configuration } from '../src/features/new-dataset/configuration/types';

function column(name: string, kind: ColumnKind = 'text', extra: Partial<SourceColumn> = {}): SourceColumn {
  return { name, kind, labels: null, dimensions: null, distinct_values: null, has_empty_values: false, ...extra };
}

const text = column('text');
const notes = column('notes', 'text', { has_empty_values: true });
const label = column('label', 'class_label', { labels: ['a', 'b'] });
const id = column('id');
const columns = [text, notes, label, id];

function start(): Configuration {
  const { roles, questions } = suggestConfiguration(columns);
  return { roles, questions, details: { name: 'n', workspaceId: 'w', guidelines: '', minSubmitted: '1' } };
}

describe('changing the configuration', () => {
  it('keeps a column’s name and title when its new role has them too, and makes a free one otherwise', () => {
    const renamed = withRole({ ...start(), roles: { ...start().roles, text: { kind: 'field', type: 'text', name: 'body', title: 'Body', required: true } } }, text, 'metadata:terms');
    expect(renamed.roles.text).toEqual({ kind: 'metadata', type: 'terms', name: 'body', title: 'Body', visibleForAnnotators: true });
    expect(roleChoiceOf(renamed.roles.text)).toBe('metadata:terms');
    // The external id had no name: "id" is free; were it taken, the next free name.
    const idField = withRole(start(), id, 'field:markdown');
    expect(idField.roles.id).toEqual({ kind: 'field', type: 'markdown', name: 'id', title: 'id', required: true });
    expect(withRole(start(), notes, 'field:image').roles.notes).toMatchObject({ required: false });
  });

  it('keeps one external id: choosing another column leaves the previous one out', () => {
    const changed = withRole(start(), notes, 'external_id');
    expect(changed.roles.notes).toEqual({ kind: 'external_id' });
    expect(changed.roles.id).toEqual({ kind: 'ignored' });
  });

  it('points suggestions at the first question no other column suggests', () => {
    const withTwo = addQuestion(start());
    const second = withTwo.questions[1]!;
    expect(second).toMatchObject({ name: 'question', type: 'label_selection', required: false });
    const changed = withRole(withTwo, notes, 'suggestions');
    expect(changed.roles.notes).toEqual({ kind: 'suggestions', question: second.key });
    expect(suggestingColumn(changed, second.key)).toBe('notes');
  });

  it('leaves out the columns that suggested a removed question’s answers', () => {
    const configuration = start();
    const key = configuration.questions[0]!.key;
    const removed = removeQuestion(configuration, key);
    expect(removed.questions).toEqual([]);
    expect(removed.roles.label).toEqual({ kind: 'ignored' });
  });

  it('keeps the options typed when a question changes type, and starts a span question on the first text field', () => {
    const configuration = start();
    const key = configuration.questions[0]!.key;
    const multi = changeQuestionType(configuration, key, 'multi_label_selection', columns);
    expect(multi.questions[0]).toMatchObject({ type: 'multi_label_selection', options: ['a', 'b'] });
    const span = changeQuestionType(multi, key, 'span', columns);
    expect(span.questions[0]).toMatchObject({ type: 'span', spanColumn: 'text', options: ['a', 'b'] });
    const rating = changeQuestionType(editQuestion(configuration, key, { options: [] }), key, 'rating', columns);
    expect(changeQuestionType(rating, key, 'ranking', columns).questions[0]!.options).toEqual(['response-1', 'response-2']);
    expect(textFieldColumns(configuration, columns)).toEqual(['text', 'notes']);
  });
});

describe('a new question’s starting options', () => {
  it('give way to the new type’s when the type changes before they were edited', () => {
    const added = addQuestion(start());
    const key = added.questions[1]!.key;
    expect(added.questions[1]!.options).toEqual(['positive', 'negative']);
    expect(changeQuestionType(added, key, 'span', columns).questions[1]!.options).toEqual(['person', 'organisation', 'place']);
    const edited = editQuestion(added, key, { options: ['positive', 'negative', 'mixed'] });
    expect(changeQuestionType(edited, key, 'span', columns).questions[1]!.options).toEqual(['positive', 'negative', 'mixed']);
  });
});
