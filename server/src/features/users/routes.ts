import { userEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { userPolicy } from './policy.js';
import { presentUser } from './presenter.js';
import { createUser, deleteUser, getUser, listUsers, updateUser } from './service.js';

export function registerUserRoutes(route: Route, db: Db): void {
  route(userEndpoints.listUsers, async ({ actor }) => ({ items: (await listUsers(db, actor)).map((user) => presentUser(user, actor)) }));
  route(userEndpoints.getUser, async ({ actor, params }) => presentUser(await getUser(db, actor, params.user_id), actor));
  const owners = { policy: userPolicy.manage };
  route(userEndpoints.createUser, async ({ actor, body }) => presentUser(await createUser(db, actor, body), actor), owners);
  route(userEndpoints.updateUser, async ({ actor, params, body }) => presentUser(await updateUser(db, actor, params.user_id, body), actor), owners);
  route(userEndpoints.replaceUser, async ({ actor, params, body }) => presentUser(await updateUser(db, actor, params.user_id, body), actor), owners);
  route(userEndpoints.deleteUser, async ({ actor, params }) => presentUser(await deleteUser(db, actor, params.user_id), actor));
}
