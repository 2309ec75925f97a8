import { splitCodeSpans } from './code-spans';
import styles from './ServerMessage.module.css';

/**
 * A message in the server's words (a refused row's reason, a job's error), its quoted names and values
 * shown as code. Built from text nodes and elements only: the message is the server's, which may repeat
 * what a source file holds, so it is never read as HTML.
 */
export function ServerMessage({ text }: { text: string }) {
  return (
    <>
      {splitCodeSpans(text).map((part, index) =>
        part.kind === 'code' ? (
          <code key={index} className={styles.code}>
            {part.text}
          </code>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
