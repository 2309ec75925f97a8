import { ChatField } from './ChatField';
import { CustomField, type CustomFieldRecord } from './CustomField';
import type { FieldHeadingLevel } from './FieldCard';
import type { FieldViewProps } from './field-view-props';
import { ImageField } from './ImageField';
import { TextField } from './TextField';

export interface FieldViewOptions {
  /** The level of the field's title in the page's outline (default 3). */
  headingLevel?: FieldHeadingLevel;
  /** The record's id and metadata, for custom templates that read `record.id` or `record.metadata`. */
  record?: CustomFieldRecord;
}

/** A record's field, shown as its type says. */
export function FieldView(props: FieldViewProps & FieldViewOptions) {
  switch (props.field.settings.type) {
    case 'text':
      return <TextField {...props} />;
    case 'image':
      return <ImageField {...props} />;
    case 'chat':
      return <ChatField {...props} />;
    case 'custom':
      return <CustomField {...props} />;
    default:
      // A type this app does not know yet (a newer server): show the value as text rather than nothing.
      return <TextField {...props} />;
  }
}
