import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { Marked } from 'marked';
import { markedHighlight } from 'marked-highlight';

/*
 * Markdown of record fields (and anything else written by whoever uploaded the data) to HTML that is
 * safe to put in the page. Two steps, so the first can be tested without a DOM:
 *   parseMarkdown: marked (GFM, kept line breaks) + highlight.js for fenced code + KaTeX for $…$ / $$…$$;
 *   sanitizeHtml:  DOMPurify, which needs a browser DOM.
 * KaTeX is loaded on demand (loadMaths): until it is there, maths shows as its TeX source.
 */

// A handful of common languages keeps the bundle small; the definitions bring their aliases
// (js, ts, py, sh, yml, md, html, svg…). Anything else is shown as plain code.
const LANGUAGES = { bash, css, javascript, json, markdown, python, sql, typescript, xml, yaml };
for (const [name, definition] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, definition);

const marked = new Marked(
  { gfm: true, breaks: true, async: false },
  markedHighlight({
    langPrefix: 'hljs language-',
    emptyLangClass: 'hljs',
    highlight(code, language) {
      // Returning the code unchanged lets marked escape it.
      if (!language || !hljs.getLanguage(language)) return code;
      return hljs.highlight(code, { language, ignoreIllegals: true }).value;
    },
  }),
);

// -------------------------------------------------------------------------------------------------
// Maths, loaded on demand

let mathsLoaded = false;
let mathsLoading: Promise<void> | null = null;
const mathsListeners = new Set<() => void>();

/** Whether a text may hold `$…$` or `$$…$$` maths, so that KaTeX is worth loading for it. */
export function mayContainMaths(text: string): boolean {
  return text.includes('$');
}

export function isMathsLoaded(): boolean {
  return mathsLoaded;
}

/** Loads KaTeX once; from then on parseMarkdown renders maths. A failed load can be retried. */
export function loadMaths(): Promise<void> {
  mathsLoading ??= import('./maths').then(
    ({ mathsExtension }) => {
      marked.use(mathsExtension);
      mathsLoaded = true;
      clearCache();
      for (const listener of mathsListeners) listener();
    },
    (error: unknown) => {
      mathsLoading = null;
      throw error;
    },
  );
  return mathsLoading;
}

/** Calls back once maths can be rendered (for components to render again). */
export function subscribeToMaths(listener: () => void): () => void {
  mathsListeners.add(listener);
  return () => mathsListeners.delete(listener);
}

/**
 * Markdown to unsanitised HTML: tables, highlighted code, and KaTeX maths once loadMaths has
 * finished. Never put this in the page as is.
 */
export function parseMarkdown(text: string): string {
  return marked.parse(text, { async: false });
}

/**
 * Markdown to HTML that is safe to insert: what a markdown field shows. Needs a browser DOM.
 * Sanitising costs about 10 µs per element plus a fixed cost per call (a new document), so a long
 * text full of tables or maths takes a few hundred milliseconds and even a short chat message close
 * to a millisecond. Rendered texts are kept in a cache, which prerenderMarkdown fills ahead for the
 * next record.
 */
export function renderMarkdown(text: string): string {
  const cached = cache.get(text);
  if (cached !== undefined) {
    // Most recently used last, so eviction takes the oldest.
    cache.delete(text);
    cache.set(text, cached);
    return cached;
  }
  const html = sanitizeHtml(parseMarkdown(text));
  cache.set(text, html);
  cachedLength += html.length;
  for (const [key, value] of cache) {
    if (cache.size <= CACHE_MAX_ENTRIES && cachedLength <= CACHE_MAX_LENGTH) break;
    cache.delete(key);
    cachedLength -= value.length;
  }
  return html;
}

/** Enough for the texts of a few records (a chat is a text per message) and the guidelines. */
const CACHE_MAX_ENTRIES = 256;
/** Characters of cached HTML (maths-heavy pages are large: 1 MB of HTML for 60 KB of text). */
const CACHE_MAX_LENGTH = 8_000_000;
const cache = new Map<string, string>();
let cachedLength = 0;

function clearCache(): void {
  cache.clear();
  cachedLength = 0;
}

// -------------------------------------------------------------------------------------------------
// Sanitising

const FORBIDDEN_TAGS = [
  'script',
  'noscript',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'template',
  'form',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'output',
  'dialog',
];

// Focus stealing and keys that would compete with the page's shortcuts.
const FORBIDDEN_ATTRIBUTES = ['formaction', 'autofocus', 'accesskey', 'tabindex', 'contenteditable', 'popover'];

const SANITIZE_CONFIG: Config = {
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  // KaTeX's MathML (read by screen readers) wraps the formula in <semantics> with its TeX <annotation>.
  ADD_TAGS: ['semantics', 'annotation'],
  ADD_ATTR: ['target'],
  // Ids from the data cannot clash with the page's own (`user-content-` prefix).
  SANITIZE_NAMED_PROPS: true,
};

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  if (typeof window === 'undefined') throw new Error('sanitizeHtml needs a browser DOM');
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeElement', (node, data) => {
    // GFM task lists are the one input kept: a read-only checkbox.
    if (data.tagName === 'input' && (node as Element).getAttribute?.('type')?.toLowerCase() !== 'checkbox') {
      node.parentNode?.removeChild(node);
    }
  });
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const style = filterInlineStyle(data.attrValue);
    if (style) data.attrValue = style;
    else data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    switch (element.tagName.toUpperCase()) {
      case 'A':
        if (element.hasAttribute('href')) {
          element.setAttribute('target', '_blank');
          element.setAttribute('rel', 'noopener noreferrer');
        } else {
          element.removeAttribute('target');
        }
        break;
      case 'AREA':
        element.removeAttribute('target');
        break;
      case 'IMG':
        element.setAttribute('loading', 'lazy');
        element.setAttribute('decoding', 'async');
        break;
      case 'INPUT':
        element.setAttribute('disabled', '');
        break;
    }
  });
  purifier = instance;
  return instance;
}

/** HTML from anywhere to HTML without scripts, handlers, javascript: URLs, frames, forms or styles. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, SANITIZE_CONFIG);
}

/*
 * Inline styles are kept for KaTeX, whose layout lives in them, and for simple colouring in raw
 * HTML; but only properties that stay inside the field's box: no fixed or absolute positioning, no
 * url() or other loads, nothing that could lay a fake dialog over the page.
 */
const ALLOWED_STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'border-color',
  'border-style',
  'border-width',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-right-style',
  'height',
  'width',
  'min-width',
  'max-width',
  'vertical-align',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'top',
  'right',
  'bottom',
  'left',
  'position',
  'text-align',
  'text-shadow',
  'font-weight',
  'font-style',
  'text-decoration',
]);

const UNSAFE_STYLE_VALUE = /url\s*\(|image-set|expression|javascript:|@import|[\\<>{}]/i;

/** Keeps the declarations of an inline `style` that are safe in a field; '' when none is. */
export function filterInlineStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!value || !ALLOWED_STYLE_PROPERTIES.has(property) || UNSAFE_STYLE_VALUE.test(value)) continue;
    if (property === 'position' && !/^(relative|static)$/i.test(value)) continue;
    kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}
