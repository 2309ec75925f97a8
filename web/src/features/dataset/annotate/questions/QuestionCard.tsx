import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSuggestion } from '../model/suggestions';
import type { AnswerValue, Question, SuggestionView } from '../model/types';
import { CARD_ATTRIBUTE, questionTitleId } from './dom';
import styles from './QuestionCard.module.css';
import { SuggestionBadge } from './SuggestionBadge';
import { isLongDescription } from './text';

export interface QuestionCardProps {
  question: Question;
  /** The question has the keyboard: drawn with the brand bar. */
  active: boolean;
  /** Called on a click or focus inside the card while it is not active. */
  onActivate: () => void;
  /** The current answer: with `suggestion`, decides whether the suggestion badge shows. */
  value?: AnswerValue;
  suggestion?: SuggestionView;
  /** Forces the badge on or off instead of comparing `value` with the suggestion. */
  showSuggestionBadge?: boolean;
  /** Drawn as still needing an answer (the person tried to submit without it). */
  attention?: boolean;
  /** The card element (focusable with tabIndex -1, so the page can move the keyboard to it). */
  ref?: Ref<HTMLElement>;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of one question: title with the required marker or "(optional)", the description
 * (plain text, clamped when long, expandable by a button), the suggestion badge while the answer
 * is the suggestion, and the editor below.
 */
export function QuestionCard({
  question,
  active,
  onActivate,
  value,
  suggestion,
  showSuggestionBadge,
  attention = false,
  ref,
  className,
  children,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const titleId = questionTitleId(question);
  const descriptionId = `question-${question.id}-description`;
  const description = question.description?.trim() ?? '';
  const showBadge = suggestion !== undefined && (showSuggestionBadge ?? matchesSuggestion(question, suggestion, value));
  const activate = () => {
    if (!active) onActivate();
  };

  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={[styles.card, active ? styles.active : '', attention ? styles.attention : '', className ?? ''].filter(Boolean).join(' ')}
      data-active={active ? 'true' : undefined}
      data-attention={attention ? 'true' : undefined}
      {...{ [CARD_ATTRIBUTE]: question.name }}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onFocusCapture={activate}
      onPointerDownCapture={activate}
    >
      <header className={styles.header}>
        <h3 className={styles.title} id={titleId}>
          <span>{question.title}</span>
          {question.required ? (
            <span className={styles.required} role="img" title={t('annotateQuestions.required')} aria-label={t('annotateQuestions.required')}>
              *
            </span>
          ) : (
            <span className={styles.optional}>{t('annotateQuestions.optional')}</span>
          )}
        </h3>
        {showBadge && <SuggestionBadge score={typeof suggestion.score === 'number' ? suggestion.score : null} agent={suggestion.agent} />}
      </header>
      {description && <Description id={descriptionId} text={description} />}
      <div className={styles.body}>{children}</div>
    </section>
  );
}

function Description({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const long = isLongDescription(text);
  return (
    <div className={styles.descriptionRow}>
      <p id={id} className={[styles.description, long && !expanded ? styles.clamped : ''].filter(Boolean).join(' ')}>
        {text}
      </p>
      {long && (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((open) => !open)}>
          {expanded ? t('annotateQuestions.showLess') : t('annotateQuestions.showMore')}
        </button>
      )}
    </div>
  );
}
