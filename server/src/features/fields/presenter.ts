import type { Field, FieldSettings } from '@gloss/contract';
import { fromDbBoolean } from '../../db/schema.js';
import type { FieldRow } from './repository.js';

export function presentField(row: FieldRow): Field {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    required: fromDbBoolean(row.required),
    settings: JSON.parse(row.settings) as FieldSettings,
    dataset_id: row.dataset_id,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}
