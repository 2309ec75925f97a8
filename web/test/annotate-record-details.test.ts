import type { Field, MetadataProperty } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { metadataRows, metadataValueText, recordAsText } from '../src/features/dataset/annotate/record-details/details';

const stamp = '2024-07-15T10:21:33.123456';

function property(name: string, title: string, visible: boolean, settings: MetadataProperty['settings'] = { type: 'terms', values: null }): MetadataProperty {
  return { id: `id-${name}`, name, title, settings, visible_for_annotators: visible, dataset_id: 'd', inserted_at: stamp, updated_at: stamp };
}

function field(name: string, title: string, settings: Field['settings'] = { type: 'text', use_markdown: false }): Field {
  return { id: `id-${name}`, name, title, required: true, settings, dataset_id: 'd', inserted_at: stamp, updated_at: stamp } as Field;
}

describe('metadataRows', () => {
  const properties = [
    property('source', 'Source', true),
    property('internal_score', 'Internal score', false, { type: 'float', min: null, max: null }),
    property('price', 'Price (EUR)', true, { type: 'float', min: null, max: null }),
    property('tags', '', true),
  ];

  it('shows only properties visible to annotators, under their titles, in the dataset’s order', () => {
    const rows = metadataRows(properties, { price: 12.5, internal_score: 0.93, source: 'web', tags: ['a', 'b'] });
    expect(rows).toEqual([
      { name: 'source', title: 'Source', value: 'web' },
      { name: 'price', title: 'Price (EUR)', value: '12.5' },
      { name: 'tags', title: 'tags', value: 'a, b' },
    ]);
  });

  it('leaves out keys no property defines and properties the record has no value for', () => {
    expect(metadataRows(properties, { extra: 'x', source: 'web', price: null })).toEqual([{ name: 'source', title: 'Source', value: 'web' }]);
  });

  it('is empty for a record without metadata', () => {
    expect(metadataRows(properties, null)).toEqual([]);
    expect(metadataRows(properties, undefined)).toEqual([]);
    expect(metadataRows([], { source: 'web' })).toEqual([]);
  });
});

describe('metadataValueText', () => {
  it('writes numbers, booleans and term lists as they are, anything else as JSON', () => {
    expect(metadataValueText(0)).toBe('0');
    expect(metadataValueText(false)).toBe('false');
    expect(metadataValueText(['x', 2])).toBe('x, 2');
    expect(metadataValueText({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});

describe('recordAsText', () => {
  it('writes each field as its title, a line break, then its content, in the dataset’s order', () => {
    const fields = [field('prompt', 'Prompt'), field('answer', 'Answer')];
    expect(recordAsText(fields, { fields: { answer: 'Paris.', prompt: 'Capital of France?' } })).toBe('Prompt\nCapital of France?\nAnswer\nParis.');
  });

  it('uses the name for an empty title and skips fields the record does not have', () => {
    expect(recordAsText([field('text', ' '), field('image', 'Image', { type: 'image' })], { fields: { text: 'Hello' } })).toBe('text\nHello');
  });

  it('writes a chat one message per line and other values as JSON', () => {
    const fields = [field('chat', 'Chat', { type: 'chat', use_markdown: false }), field('card', 'Card', { type: 'custom', template: '', advanced_mode: false })];
    const text = recordAsText(fields, {
      fields: {
        chat: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello!' },
        ],
        card: { title: 'T' },
      },
    });
    expect(text).toBe('Chat\nuser: Hi\nassistant: Hello!\nCard\n{\n  "title": "T"\n}');
  });
});
