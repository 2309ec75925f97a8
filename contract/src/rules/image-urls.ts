import { codePointLength } from './code-points.js';
import { IMAGE_DATA_URL_LENGTH_MAX, IMAGE_WEB_URL_LENGTH_MAX } from './limits.js';

/**
 * The image types a `data:` URL may hold. `x-icon` and `vnd.microsoft.icon` are the names browsers give
 * .ico files, so they pass as `ico`; `svg+xml` is SVG's registered name.
 */
const DATA_URL_PREFIX = /^data:image\/(avif|gif|ico|x-icon|vnd\.microsoft\.icon|jpeg|jpg|png|svg|svg\+xml|webp)(;[^,]*)?,/i;
const WEB_URL_PREFIX = /^https?:\/\//i;

/** Why a text is not an image URL Argilla accepts, or `null` when it is one. */
export function imageUrlProblem(url: string): string | null {
  if (/^data:/i.test(url)) {
    if (exceeds(url, IMAGE_DATA_URL_LENGTH_MAX)) return `a data URL may have at most ${IMAGE_DATA_URL_LENGTH_MAX} characters`;
    if (!DATA_URL_PREFIX.test(url)) return 'a data URL must hold an avif, gif, ico, jpeg, jpg, png, svg or webp image';
    return null;
  }
  if (WEB_URL_PREFIX.test(url)) {
    if (exceeds(url, IMAGE_WEB_URL_LENGTH_MAX)) return `a web URL may have at most ${IMAGE_WEB_URL_LENGTH_MAX} characters`;
    if (!hasHost(url)) return 'the web URL cannot be parsed';
    return null;
  }
  return 'expected an http(s) URL or a data URL';
}

function exceeds(text: string, maxCodePoints: number): boolean {
  // A text never has more code points than UTF-16 units, so most texts skip the count.
  return text.length > maxCodePoints && codePointLength(text) > maxCodePoints;
}

function hasHost(url: string): boolean {
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}
