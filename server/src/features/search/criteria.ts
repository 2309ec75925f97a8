import type { Filter, SortBy } from '@gloss/contract';
import { type RawBuilder, sql } from 'kysely';
import { Unprocessable } from '../../domain/errors.js';
import type { DatasetSchema } from '../records/dataset-schema.js';
import { reviewCondition } from './review-filters.js';
import { type SearchView, metadataOf, questionOf } from './view.js';
import { termToken } from './metadata-term-tokens.js';

type Condition = RawBuilder<boolean>;

const RECORD_COLUMNS = { id: 'id', external_id: 'external_id', inserted_at: 'inserted_at', updated_at: 'updated_at', status: 'status' };

// Only these answers are comparable values; text, ranking and span answers never match a filter.
const FILTERABLE_TYPES = new Set(['label_selection', 'multi_label_selection', 'rating']);
const isFilterable = (type: string) => FILTERABLE_TYPES.has(type);
const NEVER = sql<boolean>`1 = 0`;

/**
 * Record timestamps compare as stored text (naive UTC with microseconds); a bound with a zone, or with
 * fewer digits, is brought to that form without losing its microseconds.
 */
export function timestampBound(value: number | string): string {
  if (typeof value === 'number') {
    const instant = new Date(value);
    // Past about 275,760 years from 1970 there is no date to compare with.
    if (Number.isNaN(instant.getTime())) throw new Unprocessable(`'${value}' is not a valid date`);
    return `${instant.toISOString().slice(0, 23)}000`;
  }
  const match = value.trim().match(/^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?$/i);
  if (!match) throw new Unprocessable(`'${value}' is not a valid date`);
  const [, date, time = '00:00:00', fraction = '', zone = 'Z'] = match;
  const whole = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}${zone.toUpperCase() === 'Z' ? 'Z' : zone}`);
  if (Number.isNaN(whole.getTime())) throw new Unprocessable(`'${value}' is not a valid date`);
  return `${whole.toISOString().slice(0, 19)}.${fraction.padEnd(6, '0').slice(0, 6)}`;
}

function numberBound(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw new Unprocessable(`'${value}' is not a number`);
  return number;
}

function inList(column: RawBuilder<unknown>, values: readonly (string | number)[]): Condition {
  return sql<boolean>`${column} IN (${sql.join(values)})`;
}

function withinBounds(column: RawBuilder<unknown>, ge: unknown, le: unknown): Condition {
  const parts = [
    ...(ge !== null && ge !== undefined ? [sql`${column} >= ${ge}`] : []),
    ...(le !== null && le !== undefined ? [sql`${column} <= ${le}`] : []),
  ];
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/** The responses a response scope looks at: the caller's own in the annotator view, everyone's otherwise. */
function responsesOf(view: SearchView): RawBuilder<unknown> {
  return view.userId === null
    ? sql`responses rs WHERE rs.record_id = r.id`
    : sql`responses rs WHERE rs.record_id = r.id AND rs.user_id = ${view.userId}`;
}

function responseStatusIn(view: SearchView, statuses: readonly string[]): Condition {
  const answered = statuses.filter((status) => status !== 'pending');
  const parts: Condition[] = [];
  // Pending: no response (of the caller, in the annotator view) on the record yet.
  if (statuses.includes('pending')) parts.push(sql<boolean>`NOT EXISTS (SELECT 1 FROM ${responsesOf(view)})`);
  if (answered.length > 0) parts.push(sql<boolean>`EXISTS (SELECT 1 FROM ${responsesOf(view)} AND rs.status IN (${sql.join(answered)}))`);
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}

function suggestionOf(view: SearchView, question: string): RawBuilder<unknown> {
  return sql`suggestions sg WHERE sg.record_id = r.id AND sg.question_id = ${questionOf(view, question).id}`;
}

/**
 * For a filter that keeps records *without* any response (of the caller, in the annotator view), the
 * records it drops, as a condition driven by the responses table: counting "all minus those" reads the
 * few responses instead of probing every record.
 */
export function complementOfPending(view: SearchView, filter: Filter): Condition | null {
  const { scope } = filter;
  if (filter.type !== 'terms' || scope.entity !== 'response' || scope.question) return null;
  if (filter.values.length !== 1 || filter.values[0] !== 'pending') return null;
  const byUser = view.userId === null ? sql`` : sql` AND rs.user_id = ${view.userId}`;
  return sql<boolean>`r.id IN (SELECT rs.record_id FROM responses rs WHERE rs.dataset_id = ${view.datasetId}${byUser})`;
}

/** The record statuses a filter keeps, when it is a filter on the record's status alone (null otherwise). */
export function recordStatusesKept(filter: Filter): readonly string[] | null {
  const { scope } = filter;
  return filter.type === 'terms' && scope.entity === 'record' && scope.property === 'status' ? filter.values.map(String) : null;
}

/** One filter of the search body as a condition on the records alias `r`. */
export function filterCondition(view: SearchView, filter: Filter): Condition {
  const { scope } = filter;
  const terms = filter.type === 'terms' ? filter.values : null;
  const range = filter.type === 'range' ? { ge: filter.ge, le: filter.le } : null;
  switch (scope.entity) {
    case 'record': {
      const column = sql.ref(`r.${RECORD_COLUMNS[scope.property]}`);
      if (terms) return inList(column, terms);
      const timestamped = scope.property === 'inserted_at' || scope.property === 'updated_at';
      const bound = (value: number | string | null | undefined) => (value == null ? null : timestamped ? timestampBound(value) : value);
      return withinBounds(column, bound(range!.ge), bound(range!.le));
    }
    case 'response': {
      if (!scope.question) {
        if (!terms) throw new Unprocessable('response status can only be filtered by terms');
        return responseStatusIn(view, terms);
      }
      if (!isFilterable(questionOf(view, scope.question).settings.type)) return NEVER;
      const match = terms
        ? view.dialect.answerIn(sql.ref('rs.values'), scope.question, terms)
        : view.dialect.answerWithin(sql.ref('rs.values'), scope.question, numberBound(range!.ge), numberBound(range!.le));
      return sql<boolean>`EXISTS (SELECT 1 FROM ${responsesOf(view)} AND ${match})`;
    }
    case 'suggestion': {
      const source = suggestionOf(view, scope.question);
      if (scope.property === 'value' && !isFilterable(questionOf(view, scope.question).settings.type)) return NEVER;
      const column = sql.ref(`sg.${scope.property}`);
      let match: Condition;
      if (scope.property === 'value' || scope.property === 'score') {
        match = terms
          ? view.dialect.answerIn(column, null, terms)
          : view.dialect.answerWithin(column, null, numberBound(range!.ge), numberBound(range!.le));
      } else {
        match = terms ? inList(column, terms) : withinBounds(column, range!.ge, range!.le);
      }
      return sql<boolean>`EXISTS (SELECT 1 FROM ${source} AND ${match})`;
    }
    case 'metadata': {
      const { property, match } = metadataMatch(view, filter, 'md');
      // `+`: a membership test, never an index key. With several such lists SQLite would otherwise key the
      // records index on all of them at once and walk their cross product.
      return sql<boolean>`+r.seq IN (SELECT md.record_seq FROM record_metadata md WHERE md.dataset_id = ${view.datasetId} AND md.name = ${property.name} AND ${match})`;
    }
    case 'review':
      return reviewCondition(view, filter as Filter & { scope: { entity: 'review' } });
  }
}

/** A metadata filter's property, and its test of one `record_metadata` row named `alias`. */
function metadataMatch(view: SearchView, filter: Filter, alias: 'md' | 'mp') {
  if (filter.scope.entity !== 'metadata') throw new TypeError('not a metadata filter');
  const property = metadataOf(view, filter.scope.metadata_property);
  const numeric = property.settings.type !== 'terms';
  const column = sql.ref(`${alias}.${numeric ? 'num' : 'term'}`);
  const match =
    filter.type === 'terms'
      ? inList(column, numeric ? filter.values.map((value) => numberBound(value)!) : filter.values)
      : withinBounds(column, numeric ? numberBound(filter.ge) : filter.ge, numeric ? numberBound(filter.le) : filter.le);
  return { property, numeric, match };
}

export type CountAlone = (within: RawBuilder<unknown> | null) => RawBuilder<{ total: number | string }>;

/**
 * The number of records a metadata filter keeps, read from the metadata index alone (a record holds one
 * value of a number property, and may hold several terms): a search whose only filter it is counts its
 * matches without walking the dataset's records, and with a text query of not too many matches it counts
 * those of them the filter keeps. Null for other filters.
 */
export function filterCount(view: SearchView, filter: Filter): CountAlone | null {
  if (filter.scope.entity !== 'metadata') return null;
  const { property, numeric, match } = metadataMatch(view, filter, 'md');
  const counted = sql.raw(numeric ? 'count(*)' : 'count(DISTINCT md.record_seq)');
  // `within`: the sequence numbers of another condition's matches (a text query's), to count both at once.
  return (within) =>
    sql<{ total: number | string }>`SELECT ${counted} AS total FROM record_metadata md WHERE md.dataset_id = ${view.datasetId} AND md.name = ${property.name} AND ${match}${within ? sql` AND md.record_seq IN (SELECT tm.seq FROM ${within} tm)` : sql``}`;
}

/**
 * The sequence numbers of the records a metadata filter keeps (a record may appear once per kept term),
 * read from the metadata index alone, for intersecting them with a text query's matches as sets: a join
 * could be planned as a loop over one side per row of the other. Null for other filters.
 */
export function filterRecordSet(view: SearchView, filter: Filter): RawBuilder<unknown> | null {
  if (filter.scope.entity !== 'metadata') return null;
  const { property, match } = metadataMatch(view, filter, 'md');
  return sql`SELECT md.record_seq FROM record_metadata md WHERE md.dataset_id = ${view.datasetId} AND md.name = ${property.name} AND ${match}`;
}

/**
 * A terms filter on a terms metadata property as the words a text index holding terms metadata has for its
 * values (metadata-term-tokens.ts), for the index to match it together with a text query. Null for other filters.
 */
export function filterTermsTokens(view: SearchView, filter: Filter): string[] | null {
  if (filter.scope.entity !== 'metadata' || filter.type !== 'terms') return null;
  const property = metadataOf(view, filter.scope.metadata_property);
  if (property.settings.type !== 'terms') return null;
  return filter.values.map((value) => termToken(property.id, String(value)));
}

/**
 * The filter as a test of one record at a time, for records already in hand (a list to check, or a walk
 * along a sort's index that stops after a page): a metadata filter looks up the record's own value instead
 * of first listing every record the filter keeps (270,000 of a million for a range, read per query).
 * Other filters already test one record at a time.
 */
export function filterProbe(view: SearchView, filter: Filter): Condition {
  if (filter.scope.entity !== 'metadata') return filterCondition(view, filter);
  const { property, match } = metadataMatch(view, filter, 'mp');
  return sql<boolean>`EXISTS (SELECT 1 FROM record_metadata mp WHERE mp.record_seq = r.seq AND mp.name = ${property.name} AND ${match})`;
}

/**
 * What to order by for one sort entry (the `position`th of the sort), with records lacking the value last
 * either way.
 */
export function sortExpression(
  view: SearchView,
  sort: SortBy,
  position: number,
): { join: RawBuilder<unknown> | null; expression: RawBuilder<unknown> } {
  const { scope } = sort;
  switch (scope.entity) {
    case 'record':
      return { join: null, expression: sql.ref(`r.${RECORD_COLUMNS[scope.property]}`) };
    case 'metadata': {
      const property = metadataOf(view, scope.metadata_property);
      if (property.settings.type !== 'terms') {
        // Numbers are single-valued: a join lets the engine walk the (name, num) index in order.
        // Named after its place in the sort, so that a property sorted on twice joins twice, apart.
        const alias = `ms${position}`;
        return {
          join: sql`LEFT JOIN record_metadata ${sql.raw(alias)} ON ${sql.raw(alias)}.record_seq = r.seq AND ${sql.raw(alias)}.name = ${property.name}`,
          expression: sql.raw(`${alias}.num`),
        };
      }
      return {
        join: null,
        expression: sql`(SELECT min(md.term) FROM record_metadata md WHERE md.record_seq = r.seq AND md.name = ${property.name})`,
      };
    }
    case 'suggestion': {
      const source = suggestionOf(view, scope.question);
      // The keys stored beside each suggestion for sorting (the same an index-ordered sort reads).
      const keys = { score: 'score_key', value: questionOf(view, scope.question).settings.type === 'rating' ? 'value_num' : 'value_text' };
      const column = sql.ref(`sg.${scope.property === 'score' || scope.property === 'value' ? keys[scope.property] : scope.property}`);
      return { join: null, expression: sql`(SELECT ${column} FROM ${source})` };
    }
    case 'response': {
      if (!scope.question) return { join: null, expression: sql`(SELECT min(rs.status) FROM ${responsesOf(view)})` };
      questionOf(view, scope.question);
      const value = view.dialect.answerNumber(sql.ref('rs.values'), scope.question);
      return { join: null, expression: sql`(SELECT avg(${value}) FROM ${responsesOf(view)})` };
    }
    case 'review':
      throw new Unprocessable('Records cannot be sorted by review properties');
  }
}
