import type { MetadataSettings } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import { type DatasetRow, findDatasetById } from '../datasets/repository.js';
import { loadDatasetSchema } from '../records/dataset-schema.js';
import { reindexTermsOfNewProperty } from './record-index.js';
import { countFields } from '../fields/repository.js';
import type { MetadataPropertyRow } from '../metadata-properties/repository.js';
import { searchDialectOf } from './dialect.js';
import { dropIndexedMetadata, indexExistingMetadata } from './metadata-index.js';

/*
 * The search index follows the dataset and its settings (the hooks of datasets and metadata properties,
 * wired in effects.ts): records' own writes index them directly, as search sits below them.
 */

/** A dataset being published gets its text index, one column per field. */
export async function createDatasetTextIndex(db: Db, dataset: DatasetRow): Promise<void> {
  await searchDialectOf(db).createTextIndex(db, dataset.id, await countFields(db, dataset.id));
}

export async function dropDatasetTextIndex(db: Db, dataset: DatasetRow): Promise<void> {
  await searchDialectOf(db).dropTextIndex(db, dataset.id);
}

/** A new metadata property is filterable at once over the records that already carry it. */
export async function indexNewMetadataProperty(db: Db, property: MetadataPropertyRow): Promise<void> {
  const settings = JSON.parse(property.settings) as MetadataSettings;
  await indexExistingMetadata(db, property.dataset_id, { name: property.name, settings });
  if (settings.type !== 'terms') return;
  const dataset = await findDatasetById(db, property.dataset_id);
  if (dataset) await reindexTermsOfNewProperty(db, { dataset, schema: await loadDatasetSchema(db, dataset.id), name: property.name });
}

export async function dropMetadataPropertyIndex(db: Db, property: MetadataPropertyRow): Promise<void> {
  await dropIndexedMetadata(db, property.dataset_id, property.name);
}
