import { randomBytes } from 'node:crypto';
import { endpoints, type Role } from '@gloss/contract';
import { GlossApi, tokenFor } from './api';

/** A name no other test of the run uses (tests share one server and may run in parallel). */
export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/**
 * The usual starting point: a fresh workspace holding a published seeded dataset with `records` records,
 * made by the shared server's owner.
 */
export async function seedPublishedDataset(options: { records?: number | string[]; api?: GlossApi } = {}) {
  const api = options.api ?? GlossApi.asOwner();
  const workspace = await api.createWorkspace(unique('ws'));
  const draft = await api.createDataset(workspace.id, unique('dataset'));
  const dataset = await api.publish(draft.dataset.id);
  const records = await api.addRecords(dataset.id, options.records ?? 3);
  return { api, workspace, dataset, field: draft.field, question: draft.question, records };
}

export interface SeededUser {
  id: string;
  username: string;
  password: string;
  role: Role;
  /** A bearer token, as the sign-in form would get it. */
  token: string;
  /** The API as this user. */
  api: GlossApi;
}

/**
 * A new user with a unique name, a member of the workspaces given, with a bearer token already issued.
 * Tests that care about roles make their own users, so nothing another test does can change what they see.
 */
export async function seedUser(
  role: Role,
  options: { workspaceIds?: readonly string[]; api?: GlossApi; prefix?: string } = {},
): Promise<SeededUser> {
  const owner = options.api ?? GlossApi.asOwner();
  const username = unique(options.prefix ?? role);
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const user = await owner.createUser({ username, password, role });
  for (const workspaceId of options.workspaceIds ?? []) await owner.addWorkspaceMember(workspaceId, user.id);
  const token = await tokenFor(username, password, owner.baseUrl);
  return { id: user.id, username, password, role, token, api: owner.as({ token }) };
}

/**
 * Bare draft datasets (no fields or questions), one call each and one after the other, so their
 * creation times follow the order of the names given. Enough for anything the dataset list shows.
 */
export async function seedDraftDatasets(workspaceId: string, names: readonly string[], api: GlossApi = GlossApi.asOwner()) {
  const datasets = [];
  for (const name of names) {
    datasets.push(await api.call(endpoints.createDataset, { body: { name, workspace_id: workspaceId } }));
  }
  return datasets;
}
