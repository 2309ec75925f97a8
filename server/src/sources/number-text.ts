// Numbers as a delimited file writes them. The kinds a column is described with are stricter than what the import
// converts: a value with leading zeros (a postcode, an id like 007) is described as text, since a number would drop
// its zeros; mapped to a number anyway, it converts.

const INTEGER = /^[+-]?(0|[1-9]\d*)$/;
const DECIMAL = /^[+-]?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$|^[+-]?\.\d+([eE][+-]?\d+)?$/;
const ANY_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const BOOLEAN = /^(true|false)$/i;

/** Whether text is an integer written plainly (no leading zeros). */
export function isIntegerText(text: string): boolean {
  return INTEGER.test(text.trim());
}

/** Whether text is a decimal number written plainly (no leading zeros). */
export function isDecimalText(text: string): boolean {
  return DECIMAL.test(text.trim());
}

/** Whether text is `true` or `false`, in any case (`True`, as pandas writes it). */
export function isBooleanText(text: string): boolean {
  return BOOLEAN.test(text.trim());
}

/** The number text writes, leading zeros allowed, or undefined when it writes none. */
export function numberOfText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!ANY_NUMBER.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}
