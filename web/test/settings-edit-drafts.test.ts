import { describe, expect, it } from 'vitest';
import type { Dataset, Field, MetadataProperty, Question, VectorSettings } from '@gloss/contract';
import {
  distributionKind,
  fieldKind,
  guidelinesKind,
  isModified,
  isValid,
  metadataKind,
  offersVisibleOptions,
  questionKind,
  questionWithDraft,
  sameValue,
  vectorKind,
  visibleOptionsShown,
} from '../src/features/dataset/settings/edit/drafts';

const stamp = '2026-11-27T10:00:00';
const dataset: Dataset = {
  id: 'd1',
  name: 'reviews',
  guidelines: 'Label the sentiment.',
  allow_extra_metadata: false,
  status: 'ready',
  distribution: { strategy: 'overlap', min_submitted: 1 },
  metadata: null,
  workspace_id: 'w1',
  last_activity_at: stamp,
  inserted_at: stamp,
  updated_at: stamp,
};

const options = ['positive', 'negative', 'neutral', 'mixed'].map((value) => ({ value, text: value, description: null }));
function question(settings: Question['settings'], overrides: Partial<Question> = {}): Question {
  return { id: 'q1', name: 'sentiment', title: 'Sentiment', description: null, required: true, settings, dataset_id: 'd1', inserted_at: stamp, updated_at: stamp, ...overrides } as Question;
}

describe('the General tab items', () => {
  it('guidelines are sent trimmed and are modified only when the trimmed text differs', () => {
    expect(isModified(guidelinesKind, dataset, 'Label the sentiment.  \n')).toBe(false);
    expect(isModified(guidelinesKind, dataset, 'Label the tone.')).toBe(true);
    expect(guidelinesKind.update('  Label the tone. ', dataset)).toEqual({ guidelines: 'Label the tone.' });
    expect(isValid(guidelinesKind, '   ')).toBe(false);
  });

  it('the distribution is edited as text and sent as the overlap strategy with a number', () => {
    expect(distributionKind.draftOf(dataset)).toBe('1');
    expect(isModified(distributionKind, dataset, '1')).toBe(false);
    expect(isModified(distributionKind, dataset, '2')).toBe(true);
    expect(distributionKind.update('2', dataset)).toEqual({ distribution: { strategy: 'overlap', min_submitted: 2 } });
    // A half-typed value is a change that cannot be sent: modified, and invalid.
    expect(isModified(distributionKind, dataset, '')).toBe(true);
    expect(isValid(distributionKind, '')).toBe(false);
    expect(isValid(distributionKind, '0')).toBe(false);
  });
});

describe('fields', () => {
  const text: Field = { id: 'f1', name: 'review', title: 'Review', required: true, settings: { type: 'text', use_markdown: false }, dataset_id: 'd1', inserted_at: stamp, updated_at: stamp };

  it('an empty title falls back to the field name, and use_markdown goes with the settings of the type', () => {
    const draft = { ...fieldKind.draftOf(text), title: '  ', useMarkdown: true };
    expect(fieldKind.update(draft, text)).toEqual({ title: 'review', settings: { type: 'text', use_markdown: true } });
    expect(isModified(fieldKind, text, fieldKind.draftOf(text))).toBe(false);
  });

  it('a custom field sends its template whole, and keeps the stored one when the draft is emptied', () => {
    const custom: Field = { ...text, settings: { type: 'custom', template: '<p>{{record.fields.review}}</p>', advanced_mode: false } };
    const draft = fieldKind.draftOf(custom);
    expect(fieldKind.update({ ...draft, template: '<b>x</b>' }, custom).settings).toEqual({ type: 'custom', template: '<b>x</b>', advanced_mode: false });
    expect(isModified(fieldKind, custom, { ...draft, template: '' })).toBe(false);
  });

  it('a title over 500 characters blocks the update', () => {
    expect(isValid(fieldKind, { ...fieldKind.draftOf(text), title: 'x'.repeat(501) })).toBe(false);
  });
});

