import type { PairAgreement } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { bandOf, missingReason, toneOf, toneOfFigure } from '../src/features/dataset/team/agreement-bands';
import { formatFigure, hasFigures, headlineOf, otherFiguresOf } from '../src/features/dataset/team/agreement-format';
import { ANY_DISAGREEMENT, DISAGREEMENT_PARAM, disagreementPath } from '../src/features/dataset/team/disagreement-link';
import { pairMatrix } from '../src/features/dataset/team/pair-matrix';

describe('the reading of an agreement figure', () => {
  it("reads kappa and alpha in Landis & Koch's bands, each upper bound inside its band", () => {
    const cases: [number, string][] = [
      [-0.3, 'poor'],
      [-0.0001, 'poor'],
      [0, 'slight'],
      [0.2, 'slight'],
      [0.21, 'fair'],
      [0.4, 'fair'],
      [0.41, 'moderate'],
      [0.6, 'moderate'],
      [0.61, 'substantial'],
      [0.8, 'substantial'],
      [0.81, 'almostPerfect'],
      [1, 'almostPerfect'],
    ];
    for (const metric of ['cohen_kappa', 'weighted_kappa', 'fleiss_kappa', 'krippendorff_alpha'] as const) {
      for (const [value, band] of cases) expect(bandOf(metric, value), `${metric} ${value}`).toBe(band);
    }
  });

  it('reads a rank correlation by its strength, a negative one as opposed', () => {
    expect(bandOf('spearman_rho', -0.5)).toBe('opposed');
    expect(bandOf('spearman_rho', 0.1)).toBe('veryWeak');
    expect(bandOf('spearman_rho', 0.3)).toBe('weak');
    expect(bandOf('spearman_rho', 0.5)).toBe('moderate');
    expect(bandOf('spearman_rho', 0.7)).toBe('strong');
    expect(bandOf('spearman_rho', 0.95)).toBe('veryStrong');
  });

  it('gives token F1 no band, and no figure without a value a band at all', () => {
    expect(bandOf('span_f1', 0.9)).toBeNull();
    expect(bandOf('cohen_kappa', null)).toBeNull();
    expect(bandOf('cohen_kappa', Number.NaN)).toBeNull();
  });

  it('colours bands good, middling or bad, and a token F1 cell by the same cut-offs as kappa', () => {
    expect(toneOf('almostPerfect')).toBe('good');
    expect(toneOf('moderate')).toBe('middling');
    expect(toneOf('slight')).toBe('bad');
    expect(toneOfFigure('span_f1', 0.9)).toBe('good');
    expect(toneOfFigure('span_f1', 0.5)).toBe('middling');
    expect(toneOfFigure('span_f1', 0.2)).toBe('bad');
    expect(toneOfFigure('cohen_kappa', 0.7)).toBe('good');
    expect(toneOfFigure('cohen_kappa', null)).toBeNull();
  });

  it('says why a figure is missing: too few records, else answers that never vary', () => {
    expect(missingReason(0)).toBe('fewRecords');
    expect(missingReason(1)).toBe('fewRecords');
    expect(missingReason(2)).toBe('noVariation');
  });
});

describe('agreement figures as written', () => {
  it('writes two decimals in the language', () => {
    expect(formatFigure(0.6234, 'en')).toBe('0.62');
    expect(formatFigure(0.6234, 'de')).toBe('0,62');
    expect(formatFigure(0.6234, 'es')).toBe('0,62');
    expect(formatFigure(1, 'en')).toBe('1.00');
    expect(formatFigure(-0.1, 'en')).toBe('-0.10');
  });

  it('takes the first overall figure as the headline and the rest as other measures', () => {
    const overall = [
      { metric: 'krippendorff_alpha' as const, value: 0.5, records: 10 },
      { metric: 'fleiss_kappa' as const, value: 0.48, records: 10 },
    ];
    expect(headlineOf({ overall })).toEqual(overall[0]);
    expect(otherFiguresOf({ overall })).toEqual([overall[1]]);
    expect(headlineOf({ overall: [] })).toBeNull();
    expect(hasFigures({ overall: [], pairs: [] })).toBe(false);
    expect(hasFigures({ overall, pairs: [] })).toBe(true);
  });
});

describe('the link to disagreeing records', () => {
  it("opens the review view with the question's name, or any question", () => {
    expect(DISAGREEMENT_PARAM).toBe('disagreement');
    expect(disagreementPath('d-1', 'sentiment')).toBe('/dataset/d-1/review?disagreement=sentiment');
    expect(disagreementPath('d-1')).toBe(`/dataset/d-1/review?disagreement=${ANY_DISAGREEMENT}`);
    expect(disagreementPath('d 1', 'a&b')).toBe('/dataset/d%201/review?disagreement=a%26b');
  });
});

describe('the pair matrix', () => {
  const pair = (a: [string, string], b: [string, string], value: number | null, records = 5): PairAgreement => ({
    user_ids: [a[0], b[0]],
    usernames: [a[1], b[1]],
    metric: 'cohen_kappa',
    value,
    records,
  });
  const ann = ['u1', 'ann'] as [string, string];
  const bob = ['u2', 'bob'] as [string, string];
  const cid = ['u3', 'cid'] as [string, string];

  it('is symmetric with an empty diagonal, people in the given order', () => {
    const matrix = pairMatrix([pair(ann, bob, 0.5), pair(bob, cid, null, 1)], [
      { userId: 'u3', username: 'cid' },
      { userId: 'u1', username: 'ann' },
      { userId: 'u2', username: 'bob' },
    ]);
    expect(matrix.people.map((person) => person.username)).toEqual(['cid', 'ann', 'bob']);
    expect(matrix.cells[1]![2]).toEqual({ metric: 'cohen_kappa', value: 0.5, records: 5 });
    expect(matrix.cells[2]![1]).toBe(matrix.cells[1]![2]);
    expect(matrix.cells[0]![2]).toEqual({ metric: 'cohen_kappa', value: null, records: 1 });
    for (let index = 0; index < 3; index++) expect(matrix.cells[index]![index]).toBeNull();
    // ann and cid share no record.
    expect(matrix.cells[0]![1]).toBeNull();
  });

  it('lists only people some pair names; people the order lacks come after, by name', () => {
    const matrix = pairMatrix([pair(cid, bob, 0.2), pair(ann, cid, 0.3)], [{ userId: 'u9', username: 'zed' }, { userId: 'u3', username: 'cid' }]);
    expect(matrix.people.map((person) => person.username)).toEqual(['cid', 'ann', 'bob']);
  });

  it('is empty without pairs', () => {
    expect(pairMatrix([])).toEqual({ people: [], cells: [] });
  });
});
