import { commentEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentComment, presentFlag } from './presenter.js';
import {
  commentForEditing,
  createComment,
  deleteComment,
  flagRecord,
  getRecordFlag,
  listComments,
  recordForMembers,
  unflagRecord,
  updateComment,
} from './service.js';

export function registerCommentRoutes(route: Route, db: Db): void {
  const e = commentEndpoints;
  route(e.listRecordComments, async ({ actor, params }) => ({ items: (await listComments(db, actor, params.record_id)).map(presentComment) }));
  route(e.createRecordComment, async ({ actor, params, body }) => presentComment(await createComment(db, actor, params.record_id, body)), {
    resource: (actor, params) => recordForMembers(db, actor, params.record_id),
  });
  route(e.updateComment, async ({ actor, params, body }) => presentComment(await updateComment(db, actor, params.comment_id, body)), {
    resource: (actor, params) => commentForEditing(db, actor, params.comment_id),
  });
  route(e.deleteComment, async ({ actor, params }) => presentComment(await deleteComment(db, actor, params.comment_id)));
  route(e.getRecordFlag, async ({ actor, params }) => {
    const flag = await getRecordFlag(db, actor, params.record_id);
    return flag && presentFlag(flag);
  });
  route(e.flagRecord, async ({ actor, params }) => presentFlag(await flagRecord(db, actor, params.record_id)));
  route(e.unflagRecord, async ({ actor, params }) => presentFlag(await unflagRecord(db, actor, params.record_id)));
}
