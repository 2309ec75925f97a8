import type { MetadataProperty } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../src/shared/api/errors';
import {
  UNASSIGNED_FILTER,
  matchesEverything,
  newCondition,
  parseDecimal,
  refusalOf,
  ruleBody,
  splitBody,
  termOptions,
  toggled,
} from '../src/features/dataset/settings/assignment/assignment-body';

describe('splitting records among annotators', () => {
  it('sends the chosen annotators, how many answer each record, and whether only unassigned records', () => {
    expect(splitBody({ userIds: ['a', 'b', 'c'], perRecord: ' 2 ', onlyUnassigned: true })).toEqual({
      body: { user_ids: ['a', 'b', 'c'], per_record: 2, only_unassigned: true },
    });
  });

  it('refuses no annotator, a count that is not a whole number of at least one, and more per record than chosen', () => {
    expect(splitBody({ userIds: [], perRecord: '1', onlyUnassigned: false })).toEqual({ problem: 'noAnnotators' });
    for (const perRecord of ['', '0', '-1', '1.5', 'two']) {
      expect(splitBody({ userIds: ['a'], perRecord, onlyUnassigned: false }), perRecord).toEqual({ problem: 'perRecordInvalid' });
    }
    expect(splitBody({ userIds: ['a', 'b'], perRecord: '3', onlyUnassigned: false })).toEqual({ problem: 'perRecordTooMany' });
  });
});

describe('assigning the records a rule matches', () => {
  const base = { userIds: ['a'], text: '', conditions: [], onlyUnassigned: false, replace: false };

  it('is every record without text or conditions', () => {
    expect(ruleBody(base, 'en')).toEqual({ body: { user_ids: ['a'], query: null, filters: null, replace: false } });
    expect(matchesEverything(base)).toBe(true);
    expect(matchesEverything({ ...base, onlyUnassigned: true })).toBe(false);
  });

  it('searches the text and keeps every condition, terms and ranges, with only the unassigned records last', () => {
    const result = ruleBody(
      {
        userIds: ['a', 'b'],
        text: '  refund ',
        conditions: [
          { kind: 'terms', property: 'lang', values: ['en', 'de'] },
          { kind: 'range', property: 'score', min: '0,5', max: '' },
          { kind: 'range', property: 'length', min: '', max: '100' },
        ],
        onlyUnassigned: true,
        replace: true,
      },
      'de',
    );
    expect(result).toEqual({
      body: {
        user_ids: ['a', 'b'],
        query: { text: { q: 'refund' } },
        filters: {
          and: [
            { type: 'terms', scope: { entity: 'metadata', metadata_property: 'lang' }, values: ['en', 'de'] },
            { type: 'range', scope: { entity: 'metadata', metadata_property: 'score' }, ge: 0.5, le: null },
            { type: 'range', scope: { entity: 'metadata', metadata_property: 'length' }, ge: null, le: 100 },
            UNASSIGNED_FILTER,
          ],
        },
        replace: true,
      },
    });
    expect(UNASSIGNED_FILTER).toEqual({ type: 'terms', scope: { entity: 'review', property: 'assignee' }, values: ['none'] });
  });

  it('names the first problem and the condition it is in', () => {
    expect(ruleBody({ ...base, userIds: [] }, 'en')).toEqual({ problem: { kind: 'noAnnotators' } });
    const conditions = (condition: Parameters<typeof ruleBody>[0]['conditions'][number]) => ({
      ...base,
      conditions: [{ kind: 'terms' as const, property: 'lang', values: ['en'] }, condition],
    });
    expect(ruleBody(conditions({ kind: 'terms', property: 'x', values: [] }), 'en')).toEqual({ problem: { kind: 'noValues', condition: 1 } });
    expect(ruleBody(conditions({ kind: 'range', property: 'x', min: ' ', max: '' }), 'en')).toEqual({ problem: { kind: 'noBounds', condition: 1 } });
    expect(ruleBody(conditions({ kind: 'range', property: 'x', min: '1a', max: '' }), 'en')).toEqual({ problem: { kind: 'badNumber', condition: 1 } });
    expect(ruleBody(conditions({ kind: 'range', property: 'x', min: '5', max: '2' }), 'en')).toEqual({ problem: { kind: 'minAboveMax', condition: 1 } });
  });

  it('starts a condition as its property asks: values to pick, or bounds to type', () => {
    const property = (settings: MetadataProperty['settings']) => ({ name: 'p', settings }) as MetadataProperty;
    expect(newCondition(property({ type: 'terms', values: ['x'] }))).toEqual({ kind: 'terms', property: 'p', values: [] });
    expect(newCondition(property({ type: 'integer', min: null, max: null }))).toEqual({ kind: 'range', property: 'p', min: '', max: '' });
  });

  it("offers the settings' values, then the records' others, each once, as text", () => {
    expect(termOptions(['a', 'b'], ['b', 'c', 1, null])).toEqual(['a', 'b', 'c', '1']);
    expect(termOptions(null, [true])).toEqual(['true']);
    expect(termOptions(null)).toEqual([]);
  });
});

describe('numbers typed in a bound', () => {
  it('reads the language’s decimal comma, plain numbers, and a minus', () => {
    expect(parseDecimal('2,5', 'de')).toBe(2.5);
    expect(parseDecimal('2.5', 'en')).toBe(2.5);
    expect(parseDecimal('-3', 'en')).toBe(-3);
    expect(parseDecimal('\u22123', 'en')).toBe(-3);
    expect(parseDecimal('.5', 'en')).toBe(0.5);
    expect(parseDecimal('1e3', 'en')).toBe(1000);
    expect(parseDecimal('  ', 'en')).toBeNull();
  });

  it('refuses anything that is not one number', () => {
    for (const text of ['1,5', '1.2.3', 'abc', '1 000']) expect(parseDecimal(text, 'en'), text).toBeNaN();
  });
});

describe('a refused change', () => {
  it('is said by what went wrong', () => {
    expect(refusalOf(new HttpError(403, {}, '/x'))).toBe('forbidden');
    expect(refusalOf(new HttpError(404, {}, '/x'))).toBe('notFound');
    expect(refusalOf(new HttpError(422, { detail: 'no' }, '/x'))).toBe('invalid');
    expect(refusalOf(new HttpError(409, { detail: 'no' }, '/x'))).toBe('invalid');
    expect(refusalOf(new NetworkError('/x'))).toBe('network');
    expect(refusalOf(new HttpError(500, {}, '/x'))).toBe('other');
  });
});

describe('choosing people', () => {
  it('adds a person at the end, or takes them out', () => {
    expect(toggled(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });
});
