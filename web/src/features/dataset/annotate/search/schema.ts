import type { MetadataProperty, VectorSettings } from '@gloss/contract';
import type { Field, Question } from '../model/types';
import type { ValueFilter } from './criteria';
import type { SearchSchema } from './url-criteria';

/** Only these questions' answers are comparable values, so only they are offered as filters. */
export function filterKindOf(question: Question): ValueFilter['kind'] | null {
  switch (question.settings.type) {
    case 'label_selection':
    case 'multi_label_selection':
      return 'terms';
    case 'rating':
      return 'range';
    default:
      return null;
  }
}

export function metadataKindOf(property: MetadataProperty): ValueFilter['kind'] {
  return property.settings.type === 'terms' ? 'terms' : 'range';
}

/** What the dataset's settings let the caller search by (the server lists only the metadata they may see). */
export function searchSchema(
  fields: readonly Field[],
  questions: readonly Question[],
  metadata: readonly MetadataProperty[],
  vectors: readonly VectorSettings[],
): SearchSchema {
  const filterable = new Map<string, ValueFilter['kind']>();
  for (const question of questions) {
    const kind = filterKindOf(question);
    if (kind) filterable.set(question.name, kind);
  }
  return {
    fields: fields.filter((field) => field.settings.type === 'text').map((field) => field.name),
    metadata: new Map(metadata.map((property) => [property.name, metadataKindOf(property)])),
    questions: filterable,
    vectors: vectors.map((vector) => vector.name),
  };
}
