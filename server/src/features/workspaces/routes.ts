import { userEndpoints, workspaceEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentUser } from '../users/presenter.js';
import { workspacePolicy } from './policy.js';
import { presentWorkspace } from './presenter.js';
import {
  addWorkspaceUser,
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listMyWorkspaces,
  listUserWorkspaces,
  listWorkspaceUsers,
  removeWorkspaceUser,
} from './service.js';

export function registerWorkspaceRoutes(route: Route, db: Db): void {
  const e = workspaceEndpoints;
  route(userEndpoints.listUserWorkspaces, async ({ actor, params }) => ({
    items: (await listUserWorkspaces(db, actor, params.user_id)).map(presentWorkspace),
  }));
  route(e.createWorkspace, async ({ actor, body }) => presentWorkspace(await createWorkspace(db, actor, body)), { policy: workspacePolicy.create });
  route(e.getWorkspace, async ({ actor, params }) => presentWorkspace(await getWorkspace(db, actor, params.workspace_id)));
  route(e.deleteWorkspace, async ({ actor, params }) =>
    presentWorkspace(await deleteWorkspace(db, actor, params.workspace_id)),
  );
  route(e.listMyWorkspaces, async ({ actor }) => ({ items: (await listMyWorkspaces(db, actor)).map(presentWorkspace) }));
  route(e.listWorkspaceUsers, async ({ actor, params }) => ({
    items: (await listWorkspaceUsers(db, actor, params.workspace_id)).map((user) => presentUser(user, actor)),
  }));
  route(
    e.addWorkspaceUser,
    async ({ actor, params, body }) => presentUser(await addWorkspaceUser(db, actor, params.workspace_id, body.user_id), actor),
    { policy: workspacePolicy.addUser },
  );
  route(e.addWorkspaceUserByPath, async ({ actor, params }) =>
    presentUser(await addWorkspaceUser(db, actor, params.workspace_id, params.user_id), actor),
  );
  route(e.removeWorkspaceUser, async ({ actor, params }) =>
    presentUser(await removeWorkspaceUser(db, actor, params.workspace_id, params.user_id), actor),
  );
}
