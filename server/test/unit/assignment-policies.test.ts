import type { Actor } from '../../src/domain/actor.js';
import { assignmentPolicy } from '../../src/features/assignments/policy.js';
import { progressPolicy } from '../../src/compositions/progress/policy.js';
import { ALL, MANAGERS, MEMBERS, type Row, WORKSPACE, checkMatrix } from '../helpers/policy-matrix.js';

/** Each actor as a candidate assignee or team member: their role, and whether they belong to WORKSPACE. */
const asMember = (actor: Actor) => ({ role: actor.role, member: actor.workspaceIds.has(WORKSPACE) });

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

checkMatrix(matrix);
