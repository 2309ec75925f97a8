import { describe, expect, it } from 'vitest';
import type { Field } from '../src/features/dataset/annotate/model/types';
import { markdownTextsOf } from '../src/features/dataset/annotate/fields/prerender';

const field = (name: string, settings: Field['settings']): Field => ({
  id: name,
  name,
  title: name,
  required: false,
  settings,
  dataset_id: 'd',
  inserted_at: '2024-01-01T00:00:00',
  updated_at: '2024-01-01T00:00:00',
});

describe('markdown a record will render', () => {
  it('lists markdown text fields and markdown chat messages, nothing else', () => {
    const fields = [
      field('md', { type: 'text', use_markdown: true }),
      field('plain', { type: 'text', use_markdown: false }),
      field('chat', { type: 'chat', use_markdown: true }),
      field('plainChat', { type: 'chat', use_markdown: false }),
      field('image', { type: 'image' }),
      field('custom', { type: 'custom', template: '{{x}}', advanced_mode: false }),
      field('missing', { type: 'text', use_markdown: true }),
    ];
    const values = {
      md: '# Title',
      plain: '# not markdown',
      chat: [
        { role: 'user', content: 'Hi *there*' },
        { role: 'assistant', content: null },
        { role: 'tool', content: [{ type: 'json' }] },
      ],
      plainChat: [{ role: 'user', content: 'plain' }],
      image: 'https://example.com/a.png',
      custom: { x: 1 },
    };
    expect(markdownTextsOf(fields, values)).toEqual(['# Title', 'Hi *there*']);
  });
});
