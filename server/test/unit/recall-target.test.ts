import { describe, expect, it } from 'vitest';
import { FINAL_SAMPLING, RECALL_TARGET, meetsRecallTarget } from '../../src/features/search/approximate-calibration.js';

/** `count` samples of 50 nearest rows each, finding `found(i)` of them. */
function sampled(count: number, found: (i: number) => number) {
  const perSample = Array.from({ length: count }, (_, i) => found(i) / 50);
  const total = perSample.reduce((sum, share) => sum + share * 50, 0);
  return { found: total, wanted: count * 50, perSample };
}

describe('whether a measured graph finds enough of the nearest rows', () => {
  it('judges an early look by its mean', () => {
    const early = sampled(32, (i) => (i % 4 === 0 ? 40 : 50));
    expect(meetsRecallTarget(early.found, early.wanted, early.perSample, 0.95, false)).toBe(true);
    expect(meetsRecallTarget(early.found, early.wanted, early.perSample, 0.96, false)).toBe(false);
  });

  it('holds the final measurement to the lower bound of its samples, so a spread-out sample needs a higher mean', () => {
    // Means of about 0.968: every sample finds 48 or 49 of its 50, or one in 16 finds 24 and the rest all 50.
    const even = sampled(FINAL_SAMPLING.samples, (i) => (i % 5 < 2 ? 49 : 48));
    const uneven = sampled(FINAL_SAMPLING.samples, (i) => (i % 16 === 0 ? 24 : 50));
    expect(even.found / even.wanted).toBeCloseTo(uneven.found / uneven.wanted, 2);
    expect(meetsRecallTarget(even.found, even.wanted, even.perSample, RECALL_TARGET, true)).toBe(true);
    expect(meetsRecallTarget(uneven.found, uneven.wanted, uneven.perSample, RECALL_TARGET, true)).toBe(false);
    // The same spread over a quarter as many samples is less certain.
    // Half the samples find 46 of 50, half all 50: a mean of 0.96.
    const fewer = sampled(32, (i) => (i % 2 === 0 ? 46 : 50));
    const more = sampled(128, (i) => (i % 2 === 0 ? 46 : 50));
    expect(meetsRecallTarget(fewer.found, fewer.wanted, fewer.perSample, RECALL_TARGET, true)).toBe(false);
    expect(meetsRecallTarget(more.found, more.wanted, more.perSample, RECALL_TARGET, true)).toBe(true);
  });

  it('takes a graph that finds every nearest row, and one with nothing to find', () => {
    const all = sampled(128, () => 50);
    expect(meetsRecallTarget(all.found, all.wanted, all.perSample, RECALL_TARGET, true)).toBe(true);
    expect(meetsRecallTarget(0, 0, [], RECALL_TARGET, true)).toBe(true);
  });
});
