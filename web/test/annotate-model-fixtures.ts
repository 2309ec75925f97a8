import type { Question, Suggestion } from '@gloss/contract';

/** Questions and suggestions as the API returns them, for the annotate model's unit tests. */

let sequence = 0;
const stamp = '2024-07-15T10:21:33.123456';

function question(name: string, settings: Question['settings'], required = true): Question {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name,
    title: name,
    description: null,
    required,
    settings,
    dataset_id: '00000000-0000-4000-8000-000000000000',
    inserted_at: stamp,
    updated_at: stamp,
  };
}

const options = (...values: string[]) => values.map((value) => ({ value, text: value.toUpperCase(), description: null }));

export const text = (required = true) => question('comment', { type: 'text', use_markdown: false }, required);

export const label = (required = true) =>
  question('sentiment', { type: 'label_selection', options: options('0', 'positive', 'negative'), visible_options: null }, required);

export const multiLabel = (required = true) =>
  question(
    'topics',
    {
      type: 'multi_label_selection',
      options: options('sports', 'politics', 'tech', 'art'),
      visible_options: null,
      options_order: 'natural',
    },
    required,
  );

export const rating = (required = true) =>
  question('quality', { type: 'rating', options: [0, 1, 2, 3].map((value) => ({ value })) }, required);

export const ranking = (required = true) =>
  question('preference', { type: 'ranking', options: options('a', 'b', 'c') }, required);

export const span = (required = true) =>
  question(
    'entities',
    {
      type: 'span',
      field: 'text',
      options: options('PER', 'ORG'),
      visible_options: null,
      allow_overlapping: false,
      allow_character_annotation: true,
    },
    required,
  );

export function suggestion(
  forQuestion: Question,
  value: Suggestion['value'],
  score: Suggestion['score'] = null,
  agent: string | null = 'model-v1',
): Suggestion {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    question_id: forQuestion.id,
    type: 'model',
    value,
    agent,
    score,
    inserted_at: stamp,
    updated_at: stamp,
  };
}
