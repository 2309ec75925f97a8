import type { Role } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { findUserById, listWorkspaceIdsOfUser } from '../users/repository.js';
import { JobFailure } from './run.js';

/**
 * The person a job acts for, with their rights as they are now: a job writes what its creator may write,
 * so one whose creator lost the right to (or whose account was deleted) stops rather than write for nobody.
 */
export async function actorOfJobCreator(db: Db, userId: string): Promise<Actor> {
  const user = await findUserById(db, userId);
  if (!user) throw new JobFailure('The account that started this job no longer exists');
  return { id: user.id, username: user.username, role: user.role as Role, workspaceIds: new Set(await listWorkspaceIdsOfUser(db, user.id)) };
}
