import type { User, Workspace } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEAM_VIEW,
  filterTeam,
  ownerCount,
  parseTeamView,
  sortTeam,
  teamMembers,
  teamViewQuery,
  toggleTeamSort,
  chooseTeamSort,
  reverseTeamOrder,
  type TeamMember,
} from '../src/features/team/team-view';

function user(username: string, changes: Partial<User> = {}): User {
  return {
    id: `id-${username}`,
    username,
    first_name: username,
    last_name: null,
    role: 'annotator',
    inserted_at: '2024-01-01T00:00:00.000000',
    updated_at: '2024-01-01T00:00:00.000000',
    last_signed_in_at: null,
    ...changes,
  };
}

const workspace = (name: string): Workspace => ({ id: `ws-${name}`, name, inserted_at: '2024-01-01T00:00:00', updated_at: '2024-01-01T00:00:00' });

const ada = user('ada', { first_name: 'Ada', last_name: 'Lovelace', role: 'admin', inserted_at: '2024-03-01T10:00:00.000000', last_signed_in_at: '2024-05-01T08:00:00.000000' });
const jose = user('jose', { first_name: 'José', last_name: 'García', inserted_at: '2024-01-01T10:00:00.000000' });
const root = user('root', { role: 'owner', inserted_at: '2023-12-01T10:00:00.000000', last_signed_in_at: '2024-06-01T08:00:00.000000' });
const zoe = user('Zoe', { inserted_at: '2024-02-01T10:00:00.000000', last_signed_in_at: '2024-04-01T08:00:00.000000' });

const alpha = workspace('alpha');
const beta = workspace('beta');
const members = new Map([
  [alpha.id, [ada, jose, root]],
  [beta.id, [ada]],
]);

const names = (list: readonly TeamMember[]) => list.map((member) => member.user.username);

describe('teamMembers', () => {
  it("lists every account for an owner, each with its workspaces' names; owners see every workspace", () => {
    const team = teamMembers([root, ada, jose, zoe], [beta, alpha], members);
    expect(team.map((member) => [member.user.username, member.workspaces])).toEqual([
      ['root', 'all'],
      ['ada', ['alpha', 'beta']],
      ['jose', ['alpha']],
      ['Zoe', []],
    ]);
  });

  it('lists the members of the given workspaces once each, without a users list (admins)', () => {
    const team = teamMembers(null, [alpha, beta], members);
    expect(names(team)).toEqual(['ada', 'jose', 'root']);
    expect(team[0]!.workspaces).toEqual(['alpha', 'beta']);
  });
});

describe('filterTeam', () => {
  const team = teamMembers([root, ada, jose, zoe], [alpha, beta], members);

  it('keeps everyone for an empty search', () => {
    expect(names(filterTeam(team, '  '))).toEqual(['root', 'ada', 'jose', 'Zoe']);
  });

  it('matches usernames, first and last names, ignoring case and accents', () => {
    expect(names(filterTeam(team, 'LOVE'))).toEqual(['ada']);
    expect(names(filterTeam(team, 'garcia'))).toEqual(['jose']);
    expect(names(filterTeam(team, 'zoe'))).toEqual(['Zoe']);
  });

  it('matches workspace names, and needs every word to match', () => {
    expect(names(filterTeam(team, 'beta'))).toEqual(['ada']);
    expect(names(filterTeam(team, 'alpha jose'))).toEqual(['jose']);
    expect(names(filterTeam(team, 'alpha nobody'))).toEqual([]);
  });
});

describe('sortTeam', () => {
  const team = teamMembers([root, ada, jose, zoe], [alpha, beta], members);

  it('sorts by username in the language’s order, either way', () => {
    expect(names(sortTeam(team, 'person', 'asc', 'en'))).toEqual(['ada', 'jose', 'root', 'Zoe']);
    expect(names(sortTeam(team, 'person', 'desc', 'en'))).toEqual(['Zoe', 'root', 'jose', 'ada']);
  });

  it('sorts roles from owner to annotator, ties A to Z whatever the direction', () => {
    expect(names(sortTeam(team, 'role', 'asc', 'en'))).toEqual(['root', 'ada', 'jose', 'Zoe']);
    expect(names(sortTeam(team, 'role', 'desc', 'en'))).toEqual(['jose', 'Zoe', 'ada', 'root']);
  });

  it('sorts by creation time', () => {
    expect(names(sortTeam(team, 'created', 'asc', 'en'))).toEqual(['root', 'jose', 'Zoe', 'ada']);
  });

  it('puts people who never signed in last when the most recent sign-in comes first', () => {
    expect(names(sortTeam(team, 'lastSignIn', 'desc', 'en'))).toEqual(['root', 'ada', 'Zoe', 'jose']);
    expect(names(sortTeam(team, 'lastSignIn', 'asc', 'en'))).toEqual(['jose', 'Zoe', 'ada', 'root']);
  });

  it('does not change the list it is given', () => {
    const before = names(team);
    sortTeam(team, 'role', 'desc', 'en');
    expect(names(team)).toEqual(before);
  });
});

describe('the view in the URL', () => {
  it('reads defaults from an empty query and from values it does not know', () => {
    expect(parseTeamView({})).toEqual(DEFAULT_TEAM_VIEW);
    expect(parseTeamView({ sort: 'shoe-size', order: 'sideways' })).toEqual(DEFAULT_TEAM_VIEW);
  });

  it('round-trips a search and a sort, leaving defaults out of the URL', () => {
    const view = { query: 'ada l', sort: 'lastSignIn', order: 'desc' } as const;
    expect(teamViewQuery(view)).toEqual({ q: 'ada l', sort: 'last-sign-in', order: 'desc' });
    expect(parseTeamView(teamViewQuery(view))).toEqual(view);
    expect(teamViewQuery(DEFAULT_TEAM_VIEW)).toEqual({});
  });

  it('reverses the same column and starts another ascending, dates newest first', () => {
    expect(toggleTeamSort(DEFAULT_TEAM_VIEW, 'person')).toMatchObject({ sort: 'person', order: 'desc' });
    expect(toggleTeamSort(DEFAULT_TEAM_VIEW, 'role')).toMatchObject({ sort: 'role', order: 'asc' });
    expect(toggleTeamSort(DEFAULT_TEAM_VIEW, 'created')).toMatchObject({ sort: 'created', order: 'desc' });
    expect(toggleTeamSort(DEFAULT_TEAM_VIEW, 'lastSignIn')).toMatchObject({ sort: 'lastSignIn', order: 'desc' });
  });

  it('picked from the cards’ list, starts a new sort as a column click would and keeps the one shown', () => {
    expect(chooseTeamSort(DEFAULT_TEAM_VIEW, 'role')).toMatchObject({ sort: 'role', order: 'asc' });
    expect(chooseTeamSort(DEFAULT_TEAM_VIEW, 'created')).toMatchObject({ sort: 'created', order: 'desc' });
    const descending = { ...DEFAULT_TEAM_VIEW, order: 'desc' as const };
    expect(chooseTeamSort(descending, 'person')).toBe(descending);
  });

  it('reverses the order alone, keeping the search', () => {
    const view = { query: 'ada', sort: 'role' as const, order: 'asc' as const };
    expect(reverseTeamOrder(view)).toEqual({ query: 'ada', sort: 'role', order: 'desc' });
    expect(reverseTeamOrder(reverseTeamOrder(view))).toEqual(view);
  });
});

describe('ownerCount', () => {
  it('counts the owners listed', () => {
    expect(ownerCount(teamMembers([root, ada, jose], [], new Map()))).toBe(1);
  });
});
