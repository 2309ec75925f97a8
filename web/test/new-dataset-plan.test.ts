import type { ColumnKind, SourceColumn } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { creationPlan } from '../src/features/new-dataset/configuration/plan';
import { newQuestion } from '../src/features/new-dataset/configuration/questions';
import { suggestConfiguration } from '../src/features/new-dataset/configuration/suggest';
import type { Configuration } from '../src/features/new-dataset/configuration/types';

function column(name: string, kind: ColumnKind = 'text', extra: Partial<SourceColumn> = {}): SourceColumn {
  return { name, kind, labels: null, dimensions: null, distinct_values: null, has_empty_values: false, ...extra };
}

const columns = [
  column('id'),
  column('Review Text'),
  column('photo', 'image', { has_empty_values: true }),
  column('stars', 'integer'),
  column('embedding', 'vector', { dimensions: 3 }),
  column('label', 'class_label', { labels: ['neg', 'pos'] }),
];

describe('what "Create" sends', () => {
  it('is the dataset, its settings in the columns’ order and a mapping of every column with a role', () => {
    const suggested = suggestConfiguration(columns);
    const configuration: Configuration = {
      roles: suggested.roles,
      questions: suggested.questions,
      details: { name: ' Reviews ', workspaceId: 'w1', guidelines: '  Be kind.  ', minSubmitted: '2' },
    };
    const plan = creationPlan(configuration, columns);
    expect(plan.dataset).toEqual({
      name: 'Reviews',
      guidelines: 'Be kind.',
      allow_extra_metadata: true,
      distribution: { strategy: 'overlap', min_submitted: 2 },
      workspace_id: 'w1',
    });
    expect(plan.fields).toEqual([
      { name: 'review_text', title: 'Review Text', required: true, settings: { type: 'text', use_markdown: false } },
      { name: 'photo', title: 'photo', required: false, settings: { type: 'image' } },
    ]);
    expect(plan.metadataProperties).toEqual([
      { name: 'stars', title: 'stars', settings: { type: 'integer', min: null, max: null }, visible_for_annotators: true },
    ]);
    expect(plan.vectors).toEqual([{ name: 'embedding', title: 'embedding', dimensions: 3 }]);
    expect(plan.questions).toEqual([
      {
        name: 'label',
        title: 'label',
        description: null,
        required: true,
        settings: {
          type: 'label_selection',
          options: [
            { value: 'neg', text: 'neg', description: null },
            { value: 'pos', text: 'pos', description: null },
          ],
          visible_options: null,
        },
      },
    ]);
    expect(plan.mapping).toEqual({
      fields: [
        { source: 'Review Text', target: 'review_text' },
        { source: 'photo', target: 'photo' },
      ],
      metadata: [{ source: 'stars', target: 'stars' }],
      suggestions: [{ source: 'label', target: 'label' }],
      vectors: [{ source: 'embedding', target: 'embedding' }],
      external_id: 'id',
    });
  });

  it('sends every question type with its settings, and an empty title of a field as its name', () => {
    const configuration: Configuration = {
      roles: {
        'Review Text': { kind: 'field', type: 'markdown', name: 'review', title: '', required: true },
        photo: { kind: 'field', type: 'chat', name: 'chat', title: 'Chat', required: false },
      },
      questions: [
        { ...newQuestion({ key: 'a', name: 'topics', type: 'multi_label_selection', options: ['x', 'y', 'z', 'w', ''] }), visibleOptions: '3', optionsOrder: 'suggestion' },
        { ...newQuestion({ key: 'b', name: 'quality', type: 'rating' }), ratingFrom: '0', ratingTo: '3', description: ' How good? ' },
        newQuestion({ key: 'c', name: 'best', type: 'ranking', options: ['r1', 'r2'] }),
        { ...newQuestion({ key: 'd', name: 'notes', type: 'text' }), useMarkdown: true },
        { ...newQuestion({ key: 'e', name: 'entities', type: 'span', options: ['per'], spanColumn: 'Review Text' }), allowOverlapping: true },
      ],
      details: { name: 'd', workspaceId: 'w', guidelines: '', minSubmitted: '1' },
    };
    const plan = creationPlan(configuration, columns);
    expect(plan.dataset.guidelines).toBeNull();
    expect(plan.fields).toEqual([
      { name: 'review', title: 'review', required: true, settings: { type: 'text', use_markdown: true } },
      { name: 'chat', title: 'Chat', required: false, settings: { type: 'chat', use_markdown: true } },
    ]);
    expect(plan.questions.map((question) => question.settings)).toEqual([
      {
        type: 'multi_label_selection',
        options: ['x', 'y', 'z', 'w'].map((value) => ({ value, text: value, description: null })),
        visible_options: 3,
        options_order: 'suggestion',
      },
      { type: 'rating', options: [{ value: 0 }, { value: 1 }, { value: 2 }, { value: 3 }] },
      { type: 'ranking', options: ['r1', 'r2'].map((value) => ({ value, text: value, description: null })) },
      { type: 'text', use_markdown: true },
      { type: 'span', field: 'review', options: [{ value: 'per', text: 'per', description: null }], visible_options: null, allow_overlapping: true },
    ]);
    expect(plan.questions[1]!.description).toBe('How good?');
    expect(plan.mapping.external_id).toBeNull();
  });
});
