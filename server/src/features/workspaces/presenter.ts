import type { Workspace } from '@gloss/contract';
import type { WorkspaceRow } from './repository.js';

export function presentWorkspace(row: WorkspaceRow): Workspace {
  return { id: row.id, name: row.name, inserted_at: row.inserted_at, updated_at: row.updated_at };
}
