import { responseEndpoints, responseEntityTag } from '@gloss/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentResponse } from './presenter.js';
import { ANY_CALLER } from '../../http/callers.js';
import type { ResponseRow } from './repository.js';
import { createResponse, deleteResponse, recordForAnswering, responseForChange, updateResponse, upsertMyResponses } from './service.js';

export function registerResponseRoutes(route: Route, db: Db): void {
  const e = responseEndpoints;
  // The version a later If-Match names (`@gloss/contract/response-versions`), also in the body's updated_at.
  const tagged = (reply: FastifyReply, row: ResponseRow) => {
    reply.header('etag', responseEntityTag(row));
    return presentResponse(row);
  };
  route<typeof e.createResponse, Awaited<ReturnType<typeof recordForAnswering>>>(
    e.createResponse,
    async ({ actor, body, reply, resource }) => tagged(reply, await createResponse(db, actor, resource, body)),
    {
      resource: (actor, params) => recordForAnswering(db, actor, params.record_id),
    },
  );
  route<typeof e.updateResponse, Awaited<ReturnType<typeof responseForChange>>>(
    e.updateResponse,
    async ({ headers, body, reply, resource }) => tagged(reply, await updateResponse(db, resource, body, headers['if-match'])),
    { resource: (actor, params) => responseForChange(db, actor, params.response_id) },
  );
  route(e.deleteResponse, async ({ actor, params, headers }) => presentResponse(await deleteResponse(db, actor, params.response_id, headers['if-match'])));
  // Each item names its record, and is checked on its own: the body decides, held to the caller's role's limit.
  route(
    e.upsertMyResponses,
    async ({ actor, body }) => ({
      items: (await upsertMyResponses(db, actor, body.items)).map(({ row, error }) => ({
        item: row ? presentResponse(row) : null,
        error: error === null ? null : { detail: error },
      })),
    }),
    ANY_CALLER,
  );
}
