import { responseEndpoints, responseEntityTag } from '@gloss/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentResponse } from './presenter.js';
import type { ResponseRow } from './repository.js';
import { createResponse, deleteResponse, updateResponse, upsertMyResponses } from './service.js';

export function registerResponseRoutes(route: Route, db: Db): void {
  const e = responseEndpoints;
  // The version a later If-Match names (`@gloss/contract/response-versions`), also in the body's updated_at.
  const tagged = (reply: FastifyReply, row: ResponseRow) => {
    reply.header('etag', responseEntityTag(row));
    return presentResponse(row);
  };
  route(e.createResponse, async ({ actor, params, body, reply }) => tagged(reply, await createResponse(db, actor, params.record_id, body)));
  route(e.updateResponse, async ({ actor, params, headers, body, reply }) =>
    tagged(reply, await updateResponse(db, actor, params.response_id, body, headers['if-match'])),
  );
  route(e.deleteResponse, async ({ actor, params, headers }) => presentResponse(await deleteResponse(db, actor, params.response_id, headers['if-match'])));
  route(e.upsertMyResponses, async ({ actor, body }) => ({
    items: (await upsertMyResponses(db, actor, body.items)).map(({ row, error }) => ({
      item: row ? presentResponse(row) : null,
      error: error === null ? null : { detail: error },
    })),
  }));
}
