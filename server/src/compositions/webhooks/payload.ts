import type { Db } from '../../db/types.js';
import { findDatasetById } from '../../features/datasets/repository.js';
import { findSnapshotData, type EventRow } from './deliveries-repository.js';
import type { DatasetSettingsInEvent, StoredDataset, StoredRecord, StoredResponse } from './event-data.js';
import { missingSettings } from './event-data.js';
import { datasetSettings } from './snapshots.js';

/** Each setting list of a snapshot as JSON text, serialised once however many deliveries nest it. */
type SettingsJson = Record<keyof DatasetSettingsInEvent, string>;

const SNAPSHOTS_HELD = 8;
const held = new Map<string, SettingsJson>();

/**
 * A delivery's body: `{type, version, timestamp, data}` as Argilla sends it, the dataset's settings put back
 * from their snapshot. The settings are spliced in as text: a bulk write's thousands of record events nest
 * the same settings, megabytes for a question of 50,000 labels, and parsing them again for each would cost
 * more than sending.
 */
export async function deliveryBody(db: Db, event: EventRow): Promise<string> {
  const stored: unknown = JSON.parse(event.data);
  const settings = event.snapshot_id === null ? null : await settingsJsonOf(db, event.snapshot_id, datasetIdOf(event.type, stored));
  const data = settings === null ? JSON.stringify(stored) : dataJson(event.type, stored, settings);
  return `{"type":${JSON.stringify(event.type)},"version":1,"timestamp":${JSON.stringify(`${event.occurred_at}Z`)},"data":${data}}`;
}

function dataJson(type: string, stored: unknown, settings: SettingsJson): string {
  const resource = type.split('.')[0];
  if (resource === 'dataset') return datasetJson(stored as StoredDataset, settings);
  if (resource === 'record') return recordJson(stored as StoredRecord, settings);
  if (resource === 'response') return responseJson(stored as StoredResponse, settings);
  return JSON.stringify(stored);
}

/** `{...}` of the given keys in order, each either a value to serialise or JSON text already made. */
function objectJson(entries: [key: string, value: unknown, raw?: true][]): string {
  return `{${entries.map(([key, value, raw]) => `${JSON.stringify(key)}:${raw ? (value as string) : JSON.stringify(value)}`).join(',')}}`;
}

function datasetJson(dataset: StoredDataset, settings: SettingsJson): string {
  return objectJson([
    ['id', dataset.id],
    ['name', dataset.name],
    ['guidelines', dataset.guidelines],
    ['allow_extra_metadata', dataset.allow_extra_metadata],
    ['status', dataset.status],
    ['distribution', dataset.distribution],
    ['workspace', settings.workspace, true],
    ['questions', settings.questions, true],
    ['fields', settings.fields, true],
    ['metadata_properties', settings.metadata_properties, true],
    ['vectors_settings', settings.vectors_settings, true],
    ['last_activity_at', dataset.last_activity_at],
    ['inserted_at', dataset.inserted_at],
    ['updated_at', dataset.updated_at],
  ]);
}

function recordJson(record: StoredRecord, settings: SettingsJson): string {
  return objectJson([
    ['id', record.id],
    ['status', record.status],
    ['fields', record.fields],
    ['metadata', record.metadata],
    ['external_id', record.external_id],
    ['dataset', datasetJson(record.dataset, settings), true],
    ['inserted_at', record.inserted_at],
    ['updated_at', record.updated_at],
  ]);
}

function responseJson(response: StoredResponse, settings: SettingsJson): string {
  return objectJson([
    ['id', response.id],
    ['values', response.values],
    ['status', response.status],
    ['record', recordJson(response.record, settings), true],
    ['user', response.user],
    ['inserted_at', response.inserted_at],
    ['updated_at', response.updated_at],
  ]);
}

function datasetIdOf(type: string, stored: unknown): string {
  const resource = type.split('.')[0];
  if (resource === 'record') return (stored as StoredRecord).dataset.id;
  if (resource === 'response') return (stored as StoredResponse).record.dataset.id;
  return (stored as StoredDataset).id;
}

async function settingsJsonOf(db: Db, snapshotId: string, datasetId: string): Promise<SettingsJson> {
  const cached = held.get(snapshotId);
  if (cached) return cached;
  const text = await findSnapshotData(db, snapshotId);
  // A snapshot is missing only if the transaction that wrote it first rolled back after another had
  // named it: the dataset's settings as they are now stand in, or none once the dataset is gone.
  const settings: DatasetSettingsInEvent = text
    ? (JSON.parse(text) as DatasetSettingsInEvent)
    : await currentSettings(db, datasetId);
  const json: SettingsJson = {
    workspace: JSON.stringify(settings.workspace),
    questions: JSON.stringify(settings.questions),
    fields: JSON.stringify(settings.fields),
    metadata_properties: JSON.stringify(settings.metadata_properties),
    vectors_settings: JSON.stringify(settings.vectors_settings),
  };
  if (text) {
    held.set(snapshotId, json);
    for (const oldest of held.keys()) {
      if (held.size <= SNAPSHOTS_HELD) break;
      held.delete(oldest);
    }
  }
  return json;
}

async function currentSettings(db: Db, datasetId: string): Promise<DatasetSettingsInEvent> {
  const dataset = await findDatasetById(db, datasetId);
  return dataset ? datasetSettings(db, dataset) : missingSettings();
}
