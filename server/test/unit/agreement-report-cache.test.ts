import { describe, expect, it } from 'vitest';
import { AgreementReports, REPORTS_KEPT, SETTLED_AFTER_MS, type ComputedReport, type ReportBasis } from '../../src/compositions/agreement/report-cache.js';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 23) + '123';
const settledBasis = (overrides: Partial<ReportBasis> = {}): ReportBasis => ({
  questions: [['q1', '2026-11-01T00:00:00.000000']],
  submitted: 10,
  lastWrittenAt: stamp(NOW - SETTLED_AFTER_MS - 1000),
  ...overrides,
});

function counting() {
  let calls = 0;
  const compute = async (): Promise<ComputedReport> => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { tally: { annotators: [], questions: [] }, computedAt: `run ${calls}` };
  };
  return { compute, calls: () => calls };
}

describe('agreement reports kept while their basis stands', () => {
  it('computes a report once while the questions and submitted responses stay as they were', async () => {
    const reports = new AgreementReports(() => NOW);
    const { compute, calls } = counting();
    const first = await reports.report('d1', settledBasis(), compute);
    const second = await reports.report('d1', settledBasis(), compute);
    expect(calls()).toBe(1);
    expect(second).toBe(first);
  });

  it('computes again when a response is submitted, withdrawn or rewritten, or a question changes', async () => {
    const changes: Partial<ReportBasis>[] = [
      { submitted: 11 },
      { submitted: 9 },
      { lastWrittenAt: stamp(NOW - SETTLED_AFTER_MS - 1) },
      { questions: [['q1', '2026-11-02T00:00:00.000000']] },
      { questions: [['q1', '2026-11-01T00:00:00.000000'], ['q2', '2026-11-01T00:00:00.000000']] },
      { submitted: 0, lastWrittenAt: null },
    ];
    for (const change of changes) {
      const reports = new AgreementReports(() => NOW);
      const { compute, calls } = counting();
      await reports.report('d1', settledBasis(), compute);
      const report = await reports.report('d1', settledBasis(change), compute);
      expect(calls()).toBe(2);
      expect(report.computedAt).toBe('run 2');
    }
  });

  it('shares one computation among the requests made while it runs', async () => {
    const reports = new AgreementReports(() => NOW);
    const { compute, calls } = counting();
    const answers = await Promise.all(Array.from({ length: 8 }, () => reports.report('d1', settledBasis(), compute)));
    expect(calls()).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps no report resting on a write too recent to be sure it was committed, but shares it while it runs', async () => {
    const reports = new AgreementReports(() => NOW);
    const { compute, calls } = counting();
    const recent = settledBasis({ lastWrittenAt: stamp(NOW - 1000) });
    await Promise.all([reports.report('d1', recent, compute), reports.report('d1', recent, compute)]);
    expect(calls()).toBe(1);
    await reports.report('d1', recent, compute);
    expect(calls()).toBe(2);
  });

  it('keeps reports of different datasets apart, and drops the least recently asked for beyond its bound', async () => {
    const reports = new AgreementReports(() => NOW);
    const { compute, calls } = counting();
    for (let index = 0; index <= REPORTS_KEPT; index += 1) await reports.report(`d${index}`, settledBasis(), compute);
    expect(calls()).toBe(REPORTS_KEPT + 1);
    await reports.report(`d${REPORTS_KEPT}`, settledBasis(), compute);
    expect(calls()).toBe(REPORTS_KEPT + 1);
    await reports.report('d0', settledBasis(), compute);
    expect(calls()).toBe(REPORTS_KEPT + 2);
  });

  it('keeps nothing from a computation that failed: the next request tries again', async () => {
    const reports = new AgreementReports(() => NOW);
    let calls = 0;
    const failing = async (): Promise<ComputedReport> => {
      calls += 1;
      throw new Error('database gone');
    };
    await expect(Promise.all([reports.report('d1', settledBasis(), failing), reports.report('d1', settledBasis(), failing)])).rejects.toThrow('database gone');
    expect(calls).toBe(1);
    await expect(reports.report('d1', settledBasis(), failing)).rejects.toThrow('database gone');
    expect(calls).toBe(2);
  });
});
