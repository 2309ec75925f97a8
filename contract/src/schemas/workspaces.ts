import { z } from 'zod';
import { Id, Timestamp, itemsOf } from './common.js';

// The SDK parses workspace names with this pattern; a name outside it would break every SDK listing.
export const WorkspaceName = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Workspace name may contain only letters, digits, "_" and "-"');
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
