import { recordAccessPolicy } from '../../src/features/record-access/policy.js';
import { responsePolicy } from '../../src/features/responses/policy.js';
import { ALL, MANAGERS, MEMBERS, type Row, WORKSPACE, checkMatrix } from '../helpers/policy-matrix.js';

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

checkMatrix(matrix);
