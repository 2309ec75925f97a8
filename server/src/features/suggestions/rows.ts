import { newRowId } from '../../db/ids.js';
import type { SuggestionCreate } from '@gloss/contract';
import type { Insertable } from 'kysely';
import type { SuggestionsTable } from '../../db/schema.js';

// A sort by a text value reads its first characters: enough to order any label, short enough to index.
const VALUE_TEXT_KEY_LENGTH = 100;

/**
 * What sorts by a suggestion read, along an index: the score (the first of a list of scores), a number
 * value (a rating), or the start of any other value's JSON text.
 */
export function suggestionSortKeys(value: unknown, score: unknown): Pick<Insertable<SuggestionsTable>, 'score_key' | 'value_num' | 'value_text'> {
  const firstScore = Array.isArray(score) ? score.find((item) => typeof item === 'number') : score;
  return {
    score_key: typeof firstScore === 'number' ? firstScore : null,
    value_num: typeof value === 'number' ? value : null,
    // Whole code points, as the engines count characters (a cut surrogate pair is not text).
    value_text: typeof value === 'number' ? null : Array.from(JSON.stringify(value)).slice(0, VALUE_TEXT_KEY_LENGTH).join(''),
  };
}

/** The row that stores a suggestion of a record (its id kept on conflict: upserts overwrite in place). */
export function suggestionRow(
  record: { id: string; seq: number | string },
  datasetId: string,
  suggestion: SuggestionCreate,
  timestamp: string,
): Insertable<SuggestionsTable> {
  return {
    id: newRowId(),
    record_id: record.id,
    record_seq: record.seq,
    question_id: suggestion.question_id,
    dataset_id: datasetId,
    value: JSON.stringify(suggestion.value),
    score: suggestion.score == null ? null : JSON.stringify(suggestion.score),
    agent: suggestion.agent ?? null,
    type: suggestion.type ?? null,
    inserted_at: timestamp,
    updated_at: timestamp,
    ...suggestionSortKeys(suggestion.value, suggestion.score),
  };
}
