import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/shared/api/errors';
import type { Field } from '../src/features/dataset/annotate/model/types';
import {
  PREVIEW_CHARACTERS,
  formatSimilarityScore,
  initialChoice,
  isMissingVector,
  previewText,
  referencePreview,
  similarTo,
  truncate,
} from '../src/features/dataset/annotate/search/similarity/similarity';

const RECORD = '0b5e7c1a-3f2d-4c6e-9a8b-1d2e3f4a5b6c';
const OTHER = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';

function field(name: string, title: string, type: 'text' | 'image' | 'chat' | 'custom' = 'text'): Field {
  const settings =
    type === 'custom' ? { type, template: '<p></p>', advanced_mode: false } : type === 'image' ? { type } : { type, use_markdown: false };
  return {
    id: `id-${name}`,
    name,
    title,
    required: false,
    settings: settings as Field['settings'],
    dataset_id: 'dataset',
    inserted_at: '2024-01-01T00:00:00',
    updated_at: '2024-01-01T00:00:00',
  };
}

describe('the similarity score badge', () => {
  it('shows the score as a percentage with one decimal', () => {
    expect(formatSimilarityScore(0.873, 'en')).toBe('87.3%');
    expect(formatSimilarityScore(0.87349, 'en')).toBe('87.3%');
    expect(formatSimilarityScore(0.87351, 'en')).toBe('87.4%');
    expect(formatSimilarityScore(0.5, 'en')).toBe('50.0%');
    expect(formatSimilarityScore(0, 'en')).toBe('0.0%');
    expect(formatSimilarityScore(1, 'en')).toBe('100.0%');
  });

  it('writes the number as the language does', () => {
    // Intl separates the sign with a no-break space in German and Spanish.
    expect(formatSimilarityScore(0.873, 'de')).toBe('87,3\u00a0%');
    expect(formatSimilarityScore(0.873, 'es')).toBe('87,3\u00a0%');
  });

  it('never reads above 100% when rounding put the score a hair over 1', () => {
    expect(formatSimilarityScore(1.0000000002, 'en')).toBe('100.0%');
  });

  it('has no badge without a usable score, as Argilla shows none for a negative one', () => {
    expect(formatSimilarityScore(null, 'en')).toBeNull();
    expect(formatSimilarityScore(undefined, 'en')).toBeNull();
    expect(formatSimilarityScore(Number.NaN, 'en')).toBeNull();
    expect(formatSimilarityScore(-0.2, 'en')).toBeNull();
  });
});

describe('the reference preview', () => {
  const fields = [field('review', 'Review'), field('title', 'Title'), field('notes', 'Notes')];

  it('is the first two fields as "title: content", white space collapsed', () => {
    expect(referencePreview(fields, { review: 'Great\n\n  value   for money', title: 'Good buy', notes: 'unused' })).toEqual([
      'Review: Great value for money',
      'Title: Good buy',
    ]);
    expect(referencePreview(fields, { review: 'Only one' }, 1)).toEqual(['Review: Only one']);
  });

  it('skips images and empty optional fields, so it says something', () => {
    const withImage = [field('picture', 'Picture', 'image'), field('review', 'Review'), field('title', 'Title')];
    expect(referencePreview(withImage, { picture: 'data:image/png;base64,AAAA', review: 'Nice', title: '' })).toEqual(['Review: Nice']);
    expect(referencePreview(withImage, {})).toEqual([]);
  });

  it('cuts long content with an ellipsis', () => {
    const [line] = referencePreview(fields, { review: 'word '.repeat(200) });
    expect(line!.startsWith('Review: word word')).toBe(true);
    expect(line!.endsWith('…')).toBe(true);
    expect([...line!].length).toBeLessThanOrEqual('Review: '.length + PREVIEW_CHARACTERS);
  });

  it('reads chats as their messages and other values as JSON', () => {
    expect(previewText([{ role: 'user', content: 'Hello?' }, { role: 'assistant', content: 'Hi!' }])).toBe('Hello? Hi!');
    expect(previewText({ title: 'Card', facts: [1, 2] })).toBe('{"title":"Card","facts":[1,2]}');
    expect(previewText(42)).toBe('42');
    expect(previewText(null)).toBe('');
  });
});

describe('truncate', () => {
  it('keeps short texts and cuts long ones to the limit, ellipsis included', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('exactly10!', 10)).toBe('exactly10!');
    expect(truncate('a longer sentence here', 10)).toBe('a longer…');
  });

  it('never cuts an emoji in half', () => {
    expect(truncate('😀😀😀😀😀', 5)).toBe('😀😀😀😀😀');
    expect(truncate('😀😀😀😀😀😀', 5)).toBe('😀😀😀😀…');
  });
});

describe('starting a similarity search', () => {
  it('offers the first vector, most similar, when no search runs', () => {
    expect(initialChoice(null, ['embedding', 'title_vec'])).toEqual({ vector: 'embedding', order: 'most' });
  });

  it('offers the running search\'s vector and order, so moving from result to result keeps them', () => {
    const running = { recordId: OTHER, vector: 'title_vec', order: 'least' as const, limit: 20 };
    expect(initialChoice(running, ['embedding', 'title_vec'])).toEqual({ vector: 'title_vec', order: 'least' });
    // A vector since removed from the dataset is not offered.
    expect(initialChoice({ ...running, vector: 'gone' }, ['embedding'])).toEqual({ vector: 'embedding', order: 'least' });
  });

  it('shows 50 records by default and keeps the count a running search has', () => {
    expect(similarTo(null, RECORD, { vector: 'embedding', order: 'most' })).toEqual({ recordId: RECORD, vector: 'embedding', order: 'most', limit: 50 });
    const running = { recordId: OTHER, vector: 'embedding', order: 'most' as const, limit: 200 };
    expect(similarTo(running, RECORD, { vector: 'title_vec', order: 'least' })).toEqual({ recordId: RECORD, vector: 'title_vec', order: 'least', limit: 200 });
  });

  it('knows the server\'s refusal for a reference record without the vector', () => {
    const body = { code: 'missing_vector', message: 'Record `x` does not have a vector for vector settings `embedding`' };
    expect(isMissingVector(new HttpError(422, body, '/v1/me/datasets/d/records/search'))).toBe(true);
    expect(isMissingVector(new HttpError(422, { detail: 'Record with id `x` not found in dataset `d`.' }, '/x'))).toBe(false);
    expect(isMissingVector(new Error('offline'))).toBe(false);
    expect(isMissingVector(null)).toBe(false);
  });
});
