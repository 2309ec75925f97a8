import frameHostUrl from './custom-field-frame.html?url&no-inline';

/*
 * The document a custom field runs in. The frame has `sandbox="allow-scripts"` and no
 * allow-same-origin, so its origin is opaque: it cannot read the page, its storage or cookies, and
 * any request it made would carry no session. On top of that its CSP forbids every connection
 * (no connect-src, no frames, no forms); only inline scripts and styles and images run.
 *
 * The frame loads a file of the build (custom-field-frame.html), which the server sends with that
 * policy: a srcdoc document would inherit the page's policy instead, under which the template's
 * inline scripts never run. That file asks for the record's document and writes it over itself.
 *
 * The frame and the page talk by postMessage only:
 * - frame → page: ready for a document (the file has loaded), the document has loaded, and its
 *   content height, so the page sizes the frame;
 * - page → frame: the record's document, and the theme and its colour tokens when the person
 *   switches theme.
 */

/** Where the frame loads its document from (a hashed file of the build, so cached for good). */
export const FRAME_HOST_URL: string = frameHostUrl;

export const FRAME_CSP =
  "default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export const SIZE_MESSAGE = 'gloss:custom-field:size';
export const THEME_MESSAGE = 'gloss:custom-field:theme';
// Written out in custom-field-frame.html too, which is a plain file.
export const READY_MESSAGE = 'gloss:custom-field:ready';
export const DOCUMENT_MESSAGE = 'gloss:custom-field:document';
export const LOADED_MESSAGE = 'gloss:custom-field:loaded';

/** The frame grows with its content up to this height, then scrolls inside. */
export const MAX_FRAME_HEIGHT = 640;
export const MIN_FRAME_HEIGHT = 24;

/** Design tokens handed to the frame, so templates can use `var(--fg-primary)` and follow the theme. */
export const FRAME_TOKENS = [
  '--font-ui',
  '--font-mono',
  '--brand',
  '--on-brand',
  '--accent',
  '--bg-surface',
  '--bg-subtle',
  '--bg-muted',
  '--border',
  '--border-strong',
  '--fg-primary',
  '--fg-secondary',
  '--fg-tertiary',
  '--fg-link',
  '--success-fg',
  '--success-bg',
  '--danger-fg',
  '--danger-bg',
  '--warning-fg',
  '--warning-bg',
  '--info-fg',
  '--info-bg',
  '--radius-s',
  '--radius-m',
  '--radius-l',
  '--space-1',
  '--space-2',
  '--space-3',
  '--space-4',
  '--space-5',
] as const;

export interface FrameTheme {
  theme: 'light' | 'dark';
  tokens: Readonly<Record<string, string>>;
}

/** JSON that can sit inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const BASE_STYLE = `
html, body { margin: 0; padding: 0; background: transparent; }
body {
  /* Children's margins stay inside the body, so its height is the whole content's. */
  display: flow-root;
  color: var(--fg-primary, #1c2230);
  font-family: var(--font-ui, system-ui, sans-serif);
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: break-word;
}
a { color: var(--fg-link, #3656c9); }
img, svg, video, canvas { max-width: 100%; height: auto; }
pre, code { font-family: var(--font-mono, monospace); }
`;

/*
 * Runs first in the frame: applies the theme, defines `record` for the template, and reports the
 * content height whenever it changes. Written as ES5-ish plain script, since it is a string.
 */
const BOOTSTRAP = `
(function () {
  var root = document.documentElement;
  function applyTheme(theme) {
    if (!theme || (theme.theme !== 'light' && theme.theme !== 'dark')) return;
    root.setAttribute('data-theme', theme.theme);
    root.style.colorScheme = theme.theme;
    var tokens = theme.tokens || {};
    for (var name in tokens) {
      if (Object.prototype.hasOwnProperty.call(tokens, name) && /^--[a-z0-9-]+$/.test(name) && typeof tokens[name] === 'string') {
        root.style.setProperty(name, tokens[name]);
      }
    }
  }
  applyTheme(__GLOSS_THEME__);
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || !event.data || event.data.type !== '${THEME_MESSAGE}') return;
    applyTheme(event.data.theme);
  });
  var last = -1;
  function report() {
    var body = document.body;
    if (!body) return;
    var height = Math.ceil(Math.max(body.scrollHeight, body.getBoundingClientRect().height));
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: '${SIZE_MESSAGE}', height: height }, '*');
  }
  function start() {
    report();
    if (typeof ResizeObserver === 'function') new ResizeObserver(report).observe(document.body);
    window.addEventListener('load', report);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
`;

export interface CustomFrameInput {
  /** What goes in the body: the rendered template, or the advanced-mode HTML and scripts as written. */
  body: string;
  /** The record as templates read it, also defined as the global `record`. */
  record: unknown;
  theme: FrameTheme;
}

export function buildFrameDocument({ body, record, theme }: CustomFrameInput): string {
  const bootstrap = BOOTSTRAP.replace('__GLOSS_THEME__', () => scriptSafeJson(theme));
  return [
    '<!DOCTYPE html><html><head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}">`,
    '<meta name="referrer" content="no-referrer">',
    `<style>${BASE_STYLE}</style>`,
    `<script>var record = ${scriptSafeJson(record)};${bootstrap}</script>`,
    '</head><body>',
    body,
    '</body></html>',
  ].join('');
}

/** The type of a message from the frame, or null when it is no message of ours. */
export function frameMessageType(data: unknown): string | null {
  if (data === null || typeof data !== 'object') return null;
  const { type } = data as { type?: unknown };
  return typeof type === 'string' ? type : null;
}

/** The height a frame reports, or null for any other message. Clamped to the frame's range. */
export function readFrameHeight(data: unknown): number | null {
  if (data === null || typeof data !== 'object') return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== SIZE_MESSAGE || typeof height !== 'number' || !Number.isFinite(height)) return null;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(height)));
}

/** The record as custom templates read it: Argilla's SDK shape, as far as the page knows it. */
export function templateRecord(input: {
  fields: Readonly<Record<string, unknown>>;
  id?: string;
  external_id?: string | null;
  metadata?: Readonly<Record<string, unknown>> | null;
}): Record<string, unknown> {
  const record: Record<string, unknown> = { fields: input.fields };
  if (input.id !== undefined) record.id = input.id;
  if (input.external_id !== undefined) record.external_id = input.external_id;
  if (input.metadata !== undefined) record.metadata = input.metadata ?? {};
  return record;
}
