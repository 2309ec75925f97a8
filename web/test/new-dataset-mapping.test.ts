import type { ColumnKind, Field, MetadataProperty, Question, SourceColumn, VectorSettings } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import {
  defaultTargets,
  hasMappingProblems,
  importMappingOf,
  mappingProblems,
  targetFromValue,
  targetValue,
  type DatasetSettingsLists,
} from '../src/features/new-dataset/add-records/mapping';

function column(name: string, kind: ColumnKind = 'text', extra: Partial<SourceColumn> = {}): SourceColumn {
  return { name, kind, labels: null, dimensions: null, distinct_values: null, has_empty_values: false, ...extra };
}

const stamp = { dataset_id: 'd', inserted_at: '', updated_at: '' };
const field = (name: string, required = true): Field => ({ id: `f-${name}`, name, title: name, required, settings: { type: 'text', use_markdown: false }, ...stamp });
const settings: DatasetSettingsLists = {
  fields: [field('review_text'), field('summary', false)],
  questions: [
    { id: 'q', name: 'sentiment', title: 'Sentiment', description: null, required: true, settings: { type: 'label_selection', options: [], visible_options: null }, ...stamp } as Question,
  ],
  metadataProperties: [{ id: 'm', name: 'stars', title: 'Stars', settings: { type: 'integer', min: null, max: null }, visible_for_annotators: true, ...stamp } as MetadataProperty],
  vectors: [{ id: 'v', name: 'embedding', title: 'Embedding', dimensions: 3, ...stamp } as VectorSettings],
};

describe('adding records: where each column goes', () => {
  it('goes, to start with, to the setting of the same name, the external id, or nowhere', () => {
    const columns = [
      column('Review Text'),
      column('STARS', 'integer'),
      column('embedding', 'vector', { dimensions: 3 }),
      column('sentiment'),
      column('uuid'),
      column('other'),
    ];
    expect(defaultTargets(columns, settings)).toEqual({
      'Review Text': { kind: 'field', name: 'review_text' },
      STARS: { kind: 'metadata', name: 'stars' },
      embedding: { kind: 'vector', name: 'embedding' },
      sentiment: { kind: 'suggestions', name: 'sentiment' },
      uuid: { kind: 'external_id' },
      other: { kind: 'ignored' },
    });
  });

  it('gives each setting one column, the first', () => {
    const targets = defaultTargets([column('review_text'), column('Review text')], settings);
    expect(targets['Review text']).toEqual({ kind: 'ignored' });
  });

  it('refuses two columns in one place, no field at all, and a required field without a column', () => {
    const columns = [column('a'), column('b')];
    const both = { a: { kind: 'field', name: 'review_text' }, b: { kind: 'field', name: 'review_text' } } as const;
    expect(mappingProblems(both, columns, settings)).toEqual({ columns: { b: 'taken' }, noField: false, requiredFields: [] });
    const none = { a: { kind: 'ignored' }, b: { kind: 'external_id' } } as const;
    expect(mappingProblems(none, columns, settings)).toEqual({ columns: {}, noField: true, requiredFields: ['review_text'] });
    const optional = { a: { kind: 'field', name: 'summary' }, b: { kind: 'ignored' } } as const;
    expect(mappingProblems(optional, columns, settings).requiredFields).toEqual(['review_text']);
    expect(hasMappingProblems(mappingProblems({ a: { kind: 'field', name: 'review_text' } }, columns, settings))).toBe(false);
  });

  it('is sent as the import’s mapping, in the columns’ order', () => {
    const columns = [column('id'), column('body'), column('s'), column('emb', 'vector', { dimensions: 3 }), column('stars')];
    const mapping = importMappingOf(
      {
        id: { kind: 'external_id' },
        body: { kind: 'field', name: 'review_text' },
        s: { kind: 'suggestions', name: 'sentiment' },
        emb: { kind: 'vector', name: 'embedding' },
        stars: { kind: 'metadata', name: 'stars' },
      },
      columns,
    );
    expect(mapping).toEqual({
      fields: [{ source: 'body', target: 'review_text' }],
      metadata: [{ source: 'stars', target: 'stars' }],
      suggestions: [{ source: 's', target: 'sentiment' }],
      vectors: [{ source: 'emb', target: 'embedding' }],
      external_id: 'id',
    });
  });

  it('writes a target as one word and reads it back, names with colons included', () => {
    for (const target of [{ kind: 'field', name: 'a:b' }, { kind: 'external_id' }, { kind: 'ignored' }, { kind: 'suggestions', name: 'q' }] as const) {
      expect(targetFromValue(targetValue(target))).toEqual(target);
    }
    expect(targetFromValue('nonsense')).toEqual({ kind: 'ignored' });
  });
});
