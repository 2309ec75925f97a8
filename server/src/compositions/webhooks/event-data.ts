import type { DatasetInEvent, DatasetRecord, RecordInEvent, ResponseInEvent, UserInEvent, Workspace } from '@gloss/contract';
import type { DatasetRow } from '../../features/datasets/repository.js';
import { presentDataset } from '../../features/datasets/presenter.js';
import { presentResponse } from '../../features/responses/presenter.js';
import type { ResponseRow } from '../../features/responses/repository.js';
import type { UserRow } from '../../features/users/repository.js';

/**
 * Event data as stored in the outbox. A dataset's settings (workspace, questions, fields, properties,
 * vectors) are kept apart in a snapshot and put back when the event is sent (see payload.ts): every record
 * event of a bulk write nests the same dataset.
 */
export type DatasetSettingsInEvent = Pick<DatasetInEvent, 'workspace' | 'questions' | 'fields' | 'metadata_properties' | 'vectors_settings'>;
export type StoredDataset = Omit<DatasetInEvent, keyof DatasetSettingsInEvent>;
export type StoredRecord = Omit<RecordInEvent, 'dataset'> & { dataset: StoredDataset };
export type StoredResponse = Omit<ResponseInEvent, 'record'> & { record: StoredRecord };

/** A record as events show it: its own columns, no responses, suggestions or vectors. */
export type RecordInEventSource = Pick<DatasetRecord, 'id' | 'status' | 'fields' | 'metadata' | 'external_id' | 'inserted_at' | 'updated_at'>;

export function storedDataset(row: DatasetRow): StoredDataset {
  const dataset = presentDataset(row);
  return {
    id: dataset.id,
    name: dataset.name,
    guidelines: dataset.guidelines,
    allow_extra_metadata: dataset.allow_extra_metadata,
    status: dataset.status,
    distribution: dataset.distribution,
    last_activity_at: dataset.last_activity_at,
    inserted_at: dataset.inserted_at,
    updated_at: dataset.updated_at,
  };
}

export function storedRecord(record: RecordInEventSource, dataset: StoredDataset): StoredRecord {
  return {
    id: record.id,
    status: record.status,
    fields: record.fields,
    metadata: record.metadata,
    external_id: record.external_id,
    dataset,
    inserted_at: record.inserted_at,
    updated_at: record.updated_at,
  };
}

export function userInEvent(row: UserRow): UserInEvent {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    role: row.role,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}

export function storedResponse(row: ResponseRow, record: StoredRecord, user: UserRow): StoredResponse {
  const response = presentResponse(row);
  return {
    id: response.id,
    values: response.values,
    status: response.status,
    record,
    user: userInEvent(user),
    inserted_at: response.inserted_at,
    updated_at: response.updated_at,
  };
}

/** Settings for an event whose dataset is gone and whose snapshot is missing: empty lists, an empty workspace. */
export function missingSettings(): DatasetSettingsInEvent {
  const workspace: Workspace = { id: '', name: '', inserted_at: '', updated_at: '' };
  return { workspace, questions: [], fields: [], metadata_properties: [], vectors_settings: [] };
}
