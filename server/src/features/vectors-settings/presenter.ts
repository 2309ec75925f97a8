import type { VectorSettings } from '@gloss/contract';
import type { VectorSettingsRow } from './repository.js';

export function presentVectorSettings(row: VectorSettingsRow): VectorSettings {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    dimensions: Number(row.dimensions),
    dataset_id: row.dataset_id,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}
