import { isRankedList, isStringList } from '../model/answer-shapes';
import type { AnswerValue } from '../model/types';
import type { QuestionEditorProps } from './editor-props';
import { LabelQuestion } from './LabelQuestion';
import { MultiLabelQuestion } from './MultiLabelQuestion';
import { RankingQuestion } from './RankingQuestion';
import { RatingQuestion } from './RatingQuestion';
import { TextQuestion } from './TextQuestion';

/**
 * The editor of the question's type, given an answer of any shape: a value that does not fit the
 * type is shown as unanswered rather than trusted. Span questions render nothing here (their
 * editor lives in ./span and draws on the field).
 */
export function EditorForQuestion({ value, onChange, ...props }: QuestionEditorProps<AnswerValue>) {
  const change = onChange as (next: AnswerValue | undefined, unconfirmed?: readonly string[]) => void;
  switch (props.question.settings.type) {
    case 'label_selection':
      return <LabelQuestion {...props} value={typeof value === 'string' ? value : undefined} onChange={change} />;
    case 'multi_label_selection':
      return <MultiLabelQuestion {...props} value={isStringList(value) ? value : undefined} onChange={change} />;
    case 'rating':
      return <RatingQuestion {...props} value={typeof value === 'number' ? value : undefined} onChange={change} />;
    case 'text':
      return <TextQuestion {...props} value={typeof value === 'string' ? value : undefined} onChange={change} />;
    case 'ranking':
      return <RankingQuestion {...props} value={isRankedList(value) ? value : undefined} onChange={change} />;
    case 'span':
      return null;
  }
}
