import { recordEndpoints, suggestionEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { recordForManaging } from '../records/access.js';
import { presentSuggestion } from './presenter.js';
import {
  deleteRecordSuggestions,
  deleteSuggestion,
  listRecordSuggestions,
  listSuggestionOptions,
  upsertRecordSuggestion,
} from './service.js';

export function registerSuggestionRoutes(route: Route, db: Db): void {
  const e = suggestionEndpoints;
  route(recordEndpoints.listSuggestionOptions, async ({ actor, params }) => ({ items: await listSuggestionOptions(db, actor, params.dataset_id) }));
  route(e.listRecordSuggestions, async ({ actor, params }) => ({
    items: (await listRecordSuggestions(db, actor, params.record_id)).map(presentSuggestion),
  }));
  route(
    e.upsertRecordSuggestion,
    async ({ actor, params, body, answerWith }) => {
      const { suggestion, created } = await upsertRecordSuggestion(db, actor, params.record_id, body);
      answerWith(created ? 201 : 200);
      return presentSuggestion(suggestion);
    },
    { resource: (actor, params) => recordForManaging(db, actor, params.record_id) },
  );
  route(e.deleteRecordSuggestions, async ({ actor, params, query }) => {
    await deleteRecordSuggestions(db, actor, params.record_id, query.ids);
    return undefined;
  });
  route(e.deleteSuggestion, async ({ actor, params }) => presentSuggestion(await deleteSuggestion(db, actor, params.suggestion_id)));
}
