import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { chatLayout, parseChat, type ChatMessage } from './chat';
import { FieldCard, FieldEmpty, type FieldHeadingLevel } from './FieldCard';
import type { FieldViewProps } from './field-view-props';
import { MarkdownContent } from './MarkdownContent';
import styles from './ChatField.module.css';

/** A chat field: the conversation's messages, the user on the right and the others on the left. */
export function ChatField({ field, value, headingLevel }: FieldViewProps & { headingLevel?: FieldHeadingLevel }) {
  const { t } = useTranslation();
  // Markdown is on unless the field turns it off, as the contract's default says.
  const useMarkdown = field.settings.type !== 'chat' || field.settings.use_markdown !== false;
  const chat = useMemo(() => parseChat(value), [value]);
  const layout = useMemo(() => (chat.ok ? chatLayout(chat.messages) : []), [chat]);

  let content;
  if (value === null || value === undefined || (chat.ok && chat.messages.length === 0)) {
    content = <FieldEmpty>{t('annotateFields.chat.empty')}</FieldEmpty>;
  } else if (!chat.ok) {
    content = (
      <div className={styles.raw}>
        <p className={styles.rawNote}>{t('annotateFields.chat.notMessages')}</p>
        <pre className={styles.rawValue}>{chat.raw}</pre>
      </div>
    );
  } else {
    content = (
      <ol className={styles.messages} aria-label={t('annotateFields.chat.label', { title: field.title })}>
        {chat.messages.map((message, index) => {
          const { side, colour, showRole } = layout[index]!;
          return (
            <li
              key={index}
              className={`${styles.message} ${side === 'end' ? styles.end : styles.start}`}
              style={{ '--role-colour': `var(--chat-role-${colour})` } as CSSProperties}
              data-role={message.role ?? ''}
            >
              <span className={showRole ? styles.role : 'visually-hidden'}>
                {message.role ?? t('annotateFields.chat.unknownRole')}
              </span>
              <div className={styles.bubble}>
                <MessageContent message={message} useMarkdown={useMarkdown} />
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <FieldCard field={field} headingLevel={headingLevel}>
      {content}
    </FieldCard>
  );
}

function MessageContent({ message, useMarkdown }: { message: ChatMessage; useMarkdown: boolean }) {
  if (message.contentIsJson) return <pre className={styles.json}>{message.content}</pre>;
  if (useMarkdown) return <MarkdownContent text={message.content} />;
  return (
    <div className={styles.plain} dir="auto">
      {message.content}
    </div>
  );
}
