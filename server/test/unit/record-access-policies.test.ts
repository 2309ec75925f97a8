import { describe, expect, it } from 'vitest';
import type { Actor } from '../../src/domain/actor.js';
import { recordAccessPolicy } from '../../src/modules/record-access/policy.js';
import { responsePolicy } from '../../src/modules/responses/policy.js';

const WORKSPACE = 'w-1';
const actors: Record<string, Actor> = {
  owner: { id: 'o', username: 'o', role: 'owner', workspaceIds: new Set() },
  'admin member': { id: 'a', username: 'a', role: 'admin', workspaceIds: new Set([WORKSPACE]) },
  'admin outsider': { id: 'b', username: 'b', role: 'admin', workspaceIds: new Set(['w-2']) },
  'annotator member': { id: 'c', username: 'c', role: 'annotator', workspaceIds: new Set([WORKSPACE]) },
  'annotator outsider': { id: 'd', username: 'd', role: 'annotator', workspaceIds: new Set() },
};

type Row = [action: string, decide: (actor: Actor) => boolean, allowed: string[]];
const ALL = Object.keys(actors);
const MEMBERS = ['owner', 'admin member', 'annotator member'];
const MANAGERS = ['owner', 'admin member'];

// Who is narrowed to which records and answers in a dataset of workspace WORKSPACE. "Listed": the caller is
// in the dataset's reviewers list; "assigned": the dataset has assignments. Outsiders read nothing of it
// (datasetPolicy refuses them first), so nothing narrows them either.
const matrix: Row[] = [
  ['reach only their assigned records, unassigned dataset', (actor) => recordAccessPolicy.onlyAssignedRecords(actor, WORKSPACE, { listed: false, assigned: false }), []],
  ['reach only their assigned records, assigned dataset', (actor) => recordAccessPolicy.onlyAssignedRecords(actor, WORKSPACE, { listed: false, assigned: true }), ['annotator member']],
  ['reach only their assigned records, assigned dataset, listed reviewer', (actor) => recordAccessPolicy.onlyAssignedRecords(actor, WORKSPACE, { listed: true, assigned: true }), []],
  ['see every response', (actor) => recordAccessPolicy.everyResponse(actor, WORKSPACE, false), MANAGERS],
  ['see every response, listed reviewer', (actor) => recordAccessPolicy.everyResponse(actor, WORKSPACE, true), MEMBERS],
  ['answer a record as themselves', (actor) => responsePolicy.create(actor, WORKSPACE), MEMBERS],
  ['change their own response', (actor) => responsePolicy.change(actor, WORKSPACE, actor.id), MEMBERS],
  ["change another's response", (actor) => responsePolicy.change(actor, WORKSPACE, 'someone-else'), MANAGERS],
  ["record the response of a member of the workspace", (actor) => responsePolicy.recordOnBehalf(actor, { role: 'annotator', member: true }), ALL],
  ['record the response of an owner', (actor) => responsePolicy.recordOnBehalf(actor, { role: 'owner', member: false }), ALL],
  ["record the response of someone outside the workspace", (actor) => responsePolicy.recordOnBehalf(actor, { role: 'annotator', member: false }), ['owner']],
  ["record the response of an admin outside the workspace", (actor) => responsePolicy.recordOnBehalf(actor, { role: 'admin', member: false }), ['owner']],
];

describe.each(matrix)('%s', (_action, decide, allowed) => {
  it.each(ALL)('as %s', (name) => {
    expect(decide(actors[name])).toBe(allowed.includes(name));
  });
});
