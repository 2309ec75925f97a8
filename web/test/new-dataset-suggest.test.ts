import { describe, expect, it } from 'vitest';
import { settingNameOf, uniqueName } from '../src/features/new-dataset/configuration/names';
import { suggestConfiguration } from '../src/features/new-dataset/configuration/suggest';
import type { ColumnKind, SourceColumn } from '@gloss/contract';

/** A source column as the server describes it; only what a test names differs from a plain text column. */
function column(name: string, kind: ColumnKind = 'text', extra: Partial<SourceColumn> = {}): SourceColumn {
  return { name, kind, labels: null, dimensions: null, distinct_values: kind === 'text' ? 100 : null, has_empty_values: false, ...extra };
}

describe('the suggested configuration', () => {
  it('makes text a text field without markdown, images and conversations their fields', () => {
    const { roles } = suggestConfiguration([column('review'), column('photo', 'image'), column('dialogue', 'chat')], 200);
    expect(roles.review).toEqual({ kind: 'field', type: 'text', name: 'review', title: 'review', required: true });
    expect(roles.photo).toMatchObject({ kind: 'field', type: 'image', name: 'photo' });
    expect(roles.dialogue).toMatchObject({ kind: 'field', type: 'chat', name: 'dialogue' });
  });

  it('makes a field optional when some rows have no value in it', () => {
    const { roles } = suggestConfiguration([column('text'), column('notes', 'text', { has_empty_values: true })]);
    expect(roles.notes).toMatchObject({ kind: 'field', required: false });
  });

  it('makes numbers metadata of their kind, and true/false terms', () => {
    const { roles } = suggestConfiguration([column('text'), column('stars', 'integer'), column('price', 'float'), column('verified', 'boolean')]);
    expect(roles.stars).toEqual({ kind: 'metadata', type: 'integer', name: 'stars', title: 'stars', visibleForAnnotators: true });
    expect(roles.price).toMatchObject({ kind: 'metadata', type: 'float' });
    expect(roles.verified).toMatchObject({ kind: 'metadata', type: 'terms' });
  });

  it('makes text with few distinct values (at most 20, fewer than half the rows) terms to filter by', () => {
    const columns = [column('text'), column('country', 'text', { distinct_values: 12 })];
    expect(suggestConfiguration(columns, 200).roles.country).toMatchObject({ kind: 'metadata', type: 'terms', name: 'country' });
    // Twelve values in twenty rows are as many as free text has: a field.
    expect(suggestConfiguration(columns, 20).roles.country).toMatchObject({ kind: 'field', type: 'text' });
    expect(suggestConfiguration([column('text'), column('topic', 'text', { distinct_values: 21 })], 1000).roles.topic).toMatchObject({ kind: 'field' });
    // Without a row count, the count of distinct values alone decides.
    expect(suggestConfiguration(columns).roles.country).toMatchObject({ kind: 'metadata', type: 'terms' });
  });

  it('still makes the first text column a field when every text column repeats few values', () => {
    const { roles } = suggestConfiguration([column('lang', 'text', { distinct_values: 3 }), column('split', 'text', { distinct_values: 2 })], 500);
    expect(roles.lang).toMatchObject({ kind: 'field', type: 'text', name: 'lang' });
    expect(roles.split).toMatchObject({ kind: 'metadata', type: 'terms' });
  });

  it('makes lists of numbers vectors, and leaves lists of text, structures and empty columns out', () => {
    const { roles } = suggestConfiguration([
      column('text'),
      column('embedding', 'vector', { dimensions: 384 }),
      column('tags', 'text_list'),
      column('meta', 'json'),
      column('nothing', 'empty'),
    ]);
    expect(roles.embedding).toEqual({ kind: 'vector', name: 'embedding', title: 'embedding' });
    expect(roles.tags).toEqual({ kind: 'ignored' });
    expect(roles.meta).toEqual({ kind: 'ignored' });
    expect(roles.nothing).toEqual({ kind: 'ignored' });
  });

  it('makes class labels a required label question with the column as its suggestions, a list of them a multi-label one', () => {
    const { roles, questions, notes } = suggestConfiguration([
      column('text'),
      column('label', 'class_label', { labels: ['neg', 'pos'] }),
      column('topics', 'class_label_list', { labels: ['a', 'b', 'c'] }),
    ]);
    expect(questions).toHaveLength(2);
    expect(questions[0]).toMatchObject({ name: 'label', title: 'label', type: 'label_selection', options: ['neg', 'pos'], required: true });
    expect(questions[1]).toMatchObject({ name: 'topics', type: 'multi_label_selection', options: ['a', 'b', 'c'], required: false });
    expect(roles.label).toEqual({ kind: 'suggestions', question: questions[0]!.key });
    expect(roles.topics).toEqual({ kind: 'suggestions', question: questions[1]!.key });
    expect(notes).toEqual([]);
  });

  it('adds a required "label" question with positive and negative when no column holds class labels, and says so', () => {
    const { questions, notes } = suggestConfiguration([column('text')]);
    expect(questions).toEqual([
      expect.objectContaining({ name: 'label', type: 'label_selection', options: ['positive', 'negative'], required: true }),
    ]);
    expect(notes).toEqual(['defaultLabelQuestion']);
    // A field already named "label" keeps its name; the question takes another.
    expect(suggestConfiguration([column('label')]).questions[0]!.name).toBe('label_2');
  });

  it('makes the first column named id, uuid or external_id the records’ external id', () => {
    const { roles } = suggestConfiguration([column('ID', 'integer'), column('text'), column('uuid')]);
    expect(roles.ID).toEqual({ kind: 'external_id' });
    expect(roles.uuid).toMatchObject({ kind: 'field' });
  });

  it('shows the first column as text when no column holds text, images or conversations', () => {
    const { roles, notes } = suggestConfiguration([column('score', 'float'), column('label', 'class_label', { labels: ['a', 'b'] })]);
    expect(roles.score).toMatchObject({ kind: 'field', type: 'text', name: 'score' });
    expect(notes).toEqual(['firstColumnAsText']);
  });

  it('names settings from columns: lower case, no accents, other characters as one "_", each name once', () => {
    expect(settingNameOf('Review Text')).toBe('review_text');
    expect(settingNameOf('Größe (cm)')).toBe('grosse_cm');
    expect(settingNameOf('  __Ünïcode__ ')).toBe('unicode');
    expect(settingNameOf('日本語')).toBe('column');
    const { roles } = suggestConfiguration([column('Text'), column('text'), column('TEXT!')]);
    expect([roles.Text, roles.text, roles['TEXT!']].map((role) => role && 'name' in role && role.name)).toEqual(['text', 'text_2', 'text_3']);
    const taken = new Set(['a']);
    expect(uniqueName('a', taken)).toBe('a_2');
    expect(taken.has('a_2')).toBe(true);
  });
});
