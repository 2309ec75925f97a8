import { type MetadataSettings, pythonNumberStr } from '@gloss/contract';
import type { Insertable } from 'kysely';
import type { RecordMetadataTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { chunked } from '../../db/chunks.js';
import type { WritePlan } from '../../db/write-plan.js';

export interface IndexedProperty {
  name: string;
  settings: MetadataSettings;
}

/**
 * How a terms value is compared: strings as they are, numbers as the text a terms filter turns them into
 * (Python's), other scalars by their JSON text.
 */
export function termKey(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? pythonNumberStr(value) : JSON.stringify(value);
}

function rowsOf(
  recordSeq: number | string,
  datasetId: string,
  metadata: Record<string, unknown>,
  property: IndexedProperty,
): Insertable<RecordMetadataTable>[] {
  const value = metadata[property.name];
  if (value === null || value === undefined) return [];
  if (property.settings.type === 'terms') {
    // Each term once: a record listing a term twice must still sort once by it.
    const terms = new Set((Array.isArray(value) ? value : [value]).map(termKey));
    return [...terms].map((term) => ({ record_seq: recordSeq, dataset_id: datasetId, name: property.name, num: null, term }));
  }
  return typeof value === 'number' ? [{ record_seq: recordSeq, dataset_id: datasetId, name: property.name, num: value, term: null }] : [];
}

/**
 * Writes the values of defined metadata properties into record_metadata, where filters and sorts find
 * them through indexes. `replace` first drops what the records had.
 */
export async function indexRecordMetadata(
  db: Db,
  records: readonly { seq: number | string; datasetId: string; metadata: Record<string, unknown> | null }[],
  properties: readonly IndexedProperty[],
  options: { replace: boolean },
): Promise<void> {
  if (options.replace) {
    for (const chunk of chunked(records.map((record) => record.seq))) {
      await db.deleteFrom('record_metadata').where('record_seq', 'in', chunk).execute();
    }
  }
  const rows: Insertable<RecordMetadataTable>[] = records.flatMap((record) =>
    record.metadata ? properties.flatMap((property) => rowsOf(record.seq, record.datasetId, record.metadata!, property)) : [],
  );
  for (const chunk of chunked(rows)) await db.insertInto('record_metadata').values(chunk).execute();
}

/** indexRecordMetadata of new records, planned (db/write-plan.ts): each `seq` is its record's position in the keyed step. */
export function planRecordMetadata(
  plan: WritePlan,
  records: readonly { seq: number; datasetId: string; metadata: Record<string, unknown> | null }[],
  properties: readonly IndexedProperty[],
): void {
  const rows = records.flatMap((record) =>
    record.metadata ? properties.flatMap((property) => rowsOf(record.seq, record.datasetId, record.metadata!, property)) : [],
  );
  plan.step(
    'INSERT INTO record_metadata (record_seq, dataset_id, name, num, term) VALUES (?, ?, ?, ?, ?)',
    rows.map((row) => [row.record_seq, row.dataset_id, row.name, row.num ?? null, row.term ?? null]),
    { keyAt: [0] },
  );
}

/** A property created after records exist: index the values the records already carry. */
export async function indexExistingMetadata(db: Db, datasetId: string, property: IndexedProperty): Promise<void> {
  const records = await db
    .selectFrom('records')
    .innerJoin('record_contents', 'record_contents.record_seq', 'records.seq')
    .select(['records.seq', 'record_contents.metadata'])
    .where('records.dataset_id', '=', datasetId)
    .where('record_contents.metadata', 'is not', null)
    .execute();
  await indexRecordMetadata(
    db,
    records.map((record) => ({ seq: record.seq, datasetId, metadata: JSON.parse(record.metadata!) as Record<string, unknown> })),
    [property],
    { replace: false },
  );
}

export async function dropIndexedMetadata(db: Db, datasetId: string, name: string): Promise<void> {
  await db.deleteFrom('record_metadata').where('dataset_id', '=', datasetId).where('name', '=', name).execute();
}
