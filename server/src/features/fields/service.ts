import { randomUUID } from 'node:crypto';
import type { FieldCreate, FieldUpdate } from '@gloss/contract';
import { toDbBoolean } from '../../db/schema.js';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { Conflict, Unprocessable } from '../../domain/errors.js';
import { datasetForManaging, datasetForReading, settingForManaging } from '../datasets/access.js';
import type { DatasetRow } from '../datasets/repository.js';
import { fieldHooks } from './hooks.js';
import { type FieldRow, countFields, fieldRepository } from './repository.js';

function nameTaken(name: string, datasetId: string): Conflict {
  return new Conflict(`Field with name \`${name}\` already exists for dataset with id \`${datasetId}\``);
}

/**
 * Loads a field (404), then checks the caller manages its dataset (403), holding the dataset for a change
 * (or, with `lock` 'none', only checking, as before a request's body is read).
 */
export function fieldForManaging(db: Db, actor: Actor, fieldId: string, lock?: 'settings' | 'none') {
  return settingForManaging(db, actor, { model: 'Field', id: fieldId, find: fieldRepository.findById }, lock);
}

export async function listFields(db: Db, actor: Actor, datasetId: string): Promise<FieldRow[]> {
  const dataset = await datasetForReading(db, actor, datasetId);
  return fieldRepository.listByDataset(db, dataset.id);
}

export async function createField(db: Db, actor: Actor, datasetId: string, input: FieldCreate): Promise<FieldRow> {
  return db.transaction().execute(async (trx) => {
    const dataset = await datasetForManaging(trx, actor, datasetId, 'settings');
    if (dataset.status === 'ready') throw new Unprocessable('Field cannot be created for a published dataset');
    const timestamp = now();
    return fieldRepository.insertNamed(
      trx,
      {
        id: randomUUID(),
        name: input.name,
        title: input.title,
        required: toDbBoolean(input.required),
        settings: JSON.stringify(input.settings),
        dataset_id: dataset.id,
        inserted_at: timestamp,
        updated_at: timestamp,
      },
      () => nameTaken(input.name, dataset.id),
    );
  });
}

export async function updateField(db: Db, actor: Actor, fieldId: string, input: FieldUpdate): Promise<FieldRow> {
  return db.transaction().execute(async (trx) => {
    const { row: field } = await fieldForManaging(trx, actor, fieldId);
    const stored = JSON.parse(field.settings) as { type: string };
    if (input.settings && input.settings.type !== stored.type) {
      throw new Unprocessable(`Field type cannot be changed. Expected '${stored.type}' but got '${input.settings.type}'`);
    }
    return fieldRepository.update(trx, field.id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.required !== undefined ? { required: toDbBoolean(input.required) } : {}),
      ...(input.settings !== undefined ? { settings: JSON.stringify({ ...stored, ...input.settings }) } : {}),
      updated_at: now(),
    });
  });
}

export async function deleteField(db: Db, actor: Actor, fieldId: string): Promise<FieldRow> {
  return db.transaction().execute(async (trx) => {
    const { row: field, dataset } = await fieldForManaging(trx, actor, fieldId);
    if (dataset.status === 'ready') throw new Unprocessable('Fields cannot be deleted for a published dataset');
    await fieldHooks.deleting.announce(trx, { dataset, field });
    await fieldRepository.delete(trx, field.id);
    return field;
  });
}

/** A dataset is published only with fields to show (the `publishing` hook of datasets). */
export async function requireFieldsToPublish(db: Db, dataset: DatasetRow): Promise<void> {
  if ((await countFields(db, dataset.id)) === 0) throw new Unprocessable('Dataset cannot be published without fields');
}
