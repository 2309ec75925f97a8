import { randomUUID } from 'node:crypto';
import type { MetadataPropertyCreate, MetadataPropertyUpdate } from '@gloss/contract';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { Conflict, Unprocessable } from '../../domain/errors.js';
import { datasetForManaging, datasetForReading, settingForManaging } from '../datasets/access.js';
import { allowedRolesFor, metadataPropertyPolicy } from './policy.js';
import { metadataPropertyHooks } from './hooks.js';
import { allowedRolesOf } from './presenter.js';
import { type MetadataPropertyRow, metadataPropertyRepository as repository } from './repository.js';

/** Argilla's default limit of metadata properties per dataset. */
export const METADATA_PROPERTIES_MAX = 50;

function nameTaken(name: string, datasetId: string): Conflict {
  return new Conflict(`Metadata property with name \`${name}\` already exists for dataset with id \`${datasetId}\``);
}

/**
 * Loads a metadata property (404), then checks the caller manages its dataset (403), holding the dataset for a change
 * (or, with `lock` 'none', only checking, as before a request's body is read).
 */
export function metadataPropertyForManaging(db: Db, actor: Actor, propertyId: string, lock?: 'settings' | 'none') {
  return settingForManaging(db, actor, { model: 'MetadataProperty', id: propertyId, find: repository.findById }, lock);
}

/** The properties of a dataset the caller may see: annotators only those visible to annotators. */
export async function listMyMetadataProperties(db: Db, actor: Actor, datasetId: string): Promise<MetadataPropertyRow[]> {
  const dataset = await datasetForReading(db, actor, datasetId);
  const rows = await repository.listByDataset(db, dataset.id);
  return rows.filter((row) => metadataPropertyPolicy.see(actor, allowedRolesOf(row)));
}

export async function createMetadataProperty(
  db: Db,
  actor: Actor,
  datasetId: string,
  input: MetadataPropertyCreate,
): Promise<MetadataPropertyRow> {
  return db.transaction().execute(async (trx) => {
    const dataset = await datasetForManaging(trx, actor, datasetId, 'settings');
    if ((await repository.countByDataset(trx, dataset.id)) >= METADATA_PROPERTIES_MAX) {
      throw new Unprocessable(`The maximum number of metadata properties has been reached for dataset with id \`${dataset.id}\``);
    }
    const timestamp = now();
    const created = await repository.insertNamed(
      trx,
      {
        id: randomUUID(),
        name: input.name,
        title: input.title,
        settings: JSON.stringify(input.settings),
        allowed_roles: JSON.stringify(allowedRolesFor(input.visible_for_annotators)),
        dataset_id: dataset.id,
        inserted_at: timestamp,
        updated_at: timestamp,
      },
      () => nameTaken(input.name, dataset.id),
    );
    await metadataPropertyHooks.created.announce(trx, created);
    return created;
  });
}

export async function updateMetadataProperty(
  db: Db,
  actor: Actor,
  propertyId: string,
  input: MetadataPropertyUpdate,
): Promise<MetadataPropertyRow> {
  return db.transaction().execute(async (trx) => {
    const { row } = await metadataPropertyForManaging(trx, actor, propertyId);
    return repository.update(trx, row.id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      // An omitted key keeps the current visibility (upstream would silently hide the property).
      ...(input.visible_for_annotators !== undefined
        ? { allowed_roles: JSON.stringify(allowedRolesFor(input.visible_for_annotators)) }
        : {}),
      updated_at: now(),
    });
  });
}

export async function deleteMetadataProperty(db: Db, actor: Actor, propertyId: string): Promise<MetadataPropertyRow> {
  return db.transaction().execute(async (trx) => {
    const { row } = await metadataPropertyForManaging(trx, actor, propertyId);
    await repository.delete(trx, row.id);
    await metadataPropertyHooks.deleted.announce(trx, row);
    return row;
  });
}
