import { assignmentEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import type { Route } from '../../http/route.js';
import { presentAssignments } from './presenter.js';
import { assignMatching, clearAssignments, datasetForAssigning, getAssignments, splitAssignments } from './service.js';

export function registerAssignmentRoutes(route: Route, db: Db): void {
  const e = assignmentEndpoints;
  route(e.getAssignments, async ({ actor, params }) => presentAssignments(await getAssignments(db, actor, params.dataset_id)));
  const managers = { resource: (actor: Actor, params: { dataset_id: string }) => datasetForAssigning(db, actor, params.dataset_id) };
  route(e.splitAssignments, async ({ actor, params, body }) => presentAssignments(await splitAssignments(db, actor, params.dataset_id, body)), managers);
  route(e.assignMatching, async ({ actor, params, body }) => presentAssignments(await assignMatching(db, actor, params.dataset_id, body)), managers);
  route(e.clearAssignments, async ({ actor, params }) => presentAssignments(await clearAssignments(db, actor, params.dataset_id)));
}
