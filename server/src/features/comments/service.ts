import type { CommentCreate, CommentUpdate } from '@gloss/contract';
import { newRowId } from '../../db/ids.js';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { NotFound } from '../../domain/errors.js';
import { requireDataset } from '../datasets/access.js';
import { checkReach, recordForReading } from '../record-access/access.js';
import { canReview } from '../reviewers/access.js';
import { commentPolicy } from './policy.js';
import {
  type CommentRow,
  type FlagRow,
  deleteCommentRow,
  deleteFlagRow,
  findCommentRow,
  findFlagRow,
  insertCommentRow,
  insertFlagRow,
  listCommentRows,
  updateCommentBody,
} from './repository.js';

/** Loads a record and its dataset (404), checks the caller is a member (403) and reaches the record (404). */
export async function recordForMembers(db: Db, actor: Actor, recordId: string) {
  const { record, dataset } = await recordForReading(db, actor, recordId);
  authorize(commentPolicy.read(actor, dataset.workspace_id));
  return { record, dataset };
}

const notFlagged = (recordId: string) => new NotFound(`Record with id \`${recordId}\` is not flagged`);

/**
 * Loads a comment and its record's dataset (404), then checks the caller is a member (403) and reaches its
 * record: a comment on a record out of their reach is as absent as the record (404).
 */
async function commentForMembers(db: Db, actor: Actor, commentId: string) {
  const comment = await findCommentRow(db, commentId);
  if (!comment) throw NotFound.byId('Comment', commentId);
  const dataset = await requireDataset(db, comment.dataset_id);
  await checkReach(db, actor, dataset, comment.record_id, () => NotFound.byId('Comment', commentId));
  return { comment, dataset };
}

export async function listComments(db: Db, actor: Actor, recordId: string): Promise<CommentRow[]> {
  const { record } = await recordForMembers(db, actor, recordId);
  return listCommentRows(db, record.id);
}

export async function createComment(db: Db, actor: Actor, recordId: string, input: CommentCreate): Promise<CommentRow> {
  return db.transaction().execute(async (trx) => {
    const { record, dataset } = await recordForMembers(trx, actor, recordId);
    const timestamp = now();
    const row = { id: newRowId(), record_id: record.id, dataset_id: dataset.id, user_id: actor.id, body: input.body, inserted_at: timestamp, updated_at: timestamp };
    await insertCommentRow(trx, row);
    return { ...row, username: actor.username };
  });
}

/** Loads a comment (404, also when its record is out of the caller's reach), then checks the caller may edit it: its author, while a member (403). */
export async function commentForEditing(db: Db, actor: Actor, commentId: string) {
  const found = await commentForMembers(db, actor, commentId);
  authorize(commentPolicy.edit(actor, found.dataset.workspace_id, found.comment.user_id));
  return found;
}

export async function updateComment(db: Db, actor: Actor, commentId: string, input: CommentUpdate): Promise<CommentRow> {
  return db.transaction().execute(async (trx) => {
    const { comment } = await commentForEditing(trx, actor, commentId);
    const timestamp = now();
    await updateCommentBody(trx, comment.id, input.body, timestamp);
    return { ...comment, body: input.body, updated_at: timestamp };
  });
}

/** Deletes a comment, answering it as it was. */
export async function deleteComment(db: Db, actor: Actor, commentId: string): Promise<CommentRow> {
  return db.transaction().execute(async (trx) => {
    const { comment, dataset } = await commentForMembers(trx, actor, commentId);
    authorize(commentPolicy.delete(actor, dataset.workspace_id, comment.user_id));
    if (!(await deleteCommentRow(trx, comment.id))) throw NotFound.byId('Comment', comment.id);
    return comment;
  });
}

/**
 * A record's flag, to any member, or null while it has none: not having a flag is an answer, not an error
 * (the annotation page asks for every record it shows). 404 is for a record that does not exist.
 */
export async function getRecordFlag(db: Db, actor: Actor, recordId: string): Promise<FlagRow | null> {
  const { record } = await recordForMembers(db, actor, recordId);
  return (await findFlagRow(db, record.id)) ?? null;
}

/** Flags a record "needs review"; raising it again keeps who raised it first, and when. */
export async function flagRecord(db: Db, actor: Actor, recordId: string): Promise<FlagRow> {
  return db.transaction().execute(async (trx) => {
    const { record, dataset } = await recordForMembers(trx, actor, recordId);
    authorize(commentPolicy.raiseFlag(actor, dataset.workspace_id));
    await insertFlagRow(trx, { record_id: record.id, dataset_id: dataset.id, raised_by: actor.id, raised_at: now() });
    return (await findFlagRow(trx, record.id))!;
  });
}

/**
 * Clears a record's flag, answering it as it was. Outsiders are refused before they learn whether the
 * record is flagged (404 when it is not).
 */
export async function unflagRecord(db: Db, actor: Actor, recordId: string): Promise<FlagRow> {
  return db.transaction().execute(async (trx) => {
    const { record, dataset } = await recordForMembers(trx, actor, recordId);
    const flag = await findFlagRow(trx, record.id);
    if (!flag) throw notFlagged(record.id);
    const raiser = flag.raised_by === actor.id;
    authorize(commentPolicy.clearFlag(actor, dataset.workspace_id, flag.raised_by, !raiser && (await canReview(trx, actor, dataset))));
    if (!(await deleteFlagRow(trx, record.id))) throw notFlagged(record.id);
    return flag;
  });
}
