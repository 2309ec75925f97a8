/**
 * The catalogue's `One` or `Many` form of a counted phrase. English, German and Spanish change a word's
 * form for one alone, and picking it here keeps every language's keys the same (i18next's own plural
 * keys differ by language: Spanish adds a form for millions).
 */
export function oneOrMany(count: number): 'One' | 'Many' {
  return count === 1 ? 'One' : 'Many';
}
