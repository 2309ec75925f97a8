import { responseEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentResponse } from './presenter.js';
import { createResponse, deleteResponse, updateResponse, upsertMyResponses } from './service.js';

export function registerResponseRoutes(route: Route, db: Db): void {
  const e = responseEndpoints;
  route(e.createResponse, async ({ actor, params, body }) => presentResponse(await createResponse(db, actor, params.record_id, body)));
  route(e.updateResponse, async ({ actor, params, body }) => presentResponse(await updateResponse(db, actor, params.response_id, body)));
  route(e.deleteResponse, async ({ actor, params }) => presentResponse(await deleteResponse(db, actor, params.response_id)));
  route(e.upsertMyResponses, async ({ actor, body }) => ({
    items: (await upsertMyResponses(db, actor, body.items)).map(({ row, error }) => ({
      item: row ? presentResponse(row) : null,
      error: error === null ? null : { detail: error },
    })),
  }));
}
