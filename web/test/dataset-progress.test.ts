import { describe, expect, it } from 'vitest';
import { RESPONSE_STATUSES, hasNoRecords, isProgressComplete, personalCounts, shareOf } from '../src/features/dataset/progress';

const metrics = (total: number) => ({ responses: { total, submitted: 0, discarded: 0, draft: 0, pending: total }, queue: { pending: total } });

describe('isProgressComplete', () => {
  it('is complete when every record is completed', () => {
    expect(isProgressComplete({ total: 4, completed: 4 })).toBe(true);
    expect(isProgressComplete({ total: 4, completed: 3 })).toBe(false);
  });

  it('is not complete when there is nothing to do', () => {
    expect(isProgressComplete({ total: 0, completed: 0 })).toBe(false);
  });
});

describe('shareOf', () => {
  it('gives the completed share with at most two decimals of a percent', () => {
    expect(shareOf(1, 3)).toBe(0.3333);
    expect(shareOf(2, 3)).toBe(0.6667);
    expect(shareOf(1, 8)).toBe(0.125);
    expect(shareOf(5, 5)).toBe(1);
  });

  it('is zero for an empty dataset instead of dividing by zero', () => {
    expect(shareOf(0, 0)).toBe(0);
  });

  it('formats as the progress text wants it', () => {
    const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 });
    expect(percent.format(shareOf(1, 3))).toBe('33.33%');
    expect(percent.format(shareOf(1, 2))).toBe('50%');
  });
});

describe('hasNoRecords', () => {
  it('reads team progress first', () => {
    expect(hasNoRecords({ total: 0 }, metrics(5))).toBe(true);
    expect(hasNoRecords({ total: 3 }, undefined)).toBe(false);
  });

  it('falls back to the person’s metrics when progress is not there', () => {
    expect(hasNoRecords(undefined, metrics(0))).toBe(true);
    expect(hasNoRecords(undefined, metrics(2))).toBe(false);
  });

  it('does not decide while nothing has answered, so no empty state flashes', () => {
    expect(hasNoRecords(undefined, undefined)).toBeUndefined();
  });
});

describe('RESPONSE_STATUSES', () => {
  it('lists what is left before what is done', () => {
    expect(RESPONSE_STATUSES).toEqual(['pending', 'draft', 'discarded', 'submitted']);
  });
});

describe('personalCounts', () => {
  it('counts pending as the person’s queue, and says apart what the team completed without them', () => {
    // 300 records: 239 in the queue, 61 completed by the team, none answered by the person.
    const counts = personalCounts({ responses: { total: 300, submitted: 0, discarded: 0, draft: 0, pending: 300 }, queue: { pending: 239 } });
    expect(counts).toEqual({ pending: 239, draft: 0, discarded: 0, submitted: 0, completedByTeam: 61 });
  });

  it('adds up to every record with the person’s own answers', () => {
    const counts = personalCounts({ responses: { total: 10, submitted: 3, discarded: 1, draft: 2, pending: 4 }, queue: { pending: 3 } });
    expect(counts.pending + counts.completedByTeam + counts.draft + counts.discarded + counts.submitted).toBe(10);
    expect(counts.completedByTeam).toBe(1);
  });
});
