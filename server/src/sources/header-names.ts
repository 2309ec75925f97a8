/**
 * A header's cells as column names, each one a name the mapping can point at: trimmed; an empty one named by
 * its position (`column_3`); a name the header gives more than once kept for its first column and numbered
 * for the next ones (`text`, `text_2`, `text_3`), skipping a number another column already has as its name.
 */
export function columnNames(cells: string[]): string[] {
  const trimmed = cells.map((cell, index) => cell.trim() || `column_${index + 1}`);
  const taken = new Set(trimmed);
  const used = new Set<string>();
  return trimmed.map((name) => {
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
    let occurrence = 2;
    while (taken.has(`${name}_${occurrence}`) || used.has(`${name}_${occurrence}`)) occurrence += 1;
    const unique = `${name}_${occurrence}`;
    used.add(unique);
    return unique;
  });
}
