import type { Field, ImportMapping, MetadataProperty, Question, SourceColumn, VectorSettings } from '@gloss/contract';
import { settingNameOf } from '../configuration/names';

/** An existing dataset's settings, which the source's columns are mapped onto. */
export interface DatasetSettingsLists {
  fields: readonly Field[];
  questions: readonly Question[];
  metadataProperties: readonly MetadataProperty[];
  vectors: readonly VectorSettings[];
}

/** Where one column goes in the dataset: a field, a metadata property, a vector, a question's suggestions, the external id, or nowhere. */
export type MappingTarget =
  | { kind: 'field'; name: string }
  | { kind: 'metadata'; name: string }
  | { kind: 'vector'; name: string }
  | { kind: 'suggestions'; name: string }
  | { kind: 'external_id' }
  | { kind: 'ignored' };

export type MappingTargets = Readonly<Record<string, MappingTarget>>;

const IGNORED: MappingTarget = { kind: 'ignored' };
const EXTERNAL_ID_NAMES = new Set(['id', 'uuid', 'external_id']);

/**
 * Each column mapped to the setting of the same name (compared as setting names: "Review Text" finds
 * `review_text`), fields first, then metadata, vectors and questions; a column named id, uuid or
 * external_id is the external id; the rest is left out. Each setting takes one column, the first.
 */
export function defaultTargets(columns: readonly SourceColumn[], settings: DatasetSettingsLists): MappingTargets {
  const targets: Record<string, MappingTarget> = {};
  const used = new Set<string>();
  let externalId = false;
  for (const column of columns) {
    const wanted = [column.name.toLowerCase(), settingNameOf(column.name)];
    const byName = <T extends { name: string }>(items: readonly T[]) => items.find((item) => wanted.includes(item.name.toLowerCase()));
    const candidates: MappingTarget[] = [];
    const field = byName(settings.fields);
    if (field) candidates.push({ kind: 'field', name: field.name });
    const property = byName(settings.metadataProperties);
    if (property) candidates.push({ kind: 'metadata', name: property.name });
    const vector = byName(settings.vectors);
    if (vector && column.kind === 'vector') candidates.push({ kind: 'vector', name: vector.name });
    const question = byName(settings.questions);
    if (question) candidates.push({ kind: 'suggestions', name: question.name });
    const target = candidates.find((candidate) => !used.has(targetValue(candidate)));
    if (target) {
      used.add(targetValue(target));
      targets[column.name] = target;
    } else if (!externalId && EXTERNAL_ID_NAMES.has(column.name.toLowerCase())) {
      externalId = true;
      targets[column.name] = { kind: 'external_id' };
    } else {
      targets[column.name] = IGNORED;
    }
  }
  return targets;
}

/** A target as one word, for a `<select>`'s value: `field:text`, `suggestions:sentiment`, `external_id`, `ignored`. */
export function targetValue(target: MappingTarget): string {
  return 'name' in target ? `${target.kind}:${target.name}` : target.kind;
}

export function targetFromValue(value: string): MappingTarget {
  if (value === 'external_id') return { kind: 'external_id' };
  const at = value.indexOf(':');
  const kind = value.slice(0, at);
  const name = value.slice(at + 1);
  if (at > 0 && (kind === 'field' || kind === 'metadata' || kind === 'vector' || kind === 'suggestions')) return { kind, name };
  return IGNORED;
}

export interface MappingProblems {
  /** Columns sent to a setting another column already fills. */
  columns: Readonly<Record<string, 'taken'>>;
  /** No column fills any field. */
  noField: boolean;
  /** Required fields no column fills: every row would be refused. */
  requiredFields: readonly string[];
}

export function mappingProblems(targets: MappingTargets, columns: readonly SourceColumn[], settings: DatasetSettingsLists): MappingProblems {
  const seen = new Set<string>();
  const taken: Record<string, 'taken'> = {};
  for (const column of columns) {
    const target = targets[column.name] ?? IGNORED;
    if (target.kind === 'ignored') continue;
    const value = targetValue(target);
    if (seen.has(value)) taken[column.name] = 'taken';
    seen.add(value);
  }
  const mappedFields = new Set(Object.values(targets).flatMap((target) => (target.kind === 'field' ? [target.name] : [])));
  return {
    columns: taken,
    noField: mappedFields.size === 0,
    requiredFields: settings.fields.filter((field) => field.required && !mappedFields.has(field.name)).map((field) => field.name),
  };
}

export function hasMappingProblems(problems: MappingProblems): boolean {
  return Object.keys(problems.columns).length > 0 || problems.noField || problems.requiredFields.length > 0;
}

/** The import's mapping, in the columns' order. */
export function importMappingOf(targets: MappingTargets, columns: readonly SourceColumn[]): ImportMapping {
  const mapping: ImportMapping = { fields: [], metadata: [], suggestions: [], vectors: [], external_id: null };
  for (const column of columns) {
    const target = targets[column.name] ?? IGNORED;
    const source = column.name;
    if (target.kind === 'field') mapping.fields.push({ source, target: target.name });
    if (target.kind === 'metadata') mapping.metadata.push({ source, target: target.name });
    if (target.kind === 'vector') mapping.vectors.push({ source, target: target.name });
    if (target.kind === 'suggestions') mapping.suggestions.push({ source, target: target.name });
    if (target.kind === 'external_id') mapping.external_id ??= source;
  }
  return mapping;
}
