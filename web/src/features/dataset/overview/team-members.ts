import type { TeamMemberProgress } from '@gloss/contract';
import { DEFAULT_MEMBER_SORT, sortMembers } from '../team/progress-view';

/** The progress panel lists this many people; the Team tab has everyone. */
export const PANEL_MEMBERS_MAX = 6;

/**
 * The people the progress panel lists: those with something to count (records assigned, or answers), most
 * submitted first as on the Team tab, at most PANEL_MEMBERS_MAX; and how many more there are.
 */
export function panelMembers(members: readonly TeamMemberProgress[], language: string): { shown: TeamMemberProgress[]; hidden: number } {
  const active = members.filter((member) => (member.assigned ?? 0) > 0 || member.submitted + member.discarded + member.draft > 0);
  const sorted = sortMembers(active, DEFAULT_MEMBER_SORT, language);
  return { shown: sorted.slice(0, PANEL_MEMBERS_MAX), hidden: Math.max(0, sorted.length - PANEL_MEMBERS_MAX) };
}
