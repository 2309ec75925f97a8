import type { TeamProgress } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { requireDataset } from '../../features/datasets/access.js';
import { reachOf } from '../../features/record-access/access.js';
import { progressPolicy } from './policy.js';
import { countRecordsByStatus } from './repository.js';
import { PACE_WINDOW_HOURS, presentMember, presentTeamProgress } from './team-progress-presenter.js';
import {
  type ResponseTally,
  type TeamUser,
  countAnsweredPendingByUser,
  countReviewState,
  findTeamUsers,
  listMarkedReviewers,
  listWorkspaceMembers,
  tallyAssignments,
  tallyResponses,
} from './team-progress-repository.js';

/** A naive UTC timestamp (the stored form) `hours` ago. */
function hoursAgo(hours: number): string {
  return `${new Date(Date.now() - hours * 3_600_000).toISOString().slice(0, 23)}000`;
}

/**
 * A dataset's progress per member of its team: the workspace's members (owners only once they answered or
 * hold records, as they belong to every workspace) and anyone else who answered or holds records of it.
 */
export async function getTeamProgress(db: Db, actor: Actor, datasetId: string): Promise<TeamProgress> {
  const dataset = await requireDataset(db, datasetId);
  authorize(progressPolicy.readTeam(actor, dataset.workspace_id));
  const { everyResponse } = await reachOf(db, actor, dataset);
  const [records, workspaceMembers, responses, assignments, markedReviewers, review] = await Promise.all([
    countRecordsByStatus(db, dataset.id),
    listWorkspaceMembers(db, dataset.workspace_id),
    tallyResponses(db, dataset.id, hoursAgo(PACE_WINDOW_HOURS)),
    tallyAssignments(db, dataset.id),
    listMarkedReviewers(db, dataset.id),
    countReviewState(db, dataset.id),
  ]);
  const assigned = assignments.length > 0;
  const completed = records.find((row) => row.status === 'completed')?.count ?? 0;
  const pending = records.find((row) => row.status === 'pending')?.count ?? 0;
  // Only an overlap queue is the dataset's pending records less what each member answered of them.
  const answeredPending = assigned ? new Map<string, number>() : await countAnsweredPendingByUser(db, dataset.id);

  const responsesOf = new Map<string, ResponseTally[]>();
  for (const tally of responses) responsesOf.set(tally.user_id, [...(responsesOf.get(tally.user_id) ?? []), tally]);
  const assignmentsOf = new Map(assignments.map((row) => [row.user_id, row]));
  const workspaceMemberIds = new Set(workspaceMembers.map((user) => user.id));
  const active = (userId: string) => responsesOf.has(userId) || assignmentsOf.has(userId);

  const team = new Map<string, TeamUser>(workspaceMembers.filter((user) => user.role !== 'owner' || active(user.id)).map((user) => [user.id, user]));
  const others = [...new Set([...responsesOf.keys(), ...assignmentsOf.keys()])].filter((id) => !workspaceMemberIds.has(id));
  for (const user of await findTeamUsers(db, others)) team.set(user.id, user);

  const members = [...team.values()].map((user) =>
    presentMember({
      user,
      reviewer: progressPolicy.reviews({ role: user.role, workspaceMember: workspaceMemberIds.has(user.id), markedReviewer: markedReviewers.has(user.id) }),
      assigned: assigned ? (assignmentsOf.get(user.id)?.assigned ?? 0) : null,
      pending: assigned ? (assignmentsOf.get(user.id)?.unanswered ?? 0) : pending - (answeredPending.get(user.id) ?? 0),
      responses: responsesOf.get(user.id) ?? [],
    }),
  );
  return presentTeamProgress(
    {
      strategy: assigned ? 'assigned' : 'overlap',
      total: completed + pending,
      completed,
      pending,
      validated: review.validated,
      needs_review: review.needsReview,
      // Whether a colleague's answer differs from one's own is the reviewers' to know.
      disagreements: everyResponse ? review.disagreements : null,
    },
    members,
  );
}
