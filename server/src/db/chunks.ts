// SQLite binds at most 32766 parameters per statement: chunk multi-row writes well below that.
const ROWS_PER_INSERT = 400;

/** `items` in slices of `size`, for statements that bind one or more parameters per item. */
export function chunked<T>(items: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