describe('questions', () => {
  const label = question({ type: 'label_selection', options, visible_options: null });

  it('title and description are trimmed, and an empty description is sent as null', () => {
    const draft = { ...questionKind.draftOf(label), title: '  Tone ', description: '   ' };
    expect(questionKind.update(draft, label)).toMatchObject({ title: 'Tone', description: null });
    expect(isModified(questionKind, label, { ...questionKind.draftOf(label), title: 'Sentiment ' })).toBe(false);
  });

  it('a new label order is a modification sent with the options', () => {
    const draft = questionKind.draftOf(label);
    const reordered = { ...draft, options: [draft.options[2]!, draft.options[0]!, draft.options[1]!, draft.options[3]!] };
    expect(isModified(questionKind, label, reordered)).toBe(true);
    expect(questionKind.update(reordered, label).settings).toEqual({ type: 'label_selection', options: reordered.options, visible_options: null });
  });

  it('visible labels are offered over 3 options only, default to the count, and are never sent under 3', () => {
    const draft = questionKind.draftOf(label);
    expect(offersVisibleOptions(draft)).toBe(true);
    expect(visibleOptionsShown(draft)).toBe(4);
    expect(questionKind.update({ ...draft, visibleOptions: 3 }, label).settings).toMatchObject({ visible_options: 3 });
    const three = question({ type: 'label_selection', options: options.slice(0, 3), visible_options: null });
    expect(offersVisibleOptions(questionKind.draftOf(three))).toBe(false);
  });

  it('multi-label questions carry "suggestions first" as options_order', () => {
    const multi = question({ type: 'multi_label_selection', options, visible_options: null, options_order: 'natural' });
    const draft = { ...questionKind.draftOf(multi), suggestionsFirst: true };
    expect(questionKind.update(draft, multi).settings).toMatchObject({ type: 'multi_label_selection', options_order: 'suggestion' });
  });

  it('text questions carry use_markdown; ratings and rankings only their type', () => {
    const textQuestion = question({ type: 'text', use_markdown: false });
    expect(questionKind.update({ ...questionKind.draftOf(textQuestion), useMarkdown: true }, textQuestion).settings).toEqual({ type: 'text', use_markdown: true });
    const rating = question({ type: 'rating', options: [{ value: 1 }, { value: 2 }] });
    expect(questionKind.update(questionKind.draftOf(rating), rating).settings).toEqual({ type: 'rating' });
  });

  it('the preview question has the draft applied', () => {
    const draft = { ...questionKind.draftOf(label), title: 'Tone', options: [...questionKind.draftOf(label).options].reverse() };
    const previewed = questionWithDraft(label, draft);
    expect(previewed.title).toBe('Tone');
    expect((previewed.settings as { options: { value: string }[] }).options.map((option) => option.value)).toEqual(['mixed', 'neutral', 'negative', 'positive']);
  });

  it('a title over 200 characters or a description over 500 is invalid', () => {
    const draft = questionKind.draftOf(label);
    expect(isValid(questionKind, { ...draft, title: 'x'.repeat(201) })).toBe(false);
    expect(isValid(questionKind, { ...draft, description: 'x'.repeat(501) })).toBe(false);
    expect(isValid(questionKind, { ...draft, title: '' })).toBe(false);
  });
});

describe('metadata properties and vectors', () => {
  const property = { id: 'm1', name: 'price', title: 'Price', settings: { type: 'float', min: 0, max: 10 }, visible_for_annotators: true, dataset_id: 'd1', inserted_at: stamp, updated_at: stamp } as MetadataProperty;
  const vector = { id: 'v1', name: 'embedding', title: 'Embedding', dimensions: 3, dataset_id: 'd1', inserted_at: stamp, updated_at: stamp } as VectorSettings;

  it('a property sends its title and its visibility', () => {
    expect(metadataKind.update({ title: 'Cost', visibleForAnnotators: false }, property)).toEqual({ title: 'Cost', visible_for_annotators: false });
    expect(isModified(metadataKind, property, { title: 'Price', visibleForAnnotators: false })).toBe(true);
  });

  it('a vector sends its title, its name when emptied', () => {
    expect(vectorKind.update(' ', vector)).toEqual({ title: 'embedding' });
    expect(isValid(vectorKind, 'x'.repeat(501))).toBe(false);
  });
});

describe('sameValue', () => {
  it('compares JSON values by content, ignoring key order and undefined keys', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: null }, { a: undefined })).toBe(false);
  });
});
