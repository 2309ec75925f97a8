import { describe, expect, it } from 'vitest';
import { ANALYZE_AFTER_RECORDS, ANALYZE_AFTER_SHARE, PlannerStatistics } from '../../src/db/planner-statistics.js';

/** An analysis that finishes only when the test says so. */
function controlledAnalysis() {
  const finishes: Array<(error?: Error) => void> = [];
  const analyze = () =>
    new Promise<void>((resolve, reject) => {
      finishes.push((error) => (error ? reject(error) : resolve()));
    });
  return { analyze, started: () => finishes.length, finish: (error?: Error) => finishes.shift()!(error) };
}

describe('PlannerStatistics: when the record tables are analyzed', () => {
  it('not before enough records are written, then once', async () => {
    const analysis = controlledAnalysis();
    const keeper = new PlannerStatistics(analysis.analyze, () => {});
    keeper.recordsWritten(ANALYZE_AFTER_RECORDS - 1);
    expect(analysis.started()).toBe(0);
    keeper.recordsWritten(1);
    expect(analysis.started()).toBe(1);
    analysis.finish();
    await keeper.settled();
    expect(analysis.started()).toBe(0);
  });

  it('never two at once: records written meanwhile count toward one more, run after the first', async () => {
    const analysis = controlledAnalysis();
    const keeper = new PlannerStatistics(analysis.analyze, () => {});
    keeper.recordsWritten(ANALYZE_AFTER_RECORDS);
    keeper.recordsWritten(ANALYZE_AFTER_RECORDS);
    keeper.recordsWritten(ANALYZE_AFTER_RECORDS);
    expect(analysis.started()).toBe(1);
    analysis.finish();
    await new Promise((resolve) => setImmediate(resolve));
    // 2,000 written meanwhile against 1,000 analyzed: due again, once.
    expect(analysis.started()).toBe(1);
    analysis.finish();
    await keeper.settled();
    expect(analysis.started()).toBe(0);
  });

  it('on a large table, only once a share of it has changed', async () => {
    const analysis = controlledAnalysis();
    const keeper = new PlannerStatistics(analysis.analyze, () => {});
    const large = 100_000;
    keeper.recordsWritten(large);
    analysis.finish();
    await keeper.settled();
    keeper.recordsWritten(large * ANALYZE_AFTER_SHARE - 1);
    expect(analysis.started()).toBe(0);
    keeper.recordsWritten(1);
    expect(analysis.started()).toBe(1);
    analysis.finish();
    await keeper.settled();
  });

  it('a failed analysis is reported, and the next one still runs', async () => {
    const analysis = controlledAnalysis();
    const errors: unknown[] = [];
    const keeper = new PlannerStatistics(analysis.analyze, (error) => errors.push(error));
    keeper.recordsWritten(ANALYZE_AFTER_RECORDS);
    analysis.finish(new Error('the database is shutting down'));
    await keeper.settled();
    expect(errors).toEqual([new Error('the database is shutting down')]);
    keeper.recordsWritten(ANALYZE_AFTER_RECORDS);
    expect(analysis.started()).toBe(1);
    analysis.finish();
    await keeper.settled();
  });
});
