import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { isMathsLoaded, loadMaths, mayContainMaths, renderMarkdown, subscribeToMaths } from './markdown';
import styles from './MarkdownContent.module.css';

/**
 * Markdown shown as sanitised HTML. It is rendered once per text: a 60 KB field is parsed,
 * highlighted and sanitised when the record changes, not on every render of the form. A text with
 * `$` loads KaTeX the first time and renders again once it is there.
 */
export function MarkdownContent({ text, className }: { text: string; className?: string }) {
  const wantsMaths = mayContainMaths(text);
  const mathsLoaded = useSyncExternalStore(subscribeToMaths, isMathsLoaded, isMathsLoaded);
  const withMaths = wantsMaths && mathsLoaded;

  useEffect(() => {
    // A failed load leaves the TeX source readable; the next text with maths tries again.
    if (wantsMaths && !mathsLoaded) loadMaths().catch(() => undefined);
  }, [wantsMaths, mathsLoaded]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- withMaths: render again once KaTeX is in
  const html = useMemo(() => renderMarkdown(text), [text, withMaths]);
  return (
    <div
      className={[styles.markdown, className ?? ''].filter(Boolean).join(' ')}
      dir="auto"
      // Sanitised by renderMarkdown (DOMPurify): no scripts, handlers, frames, forms or unsafe URLs.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
