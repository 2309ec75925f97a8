import type { Question } from '../model/types';

export type QuestionSettingsOf<T extends Question['settings']['type']> = Extract<Question['settings'], { type: T }>;

/** The question's settings when it is of that type, else null (an editor given the wrong question renders nothing). */
export function settingsOf<T extends Question['settings']['type']>(question: Question, type: T): QuestionSettingsOf<T> | null {
  return question.settings.type === type ? (question.settings as QuestionSettingsOf<T>) : null;
}
