/** The distinct values in ascending order (numbers by size, text by code units): the default category order of the reference packages. */
export function sortedDistinct<T extends string | number>(values: readonly T[]): T[] {
  return [...new Set(values)].sort((a, b) => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    const [x, y] = [String(a), String(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
}
