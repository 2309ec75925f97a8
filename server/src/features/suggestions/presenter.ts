import type { AnswerValue, Suggestion } from '@gloss/contract';
import type { SuggestionRow } from './repository.js';

export function presentSuggestion(row: SuggestionRow): Suggestion {
  return {
    id: row.id,
    question_id: row.question_id,
    type: row.type,
    value: JSON.parse(row.value) as AnswerValue,
    agent: row.agent,
    score: row.score === null ? null : (JSON.parse(row.score) as number | number[]),
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}
