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
 * Loads the included relationships of a page of records in three queries, asked together (each is a round
 * trip that waits its turn on a busy server). `onlyUser` narrows responses to one user (the annotator's
 * own view).
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
  const wantedVectors = !inclusion.vectors
    ? []
    : inclusion.vectors === 'all'
      ? vectorsSettings
      : vectorsSettings.filter((settings) => inclusion.vectors!.includes(settings.name));
  const nameOf = new Map(wantedVectors.map((settings) => [settings.id, settings.name]));
  const [responses, suggestions, vectors] = await Promise.all([
    inclusion.responses ? listResponsesOfRecords(db, recordIds, onlyUser) : null,
    inclusion.suggestions ? listSuggestionsOfRecords(db, recordIds) : null,
    inclusion.vectors ? listVectorsOfRecords(db, recordIds, [...nameOf.keys()]) : null,
  ]);
  if (responses) relations.responses = groupBy(responses, (row) => row.record_id);
  if (suggestions) relations.suggestions = groupBy(suggestions, (row) => row.record_id);
  for (const row of vectors ?? []) {
    const held = relations.vectors.get(row.record_id) ?? {};
    held[nameOf.get(row.vector_settings_id)!] = Array.from(decodeVector(row.value));
    relations.vectors.set(row.record_id, held);
  }
  return relations;
}
