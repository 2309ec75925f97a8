import type { Dataset, Distribution } from '@gloss/contract';
import { fromDbBoolean } from '../../db/schema.js';
import type { DatasetRow } from './repository.js';

export function presentDataset(row: DatasetRow): Dataset {
  return {
    id: row.id,
    name: row.name,
    guidelines: row.guidelines,
    allow_extra_metadata: fromDbBoolean(row.allow_extra_metadata),
    status: row.status,
    distribution: JSON.parse(row.distribution) as Distribution,
    metadata: row.metadata === null ? null : (JSON.parse(row.metadata) as Record<string, unknown>),
    workspace_id: row.workspace_id,
    last_activity_at: row.last_activity_at,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}
