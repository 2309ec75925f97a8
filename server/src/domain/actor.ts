import type { Role } from '@gloss/contract';

/** Who is making the request, as policies see it. */
export interface Actor {
  id: string;
  username: string;
  role: Role;
  /** Workspaces the user is a member of (owners see every workspace without being members). */
  workspaceIds: ReadonlySet<string>;
}
