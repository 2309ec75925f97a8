import { QuestionCard } from '../questions/QuestionCard';
import { EditorForQuestion } from '../questions/EditorForQuestion';
import type { QuestionEditorProps } from '../questions/editor-props';
import { SpanQuestionEditor } from '../questions/span/SpanQuestionEditor';
import type { SpanAnswer } from '../model/types';

/** One question in its card, with the editor of its type. */
export function QuestionEditor(props: QuestionEditorProps) {
  const { question, value, suggestion, active, onActivate } = props;
  return (
    <QuestionCard question={question} active={active} onActivate={onActivate} value={value} suggestion={suggestion}>
      {question.settings.type === 'span' ? (
        <SpanQuestionEditor {...props} value={value as SpanAnswer[] | undefined} onChange={(next) => props.onChange(next)} />
      ) : (
        <EditorForQuestion {...props} />
      )}
    </QuestionCard>
  );
}
