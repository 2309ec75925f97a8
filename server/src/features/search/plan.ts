import type { Filter, SearchRecordsBody } from '@gloss/contract';
import { type RawBuilder, sql } from 'kysely';
import { Unprocessable } from '../../domain/errors.js';
import { type CountAlone, complementOfPending, filterCondition, filterCount, filterProbe, filterRecordSet, filterTermsTokens, recordStatusesKept } from './criteria.js';
import { type SearchView } from './view.js';
import { assignedRecords } from './assigned-records.js';
import type { TextMatch } from './dialect.js';
import { parseTextQuery } from './text-query.js';

/** The conditions of a search, built (and checked) before any query runs. */
export interface Plan {
  datasetId: string;
  /** The first condition is always the dataset's: `r.dataset_id = …`. */
  conditions: RawBuilder<boolean>[];
  /** Each condition as a test of one record at a time (see filterProbe), by condition. */
  probes: Map<RawBuilder<boolean>, RawBuilder<boolean>>;
  /** For conditions that can count their matches alone (see filterCount), that count, by condition. */
  counts: Map<RawBuilder<boolean>, CountAlone>;
  /** For conditions that keep a set of records the metadata index lists (see filterRecordSet), that set, by condition. */
  recordSets: Map<RawBuilder<boolean>, RawBuilder<unknown>>;
  /** The text query's relevance, joined only where a page is ordered by it. */
  ranked: TextMatch['ranked'];
  /** The text query's condition (among `conditions`): a ranked join already applies it. */
  text: RawBuilder<boolean> | null;
  /** A "no response yet" condition (among `conditions`) and the records it drops, for fast counting. */
  pending: { condition: RawBuilder<boolean>; complement: RawBuilder<boolean> } | null;
  /** A filter on the record's status (among `conditions`) and the statuses it keeps: counted from the kept counts. */
  recordStatus: { condition: RawBuilder<boolean>; statuses: readonly string[] } | null;
}

/** A text query on a draft: drafts have no records, and no full-text index to read. */
const NO_MATCH = sql<boolean>`1 = 0`;

export function planFilters(view: SearchView, body: SearchRecordsBody): Plan {
  const plan: Plan = {
    datasetId: view.datasetId,
    conditions: [sql<boolean>`r.dataset_id = ${view.datasetId}`],
    probes: new Map(),
    counts: new Map(),
    recordSets: new Map(),
    ranked: null,
    text: null,
    pending: null,
    recordStatus: null,
  };
  const text = body.query?.text;
  // Terms filters the text index matches with the text's words (see SearchDialect.matchesMetadataTerms).
  const inText = new Set<Filter>();
  if (text) {
    let field: { name: string; position: number } | null = null;
    if (text.field) {
      const found = view.schema.fieldByName.get(text.field);
      if (!found) throw new Unprocessable(`Field \`${text.field}\` not found in dataset \`${view.datasetId}\`.`);
      field = found;
    }
    const parsed = parseTextQuery(text.q);
    if (!view.published) {
      plan.conditions.push(NO_MATCH);
    } else if (parsed.required.length > 0 || parsed.excluded.length > 0) {
      const metadataTerms: string[][] = [];
      if (parsed.required.length > 0 && view.dialect.matchesMetadataTerms(field)) {
        for (const filter of body.filters?.and ?? []) {
          const tokens = filterTermsTokens(view, filter);
          if (!tokens) continue;
          inText.add(filter);
          metadataTerms.push(tokens);
        }
      }
      const match = view.dialect.textCondition(view.datasetId, parsed, field, metadataTerms);
      plan.conditions.push(match.condition);
      plan.ranked = match.ranked;
      plan.text = match.condition;
    }
  }
  for (const filter of body.filters?.and ?? []) {
    if (inText.has(filter)) continue;
    const condition = filterCondition(view, filter);
    plan.conditions.push(condition);
    plan.probes.set(condition, filterProbe(view, filter));
    const count = filterCount(view, filter);
    if (count) plan.counts.set(condition, count);
    const recordSet = filterRecordSet(view, filter);
    if (recordSet) plan.recordSets.set(condition, recordSet);
    const complement = complementOfPending(view, filter);
    if (complement && !plan.pending) plan.pending = { condition, complement };
    const statuses = recordStatusesKept(filter);
    if (statuses && !plan.recordStatus) plan.recordStatus = { condition, statuses };
  }
  // Last, so the shapes the counts recognise (the text first, a filter alone) keep their places. The queue
  // and the reach narrow to the caller's records alike: one condition when both do.
  for (const holder of new Set([view.assignee, view.onlyAssignedTo].filter((id): id is string => Boolean(id)))) {
    const assigned = assignedRecords(view.datasetId, holder);
    plan.conditions.push(assigned.condition);
    plan.probes.set(assigned.condition, assigned.probe);
    plan.counts.set(assigned.condition, assigned.count);
    plan.recordSets.set(assigned.condition, assigned.recordSet);
  }
  return plan;
}

/** Whether the text query is the only condition besides the dataset. */
export function textOnly(plan: Plan): boolean {
  return plan.text !== null && plan.conditions.length === 2;
}

/**
 * The record sets the filters besides the text query keep, when each is such a set (metadata filters):
 * the text's matches can then be counted against them without reading a record. Null when there are
 * none, or other filters.
 */
export function filterRecordSets(plan: Plan): RawBuilder<unknown>[] | null {
  const filters = plan.conditions.slice(1).filter((condition) => condition !== plan.text);
  const sets = filters.map((condition) => plan.recordSets.get(condition));
  return sets.length > 0 && sets.every((set) => set !== undefined) ? (sets as RawBuilder<unknown>[]) : null;
}

export function whereOf(plan: Plan): RawBuilder<unknown> {
  return sql.join(plan.conditions, sql` AND `);
}

/** The conditions for a walk along an index that stops after a page: each record is tested as it comes. */
export function probesOf(plan: Plan): RawBuilder<unknown> {
  return sql.join(
    plan.conditions.map((condition) => plan.probes.get(condition) ?? condition),
    sql` AND `,
  );
}

/**
 * The conditions for checking given records (by id or sequence number): the dataset is tested on each of
 * them (`|| ''` keeps the engine from walking the dataset's records through its indexes instead).
 */
export function conditionsForListedRecords(plan: Plan, except?: RawBuilder<boolean> | null): RawBuilder<boolean>[] {
  const [, ...others] = plan.conditions;
  const tests = others.filter((condition) => condition !== except).map((condition) => plan.probes.get(condition) ?? condition);
  return [sql<boolean>`r.dataset_id || '' = ${plan.datasetId}`, ...tests];
}
