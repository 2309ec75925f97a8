import { buildQuery } from '../../../shared/api/query-params';
import { reviewPath } from '../../../shared/routing/paths';

/**
 * The review view's query parameter that opens it filtered to disagreeing records: a question's name,
 * or `any` for records disagreeing on any question. The review page reads the same name.
 */
export const DISAGREEMENT_PARAM = 'disagreement';
export const ANY_DISAGREEMENT = 'any';

/** The review view, filtered to the records whose answers to `questionName` (or to any question) differ. */
export function disagreementPath(datasetId: string, questionName: string = ANY_DISAGREEMENT): string {
  return `${reviewPath(datasetId)}${buildQuery({ [DISAGREEMENT_PARAM]: questionName })}`;
}
