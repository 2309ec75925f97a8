/** Characters as people and the server count them: code points, so an emoji is one, not two. */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Descriptions longer than this (or with more than two lines) are clamped behind "Show more". */
export const LONG_DESCRIPTION_CHARS = 160;

export function isLongDescription(description: string): boolean {
  return description.length > LONG_DESCRIPTION_CHARS || description.split('\n').length > 2;
}
