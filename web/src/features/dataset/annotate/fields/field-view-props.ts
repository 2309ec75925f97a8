import type { Field } from '../model/types';

/** What a field renderer receives: the field's settings and the record's value for it. */
export interface FieldViewProps {
  field: Field;
  /** The record's content for this field; absent when the record has none (optional fields). */
  value: unknown;
  /** The whole record's fields, for custom templates that read several (`record.fields.x`). */
  recordFields: Readonly<Record<string, unknown>>;
}
