import { WriteHook } from '../../db/write-hooks.js';
import type { UserRow } from '../users/repository.js';
import type { WorkspaceRow } from './repository.js';

/** What a workspace's writes announce to the features above (see db/write-hooks.ts; wired in effects.ts). */
export const workspaceHooks = {
  /** A member left the workspace (their membership row is gone). */
  memberRemoved: new WriteHook<{ workspace: WorkspaceRow; user: UserRow }>('workspace member removed'),
};
