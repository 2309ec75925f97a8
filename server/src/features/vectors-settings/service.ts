import { randomUUID } from 'node:crypto';
import type { VectorSettingsCreate, VectorSettingsUpdate } from '@gloss/contract';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { Conflict, Unprocessable } from '../../domain/errors.js';
import { datasetForManaging, datasetForReading, settingForManaging } from '../datasets/access.js';
import { type VectorSettingsRow, vectorSettingsRepository as repository } from './repository.js';

/** At most this many vector spaces per dataset, as Argilla. */
export const VECTORS_SETTINGS_MAX = 5;

function nameTaken(name: string, datasetId: string): Conflict {
  return new Conflict(`Vector settings with name \`${name}\` already exists for dataset with id \`${datasetId}\``);
}

/**
 * Loads vectors settings (404), then checks the caller manages its dataset (403), holding the dataset for a change
 * (or, with `lock` 'none', only checking, as before a request's body is read).
 */
export function vectorSettingsForManaging(db: Db, actor: Actor, vectorSettingsId: string, lock?: 'settings' | 'none') {
  return settingForManaging(db, actor, { model: 'VectorSettings', id: vectorSettingsId, find: repository.findById }, lock);
}

export async function listVectorsSettings(db: Db, actor: Actor, datasetId: string): Promise<VectorSettingsRow[]> {
  const dataset = await datasetForReading(db, actor, datasetId);
  return repository.listByDataset(db, dataset.id);
}

export async function createVectorSettings(
  db: Db,
  actor: Actor,
  datasetId: string,
  input: VectorSettingsCreate,
): Promise<VectorSettingsRow> {
  return db.transaction().execute(async (trx) => {
    const dataset = await datasetForManaging(trx, actor, datasetId, 'settings');
    if ((await repository.countByDataset(trx, dataset.id)) >= VECTORS_SETTINGS_MAX) {
      throw new Unprocessable(`The maximum number of vector settings has been reached for dataset with id \`${dataset.id}\``);
    }
    const timestamp = now();
    return repository.insertNamed(
      trx,
      {
        id: randomUUID(),
        name: input.name,
        title: input.title,
        dimensions: input.dimensions,
        dataset_id: dataset.id,
        inserted_at: timestamp,
        updated_at: timestamp,
      },
      () => nameTaken(input.name, dataset.id),
    );
  });
}

export async function updateVectorSettings(
  db: Db,
  actor: Actor,
  vectorSettingsId: string,
  input: VectorSettingsUpdate,
): Promise<VectorSettingsRow> {
  return db.transaction().execute(async (trx) => {
    const { row } = await vectorSettingsForManaging(trx, actor, vectorSettingsId);
    return repository.update(trx, row.id, { ...(input.title !== undefined ? { title: input.title } : {}), updated_at: now() });
  });
}

export async function deleteVectorSettings(db: Db, actor: Actor, vectorSettingsId: string): Promise<VectorSettingsRow> {
  return db.transaction().execute(async (trx) => {
    const { row } = await vectorSettingsForManaging(trx, actor, vectorSettingsId);
    await repository.delete(trx, row.id);
    return row;
  });
}
