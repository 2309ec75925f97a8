import type { MetadataProperty, MetadataSettings, Role } from '@gloss/contract';
import type { MetadataPropertyRow } from './repository.js';

export function allowedRolesOf(row: MetadataPropertyRow): Role[] {
  return JSON.parse(row.allowed_roles) as Role[];
}

export function presentMetadataProperty(row: MetadataPropertyRow): MetadataProperty {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    settings: JSON.parse(row.settings) as MetadataSettings,
    visible_for_annotators: allowedRolesOf(row).includes('annotator'),
    dataset_id: row.dataset_id,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}
