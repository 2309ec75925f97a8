import type { Db } from '../../db/types.js';
import { listResponsesOfRecords, type ResponseRow } from '../../features/responses/repository.js';
import { listSuggestionsOfRecords, type SuggestionRow } from '../../features/suggestions/repository.js';
import type { SchemaVectorSettings } from '../../features/records/dataset-schema.js';
import type { Inclusion } from './include.js';
import { decodeVector, listVectorsOfRecords } from '../../features/records/vectors-repository.js';

export interface RecordRelations {
  responses: Map<string, ResponseRow[]>;
  suggestions: Map<string, SuggestionRow[]>;
  vectors: Map<string, Record<string, number[]>>;
}

export const NO_RELATIONS: RecordRelations = { responses: new Map(), suggestions: new Map(), vectors: new Map() };

export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Loads the included relationships of a page of records in three queries. `onlyUser` narrows responses
 * to one user (the annotator's own view).
 */
export async function loadRelations(
  db: Db,
  recordIds: readonly string[],
  inclusion: Inclusion,
  vectorsSettings: readonly SchemaVectorSettings[],
  onlyUser?: string,
): Promise<RecordRelations> {
  const relations: RecordRelations = { responses: new Map(), suggestions: new Map(), vectors: new Map() };
  if (recordIds.length === 0) return relations;
  if (inclusion.responses) {
    relations.responses = groupBy(await listResponsesOfRecords(db, recordIds, onlyUser), (row) => row.record_id);
  }
  if (inclusion.suggestions) {
    relations.suggestions = groupBy(await listSuggestionsOfRecords(db, recordIds), (row) => row.record_id);
  }
  if (inclusion.vectors) {
    const wanted = inclusion.vectors === 'all' ? vectorsSettings : vectorsSettings.filter((s) => inclusion.vectors!.includes(s.name));
    const nameOf = new Map(wanted.map((settings) => [settings.id, settings.name]));
    const rows = await listVectorsOfRecords(db, recordIds, [...nameOf.keys()]);
    for (const row of rows) {
      const vectors = relations.vectors.get(row.record_id) ?? {};
      vectors[nameOf.get(row.vector_settings_id)!] = Array.from(decodeVector(row.value));
      relations.vectors.set(row.record_id, vectors);
    }
  }
  return relations;
}
