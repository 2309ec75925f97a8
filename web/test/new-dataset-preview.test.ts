import type { ColumnKind, SourceColumn } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { mappingOf } from '../src/features/new-dataset/configuration/plan';
import { newQuestion } from '../src/features/new-dataset/configuration/questions';
import type { Configuration } from '../src/features/new-dataset/configuration/types';
import { cellAsChat, cellAsLabel, cellAsLabels, cellAsText } from '../src/features/new-dataset/preview/cells';
import { previewRecordOf, previewSettingsOf } from '../src/features/new-dataset/preview/preview-record';

function column(name: string, kind: ColumnKind = 'text', extra: Partial<SourceColumn> = {}): SourceColumn {
  return { name, kind, labels: null, dimensions: null, distinct_values: null, has_empty_values: false, ...extra };
}

const columns = [
  column('uid'),
  column('text'),
  column('photo', 'image'),
  column('stars', 'integer'),
  column('label', 'class_label', { labels: ['neg', 'pos'] }),
  column('tags', 'class_label_list', { labels: ['a', 'b', 'c'] }),
];

const configuration: Configuration = {
  roles: {
    uid: { kind: 'external_id' },
    text: { kind: 'field', type: 'text', name: 'text', title: 'Text', required: true },
    photo: { kind: 'field', type: 'image', name: 'photo', title: '', required: false },
    stars: { kind: 'metadata', type: 'integer', name: 'stars', title: 'Stars', visibleForAnnotators: true },
    label: { kind: 'suggestions', question: 'q1' },
    tags: { kind: 'suggestions', question: 'q2' },
  },
  questions: [
    newQuestion({ key: 'q1', name: 'sentiment', title: 'Sentiment', type: 'label_selection', options: ['neg', 'pos'], required: true }),
    newQuestion({ key: 'q2', name: 'topics', type: 'multi_label_selection', options: ['a', 'b', 'c'] }),
    newQuestion({ key: 'q3', name: 'entities', type: 'span', options: ['per'], spanColumn: 'text' }),
  ],
  details: { name: 'd', workspaceId: 'w', guidelines: '', minSubmitted: '1' },
};

describe('the live preview', () => {
  it('draws the settings the configuration would create, with ids that follow a column or a question, not its name', () => {
    const settings = previewSettingsOf(configuration, columns);
    expect(settings.fields.map((field) => [field.id, field.name, field.title, field.settings.type])).toEqual([
      ['preview-field-text', 'text', 'Text', 'text'],
      ['preview-field-photo', 'photo', 'photo', 'image'],
    ]);
    expect(settings.metadataProperties.map((property) => [property.id, property.name])).toEqual([['preview-metadata-stars', 'stars']]);
    expect(settings.questions.map((question) => question.id)).toEqual(['preview-question-q1', 'preview-question-q2', 'preview-question-q3']);
    expect(settings.questions[2]!.settings).toEqual({
      type: 'span',
      field: 'text',
      options: [{ value: 'per', text: 'per', description: null }],
      visible_options: null,
      allow_overlapping: false,
      allow_character_annotation: false,
    });
    const renamed = previewSettingsOf({ ...configuration, questions: [{ ...configuration.questions[0]!, name: 'mood' }] }, columns);
    expect(renamed.questions[0]).toMatchObject({ id: 'preview-question-q1', name: 'mood' });
  });

  it('shows a row as the record the import writes: fields, metadata, external id and suggestions by label name', () => {
    const settings = previewSettingsOf(configuration, columns);
    const row = { uid: 42, text: 'Great!', photo: { src: 'https://example.com/a.png' }, stars: '5', label: 1, tags: [0, 2] };
    const record = previewRecordOf({ row, index: 2, mapping: mappingOf(configuration, columns), settings, columns });
    expect(record).toMatchObject({
      id: '#3',
      status: 'pending',
      external_id: '42',
      fields: { text: 'Great!', photo: 'https://example.com/a.png' },
      metadata: { stars: 5 },
      responses: [],
    });
    expect(record.suggestions?.map((suggestion) => [suggestion.question_id, suggestion.value])).toEqual([
      ['preview-question-q1', 'pos'],
      ['preview-question-q2', ['a', 'c']],
    ]);
  });

  it('leaves out what a row does not hold', () => {
    const settings = previewSettingsOf(configuration, columns);
    const record = previewRecordOf({ row: { text: 'Only text', label: null }, index: 0, mapping: mappingOf(configuration, columns), settings, columns });
    expect(record.fields).toEqual({ text: 'Only text' });
    expect(record.metadata).toEqual({});
    expect(record.external_id).toBeNull();
    expect(record.suggestions).toEqual([]);
  });

  it('converts cells as the import does', () => {
    expect(cellAsText(3.5)).toBe('3.5');
    expect(cellAsText(false)).toBe('false');
    expect(cellAsText({ a: 1 })).toBe('{"a":1}');
    expect(cellAsText('')).toBeNull();
    expect(cellAsLabel(7, column('l', 'class_label', { labels: ['x'] }))).toBeNull();
    expect(cellAsLabel('pos', undefined)).toBe('pos');
    expect(cellAsLabels('["a","b"]', undefined)).toEqual(['a', 'b']);
    expect(cellAsLabels('a', undefined)).toEqual(['a']);
    expect(cellAsChat('[{"role":"user","content":"hi"}]')).toEqual([{ role: 'user', content: 'hi' }]);
  });
});
