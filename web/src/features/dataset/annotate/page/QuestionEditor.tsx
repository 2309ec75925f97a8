import { QuestionCard } from '../questions/QuestionCard';
import { EditorForQuestion } from '../questions/EditorForQuestion';
import type { QuestionEditorProps } from '../questions/editor-props';
import { SpanQuestionEditor } from '../questions/span/SpanQuestionEditor';
import type { SpanAnswer } from '../model/types';

/** One question in its card, with the editor of its type; `attention` draws the card as still to answer. */
export function QuestionEditor({ attention = false, ...props }: QuestionEditorProps & { attention?: boolean }) {
  const { question, value, suggestion, active, onActivate } = props;
  return (
    <QuestionCard question={question} active={active} onActivate={onActivate} value={value} suggestion={suggestion} attention={attention}>
      {question.settings.type === 'span' ? (
        <SpanQuestionEditor {...props} value={value as SpanAnswer[] | undefined} onChange={(next) => props.onChange(next)} />
      ) : (
        <EditorForQuestion {...props} />
      )}
    </QuestionCard>
  );
}
