import { describe, expect, it } from 'vitest';
import type { Actor } from '../../src/domain/actor.js';
import { assignmentPolicy } from '../../src/modules/assignments/policy.js';
import { progressPolicy } from '../../src/modules/progress/policy.js';

const WORKSPACE = 'w-1';
const actors: Record<string, Actor> = {
  owner: { id: 'o', username: 'o', role: 'owner', workspaceIds: new Set() },
  'admin member': { id: 'a', username: 'a', role: 'admin', workspaceIds: new Set([WORKSPACE]) },
  'admin outsider': { id: 'b', username: 'b', role: 'admin', workspaceIds: new Set(['w-2']) },
  'annotator member': { id: 'c', username: 'c', role: 'annotator', workspaceIds: new Set([WORKSPACE]) },
  'annotator outsider': { id: 'd', username: 'd', role: 'annotator', workspaceIds: new Set() },
};
const ALL = Object.keys(actors);
const MEMBERS = ['owner', 'admin member', 'annotator member'];
const MANAGERS = ['owner', 'admin member'];

/** Each actor as a candidate assignee or team member: their role, and whether they belong to WORKSPACE. */
const asMember = (actor: Actor) => ({ role: actor.role, member: actor.workspaceIds.has(WORKSPACE) });

type Row = [action: string, decide: (actor: Actor) => boolean, allowed: string[]];
const matrix: Row[] = [
  ['read, split, assign by rule and clear assignments', (actor) => assignmentPolicy.manage(actor, WORKSPACE), MANAGERS],
  ["be assigned the dataset's records", (actor) => assignmentPolicy.assignable(asMember(actor)), MEMBERS],
  ['have a queue of assigned records only, holding none', (actor) => assignmentPolicy.queueIsAssigned(actor, false), ['annotator member', 'annotator outsider']],
  ['have a queue of assigned records only, holding some', (actor) => assignmentPolicy.queueIsAssigned(actor, true), ALL],
  ["read the team's progress", (actor) => progressPolicy.readTeam(actor, WORKSPACE), MEMBERS],
  [
    'review, not marked as a reviewer',
    (actor) => progressPolicy.reviews({ role: actor.role, workspaceMember: asMember(actor).member, markedReviewer: false }),
    MANAGERS,
  ],
  [
    'review, marked as a reviewer',
    (actor) => progressPolicy.reviews({ role: actor.role, workspaceMember: asMember(actor).member, markedReviewer: true }),
    ALL,
  ],
];

describe.each(matrix)('%s', (_action, decide, allowed) => {
  it.each(ALL)('as %s', (name) => {
    expect(decide(actors[name])).toBe(allowed.includes(name));
  });
});
