import type { MetadataProperty } from '@gloss/contract';

/** Metadata properties as `GET /me/datasets/{id}/metadata-properties` answers them, for filter and sort tests. */
let sequence = 0;
const stamp = '2024-07-15T10:21:33.123456';

export function property(name: string, settings: MetadataProperty['settings'], title = name[0]!.toUpperCase() + name.slice(1)): MetadataProperty {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name,
    title,
    settings,
    visible_for_annotators: true,
    dataset_id: '00000000-0000-4000-8000-000000000000',
    inserted_at: stamp,
    updated_at: stamp,
  };
}

export const price = () => property('price', { type: 'float', min: null, max: null });
export const category = () => property('category', { type: 'terms', values: null });
export const words = () => property('words', { type: 'integer', min: 0, max: null }, 'Word count');
