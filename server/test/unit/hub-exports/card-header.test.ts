// The README header of an export: YAML as PyYAML dumps it, the features as `datasets` 5 writes them for the
// export's column types (the expected text below is what `Features._to_yaml_list()` and `yaml.dump` printed
// for the same types), and the configs `push_to_hub` writes.
import { describe, expect, it } from 'vitest';
import type { ColumnKind, ExportColumn } from '../../../src/compositions/exports/columns.js';
import { arrowBytesOf, featuresJson, featuresYaml } from '../../../src/compositions/hub-exports/features.js';
import { datasetsCardData, exportTargetRefusal, parquetPathOf } from '../../../src/compositions/hub-exports/repo-layout.js';
import { toYaml, yamlScalar } from '../../../src/compositions/hub-exports/yaml.js';

const column = (name: string, kind: ColumnKind): ExportColumn => ({ name, kind, source: { from: 'field', name } });

const COLUMNS = [
  column('text', 'text'),
  column('n', 'integer'),
  column('x', 'number'),
  column('texts', 'texts'),
  column('ints', 'integers'),
  column('nums', 'numbers'),
  column('tl', 'text-lists'),
  column('chat', 'messages'),
  column('spans', 'spans'),
  column('sl', 'span-lists'),
  column('custom', 'json'),
];

describe('the features of the export columns', () => {
  it('are written as datasets writes them in a README', () => {
    expect(toYaml({ features: featuresYaml(COLUMNS) })).toBe(
      [
        'features:',
        '- name: text',
        '  dtype: string',
        '- name: n',
        '  dtype: int64',
        '- name: x',
        '  dtype: float64',
        '- name: texts',
        '  list: string',
        '- name: ints',
        '  list: int64',
        '- name: nums',
        '  list: float64',
        '- name: tl',
        '  list:',
        '    list: string',
        '- name: chat',
        '  list:',
        '  - name: role',
        '    dtype: string',
        '  - name: content',
        '    dtype: string',
        '- name: spans',
        '  list:',
        '  - name: label',
        '    dtype: string',
        '  - name: start',
        '    dtype: int64',
        '  - name: end',
        '    dtype: int64',
        '- name: sl',
        '  list:',
        '    list:',
        '    - name: label',
        '      dtype: string',
        '    - name: start',
        '      dtype: int64',
        '    - name: end',
        '      dtype: int64',
        '- name: custom',
        '  dtype: json',
      ].join('\n'),
    );
  });

  it('are Features.to_dict() as JSON', () => {
    const json = featuresJson(COLUMNS);
    expect(json.text).toEqual({ dtype: 'string', _type: 'Value' });
    expect(json.tl).toEqual({ feature: { feature: { dtype: 'string', _type: 'Value' }, _type: 'List' }, _type: 'List' });
    expect(json.chat).toEqual({ feature: { role: { dtype: 'string', _type: 'Value' }, content: { dtype: 'string', _type: 'Value' } }, _type: 'List' });
    expect(json.custom).toEqual({ _type: 'Json' });
  });

  it('estimate Arrow sizes from the values', () => {
    expect(arrowBytesOf('text', 'héllo')).toBe(4 + 6);
    expect(arrowBytesOf('text', null)).toBe(4);
    expect(arrowBytesOf('numbers', [1, 2, 3])).toBe(4 + 24);
    expect(arrowBytesOf('spans', [{ label: 'PER', start: 0, end: 5 }])).toBe(4 + 4 + 3 + 16);
  });
});

describe('YAML scalars', () => {
  it.each([
    ['plain', 'plain'],
    ['data/train-*', 'data/train-*'],
    ['n<1K', 'n<1K'],
    ['sentiment.responses.users', 'sentiment.responses.users'],
    ['yes', '"yes"'],
    ['True', '"True"'],
    ['null', '"null"'],
    ['123', '"123"'],
    ['1.5', '"1.5"'],
    ['1_000', '"1_000"'],
    ['0x1F', '"0x1F"'],
    ['1:30', '"1:30"'],
    ['2026-01-02', '"2026-01-02"'],
    ['1K<n<10K', '1K<n<10K'],
    ['3d', '3d'],
    ['a: b', '"a: b"'],
    ['-dash', '"-dash"'],
    ['', '""'],
    ['line\nbreak', '"line\\nbreak"'],
    ['é', '"é"'],
    ['\u2028', '"\\u2028"'],
  ])('%j is written %s', (value, written) => {
    expect(yamlScalar(value)).toBe(written);
  });

  it('writes numbers, booleans, null and empty collections', () => {
    expect(toYaml({ a: 1, b: true, c: null, d: [], e: {}, f: [[1, 2], 'x'] })).toBe('a: 1\nb: true\nc: null\nd: []\ne: {}\nf:\n- - 1\n  - 2\n- x');
  });
});

describe('the layout of the repo', () => {
  const info = { subset: 'default', split: 'train', features: featuresYaml([column('text', 'text')]), rows: 3, numBytes: 123, downloadSize: 456 };

  it('puts the default subset under data/, another under its own folder', () => {
    expect(parquetPathOf('default', 'train')).toBe('data/train-00000-of-00001.parquet');
    expect(parquetPathOf('reviews', 'test')).toBe('reviews/test-00000-of-00001.parquet');
  });

  it('writes dataset_info and configs as push_to_hub does', () => {
    expect(toYaml(datasetsCardData(info))).toBe(
      [
        'dataset_info:',
        '  features:',
        '  - name: text',
        '    dtype: string',
        '  splits:',
        '  - name: train',
        '    num_bytes: 123',
        '    num_examples: 3',
        '  download_size: 456',
        '  dataset_size: 123',
        'configs:',
        '- config_name: default',
        '  data_files:',
        '  - split: train',
        '    path: data/train-*',
      ].join('\n'),
    );
    const other = toYaml(datasetsCardData({ ...info, subset: 'sub' }));
    expect(other.startsWith('dataset_info:\n  config_name: sub\n  features:')).toBe(true);
    expect(other.endsWith('- config_name: sub\n  data_files:\n  - split: train\n    path: sub/train-*')).toBe(true);
  });

  it('refuses a target the Hub or datasets would refuse', () => {
    expect(exportTargetRefusal({ repo_id: 'acme/reviews', subset: 'default', split: 'train' })).toBeNull();
    expect(exportTargetRefusal({ repo_id: 'reviews', subset: 'en', split: 'validation.v2' })).toBeNull();
    expect(exportTargetRefusal({ repo_id: 'acme/re--views', subset: 'default', split: 'train' })).toContain('is not a Hugging Face repo id');
    expect(exportTargetRefusal({ repo_id: 'acme/reviews', subset: 'default', split: 'train-1' })).toContain('is not a split name');
    expect(exportTargetRefusal({ repo_id: 'acme/reviews', subset: 'data', split: 'train' })).toContain('cannot name a subset');
    expect(exportTargetRefusal({ repo_id: 'acme/reviews', subset: 'a/b', split: 'train' })).toContain('cannot name a subset');
  });
});
