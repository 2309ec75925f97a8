import type { Question } from '@gloss/contract';
import { fromDbBoolean } from '../../db/schema.js';
import type { QuestionRow } from './repository.js';
import { parsedSettings } from './settings-cache.js';

export function presentQuestion(row: QuestionRow): Question {
  const settings = parsedSettings(row);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    required: fromDbBoolean(row.required),
    // Span answers may always be drawn character by character; the web app reads the flag.
    settings: settings.type === 'span' ? { ...settings, allow_character_annotation: true } : settings,
    dataset_id: row.dataset_id,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}
