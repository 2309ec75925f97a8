/**
 * Names of fields, questions, metadata properties and vectors. The pattern and length are the contract's
 * `SettingName` (the server refuses anything else); they are repeated here because the contract's schemas
 * would bring zod into the app's bundle.
 */
export const SETTING_NAME_PATTERN = /^(?=.*[a-z0-9])[a-z0-9_-]+$/;
export const SETTING_NAME_MAX = 200;

/** The contract's longest title of a field, metadata property or vector, and of a question. */
export const TITLE_MAX = 500;
export const QUESTION_TITLE_MAX = 200;
export const QUESTION_DESCRIPTION_MAX = 500;

export type NameProblem = 'required' | 'format' | 'tooLong' | 'duplicate';

/** Why a name cannot be used as it is, before comparing it with the others. */
export function nameProblem(name: string): Exclude<NameProblem, 'duplicate'> | null {
  if (name.length === 0) return 'required';
  if (name.length > SETTING_NAME_MAX) return 'tooLong';
  return SETTING_NAME_PATTERN.test(name) ? null : 'format';
}

/**
 * A column's name made a setting name: letters without their accents and in lower case, every run of
 * other characters one "_", none at either end ("Review Text" -> "review_text", "Größe" -> "grosse").
 */
export function settingNameOf(column: string): string {
  const name = column
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, SETTING_NAME_MAX);
  return SETTING_NAME_PATTERN.test(name) ? name : 'column';
}

/** `base`, or `base_2`, `base_3`... whichever `taken` does not hold yet; the answer is added to `taken`. */
export function uniqueName(base: string, taken: Set<string>): string {
  let name = base;
  for (let suffix = 2; taken.has(name); suffix += 1) name = `${base.slice(0, SETTING_NAME_MAX - String(suffix).length - 1)}_${suffix}`;
  taken.add(name);
  return name;
}
