import { responseEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentResponse } from './presenter.js';
import { ANY_CALLER } from '../../http/callers.js';
import { createResponse, deleteResponse, recordForAnswering, responseForChange, updateResponse, upsertMyResponses } from './service.js';

export function registerResponseRoutes(route: Route, db: Db): void {
  const e = responseEndpoints;
  route(e.createResponse, async ({ actor, params, body }) => presentResponse(await createResponse(db, actor, params.record_id, body)), {
    resource: (actor, params) => recordForAnswering(db, actor, params.record_id),
  });
  route(e.updateResponse, async ({ actor, params, body }) => presentResponse(await updateResponse(db, actor, params.response_id, body)), {
    resource: (actor, params) => responseForChange(db, actor, params.response_id),
  });
  route(e.deleteResponse, async ({ actor, params }) => presentResponse(await deleteResponse(db, actor, params.response_id)));
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
