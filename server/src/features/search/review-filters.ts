import type { Filter } from '@gloss/contract';
import { type RawBuilder, sql } from 'kysely';
import { Unprocessable } from '../../domain/errors.js';
import { type SearchView, questionOf } from './view.js';

type Condition = RawBuilder<boolean>;
type ReviewFilter = Filter & { scope: { entity: 'review' } };

const ALWAYS = sql<boolean>`1 = 1`;

/** Reads `true`/`false` terms: a filter asking for both keeps every record. */
function wanted(filter: ReviewFilter, yes: string, no: string): boolean | null {
  if (filter.type !== 'terms') throw new Unprocessable(`review ${filter.scope.property} can only be filtered by terms`);
  const unknown = filter.values.find((value) => value !== yes && value !== no);
  if (unknown !== undefined) throw new Unprocessable(`review ${filter.scope.property} must be one of '${yes}', '${no}', not '${unknown}'`);
  const hasYes = filter.values.includes(yes);
  const hasNo = filter.values.includes(no);
  return hasYes && hasNo ? null : hasYes;
}

function existsOr(not: boolean, exists: Condition): Condition {
  return not ? sql<boolean>`NOT ${exists}` : exists;
}

/**
 * A filter on the team's quality loop (validated, flagged, commented, disagreed on, assigned), as a
 * condition on the records alias `r`. Each reads a small table keyed by record id.
 */
export function reviewCondition(view: SearchView, filter: ReviewFilter): Condition {
  const { property } = filter.scope;
  if (property === 'assignee') {
    if (filter.type !== 'terms') throw new Unprocessable('review assignee can only be filtered by terms');
    const ids = filter.values.filter((value) => value !== 'none');
    const parts: Condition[] = [];
    if (ids.length < filter.values.length) parts.push(sql<boolean>`NOT EXISTS (SELECT 1 FROM record_assignments ra WHERE ra.record_id = r.id)`);
    if (ids.length > 0) parts.push(sql<boolean>`EXISTS (SELECT 1 FROM record_assignments ra WHERE ra.record_id = r.id AND ra.user_id IN (${sql.join(ids)}))`);
    return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
  }
  if (property === 'status') {
    const validated = wanted(filter, 'validated', 'unvalidated');
    if (validated === null) return ALWAYS;
    return existsOr(!validated, sql<boolean>`EXISTS (SELECT 1 FROM record_reviews rv WHERE rv.record_id = r.id)`);
  }
  const yes = wanted(filter, 'true', 'false');
  if (yes === null) return ALWAYS;
  switch (property) {
    case 'needs_review':
      return existsOr(!yes, sql<boolean>`EXISTS (SELECT 1 FROM record_flags rf WHERE rf.record_id = r.id)`);
    case 'comments':
      return existsOr(!yes, sql<boolean>`EXISTS (SELECT 1 FROM record_comments rc WHERE rc.record_id = r.id)`);
    case 'disagreement': {
      const question = filter.scope.question ? sql` AND dg.question_id = ${questionOf(view, filter.scope.question).id}` : sql``;
      return existsOr(!yes, sql<boolean>`EXISTS (SELECT 1 FROM record_disagreements dg WHERE dg.record_id = r.id${question})`);
    }
  }
}
