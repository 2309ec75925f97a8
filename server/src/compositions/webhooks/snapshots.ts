import { createHash } from 'node:crypto';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { DatasetRow } from '../../features/datasets/repository.js';
import { presentField } from '../../features/fields/presenter.js';
import { fieldRepository } from '../../features/fields/repository.js';
import { presentMetadataProperty } from '../../features/metadata-properties/presenter.js';
import { metadataPropertyRepository } from '../../features/metadata-properties/repository.js';
import { presentQuestion } from '../../features/questions/presenter.js';
import { questionRepository } from '../../features/questions/repository.js';
import { presentVectorSettings } from '../../features/vectors-settings/presenter.js';
import { vectorSettingsRepository } from '../../features/vectors-settings/repository.js';
import { presentWorkspace } from '../../features/workspaces/presenter.js';
import { findWorkspaceById } from '../../features/workspaces/repository.js';
import type { DatasetSettingsInEvent } from './event-data.js';
import { insertSnapshot, settingsStamps, touchSnapshot } from './outbox-repository.js';

/**
 * Snapshots this process has written or touched lately, by id, with when that was. Within this time the
 * daily prune cannot have removed them, so they are named without a query.
 */
const KNOWN_FOR_MS = 10 * 60 * 1000;
const KNOWN_MAX = 1000;
const known = new Map<string, number>();

/**
 * The id of the snapshot of a dataset's settings as they stand, writing it first when this version was
 * never stored. The id is a hash of what the settings were built from (the workspace and each setting's
 * id and last change), so unchanged settings are not read at all: a question of 50,000 labels is read
 * once per version, not once per event.
 */
export async function datasetSettingsSnapshot(db: Db, dataset: DatasetRow): Promise<string> {
  const workspace = await findWorkspaceById(db, dataset.workspace_id);
  const stamps = await settingsStamps(db, dataset.id);
  const id = createHash('sha256')
    .update(JSON.stringify([dataset.id, workspace?.id, workspace?.name, workspace?.updated_at, stamps]))
    .digest('base64url');
  const seenAt = known.get(id);
  if (seenAt !== undefined && Date.now() - seenAt < KNOWN_FOR_MS) return id;

  const timestamp = now();
  // Remembered only once found stored: a snapshot this transaction writes is gone if it rolls back.
  if (await touchSnapshot(db, id, timestamp)) remember(id);
  else await insertSnapshot(db, { id, data: JSON.stringify(await datasetSettings(db, dataset)), inserted_at: timestamp });
  return id;
}

/** A dataset's settings as events nest them. */
export async function datasetSettings(db: Db, dataset: DatasetRow): Promise<DatasetSettingsInEvent> {
  const workspace = await findWorkspaceById(db, dataset.workspace_id);
  return buildSettings(db, dataset, workspace);
}

async function buildSettings(db: Db, dataset: DatasetRow, workspace: Awaited<ReturnType<typeof findWorkspaceById>>): Promise<DatasetSettingsInEvent> {
  const withoutDataset = <T extends { dataset_id: string }>({ dataset_id: _datasetId, ...rest }: T): Omit<T, 'dataset_id'> => rest;
  return {
    workspace: workspace ? presentWorkspace(workspace) : { id: dataset.workspace_id, name: '', inserted_at: '', updated_at: '' },
    questions: (await questionRepository.listByDataset(db, dataset.id)).map((row) => withoutDataset(presentQuestion(row))),
    fields: (await fieldRepository.listByDataset(db, dataset.id)).map((row) => withoutDataset(presentField(row))),
    metadata_properties: (await metadataPropertyRepository.listByDataset(db, dataset.id)).map((row) =>
      withoutDataset(presentMetadataProperty(row)),
    ),
    vectors_settings: (await vectorSettingsRepository.listByDataset(db, dataset.id)).map((row) => withoutDataset(presentVectorSettings(row))),
  };
}

function remember(id: string): void {
  known.delete(id);
  known.set(id, Date.now());
  for (const oldest of known.keys()) {
    if (known.size <= KNOWN_MAX) break;
    known.delete(oldest);
  }
}
