import { Unprocessable } from '../../domain/errors.js';
import type { DatasetSchema } from '../records/dataset-schema.js';
import type { SearchDialect } from './search-dialect.js';

/** Who the search is for: the annotator's view narrows response scopes to their own responses. */
export interface SearchView {
  datasetId: string;
  /** Drafts have no records, and no full-text index yet. */
  published: boolean;
  schema: DatasetSchema;
  dialect: SearchDialect;
  /** The caller, in the annotator view (`/me/...`); null in the admin view. */
  userId: string | null;
  /** The metadata properties the caller may filter and sort on, or null for all of them. */
  visibleMetadata: ((name: string) => boolean) | null;
  /**
   * The annotator whose assigned records are the only ones in view (their queue in an assigned dataset);
   * absent or null: every record of the dataset.
   */
  assignee?: string | null;
  /**
   * The user whose assigned records are the only ones the caller reaches (see record-access/policy.ts),
   * the reference record of a similarity search included; absent or null: every record of the dataset.
   */
  onlyAssignedTo?: string | null;
}

export function questionOf(view: SearchView, name: string) {
  const question = view.schema.questionByName.get(name);
  if (!question) throw new Unprocessable(`Question with name \`${name}\` not found in dataset \`${view.datasetId}\`.`);
  return question;
}

// A property hidden from the caller is refused exactly as one that does not exist, so that neither its
// values nor its existence can be probed through filters and sorts.
export function metadataOf(view: SearchView, name: string) {
  const property = view.schema.metadataByName.get(name);
  if (!property || (view.visibleMetadata && !view.visibleMetadata(name))) {
    throw new Unprocessable(`Metadata property with name \`${name}\` not found in dataset \`${view.datasetId}\`.`);
  }
  return property;
}
