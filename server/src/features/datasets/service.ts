import { randomUUID } from 'node:crypto';
import type { DatasetCreate, DatasetUpdate } from '@gloss/contract';
import { isUniqueViolation } from '../../db/errors.js';
import { toDbBoolean } from '../../db/schema.js';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { Conflict, Unprocessable } from '../../domain/errors.js';
import { findWorkspaceById } from '../workspaces/repository.js';
import { datasetForManaging, datasetForReading } from './access.js';
import { datasetHooks } from './hooks.js';
import { datasetPolicy } from './policy.js';
import {
  type DatasetFilter,
  type DatasetRow,
  deleteDatasetRow,
  findDatasetByName,
  insertDataset,
  listDatasets,
  updateDatasetRow,
} from './repository.js';

function nameTaken(name: string, workspaceId: string): Conflict {
  return new Conflict(`Dataset with name \`${name}\` already exists for workspace with id \`${workspaceId}\``);
}

export async function listMyDatasets(
  db: Db,
  actor: Actor,
  query: { workspace_id?: string; name?: string; status?: DatasetRow['status'] },
): Promise<DatasetRow[]> {
  if (query.workspace_id) authorize(datasetPolicy.listInWorkspace(actor, query.workspace_id));
  const filter: DatasetFilter = { name: query.name, status: query.status };
  if (query.workspace_id) filter.workspaceIds = [query.workspace_id];
  else if (actor.role !== 'owner') filter.workspaceIds = [...actor.workspaceIds];
  return listDatasets(db, filter);
}

export function getDataset(db: Db, actor: Actor, datasetId: string): Promise<DatasetRow> {
  return datasetForReading(db, actor, datasetId);
}

export async function createDataset(db: Db, actor: Actor, input: DatasetCreate): Promise<DatasetRow> {
  authorize(datasetPolicy.manage(actor, input.workspace_id));
  return db.transaction().execute(async (trx) => {
    if (!(await findWorkspaceById(trx, input.workspace_id))) {
      throw new Unprocessable(`Workspace with id \`${input.workspace_id}\` not found`);
    }
    if (await findDatasetByName(trx, input.workspace_id, input.name)) throw nameTaken(input.name, input.workspace_id);
    const timestamp = now();
    const dataset = await insertDataset(trx, {
      id: randomUUID(),
      name: input.name,
      guidelines: input.guidelines ?? null,
      allow_extra_metadata: toDbBoolean(input.allow_extra_metadata),
      status: 'draft',
      distribution: JSON.stringify(input.distribution),
      metadata: input.metadata == null ? null : JSON.stringify(input.metadata),
      workspace_id: input.workspace_id,
      last_activity_at: timestamp,
      inserted_at: timestamp,
      updated_at: timestamp,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameTaken(input.name, input.workspace_id);
      throw error;
    });
    await datasetHooks.created.announce(trx, dataset);
    return dataset;
  });
}

export async function updateDataset(db: Db, actor: Actor, datasetId: string, input: DatasetUpdate): Promise<DatasetRow> {
  return db.transaction().execute(async (trx) => {
    const dataset = await datasetForManaging(trx, actor, datasetId, 'settings');
    await announceDistributionChange(trx, dataset, input);
    if (input.name !== undefined && input.name !== dataset.name) {
      if (await findDatasetByName(trx, dataset.workspace_id, input.name)) throw nameTaken(input.name, dataset.workspace_id);
    }
    const timestamp = now();
    const updated = await updateDatasetRow(trx, dataset.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.guidelines !== undefined ? { guidelines: input.guidelines } : {}),
      ...(input.allow_extra_metadata !== undefined ? { allow_extra_metadata: toDbBoolean(input.allow_extra_metadata) } : {}),
      ...(input.distribution !== undefined ? { distribution: JSON.stringify(input.distribution) } : {}),
      ...(input.metadata !== undefined ? { metadata: mergedMetadata(dataset.metadata, input.metadata) } : {}),
      updated_at: timestamp,
      last_activity_at: timestamp,
    });
    await datasetHooks.updated.announce(trx, updated);
    return updated;
  });
}

/** A change of the task distribution, which the features holding answers may refuse (see effects.ts). */
async function announceDistributionChange(db: Db, dataset: DatasetRow, input: DatasetUpdate): Promise<void> {
  if (!input.distribution) return;
  const current = JSON.parse(dataset.distribution) as DatasetUpdate['distribution'];
  if (JSON.stringify(current) === JSON.stringify(input.distribution)) return;
  await datasetHooks.distributionChanging.announce(db, dataset);
}

/** Dict values are merged key by key into what is stored, as Argilla does; null clears them. */
function mergedMetadata(stored: string | null, update: Record<string, unknown> | null): string | null {
  if (update === null) return null;
  const current = stored === null ? {} : (JSON.parse(stored) as Record<string, unknown>);
  return JSON.stringify({ ...current, ...update });
}

export async function deleteDataset(db: Db, actor: Actor, datasetId: string): Promise<DatasetRow> {
  return db.transaction().execute(async (trx) => {
    const dataset = await datasetForManaging(trx, actor, datasetId, 'settings');
    // Told before the rows go: the event carries the dataset and its settings as they were.
    await datasetHooks.deleting.announce(trx, dataset);
    await deleteDatasetRow(trx, dataset.id);
    await datasetHooks.deleted.announce(trx, dataset);
    return dataset;
  });
}

export async function publishDataset(db: Db, actor: Actor, datasetId: string): Promise<DatasetRow> {
  return db.transaction().execute(async (trx) => {
    const dataset = await datasetForManaging(trx, actor, datasetId, 'settings');
    if (dataset.status === 'ready') throw new Unprocessable('Dataset has already been published');
    await datasetHooks.publishing.announce(trx, dataset);
    const timestamp = now();
    const published = await updateDatasetRow(trx, dataset.id, { status: 'ready', updated_at: timestamp, last_activity_at: timestamp });
    await datasetHooks.published.announce(trx, published);
    return published;
  });
}
