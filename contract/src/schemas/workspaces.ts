import { z } from 'zod';
import { WORKSPACE_NAME_LENGTH_MAX, WORKSPACE_NAME_PATTERN } from '../rules/accounts.js';
import { Id, Timestamp, itemsOf } from './common.js';

export const WorkspaceName = z
  .string()
  .min(1)
  .max(WORKSPACE_NAME_LENGTH_MAX)
  .regex(WORKSPACE_NAME_PATTERN, 'Workspace name may contain only letters, digits, "_" and "-"');
export const WorkspaceCreate = z.object({
  /** A chosen id (the SDK's `rg.Workspace(id=...)`); generated when absent. */
  id: Id.nullish(),
  name: WorkspaceName,
});
export type WorkspaceCreate = z.output<typeof WorkspaceCreate>;

export const Workspace = z.object({ id: z.string(), name: z.string(), inserted_at: Timestamp, updated_at: Timestamp });
export type Workspace = z.infer<typeof Workspace>;
export const Workspaces = itemsOf(Workspace);

export const WorkspaceParams = z.object({ workspace_id: Id });
export const WorkspaceUserParams = z.object({ workspace_id: Id, user_id: Id });
export const WorkspaceUserCreate = z.object({ user_id: Id });
