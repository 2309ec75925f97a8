/** How a text field's value is shown. */
export type TextDisplay = { kind: 'empty' } | { kind: 'plain'; text: string } | { kind: 'markdown'; text: string };

/**
 * Markdown only when the field asks for it; otherwise the text is shown as typed (escaped, line
 * breaks kept), even when it looks like HTML. A value that is not a string (bad data) is shown as
 * its JSON, as plain text.
 */
export function textDisplay(useMarkdown: boolean, value: unknown): TextDisplay {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value !== 'string') return { kind: 'plain', text: valueAsText(value) };
  if (value.trim() === '') return { kind: 'empty' };
  return useMarkdown ? { kind: 'markdown', text: value } : { kind: 'plain', text: value };
}

/** Any value as readable text: strings as they are, anything else as (pretty) JSON. */
export function valueAsText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
