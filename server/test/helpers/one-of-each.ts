import { expect } from 'vitest';
import type { Cast, MadeUser } from './factories.js';
import { type RecordsDataset, answer, createPlainRecords, makeRecordsDataset, submitted } from './records-fixtures.js';
import { commentsPath, setReviewers } from './review-fixtures.js';
import type { TestServer } from './server.js';
import { createWebhook } from './webhook-target.js';

export interface OneOfEach {
  cast: Cast;
  /** An annotator of the workspace listed as a reviewer of the dataset (the author of nothing). */
  reviewer: MadeUser;
  dataset: RecordsDataset;
  /** An id for each path parameter of the API: all exist; the response and the comment are the cast's annotator's. */
  ids: Record<string, string>;
}

/**
 * One of each thing a path of the API can name, so that a test can call every endpoint on something that
 * exists: the cast's workspace with a published records dataset, a record, the annotator's response and
 * comment on it, a webhook, and a user (the cast's outside annotator).
 */
export async function seedOneOfEach(server: TestServer): Promise<OneOfEach> {
  const cast = await server.factory.cast();
  const reviewer = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  const dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  await setReviewers(server.owner, dataset, [reviewer.id]);
  const [record] = await createPlainRecords(server, dataset, 1);
  const response = await answer(cast.annotator.api, record, submitted());
  const comment = await cast.annotator.api.post(commentsPath(record), { body: 'a comment' });
  expect(comment.status).toBe(201);
  const webhook = await createWebhook(server.owner, { url: 'https://example.com/hook', events: ['dataset.created'] });
  const [field] = (await server.owner.get(`/api/v1/datasets/${dataset.id}/fields`)).body.items;
  const ids = {
    user_id: cast.outsiderAnnotator.id,
    workspace_id: cast.workspace.id,
    dataset_id: dataset.id,
    field_id: field.id,
    question_id: dataset.questions.label.id,
    metadata_property_id: dataset.properties.genre.id,
    vector_settings_id: dataset.vectors.emb.id,
    record_id: record.id,
    response_id: response.id,
    comment_id: comment.body.id,
    webhook_id: webhook.id,
  };
  return { cast, reviewer, dataset, ids };
}

/** An OpenAPI-style path (`/api/v1/records/{record_id}`) with each parameter replaced by its id. */
export const pathWith = (ids: Record<string, string>, path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]);
