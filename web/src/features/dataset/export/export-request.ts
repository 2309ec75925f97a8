import type { ExportFormat, RecordsExportRequest, SearchRecordsBody } from '@gloss/contract';
import { hasFilters, type SearchCriteria } from '../annotate/search/criteria';
import { criteriaFilters, textQuery } from '../annotate/search/search-body';

/** Every record, or only those the annotation page's search text and filters match. */
export type ExportScope = 'all' | 'matching';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['jsonl', 'csv', 'parquet'];

/**
 * Whether the page's criteria narrow the records an export would hold: a search text or a filter. A sort
 * orders and a similarity reference ranks, and neither is exported; the status the page shows is the
 * person's own queue, not a property of the data, and is not exported either.
 */
export function narrowsExport(criteria: SearchCriteria): boolean {
  return criteria.text !== null || hasFilters(criteria);
}

/** What the page shows that the export leaves out, to say so in the dialog. */
export function leftOut(criteria: SearchCriteria): { sort: boolean; similar: boolean } {
  return { sort: criteria.sort.length > 0, similar: criteria.similar !== null };
}

/**
 * The search body of the records an export holds: nothing for all of them; the text and the filters for
 * the matching ones, read in the admin view, where an answer filter matches anyone's answer.
 */
export function exportSearch(scope: ExportScope, criteria: SearchCriteria): SearchRecordsBody {
  if (scope === 'all') return {};
  const filters = criteriaFilters(criteria);
  return {
    ...(criteria.text ? { query: { text: textQuery(criteria.text) } } : {}),
    ...(filters.length > 0 ? { filters: { and: filters } } : {}),
  };
}

/** The body of `POST …/records/export-links`. */
export function exportRequest(format: ExportFormat, scope: ExportScope, criteria: SearchCriteria): RecordsExportRequest {
  return { format, ...exportSearch(scope, criteria) };
}
