import type { DatasetRecord } from '@gloss/contract';
import { presentResponse } from '../../features/responses/presenter.js';
import { presentSuggestion } from '../../features/suggestions/presenter.js';
import type { Inclusion } from './include.js';
import type { RecordRelations } from './relations.js';
import type { RecordRow } from '../../features/records/repository.js';

/**
 * A record on the wire. Relationships appear only when included (absent, not null, otherwise);
 * `visibleMetadata`, when given, keeps only the metadata keys the caller may see.
 */
export function presentRecord(
  row: RecordRow,
  inclusion: Inclusion,
  relations: RecordRelations,
  visibleMetadata: ((key: string) => boolean) | null = null,
): DatasetRecord {
  let metadata = row.metadata === null ? null : (JSON.parse(row.metadata) as Record<string, unknown>);
  if (metadata && visibleMetadata) metadata = Object.fromEntries(Object.entries(metadata).filter(([key]) => visibleMetadata(key)));
  return {
    id: row.id,
    status: row.status,
    fields: JSON.parse(row.fields) as Record<string, unknown>,
    metadata,
    external_id: row.external_id,
    ...(inclusion.responses ? { responses: (relations.responses.get(row.id) ?? []).map(presentResponse) } : {}),
    ...(inclusion.suggestions ? { suggestions: (relations.suggestions.get(row.id) ?? []).map(presentSuggestion) } : {}),
    ...(inclusion.vectors ? { vectors: relations.vectors.get(row.id) ?? {} } : {}),
    dataset_id: row.dataset_id,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}
