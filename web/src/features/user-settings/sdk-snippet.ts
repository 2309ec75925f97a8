/** How many characters of a hidden key stay readable, so people can tell two keys apart. */
const VISIBLE_TAIL = 4;
/** A fixed mask length, so the mask does not reveal how long the key is. */
const MASK_LENGTH = 16;
export const MASK_CHARACTER = '•';

/** A Python string literal; JSON's escapes are valid Python escapes. */
function pythonString(value: string): string {
  return JSON.stringify(value);
}

/**
 * The lines that connect the `argilla` Python SDK to this server with the person's key. One argument
 * per line, as Python formatters write it, so the snippet stays readable in a narrow box.
 */
export function pythonSdkSnippet(apiUrl: string, apiKey: string): string {
  return [
    'import argilla as rg',
    '',
    'client = rg.Argilla(',
    `    api_url=${pythonString(apiUrl)},`,
    `    api_key=${pythonString(apiKey)},`,
    ')',
  ].join('\n');
}

/** A key as shown while hidden: a mask and, for keys long enough to stay secret, the last characters. */
export function maskApiKey(apiKey: string): string {
  const mask = MASK_CHARACTER.repeat(MASK_LENGTH);
  if (apiKey.length <= VISIBLE_TAIL * 3) return mask;
  return `${mask}${apiKey.slice(-VISIBLE_TAIL)}`;
}
