import { randomUUID } from 'node:crypto';
import type { SuggestionCreate } from '@gloss/contract';
import type { Insertable } from 'kysely';
import type { SuggestionsTable } from '../../db/schema.js';

/** The row that stores a suggestion of a record (its id kept on conflict: upserts overwrite in place). */
export function suggestionRow(
  recordId: string,
  datasetId: string,
  suggestion: SuggestionCreate,
  timestamp: string,
): Insertable<SuggestionsTable> {
  return {
    id: randomUUID(),
    record_id: recordId,
    question_id: suggestion.question_id,
    dataset_id: datasetId,
    value: JSON.stringify(suggestion.value),
    score: suggestion.score == null ? null : JSON.stringify(suggestion.score),
    agent: suggestion.agent ?? null,
    type: suggestion.type ?? null,
    inserted_at: timestamp,
    updated_at: timestamp,
  };
}
