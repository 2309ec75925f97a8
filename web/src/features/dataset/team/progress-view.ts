import type { TeamMemberProgress } from '@gloss/contract';
import { serverTimestampMs } from '../../../shared/format/timestamps';

export type MemberSortKey = 'username' | 'assigned' | 'submitted' | 'discarded' | 'draft' | 'pending' | 'pace' | 'lastActivity';
export interface MemberSort {
  key: MemberSortKey;
  order: 'asc' | 'desc';
}

/** The table opens with the most productive people first, as a lead reads it. */
export const DEFAULT_MEMBER_SORT: MemberSort = { key: 'submitted', order: 'desc' };

function valueOf(member: TeamMemberProgress, key: Exclude<MemberSortKey, 'username'>): number {
  switch (key) {
    case 'assigned':
      return member.assigned ?? Number.NEGATIVE_INFINITY;
    case 'pace':
      return member.pace_per_hour;
    case 'lastActivity':
      return serverTimestampMs(member.last_activity_at);
    default:
      return member[key];
  }
}

/**
 * The members in the order asked; ties, and a column equal for everyone, fall back to the name, so the
 * order never jumps between two reads. People without a value (nobody assigned, never active) go last
 * whichever way the column is sorted.
 */
export function sortMembers(members: readonly TeamMemberProgress[], sort: MemberSort, language: string): TeamMemberProgress[] {
  const byName = (a: TeamMemberProgress, b: TeamMemberProgress) => a.username.localeCompare(b.username, language);
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...members].sort((a, b) => {
    if (sort.key === 'username') return direction * byName(a, b);
    const left = valueOf(a, sort.key);
    const right = valueOf(b, sort.key);
    const leftMissing = left === Number.NEGATIVE_INFINITY;
    const rightMissing = right === Number.NEGATIVE_INFINITY;
    if (leftMissing !== rightMissing) return leftMissing ? 1 : -1;
    if (left !== right && !leftMissing) return direction * (left - right);
    return byName(a, b);
  });
}

/** The next sort when a column's header is pressed: the same column turns around, a new one starts at its natural order. */
export function nextSort(current: MemberSort, key: MemberSortKey): MemberSort {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: key === 'username' ? 'asc' : 'desc' };
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago, in the language's words ("5 minutes ago", "vor 2 Stunden", "ayer"): the largest unit
 * that fits; under a minute is "now". A time a little ahead of this clock (another machine's) is "now" too.
 */
export function relativeTime(then: Date, now: Date, language: string): string {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
