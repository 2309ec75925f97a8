// The dataset card of an export, from the SDK's template (argilla/datasets/_io/card/argilla_template.md).
import type { Field, MetadataProperty, Question, VectorSettings } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { type DatasetCardInput, datasetCard } from '../../../src/compositions/hub-exports/run-export.js';
import { jinjaJson, pythonText, sizeCategory } from '../../../src/compositions/hub-exports/card.js';

const stamps = { dataset_id: 'd1', inserted_at: '2026-01-02T03:04:05.000000', updated_at: '2026-01-02T03:04:05.000000' };

const fields: Field[] = [
  { id: 'f1', name: 'text', title: 'Text | body', required: true, settings: { type: 'text', use_markdown: true }, ...stamps },
  { id: 'f2', name: 'image', title: 'Picture', required: false, settings: { type: 'image' }, ...stamps },
] as Field[];

const questions: Question[] = [
  {
    id: 'q1', name: 'sentiment', title: 'Sentiment', description: 'Overall', required: true,
    settings: { type: 'label_selection', options: [{ value: 'pos', text: 'Positive' }, { value: "it's", text: 'Quote' }], visible_options: null }, ...stamps,
  },
  { id: 'q2', name: 'quality', title: 'Quality', description: null, required: false, settings: { type: 'rating', options: [{ value: 1 }, { value: 2 }] }, ...stamps },
  { id: 'q3', name: 'comment', title: 'Comment', description: null, required: false, settings: { type: 'text', use_markdown: false }, ...stamps },
] as Question[];

const metadataProperties: MetadataProperty[] = [
  { id: 'm1', name: 'source', title: 'Source', settings: { type: 'terms', values: ['web', 'news'] }, visible_for_annotators: true, ...stamps },
  { id: 'm2', name: 'length', title: 'Length', settings: { type: 'integer', min: 0, max: 10 }, visible_for_annotators: false, ...stamps },
  { id: 'm3', name: 'score', title: 'Score', settings: { type: 'float', min: null, max: null }, visible_for_annotators: true, ...stamps },
] as MetadataProperty[];

const vectorsSettings: VectorSettings[] = [{ id: 'v1', name: 'emb', title: 'Embedding', dimensions: 3, ...stamps }];

const input: DatasetCardInput = {
  repoId: 'acme/reviews',
  guidelines: 'Read it **all**.',
  fields,
  questions,
  metadataProperties,
  vectorsSettings,
  argillaRecord: { id: 'r1', fields: { text: '<b>café</b> & more' }, status: 'pending', _server_id: 'abc' },
  huggingfaceRecord: { text: '<b>café</b> & more', id: 'r1' },
  split: { subset: 'default', split: 'train', features: [{ name: 'text', dtype: 'string' }], rows: 1500, numBytes: 10, downloadSize: 20 },
};

describe('the dataset card', () => {
  const card = datasetCard(input);

  it('opens with the card data and what push_to_hub writes', () => {
    expect(card.startsWith([
      '---',
      'size_categories: 1K<n<10K',
      'tags:',
      '- rlfh',
      '- argilla',
      '- human-feedback',
      'dataset_info:',
      '  features:',
      '  - name: text',
      '    dtype: string',
      '  splits:',
      '  - name: train',
      '    num_bytes: 10',
      '    num_examples: 1500',
      '  download_size: 20',
      '  dataset_size: 10',
      'configs:',
      '- config_name: default',
      '  data_files:',
      '  - split: train',
      '    path: data/train-*',
      '---',
      '',
      '# Dataset Card for reviews',
      '',
    ].join('\n'))).toBe(true);
    expect(card.endsWith('### Contributions\n\n[More Information Needed]\n')).toBe(true);
  });

  it('shows how to load it with Argilla and with datasets', () => {
    expect(card).toContain('ds = rg.Dataset.from_hub("acme/reviews", settings="auto")');
    expect(card).toContain('ds = load_dataset("acme/reviews")');
  });

  it('tables the settings as the template prints the SDK objects', () => {
    expect(card).toContain('| text | Text \\| body | text | True | True |');
    expect(card).toContain('| image | Picture | image | False |  |');
    expect(card).toContain(`| sentiment | Sentiment | label_selection | True | Overall | ['pos', "it's"] |`);
    expect(card).toContain('| quality | Quality | rating | False | N/A | [1, 2] |');
    expect(card).toContain('| comment | Comment | text | False | N/A | N/A |');
    expect(card).toContain(`| source | Source | terms | ['web', 'news'] | True |`);
    expect(card).toContain('| length | Length | integer | 0 - 10 | False |');
    expect(card).toContain('| score | Score | float | None - None | True |');
    expect(card).toContain('| emb | Embedding | [1, 3] |');
    expect(card).toContain('#### Annotation guidelines\n\nRead it **all**.');
    expect(card).toContain('The dataset contains a single split, which is `train`.');
  });

  it('shows the record as Jinja\'s tojson does: sorted keys, ASCII, HTML-safe', () => {
    expect(card).toContain([
      '```json',
      '{',
      '    "_server_id": "abc",',
      '    "fields": {',
      '        "text": "\\u003cb\\u003ecaf\\u00e9\\u003c/b\\u003e \\u0026 more"',
      '    },',
      '    "id": "r1",',
      '    "status": "pending"',
      '}',
      '```',
    ].join('\n'));
  });

  it('leaves out the metadata and vectors sections of a dataset without them', () => {
    const bare = datasetCard({ ...input, metadataProperties: [], vectorsSettings: [], guidelines: null, argillaRecord: null, huggingfaceRecord: null });
    expect(bare).not.toContain('### Metadata');
    expect(bare).not.toContain('### Vectors');
    expect(bare).toContain('#### Annotation guidelines\n\n[More Information Needed]');
    expect(bare).toContain('```json\nnull\n```');
  });

  it('names a subset other than default in its header', () => {
    const other = datasetCard({ ...input, split: { ...input.split, subset: 'en', split: 'test' } });
    expect(other).toContain('dataset_info:\n  config_name: en\n');
    expect(other).toContain('- config_name: en\n  data_files:\n  - split: test\n    path: en/test-*\n');
  });

  it('is pure', () => {
    expect(datasetCard(input)).toBe(card);
  });
});

describe('the values as Python prints them', () => {
  it('sizes as the SDK names them', () => {
    expect(sizeCategory(0)).toBe('n<1K');
    expect(sizeCategory(999)).toBe('n<1K');
    expect(sizeCategory(1000)).toBe('1K<n<10K');
    expect(sizeCategory(2_000_000)).toBe('1M<n<10M');
  });

  it('prints booleans, None and lists', () => {
    expect(pythonText(true)).toBe('True');
    expect(pythonText(null)).toBe('None');
    expect(pythonText(['a', 1, 'b\'c', 'say "hi" it\'s'])).toBe(`['a', 1, "b'c", 'say "hi" it\\'s']`);
  });

  it('dumps JSON as tojson does', () => {
    expect(jinjaJson({ b: [1, { d: 'x', c: "'" }], a: '😀' })).toBe('{\n    "a": "\\ud83d\\ude00",\n    "b": [\n        1,\n        {\n            "c": "\\u0027",\n            "d": "x"\n        }\n    ]\n}');
  });
});
