import { createHash } from 'node:crypto';

/*
 * The Content-Security-Policy of each kind of response Gloss sends. Pure functions: what the policies
 * allow, and why, is all here; `security-headers.ts` decides which response gets which.
 */

/** Hugging Face's site shows a Space's app in a frame of its own page. */
export const SPACE_HOST_ORIGIN = 'https://huggingface.co';

/** Who may show Gloss's pages in a frame: Gloss itself, and the Space's page when Gloss runs on a Space. */
export function frameAncestors(onSpace: boolean): string[] {
  return onSpace ? ["'self'", SPACE_HOST_ORIGIN] : ["'self'"];
}

type Directives = Record<string, readonly string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

// Record fields show pictures and media from anywhere people keep them, inline (data:) or opened as blobs.
const ANY_MEDIA = ["'self'", 'https:', 'http:', 'data:', 'blob:'];

/**
 * The web app's pages (its shell) and files. Scripts: the app's own files plus the shell's inline
 * scripts by hash (the theme set before the first paint), never inline code in general, so injected
 * markup cannot run. Styles: files only for <style> and <link> (style-src-elem), but style attributes
 * stay allowed: KaTeX lays maths out in them and the sanitised markdown keeps simple ones; browsers
 * without style-src-elem fall back to style-src, which allows both.
 */
export function appPolicy(options: { inlineScriptHashes: readonly string[]; frameAncestors: readonly string[] }): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.inlineScriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'"],
    'img-src': ANY_MEDIA,
    'media-src': ANY_MEDIA,
    // KaTeX's fonts are files of the build; data: in case a build inlines small ones.
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The custom field's frame document is a file of the build (see customFieldFramePolicy).
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': options.frameAncestors,
  });
}

/**
 * The document a custom field's template runs in (`custom-field-frame-<hash>.html`). It cannot be a
 * srcdoc, data: or blob: frame: those inherit the page's policy, under which the template's own
 * inline scripts would never run. It gets its own: inline scripts and styles (the template's), images,
 * nothing else, and a sandbox that keeps its origin opaque even when opened on its own, so nothing in
 * it reaches the app's storage, session or API.
 */
export function customFieldFramePolicy(options: { frameAncestors: readonly string[] }): string {
  return serialize({
    'default-src': ["'none'"],
    'script-src': ["'unsafe-inline'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ['data:', 'https:', 'http:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    // Every ancestor is checked, so on a Space the frame needs the Space's page as much as Gloss does.
    'frame-ancestors': options.frameAncestors,
    sandbox: ['allow-scripts'],
  });
}

/** The API's documentation (Swagger UI): its own script files, its inline styles and data: icons, calls to the API. */
export function apiDocsPolicy(options: { frameAncestors: readonly string[] }): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': options.frameAncestors,
  });
}

/** API answers are data: nothing in them may load, run or be framed, however a browser is led to open one. */
export const API_POLICY = serialize({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** CSP hash sources ('sha256-…') of the inline scripts of an HTML document, in order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, code] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
