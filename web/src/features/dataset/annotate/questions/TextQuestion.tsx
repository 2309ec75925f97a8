import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownContent } from '../fields/MarkdownContent';
import { ENTRY_ATTRIBUTE, focusOwningCard, questionTitleId } from './dom';
import type { QuestionEditorProps } from './editor-props';
import { SparkIcon } from './icons';
import { settingsOf } from './settings';
import styles from './TextQuestion.module.css';
import { codePointLength } from './text';
import { useScopedState } from './use-scoped-state';

/** The textarea grows with its text up to this height, then scrolls. */
const MAX_HEIGHT_PX = 480;
/** The browser grows the box with its content (CSS `field-sizing`, with the same cap in the CSS). */
const SIZES_ITSELF = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

type Tab = 'write' | 'preview' | 'suggestion';

/**
 * Text: a textarea that grows with its content, its character count (code points, as the server
 * counts), and tabs when needed: Write/Preview with `use_markdown` (the preview is sanitised
 * markdown), and a Suggestion tab when there is a suggestion (its text, read-only, with "Use the
 * suggestion" while the answer differs; the text stays italic while it is the suggestion). Keys typed in the
 * textarea are never prevented, so the page's shortcuts see it is a text box and stay out of the
 * way; Esc leaves the box for the card. Emptying the box clears the answer (undefined). While
 * `disabled` the box is read-only rather than disabled, so it keeps the focus.
 */
export function TextQuestion({ question, value, onChange, suggestion, record, disabled = false }: QuestionEditorProps<string>) {
  const { t } = useTranslation();
  const settings = settingsOf(question, 'text');
  const useMarkdown = settings?.use_markdown ?? false;
  const text = value ?? '';
  const suggestedText = typeof suggestion?.value === 'string' ? suggestion.value : null;
  const differsFromSuggestion = suggestedText !== null && suggestedText !== text;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const baseId = useId();

  // The tab goes back to Write on another record.
  const [wanted, choose] = useScopedState<Tab>(record.id, 'write');
  // The Suggestion tab stays while there is a suggestion, so the box does not jump at the first edit.
  const tabs: Tab[] = ['write', ...(useMarkdown ? (['preview'] as const) : []), ...(suggestedText !== null ? (['suggestion'] as const) : [])];
  const tab: Tab = tabs.includes(wanted) ? wanted : 'write';

  // The box grows with its text. Where the browser sizes it by itself (`field-sizing`), nothing is
  // measured here: measuring forces a layout of the whole page in the middle of a record change.
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea || SIZES_ITSELF) return;
    textarea.style.height = 'auto';
    const height = Math.min(textarea.scrollHeight + 2, MAX_HEIGHT_PX);
    textarea.style.height = `${height}px`;
    textarea.style.overflowY = textarea.scrollHeight + 2 > MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [text, tab]);

  if (!settings) return null;

  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not prevented: Esc only hands the keyboard back to the card, where shortcuts work again.
    if (event.key === 'Escape') focusOwningCard(event.currentTarget);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // ←/→ would otherwise change the record.
    event.preventDefault();
    event.stopPropagation();
    const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    choose(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  const tabLabel = (name: Tab) =>
    name === 'write'
      ? t('annotateQuestions.text.write')
      : name === 'preview'
        ? t('annotateQuestions.text.preview')
        : t('annotateQuestions.suggestion.label');

  return (
    <div className={styles.text}>
      {tabs.length > 1 && (
        <div role="tablist" className={styles.tabs} aria-labelledby={questionTitleId(question)} onKeyDown={onTabKeyDown}>
          {tabs.map((name) => (
            <button
              key={name}
              id={`${baseId}-tab-${name}`}
              type="button"
              role="tab"
              aria-selected={tab === name}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === name ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(name)}
            >
              {name === 'suggestion' && <SparkIcon size={11} />}
              {tabLabel(name)}
            </button>
          ))}
        </div>
      )}
      <div
        id={`${baseId}-panel`}
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? `${baseId}-tab-${tab}` : undefined}
        className={styles.panel}
      >
        {tab === 'write' && (
          <>
            <textarea
              ref={textareaRef}
              className={[styles.textarea, suggestedText !== null && !differsFromSuggestion ? styles.fromSuggestion : '']
                .filter(Boolean)
                .join(' ')}
              value={text}
              rows={3}
              dir="auto"
              placeholder={t('annotateQuestions.text.placeholder')}
              aria-labelledby={questionTitleId(question)}
              aria-describedby={`${baseId}-count`}
              aria-required={question.required}
              readOnly={disabled}
              aria-disabled={disabled || undefined}
              {...{ [ENTRY_ATTRIBUTE]: '' }}
              onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
              onKeyDown={onTextKeyDown}
            />
            <div className={styles.footer}>
              {useMarkdown && <span>{t('annotateQuestions.text.markdownHint')}</span>}
              <span id={`${baseId}-count`} className={styles.count}>
                {t('annotateQuestions.text.characters', { count: codePointLength(text) })}
              </span>
            </div>
          </>
        )}
        {tab === 'preview' &&
          (text.trim() === '' ? (
            <p className={styles.empty}>{t('annotateQuestions.text.emptyPreview')}</p>
          ) : (
            <MarkdownContent text={text} className={styles.preview} />
          ))}
        {tab === 'suggestion' && suggestedText !== null && (
          <div className={styles.suggestion}>
            {useMarkdown ? (
              <MarkdownContent text={suggestedText} className={styles.preview} />
            ) : (
              <p className={styles.plain} dir="auto">
                {suggestedText}
              </p>
            )}
            <div className={styles.footer}>
              {suggestion?.agent && <span>{suggestion.agent}</span>}
              {differsFromSuggestion && (
                <button
                  type="button"
                  className={styles.use}
                  disabled={disabled}
                  onClick={() => {
                    onChange(suggestedText === '' ? undefined : suggestedText);
                    choose('write');
                  }}
                >
                  {t('annotateQuestions.text.useSuggestion')}
                </button>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
