import type { TeamMemberProgress } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_SORT, nextSort, relativeTime, sortMembers } from '../src/features/dataset/team/progress-view';
import { teamMember } from './team-progress-fixtures';

const member = teamMember;

const names = (members: TeamMemberProgress[]) => members.map((one) => one.username);

describe("the team's members table", () => {
  const team = [
    member('cid', { submitted: 3, assigned: 10, pace_per_hour: 1.5, last_activity_at: '2026-01-01T10:00:00' }),
    member('ann', { submitted: 7, assigned: 5, pace_per_hour: 0.5, last_activity_at: '2026-01-02T10:00:00' }),
    member('Bob', { submitted: 3 }),
  ];

  it('opens with the most submitted first, ties by name', () => {
    expect(DEFAULT_MEMBER_SORT).toEqual({ key: 'submitted', order: 'desc' });
    expect(names(sortMembers(team, DEFAULT_MEMBER_SORT, 'en'))).toEqual(['ann', 'Bob', 'cid']);
    expect(names(sortMembers(team, { key: 'submitted', order: 'asc' }, 'en'))).toEqual(['Bob', 'cid', 'ann']);
  });

  it('sorts names as the language does, ignoring case', () => {
    expect(names(sortMembers(team, { key: 'username', order: 'asc' }, 'en'))).toEqual(['ann', 'Bob', 'cid']);
    expect(names(sortMembers(team, { key: 'username', order: 'desc' }, 'en'))).toEqual(['cid', 'Bob', 'ann']);
  });

  it('keeps people without a value last whichever way: nobody assigned, never active', () => {
    expect(names(sortMembers(team, { key: 'assigned', order: 'desc' }, 'en'))).toEqual(['cid', 'ann', 'Bob']);
    expect(names(sortMembers(team, { key: 'assigned', order: 'asc' }, 'en'))).toEqual(['ann', 'cid', 'Bob']);
    expect(names(sortMembers(team, { key: 'lastActivity', order: 'desc' }, 'en'))).toEqual(['ann', 'cid', 'Bob']);
    expect(names(sortMembers(team, { key: 'lastActivity', order: 'asc' }, 'en'))).toEqual(['cid', 'ann', 'Bob']);
    expect(names(sortMembers(team, { key: 'pace', order: 'desc' }, 'en'))).toEqual(['cid', 'ann', 'Bob']);
  });

  it('turns a column around when pressed again; a new column starts at its natural order', () => {
    expect(nextSort({ key: 'submitted', order: 'desc' }, 'submitted')).toEqual({ key: 'submitted', order: 'asc' });
    expect(nextSort({ key: 'submitted', order: 'desc' }, 'username')).toEqual({ key: 'username', order: 'asc' });
    expect(nextSort({ key: 'username', order: 'asc' }, 'pace')).toEqual({ key: 'pace', order: 'desc' });
  });

  it('leaves the list it was given as it was', () => {
    const copy = [...team];
    sortMembers(team, { key: 'username', order: 'asc' }, 'en');
    expect(team).toEqual(copy);
  });
});

describe('last activity as a relative time', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('uses the largest unit that fits, in the language', () => {
    expect(relativeTime(ago(10), now, 'en')).toBe('now');
    expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3600), now, 'en')).toBe('2 hours ago');
    expect(relativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 3600), now, 'en')).toBe('3 days ago');
    expect(relativeTime(ago(15 * 24 * 3600), now, 'en')).toBe('2 weeks ago');
    expect(relativeTime(ago(400 * 24 * 3600), now, 'en')).toBe('last year');
    expect(relativeTime(ago(2 * 3600), now, 'de')).toBe('vor 2 Stunden');
    expect(relativeTime(ago(2 * 3600), now, 'es')).toBe('hace 2 horas');
  });

  it('calls a time a little ahead of this clock now', () => {
    expect(relativeTime(new Date(now.getTime() + 30_000), now, 'en')).toBe('now');
  });
});
