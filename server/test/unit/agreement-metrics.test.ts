import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cohenKappa } from '../../src/compositions/agreement/metrics/cohen-kappa.js';
import { fleissKappa } from '../../src/compositions/agreement/metrics/fleiss-kappa.js';
import { type MeasurementLevel, krippendorffAlpha } from '../../src/compositions/agreement/metrics/krippendorff-alpha.js';
import { type SpanItem, spanF1 } from '../../src/compositions/agreement/metrics/span-f1.js';
import { spearmanRho } from '../../src/compositions/agreement/metrics/spearman.js';
import { tokenize } from '../../src/compositions/agreement/span-tokens.js';

/**
 * The agreement measures against the reference packages' values: expected.json is written (and checked in
 * the compat suite) by compat/tests/agreement_reference.py with scikit-learn, krippendorff, scipy and
 * statsmodels, from the cases beside it. NaN here is null there (undefined).
 */
const read = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/agreement/${name}`, import.meta.url), 'utf8'));
const cases = read('cases.json');
const expected = read('expected.json');

type Named = { name: string };

function expectValue(actual: number, reference: number | null): void {
  if (reference === null) expect(actual).toBeNaN();
  else expect(Math.abs(actual - reference)).toBeLessThanOrEqual(1e-9);
}

function eachCase<C extends Named>(measure: string, compute: (item: C) => number): void {
  const items = cases[measure] as C[];
  it('has a reference value for every case', () => {
    expect(Object.keys(expected[measure]).sort()).toEqual(items.map((item) => item.name).sort());
  });
  it.each(items.map((item) => [item.name, item] as const))('%s', (name, item) => {
    expectValue(compute(item), expected[measure][name]);
  });
}

type Pair = Named & { first: (string | number)[]; second: (string | number)[]; labels?: (string | number)[] };

describe("Cohen's kappa (scikit-learn cohen_kappa_score)", () => {
  eachCase<Pair>('cohen_kappa', (item) => cohenKappa(item.first, item.second));
});

describe("quadratic-weighted Cohen's kappa (cohen_kappa_score, weights='quadratic')", () => {
  eachCase<Pair>('weighted_kappa', (item) => cohenKappa(item.first, item.second, { weights: 'quadratic', labels: item.labels }));
});

describe("Fleiss' kappa (statsmodels fleiss_kappa)", () => {
  eachCase<Named & { table: number[][] }>('fleiss_kappa', (item) => fleissKappa(item.table));
});

describe("Krippendorff's alpha (krippendorff.alpha)", () => {
  eachCase<Named & { level: MeasurementLevel; data: (number | null)[][]; value_domain?: number[] }>('krippendorff_alpha', (item) =>
    krippendorffAlpha(item.data, item.level, item.value_domain),
  );
});

describe("Spearman's rho (scipy spearmanr, average ranks for ties)", () => {
  eachCase<Named & { first: number[]; second: number[] }>('spearman_rho', (item) => spearmanRho(item.first, item.second));
});

describe('span tokens', () => {
  it.each((cases.tokens as (Named & { text: string })[]).map((item) => [item.name, item] as const))('%s', (name, item) => {
    const tokens = tokenize(item.text);
    expect(tokens.starts.map((start, index) => [start, tokens.ends[index]])).toEqual(expected.tokens[name]);
  });
});

describe('token-level span F1 (scikit-learn f1_score, micro)', () => {
  eachCase<Named & { labels: string[]; records: { text: string; first: SpanItem[]; second: SpanItem[] }[] }>('span_f1', (item) =>
    spanF1(item.records, item.labels),
  );
});
