// Repo ids as the Hub accepts them, after huggingface_hub's `validate_repo_id` (utils/_validators.py): a name, or
// `namespace/name`; each part 1 to 96 ASCII letters, digits, `-`, `_` or `.`, starting and ending with a letter,
// digit or `_`; no `--` nor `..`; not ending in `.git`.

const PART = /^[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,94}[A-Za-z0-9_])?$/;

/** Whether `id` is a repo id the Hub accepts (`name` or `namespace/name`). */
export function isHubRepoId(id: string): boolean {
  const parts = id.split('/');
  if (parts.length > 2 || !parts.every((part) => PART.test(part))) return false;
  return !id.includes('--') && !id.includes('..') && !id.endsWith('.git');
}

// What may follow a dataset's id in the address of one of its pages (its files, viewer, discussions...).
const PAGE_TAILS = new Set(['tree', 'blob', 'resolve', 'raw', 'viewer', 'discussions', 'commits', 'commit', 'settings', 'edit', 'blame', 'sql-console', 'embed']);

/** The path after the host of an address, when `input` is one (with or without its scheme). */
function pathOfAddress(input: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : /^[^/\s]+\.[^/\s]+\/datasets\//i.test(input) ? `https://${input}` : null;
  if (!withScheme) return null;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol === 'hf:') return `/${url.host}${url.pathname}`; // hf://datasets/org/name: the host is `datasets`
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : null;
}

/**
 * A Hub dataset's repo id from what a person typed: `org/name`, a bare `name`, or the address of one of its pages
 * (`https://huggingface.co/datasets/org/name`, with a `/tree/...`, `/viewer/...` or other tail, a trailing slash,
 * a query); null when it names no dataset the Hub could hold.
 */
export function parseHubDatasetId(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const path = pathOfAddress(text);
  let id: string;
  if (path === null) {
    id = text.replace(/\/+$/, '');
  } else {
    const segments = path.split('/').filter((segment) => segment !== '');
    if (segments[0] !== 'datasets' || segments.length < 2) return null;
    let parts: string[];
    try {
      parts = segments.slice(1).map((segment) => decodeURIComponent(segment));
    } catch {
      return null;
    }
    id = parts.length === 1 || PAGE_TAILS.has(parts[1]) ? parts[0] : `${parts[0]}/${parts[1]}`;
  }
  return isHubRepoId(id) ? id : null;
}
