import type { ImportMapping } from '@gloss/contract';
import { Unprocessable } from '../../domain/errors.js';
import type { DatasetSchema } from '../../features/records/dataset-schema.js';

const listed = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

/**
 * Checks a mapping before an import is queued: every target is one of the dataset's fields, metadata
 * properties, questions or vectors; every required field has a column; every column named is in the source
 * (when its columns are known). A mapping that could only refuse every row is refused at once.
 */
export function checkMapping(schema: DatasetSchema, mapping: ImportMapping, columns: readonly string[] | null, allowExtraMetadata: boolean): void {
  const problems: string[] = [];
  const unknown = (kind: string, targets: string[], known: ReadonlyMap<string, unknown>, names: string[]) => {
    const missing = targets.filter((target) => !known.has(target));
    if (missing.length > 0) problems.push(`${kind} ${listed(missing)} not in the dataset (it has ${names.length > 0 ? listed(names) : 'none'})`);
  };
  unknown('fields', mapping.fields.map((item) => item.target), schema.fieldByName, schema.fields.map((field) => field.name));
  if (!allowExtraMetadata) {
    unknown('metadata properties', mapping.metadata.map((item) => item.target), schema.metadataByName, schema.metadataProperties.map((property) => property.name));
  }
  unknown('questions', mapping.suggestions.map((item) => item.target), schema.questionByName, schema.questions.map((question) => question.name));
  unknown('vectors', mapping.vectors.map((item) => item.target), schema.vectorsByName, schema.vectorsSettings.map((vector) => vector.name));

  const mappedFields = new Set(mapping.fields.map((item) => item.target));
  const unmapped = schema.fields.filter((field) => field.required && !mappedFields.has(field.name)).map((field) => field.name);
  if (unmapped.length > 0) problems.push(`the required fields ${listed(unmapped)} have no column`);
  for (const [kind, items] of [['field', mapping.fields], ['metadata property', mapping.metadata], ['question', mapping.suggestions], ['vector', mapping.vectors]] as const) {
    const targets = items.map((item) => item.target);
    const twice = [...new Set(targets.filter((target, index) => targets.indexOf(target) !== index))];
    if (twice.length > 0) problems.push(`the ${kind} ${listed(twice)} has more than one column`);
  }
  if (columns !== null) {
    const present = new Set(columns);
    const sources = [...mapping.fields, ...mapping.metadata, ...mapping.suggestions, ...mapping.vectors].map((item) => item.source);
    if (mapping.external_id !== null) sources.push(mapping.external_id);
    const absent = [...new Set(sources.filter((source) => !present.has(source)))];
    if (absent.length > 0) problems.push(`the columns ${listed(absent)} are not in the source`);
  }
  if (problems.length > 0) throw new Unprocessable(`The mapping cannot be imported: ${problems.join('; ')}`);
}
