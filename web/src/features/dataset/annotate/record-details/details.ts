import type { DatasetRecord, Field, MetadataProperty } from '@gloss/contract';
import { parseChat } from '../fields/chat';
import { valueAsText } from '../fields/text-display';

/** One line of the record's metadata table: the property's title and the record's value, as text. */
export interface MetadataRow {
  name: string;
  title: string;
  value: string;
}

/**
 * The record's metadata as annotators may see it: only properties visible to annotators, in the
 * dataset's order, under their titles (the name when a title is empty). Keys no property defines
 * (extra metadata) and properties the record has no value for are left out. The server already hides
 * the rest from annotators; the settings decide what is shown to anyone, admins included.
 */
export function metadataRows(
  properties: readonly MetadataProperty[],
  metadata: DatasetRecord['metadata'] | undefined,
): MetadataRow[] {
  if (!metadata) return [];
  return properties
    .filter((property) => property.visible_for_annotators && Object.hasOwn(metadata, property.name))
    .map((property) => ({ property, value: metadata[property.name] }))
    .filter(({ value }) => value !== null && value !== undefined)
    .map(({ property, value }) => ({
      name: property.name,
      title: property.title.trim() || property.name,
      value: metadataValueText(value),
    }));
}

/** A metadata value as text: a list of terms joined with commas, numbers and words as they are. */
export function metadataValueText(value: unknown): string {
  if (Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item))) return value.join(', ');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return valueAsText(value);
}

/**
 * The record as plain text for the clipboard, as Argilla copies it: each field's title (its name when
 * the title is empty), a line break, then its content; fields one after the other, in the dataset's
 * order. A chat is written one message per line (`role: content`); other non-text values as JSON.
 */
export function recordAsText(fields: readonly Field[], record: Pick<DatasetRecord, 'fields'>): string {
  return fields
    .filter((field) => Object.hasOwn(record.fields, field.name))
    .map((field) => `${field.title.trim() || field.name}\n${fieldText(field, record.fields[field.name])}`)
    .join('\n');
}

function fieldText(field: Field, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.settings.type === 'chat') {
    const chat = parseChat(value);
    if (chat.ok) return chat.messages.map((message) => (message.role ? `${message.role}: ${message.content}` : message.content)).join('\n');
    return chat.raw;
  }
  return valueAsText(value);
}
