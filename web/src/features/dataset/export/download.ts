/**
 * Hands a link to the browser's own downloads: the file goes to disk as it arrives, with the browser's
 * progress, and never through the page's memory. A link with `download` is saved rather than opened, so
 * the page stays where it is, even when the server answers with an error instead of the file.
 */
export function startDownload(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
