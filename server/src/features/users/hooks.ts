import { WriteHook } from '../../db/write-hooks.js';
import type { UserRow } from './repository.js';

/** What an account's writes announce to the features above (see db/write-hooks.ts; wired in effects.ts). */
export const userHooks = {
  /** A new account, with the names of the workspaces it joins (each must exist, or the account is refused). */
  registered: new WriteHook<{ user: UserRow; workspaceNames: readonly string[] }>('account registered'),
  /**
   * Before an account's row goes: each feature removes what the account holds in it (answers,
   * assignments) and settles what depended on it (records it helped complete may be pending again).
   */
  deleting: new WriteHook<UserRow>('account deleting'),
};
