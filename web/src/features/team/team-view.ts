import type { Role, User, Workspace } from '@gloss/contract';
import { compareServerTimestamps } from '../../shared/format/timestamps';

/** One person on the Team page, with the names of their workspaces. */
export interface TeamMember {
  user: User;
  /** Sorted workspace names; `all` for an owner, who sees every workspace without being a member. */
  workspaces: readonly string[] | 'all';
}

export type TeamSort = 'person' | 'role' | 'created' | 'lastSignIn';
export type SortOrder = 'asc' | 'desc';

/** What the list shows: the search and the sort, kept in the URL (`q`, `sort`, `order`). */
export interface TeamView {
  query: string;
  sort: TeamSort;
  order: SortOrder;
}

export const DEFAULT_TEAM_VIEW: TeamView = { query: '', sort: 'person', order: 'asc' };

const SORT_PARAMS: Record<TeamSort, string> = { person: 'person', role: 'role', created: 'created', lastSignIn: 'last-sign-in' };
const ROLE_RANK: Record<Role, number> = { owner: 0, admin: 1, annotator: 2 };

/**
 * The people to list: `users` when the viewer may list accounts (owners), else everyone in the
 * workspaces whose members they could read (admins), once each.
 */
export function teamMembers(
  users: readonly User[] | null,
  workspaces: readonly Workspace[],
  membersByWorkspace: ReadonlyMap<string, readonly User[] | undefined>,
): TeamMember[] {
  const namesByUser = new Map<string, string[]>();
  const seen = new Map<string, User>();
  for (const workspace of workspaces) {
    for (const member of membersByWorkspace.get(workspace.id) ?? []) {
      if (!seen.has(member.id)) seen.set(member.id, member);
      const names = namesByUser.get(member.id) ?? [];
      names.push(workspace.name);
      namesByUser.set(member.id, names);
    }
  }
  return (users ?? [...seen.values()]).map((user) => ({
    user,
    workspaces: user.role === 'owner' ? 'all' : [...(namesByUser.get(user.id) ?? [])].sort((a, b) => a.localeCompare(b)),
  }));
}

/** Lower case without accents, so "jose" finds "José". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** People matching every word of the search in their username, names or workspace names. */
export function filterTeam(members: readonly TeamMember[], query: string): TeamMember[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...members];
  return members.filter(({ user, workspaces }) => {
    const haystack = folded([user.username, user.first_name, user.last_name ?? '', ...(workspaces === 'all' ? [] : workspaces)].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

function compareBy(sort: TeamSort, language: string): (a: TeamMember, b: TeamMember) => number {
  switch (sort) {
    case 'role':
      return (a, b) => ROLE_RANK[a.user.role] - ROLE_RANK[b.user.role];
    case 'created':
      return (a, b) => compareServerTimestamps(a.user.inserted_at, b.user.inserted_at);
    case 'lastSignIn':
      // Never signed in reads as the oldest sign-in: last when the most recent come first.
      return (a, b) => compareServerTimestamps(a.user.last_signed_in_at, b.user.last_signed_in_at);
    case 'person':
      return (a, b) => a.user.username.localeCompare(b.user.username, language);
  }
}

/**
 * Sorted by one column in either direction; ties by username, A to Z, whatever the direction. Two missing
 * timestamps subtract to NaN, read as a tie.
 */
export function sortTeam(members: readonly TeamMember[], sort: TeamSort, order: SortOrder, language: string): TeamMember[] {
  const primary = compareBy(sort, language);
  const direction = order === 'asc' ? 1 : -1;
  const byName = compareBy('person', language);
  return [...members].sort((a, b) => direction * (primary(a, b) || 0) || byName(a, b));
}

/** A click on a column: the same column reverses, another starts ascending (dates: newest first). */
export function toggleTeamSort(view: TeamView, sort: TeamSort): TeamView {
  if (view.sort === sort) return reverseTeamOrder(view);
  return chooseTeamSort(view, sort);
}

/** The sort picked from a list (the narrow layout's): a new one starts the way a column click would. */
export function chooseTeamSort(view: TeamView, sort: TeamSort): TeamView {
  if (view.sort === sort) return view;
  const newestFirst = sort === 'created' || sort === 'lastSignIn';
  return { ...view, sort, order: newestFirst ? 'desc' : 'asc' };
}

export function reverseTeamOrder(view: TeamView): TeamView {
  return { ...view, order: view.order === 'asc' ? 'desc' : 'asc' };
}

/** The view in a URL query; unknown values fall back to the defaults rather than failing the link. */
export function parseTeamView(query: Readonly<Record<string, string>>): TeamView {
  const sort = (Object.keys(SORT_PARAMS) as TeamSort[]).find((key) => SORT_PARAMS[key] === query.sort) ?? DEFAULT_TEAM_VIEW.sort;
  const order: SortOrder = query.order === 'desc' ? 'desc' : query.order === 'asc' ? 'asc' : DEFAULT_TEAM_VIEW.order;
  return { query: query.q ?? '', sort, order };
}

/** The query parameters of a view, leaving out what is the default. */
export function teamViewQuery(view: TeamView): Record<string, string> {
  const query: Record<string, string> = {};
  if (view.query.trim()) query.q = view.query;
  if (view.sort !== DEFAULT_TEAM_VIEW.sort || view.order !== DEFAULT_TEAM_VIEW.order) {
    query.sort = SORT_PARAMS[view.sort];
    query.order = view.order;
  }
  return query;
}

/** How many owners the list holds: the last one keeps their role and account. */
export function ownerCount(members: readonly TeamMember[]): number {
  return members.filter((member) => member.user.role === 'owner').length;
}
