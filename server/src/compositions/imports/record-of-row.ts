import { type ImportMapping, RecordUpsert } from '@gloss/contract';
import type { DatasetSchema } from '../../features/records/dataset-schema.js';
import { cellAsNumber, cellAsText, imageCellAsUrl } from '../../sources/index.js';

/** A row made into a record, or the reason it cannot be one. */
export type RowOutcome = { record: RecordUpsert } | { reason: string };

/** What is known of a source's columns beyond their values: a Hub `ClassLabel`'s names, by column. */
export type ColumnLabels = ReadonlyMap<string, readonly string[]>;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Text that holds JSON (a list or an object written into a CSV cell) read as what it holds. */
function structured(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!(text.startsWith('[') || text.startsWith('{'))) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

/** A class label's number as its name; other values as they are. */
function labelled(value: unknown, labels: readonly string[] | undefined): unknown {
  if (!labels) return value;
  const number = typeof value === 'bigint' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && labels[number] !== undefined ? labels[number] : value;
}

class RowProblem extends Error {}

function fieldValue(kind: string, column: string, value: unknown): unknown {
  if (isEmpty(value)) return undefined;
  switch (kind) {
    case 'image': {
      const url = imageCellAsUrl(value);
      if (url === null) throw new RowProblem(`column \`${column}\` holds no image`);
      return url;
    }
    case 'chat': {
      const messages = structured(value);
      if (!Array.isArray(messages)) throw new RowProblem(`column \`${column}\` is not a list of chat messages`);
      return messages;
    }
    case 'custom':
      return structured(value);
    default:
      return cellAsText(value) ?? undefined;
  }
}

function metadataValue(type: string, column: string, value: unknown): unknown {
  if (isEmpty(value)) return undefined;
  if (type === 'terms') {
    const terms = structured(value);
    return Array.isArray(terms) ? terms.map((term) => cellAsText(term)) : cellAsText(value);
  }
  const number = cellAsNumber(value);
  if (number === undefined) throw new RowProblem(`column \`${column}\` holds \`${String(cellAsText(value)).slice(0, 100)}\`, which is not a number`);
  return number ?? undefined;
}

function suggestionValue(type: string, column: string, value: unknown, labels: readonly string[] | undefined): unknown {
  if (isEmpty(value)) return undefined;
  switch (type) {
    case 'multi_label_selection': {
      const list = structured(value);
      const items = Array.isArray(list) ? list : String(cellAsText(value)).split(',').map((part) => part.trim()).filter(Boolean);
      return items.map((item) => labelled(item, labels)).map((item) => (typeof item === 'string' ? item : cellAsText(item)));
    }
    case 'rating': {
      const number = cellAsNumber(value);
      if (number === undefined || number === null) throw new RowProblem(`column \`${column}\` holds no rating`);
      return number;
    }
    case 'ranking':
    case 'span':
      return structured(value);
    case 'label_selection': {
      const label = labelled(value, labels);
      return typeof label === 'string' ? label : cellAsText(label);
    }
    default:
      return cellAsText(value);
  }
}

function vectorValue(column: string, value: unknown): number[] | undefined {
  if (isEmpty(value)) return undefined;
  const list = structured(value);
  const numbers = Array.isArray(list) || ArrayBuffer.isView(list) ? Array.from(list as ArrayLike<unknown>, (item) => cellAsNumber(item)) : null;
  if (!numbers || numbers.some((number) => typeof number !== 'number')) throw new RowProblem(`column \`${column}\` is not a list of numbers`);
  return numbers as number[];
}

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ');
}

/**
 * Makes rows into records by a mapping: fields, metadata, suggestions and vectors by their names in the
 * dataset, the external id from its column. Values are converted to what each target takes (a number
 * column's text to a number, a class label's number to its name, an image to its URL); what a record
 * cannot take is the row's reason to be refused. The record is then checked by the bulk write, as the
 * SDK's records are.
 */
export function recordMaker(schema: DatasetSchema, mapping: ImportMapping, labels: ColumnLabels): (values: Record<string, unknown>) => RowOutcome {
  const fields = mapping.fields.map(({ source, target }) => ({ source, target, kind: schema.fieldByName.get(target)?.settings.type ?? 'text' }));
  const metadata = mapping.metadata.map(({ source, target }) => ({ source, target, type: schema.metadataByName.get(target)?.settings.type ?? 'terms' }));
  const suggestions = mapping.suggestions.flatMap(({ source, target }) => {
    const question = schema.questionByName.get(target);
    return question ? [{ source, question }] : [];
  });
  return (values) => {
    try {
      const record: Record<string, unknown> = { fields: {} };
      const recordFields = record.fields as Record<string, unknown>;
      for (const { source, target, kind } of fields) {
        const value = fieldValue(kind, source, values[source]);
        if (value !== undefined) recordFields[target] = value;
      }
      const recordMetadata: Record<string, unknown> = {};
      for (const { source, target, type } of metadata) {
        const value = metadataValue(type, source, values[source]);
        if (value !== undefined) recordMetadata[target] = value;
      }
      if (Object.keys(recordMetadata).length > 0) record.metadata = recordMetadata;
      const recordSuggestions = suggestions.flatMap(({ source, question }) => {
        const value = suggestionValue(question.settings.type, source, values[source], labels.get(source));
        return value === undefined ? [] : [{ question_id: question.id, value, type: 'model' as const }];
      });
      if (recordSuggestions.length > 0) record.suggestions = recordSuggestions;
      const recordVectors: Record<string, number[]> = {};
      for (const { source, target } of mapping.vectors) {
        const value = vectorValue(source, values[source]);
        if (value !== undefined) recordVectors[target] = value;
      }
      if (Object.keys(recordVectors).length > 0) record.vectors = recordVectors;
      if (mapping.external_id !== null) {
        const externalId = cellAsText(values[mapping.external_id]);
        if (externalId !== null) record.external_id = externalId;
      }
      const parsed = RecordUpsert.safeParse(record);
      return parsed.success ? { record: parsed.data } : { reason: issuesOf(parsed.error) };
    } catch (error) {
      if (error instanceof RowProblem) return { reason: error.message };
      throw error;
    }
  };
}
