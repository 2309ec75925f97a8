import { z } from 'zod';
import { Id, Timestamp, itemsOf } from './common.js';
import { AnswerValue } from './responses.js';

export const SUGGESTIONS_DELETE_MAX = 100;

const Score = z.number().min(0).max(1);

export const SuggestionCreate = z.object({
  question_id: Id,
  value: AnswerValue,
  score: z.union([Score, z.array(Score).min(1)]).nullish(),
  agent: z
    .string()
    .min(1)
    .max(200)
    .regex(/^(?=.*[a-zA-Z0-9])[a-zA-Z0-9\-_:./\s]+$/, 'agent may contain letters, digits, spaces and - _ : . /')
    .nullish(),
  type: z.enum(['model', 'human']).nullish(),
});
export type SuggestionCreate = z.output<typeof SuggestionCreate>;

export const Suggestion = z.object({
  id: z.string(),
  question_id: z.string(),
  type: z.enum(['model', 'human']).nullable(),
  value: AnswerValue,
  agent: z.string().nullable(),
  score: z.union([z.number(), z.array(z.number())]).nullable(),
  inserted_at: Timestamp,
  updated_at: Timestamp,
});
export type Suggestion = z.infer<typeof Suggestion>;
export const Suggestions = itemsOf(Suggestion);

export const SuggestionParams = z.object({ suggestion_id: Id });

export const SuggestionOptions = z.object({
  items: z.array(z.object({ question: z.object({ id: z.string(), name: z.string() }), agents: z.array(z.string()) })),
});
