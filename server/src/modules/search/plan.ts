import type { SearchRecordsBody } from '@gloss/contract';
import { type RawBuilder, sql } from 'kysely';
import { Unprocessable } from '../../domain/errors.js';
import { type CountAlone, type SearchView, complementOfPending, filterCondition, filterCount, filterProbe } from './criteria.js';
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
  /** The text query's relevance, joined only where a page is ordered by it. */
  ranked: TextMatch['ranked'];
  /** The text query's condition (among `conditions`): a ranked join already applies it. */
  text: RawBuilder<boolean> | null;
  /** A "no response yet" condition (among `conditions`) and the records it drops, for fast counting. */
  pending: { condition: RawBuilder<boolean>; complement: RawBuilder<boolean> } | null;
}

/** A text query on a draft: drafts have no records, and no full-text index to read. */
const NO_MATCH = sql<boolean>`1 = 0`;

export function planFilters(view: SearchView, body: SearchRecordsBody): Plan {
  const plan: Plan = {
    datasetId: view.datasetId,
    conditions: [sql<boolean>`r.dataset_id = ${view.datasetId}`],
    probes: new Map(),
    counts: new Map(),
    ranked: null,
    text: null,
    pending: null,
  };
  const text = body.query?.text;
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
      const match = view.dialect.textCondition(view.datasetId, parsed, field);
      plan.conditions.push(match.condition);
      plan.ranked = match.ranked;
      plan.text = match.condition;
    }
  }
  for (const filter of body.filters?.and ?? []) {
    const condition = filterCondition(view, filter);
    plan.conditions.push(condition);
    plan.probes.set(condition, filterProbe(view, filter));
    const count = filterCount(view, filter);
    if (count) plan.counts.set(condition, count);
    const complement = complementOfPending(view, filter);
    if (complement && !plan.pending) plan.pending = { condition, complement };
  }
  return plan;
}

/** Whether the text query is the only condition besides the dataset. */
export function textOnly(plan: Plan): boolean {
  return plan.text !== null && plan.conditions.length === 2;
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
