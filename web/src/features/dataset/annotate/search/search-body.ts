import type { SearchRecordsBody } from '@gloss/contract';
import type { RecordStatusFilter } from '../model/types';
import type { Range, SearchCriteria, SortKey, TextCriterion, ValueFilter } from './criteria';

export type Filter = NonNullable<SearchRecordsBody['filters']>['and'][number];
type Scope = Filter['scope'];
type Sort = NonNullable<SearchRecordsBody['sort']>[number];

function filterOf(scope: Scope, filter: ValueFilter): Filter {
  return filter.kind === 'terms' ? { type: 'terms', scope, values: [...filter.values] } : rangeOf(scope, filter.range);
}

function rangeOf(scope: Scope, range: Range): Filter {
  return { type: 'range', scope, ge: range.ge ?? null, le: range.le ?? null };
}

function sortScope(key: SortKey): Scope {
  switch (key.kind) {
    case 'inserted_at':
    case 'updated_at':
      return { entity: 'record', property: key.kind };
    case 'metadata':
      return { entity: 'metadata', metadata_property: key.property };
    case 'suggestion-score':
      return { entity: 'suggestion', question: key.question, property: 'score' };
    case 'suggestion-value':
      return { entity: 'suggestion', question: key.question, property: 'value' };
    case 'response-value':
      return { entity: 'response', question: key.question };
  }
}

/**
 * The body of `POST /me/datasets/{id}/records/search` for the caller's records of one status narrowed by
 * the criteria, as Argilla's app sends it: the status filter first, then the others, all under `and`.
 */
export function searchBody(status: RecordStatusFilter, criteria: SearchCriteria): SearchRecordsBody {
  const and: Filter[] = [{ type: 'terms', scope: { entity: 'response', property: 'status' }, values: [status] }];
  // Records the team has already completed leave everyone's pending queue.
  if (status === 'pending') and.push({ type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] });
  and.push(...criteriaFilters(criteria));

  const body: SearchRecordsBody = { filters: { and } };
  const { text, similar } = criteria;
  if (text || similar) {
    body.query = {
      ...(text ? { text: textQuery(text) } : {}),
      ...(similar
        ? { vector: { name: similar.vector, record_id: similar.recordId, order: similar.order === 'most' ? 'most_similar' : 'least_similar' } }
        : {}),
    };
  }
  if (criteria.sort.length > 0) body.sort = criteria.sort.map(({ key, order }): Sort => ({ scope: sortScope(key), order }));
  return body;
}

/** The criteria's filters on metadata, answers, suggestions and review, in the order the page shows them. */
export function criteriaFilters(criteria: SearchCriteria): Filter[] {
  const and: Filter[] = [];
  for (const { property, filter } of criteria.metadata) and.push(filterOf({ entity: 'metadata', metadata_property: property }, filter));
  for (const { question, filter } of criteria.responses) and.push(filterOf({ entity: 'response', question }, filter));
  for (const { question, value, score, agents } of criteria.suggestions) {
    if (value) and.push(filterOf({ entity: 'suggestion', question, property: 'value' }, value));
    if (score) and.push(rangeOf({ entity: 'suggestion', question, property: 'score' }, score));
    if (agents && agents.length > 0) and.push({ type: 'terms', scope: { entity: 'suggestion', question, property: 'agent' }, values: [...agents] });
  }
  for (const { property, value } of criteria.review) and.push({ type: 'terms', scope: { entity: 'review', property }, values: [value] });
  return and;
}

/** The criteria's text query as the search body's `query.text`. */
export function textQuery(text: TextCriterion): { q: string; field?: string } {
  return { q: text.q, ...(text.field ? { field: text.field } : {}) };
}
