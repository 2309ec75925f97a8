import type { AssignmentRule, AssignmentSplit, Filter, MetadataProperty } from '@gloss/contract';
import { statusOf } from '../../../../shared/api/errors';

/** The split form as typed: who, how many per record (as typed), and whether to split only unassigned records. */
export interface SplitDraft {
  userIds: readonly string[];
  perRecord: string;
  onlyUnassigned: boolean;
}

export type SplitProblem = 'noAnnotators' | 'perRecordInvalid' | 'perRecordTooMany';

/** What is wrong with a split, or its body. Each record goes to `perRecord` of the chosen annotators. */
export function splitBody(draft: SplitDraft): { problem: SplitProblem } | { body: AssignmentSplit } {
  if (draft.userIds.length === 0) return { problem: 'noAnnotators' };
  const perRecord = Number(draft.perRecord.trim());
  if (!Number.isInteger(perRecord) || perRecord < 1) return { problem: 'perRecordInvalid' };
  if (perRecord > draft.userIds.length) return { problem: 'perRecordTooMany' };
  return { body: { user_ids: [...draft.userIds], per_record: perRecord, only_unassigned: draft.onlyUnassigned } };
}

/** One metadata condition of a rule: some of a terms property's values, or a numeric property's range (bounds as typed). */
export type RuleCondition =
  | { kind: 'terms'; property: string; values: readonly string[] }
  | { kind: 'range'; property: string; min: string; max: string };

export interface RuleDraft {
  userIds: readonly string[];
  /** Words the records' fields must match, as the annotation page's search. */
  text: string;
  conditions: readonly RuleCondition[];
  /** Only records nobody is assigned yet. */
  onlyUnassigned: boolean;
  /** The matching records' assignees become exactly these annotators, instead of gaining them. */
  replace: boolean;
}

export type RuleProblem =
  | { kind: 'noAnnotators' }
  | { kind: 'noValues'; condition: number }
  | { kind: 'noBounds'; condition: number }
  | { kind: 'badNumber'; condition: number }
  | { kind: 'minAboveMax'; condition: number };

/** The condition a new row starts with, for a property: no values chosen, or no bounds typed. */
export function newCondition(property: MetadataProperty): RuleCondition {
  return property.settings.type === 'terms'
    ? { kind: 'terms', property: property.name, values: [] }
    : { kind: 'range', property: property.name, min: '', max: '' };
}

/**
 * A number typed in the interface language: the language's decimal comma is read as a point ("2,5" in
 * German is 2.5); anything that is not one number answers NaN. Empty is null (no bound).
 */
export function parseDecimal(text: string, language: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const decimal = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const normalised = decimal === ',' ? trimmed.replace(',', '.') : trimmed;
  if (!/^[-\u2212]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normalised)) return Number.NaN;
  return Number(normalised.replace('\u2212', '-'));
}

/** The filter that keeps only records nobody is assigned (the review scope's `assignee` = `none`). */
export const UNASSIGNED_FILTER: Filter = { type: 'terms', scope: { entity: 'review', property: 'assignee' }, values: ['none'] };

/** What is wrong with a rule (the first problem), or its body: the search text and every condition, all of them to hold. */
export function ruleBody(draft: RuleDraft, language: string): { problem: RuleProblem } | { body: AssignmentRule } {
  if (draft.userIds.length === 0) return { problem: { kind: 'noAnnotators' } };
  const filters: Filter[] = [];
  for (const [index, condition] of draft.conditions.entries()) {
    const scope = { entity: 'metadata' as const, metadata_property: condition.property };
    if (condition.kind === 'terms') {
      if (condition.values.length === 0) return { problem: { kind: 'noValues', condition: index } };
      filters.push({ type: 'terms', scope, values: [...condition.values] });
      continue;
    }
    const ge = parseDecimal(condition.min, language);
    const le = parseDecimal(condition.max, language);
    if (ge === null && le === null) return { problem: { kind: 'noBounds', condition: index } };
    if (Number.isNaN(ge) || Number.isNaN(le)) return { problem: { kind: 'badNumber', condition: index } };
    if (ge !== null && le !== null && ge > le) return { problem: { kind: 'minAboveMax', condition: index } };
    filters.push({ type: 'range', scope, ge, le });
  }
  if (draft.onlyUnassigned) filters.push(UNASSIGNED_FILTER);
  const text = draft.text.trim();
  return {
    body: {
      user_ids: [...draft.userIds],
      query: text ? { text: { q: text } } : null,
      filters: filters.length > 0 ? { and: filters } : null,
      replace: draft.replace,
    },
  };
}

/** Whether a rule matches every record of the dataset (no text, no condition, not only the unassigned). */
export function matchesEverything(draft: Pick<RuleDraft, 'text' | 'conditions' | 'onlyUnassigned'>): boolean {
  return !draft.text.trim() && draft.conditions.length === 0 && !draft.onlyUnassigned;
}

export type AssignmentRefusal = 'forbidden' | 'notFound' | 'invalid' | 'network' | 'other';

/** What a refused change says to the person: not allowed, the dataset or a person is gone, the request was not valid, or the server was out of reach. */
export function refusalOf(error: unknown): AssignmentRefusal {
  const status = statusOf(error);
  if (status === 0) return 'network';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409 || status === 422) return 'invalid';
  return 'other';
}

/** Toggles one id in a selection, keeping the order people were chosen in. */
export function toggled(selection: readonly string[], id: string): string[] {
  return selection.includes(id) ? selection.filter((one) => one !== id) : [...selection, id];
}

/**
 * The values a terms condition offers: those the property's settings list, then any others its records
 * carry (the metrics' terms, for a property that allows any value), each once, as text.
 */
export function termOptions(settingsValues: readonly unknown[] | null, recordTerms: readonly unknown[] = []): string[] {
  const seen = new Set<string>();
  for (const value of [...(settingsValues ?? []), ...recordTerms]) {
    if (value === null || value === undefined) continue;
    seen.add(String(value));
  }
  return [...seen];
}
