/**
 * `attachment` with the file's name twice (RFC 6266): plain ASCII for old clients (anything else, and the
 * quote and backslash, replaced by `_`), and the exact name in UTF-8 (`filename*`) for the rest.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
