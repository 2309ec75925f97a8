import type { SubmitHold } from '../model/completeness';
import type { Question } from '../model/types';

/** What the page says next to a disabled Submit: a catalogue key, the question's title, how many more hold it back. */
export interface HoldMessage {
  key: `annotate.actions.submitHold.${SubmitHold['reason']}`;
  title: string;
  /** Further questions that hold Submit back too (said as "and N more"). */
  more: number;
}

/** The first question that holds Submit back (by its title, its name when it has none), or undefined when none does. */
export function submitHoldMessage(holds: readonly SubmitHold[], questions: readonly Pick<Question, 'name' | 'title'>[]): HoldMessage | undefined {
  const [first] = holds;
  if (!first) return undefined;
  const title = questions.find((question) => question.name === first.question)?.title || first.question;
  return { key: `annotate.actions.submitHold.${first.reason}`, title, more: holds.length - 1 };
}
