// A sort's first key read along an index, in parts: the records that have a value in key order (the engine
// walks the index and stops after the page), then those without one. Ties, and the records without a
// value, follow the record order in the key's direction, which the same index holds after the key.
import type { SortBy } from '@gloss/contract';
import { type RawBuilder, sql } from 'kysely';
import { sortExpression } from './criteria.js';
import { type SearchView, metadataOf, questionOf } from './view.js';

/**
 * One part of a page ordered in parts: the records meeting `condition`, walked in `order` (which an index
 * can serve), all before any record of a later part. `order` ends with the record order (`tie`), after
 * which later sort keys are placed.
 */
export interface OrderedPart {
  join?: RawBuilder<unknown>;
  condition: RawBuilder<boolean>;
  order: RawBuilder<unknown>[];
  tie: RawBuilder<unknown>;
}

const directionOf = (sort: SortBy) => sql.raw(sort.order === 'desc' ? 'DESC' : 'ASC');

/** The records without a value, in record order. */
function withoutValue(condition: RawBuilder<boolean>, sort: SortBy): OrderedPart {
  return { condition, order: [], tie: sql`r.seq ${directionOf(sort)}` };
}

/** A metadata property: numbers by value, terms by the record's first term (the smallest, if several). */
function metadataParts(view: SearchView, sort: SortBy & { scope: { entity: 'metadata' } }): OrderedPart[] {
  const property = metadataOf(view, sort.scope.metadata_property);
  const column = sql.raw(property.settings.type === 'terms' ? 'term' : 'num');
  const direction = directionOf(sort);
  const firstTerm =
    property.settings.type === 'terms'
      ? sql<boolean>`NOT EXISTS (SELECT 1 FROM record_metadata sx WHERE sx.record_seq = sk.record_seq AND sx.name = sk.name AND sx.term < sk.term)`
      : sql<boolean>`1 = 1`;
  return [
    {
      join: sql`JOIN record_metadata sk ON sk.record_seq = r.seq AND sk.dataset_id = ${view.datasetId} AND sk.name = ${property.name} AND sk.${column} IS NOT NULL`,
      condition: firstTerm,
      order: [sql`sk.${column} ${direction}`],
      tie: sql`sk.record_seq ${direction}`,
    },
    withoutValue(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM record_metadata sx WHERE sx.record_seq = r.seq AND sx.name = ${property.name} AND sx.${column} IS NOT NULL)`,
      sort,
    ),
  ];
}

/** A suggestion's score or value (a rating's as a number, any other value by its JSON text). */
function suggestionParts(view: SearchView, sort: SortBy & { scope: { entity: 'suggestion' } }): OrderedPart[] | null {
  const { property } = sort.scope;
  if (property !== 'score' && property !== 'value') return null;
  const question = questionOf(view, sort.scope.question);
  const key = sql.raw(property === 'score' ? 'score_key' : question.settings.type === 'rating' ? 'value_num' : 'value_text');
  const direction = directionOf(sort);
  return [
    {
      join: sql`JOIN suggestions sk ON sk.record_seq = r.seq AND sk.question_id = ${question.id} AND sk.${key} IS NOT NULL`,
      condition: sql<boolean>`1 = 1`,
      order: [sql`sk.${key} ${direction}`],
      tie: sql`sk.record_seq ${direction}`,
    },
    withoutValue(sql<boolean>`NOT EXISTS (SELECT 1 FROM suggestions sx WHERE sx.record_id = r.id AND sx.question_id = ${question.id} AND sx.${key} IS NOT NULL)`, sort),
  ];
}

/**
 * A response's value or status: the records with one (the caller's, in the annotator view: usually few)
 * are sorted in full, the others follow in record order without being sorted at all.
 */
function responseParts(view: SearchView, sort: SortBy): OrderedPart[] {
  const { expression } = sortExpression(view, sort, 0);
  const byUser = view.userId === null ? sql`` : sql` AND rs.user_id = ${view.userId}`;
  const answered = sql<boolean>`r.id IN (SELECT rs.record_id FROM responses rs WHERE rs.dataset_id = ${view.datasetId}${byUser})`;
  return [
    { condition: sql<boolean>`${answered} AND (${expression}) IS NOT NULL`, order: [sql`${expression} ${directionOf(sort)}`], tie: sql`r.seq ${directionOf(sort)}` },
    withoutValue(sql<boolean>`NOT (${answered} AND (${expression}) IS NOT NULL)`, sort),
  ];
}

/** Creation and update times, indexed per dataset with the record order after them. */
function recordParts(sort: SortBy & { scope: { entity: 'record' } }): OrderedPart[] | null {
  const { property } = sort.scope;
  if (property !== 'inserted_at' && property !== 'updated_at') return null;
  return [{ condition: sql<boolean>`1 = 1`, order: [sql`r.${sql.raw(property)} ${directionOf(sort)}`], tie: sql`r.seq ${directionOf(sort)}` }];
}

/** The parts in which a sort's first key is read, or null when no index serves it. */
export function sortParts(view: SearchView, sort: SortBy): OrderedPart[] | null {
  switch (sort.scope.entity) {
    case 'metadata':
      return metadataParts(view, sort as SortBy & { scope: { entity: 'metadata' } });
    case 'suggestion':
      return suggestionParts(view, sort as SortBy & { scope: { entity: 'suggestion' } });
    case 'response':
      return responseParts(view, sort);
    case 'record':
      return recordParts(sort as SortBy & { scope: { entity: 'record' } });
    case 'review':
      return null;
  }
}
