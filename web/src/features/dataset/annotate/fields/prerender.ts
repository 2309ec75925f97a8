import { useEffect } from 'react';
import { whenIdle } from '../../../../shared/dom/scheduling';
import type { DatasetRecord, Field } from '../model/types';
import { parseChat } from './chat';
import { isMathsLoaded, loadMaths, mayContainMaths, renderMarkdown } from './markdown';
import { textDisplay } from './text-display';

/** The markdown a record's fields will render: text fields with markdown, chat messages with markdown. */
export function markdownTextsOf(fields: readonly Field[], values: Readonly<Record<string, unknown>>): string[] {
  const texts: string[] = [];
  for (const field of fields) {
    const value = values[field.name];
    if (field.settings.type === 'text') {
      const display = textDisplay(field.settings.use_markdown, value);
      if (display.kind === 'markdown') texts.push(display.text);
    } else if (field.settings.type === 'chat' && field.settings.use_markdown !== false) {
      const chat = parseChat(value);
      if (chat.ok) for (const message of chat.messages) if (!message.contentIsJson && message.content) texts.push(message.content);
    }
  }
  return texts;
}

/**
 * Renders markdown ahead, one text per idle moment, so the record shown next (already fetched)
 * appears at once: its texts come from renderMarkdown's cache. Returns a cancel function.
 */
export function prerenderMarkdown(texts: readonly string[]): () => void {
  let cancelled = false;
  let cancelPending: (() => void) | null = null;
  const queue = [...texts];

  const next = () => {
    if (cancelled) return;
    const text = queue.shift();
    if (text === undefined) return;
    if (mayContainMaths(text) && !isMathsLoaded()) {
      // Render once KaTeX is in; rendering now would cache the text without its maths.
      loadMaths().then(() => schedule(text), () => schedule());
      return;
    }
    renderMarkdown(text);
    schedule();
  };
  const schedule = (first?: string) => {
    if (cancelled) return;
    if (first !== undefined) queue.unshift(first);
    cancelPending = whenIdle(next);
  };

  schedule();
  return () => {
    cancelled = true;
    cancelPending?.();
  };
}

/**
 * While a record is open, renders the markdown of the record after it in idle moments, so a submit
 * shows that record without parsing and sanitising its texts on the way.
 */
export function usePrerenderedMarkdown(fields: readonly Field[], upcoming: DatasetRecord | undefined): void {
  useEffect(() => {
    if (!upcoming) return;
    return prerenderMarkdown(markdownTextsOf(fields, upcoming.fields));
  }, [fields, upcoming]);
}
