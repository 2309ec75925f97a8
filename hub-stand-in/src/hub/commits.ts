// Commits as huggingface_hub's _commit_api.py (`_fetch_upload_modes`, `_prepare_commit_payload`, `_send_commit`)
// and huggingface.js's lib/commit.ts send them: POST /api/datasets/{repo}/preupload/{rev} says which files go to
// LFS, POST /api/datasets/{repo}/commit/{rev} takes NDJSON lines (header, file, lfsFile, deletedFile, deletedFolder).
import type { Ctx, Route } from '../http/server.js';
import { readBody, readFields, sendJson } from '../http/respond.js';
import { MAIN, type FileChange, type Repo } from '../store/repo-store.js';
import { refreshParquetConversion } from '../viewer/conversion.js';
import { entryNotFound, hubError, revisionNotFound } from './errors.js';
import { lookUpForWrite } from './lookup.js';

const LFS_THRESHOLD = 10 * 1024 * 1024;

/** The patterns of `.gitattributes` lines that send files to LFS (`*.ext`, or a path). */
function lfsPatterns(gitattributes: string): RegExp[] {
  return gitattributes.split('\n').filter((line) => /\sfilter=lfs(\s|$)/.test(line)).map((line) => {
    const glob = line.trim().split(/\s+/)[0];
    const pattern = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
    // As in git, a pattern without a slash matches a name in any folder.
    return new RegExp(glob.includes('/') ? `^${pattern}$` : `(^|/)${pattern}$`);
  });
}

async function preupload(ctx: Ctx) {
  const [repoId, revision] = ctx.params;
  const fields = await readFields(ctx.req);
  const repo = lookUpForWrite(ctx, repoId);
  if (!repo) return;
  const head = ctx.state.store.resolve(repo, revision);
  if (!head) {
    revisionNotFound(ctx.res, revision);
    return;
  }
  const patterns = lfsPatterns(head.files.get('.gitattributes')?.content.toString('utf8') ?? '');
  const files = Array.isArray(fields?.files) ? fields.files as { path?: unknown; size?: unknown; sample?: unknown }[] : [];
  sendJson(ctx.res, 200, {
    files: files.map(({ path, size, sample }) => {
      const name = String(path);
      // Binary content goes to LFS too: the Hub reads the sample for a NUL byte.
      const binary = typeof sample === 'string' && Buffer.from(sample, 'base64').includes(0);
      const lfs = patterns.some((pattern) => pattern.test(name)) || Number(size) >= LFS_THRESHOLD || binary;
      const existing = head.files.get(name);
      const oid = existing ? (existing.lfs ? existing.sha256 : existing.oid) : undefined;
      return { path: name, uploadMode: lfs ? 'lfs' : 'regular', shouldIgnore: false, ...(oid ? { oid } : {}) };
    }),
    commitOid: head.id,
  });
}

interface Line { key?: unknown; value?: Record<string, unknown> }

/** The changes the NDJSON lines ask for, or the message of the first line that cannot be applied. */
function changesOf(lines: Line[], repo: Repo, lfsObjects: Map<string, Buffer>, existing: ReadonlySet<string>): FileChange[] | { error: string; status: number } {
  const changes: FileChange[] = [];
  for (const { key, value = {} } of lines) {
    const path = String(value.path ?? '');
    if (key === 'file') {
      const content = value.encoding === 'base64' ? Buffer.from(String(value.content ?? ''), 'base64') : Buffer.from(String(value.content ?? ''));
      changes.push({ kind: 'write', path, content, lfs: false });
    } else if (key === 'lfsFile') {
      const content = lfsObjects.get(String(value.oid));
      if (!content) {
        return { status: 400, error: `Your push was rejected because an LFS pointer pointed to a file that does not exist. (${path} in ${repo.id})` };
      }
      changes.push({ kind: 'write', path, content, lfs: true });
    } else if (key === 'deletedFile') {
      if (!existing.has(path)) return { status: 404, error: `File ${path} does not exist` };
      changes.push({ kind: 'delete', path });
    } else if (key === 'deletedFolder') {
      changes.push({ kind: 'deleteFolder', path });
    } else {
      return { status: 400, error: `Unknown key ${String(key)} in commit payload` };
    }
  }
  return changes;
}

async function commit(ctx: Ctx) {
  const [repoId, revision] = ctx.params;
  const body = (await readBody(ctx.req)).toString('utf8');
  const repo = lookUpForWrite(ctx, repoId);
  if (!repo) return;
  const { store, baseUrl } = ctx.state;
  // A commit goes on top of a branch, never a bare commit id.
  const head = repo.branches.get(revision);
  if (!head) {
    revisionNotFound(ctx.res, revision);
    return;
  }
  let lines: Line[];
  try {
    lines = body.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as Line);
  } catch {
    hubError(ctx.res, 400, 'Invalid NDJSON body');
    return;
  }
  const [header, ...operations] = lines;
  if (header?.key !== 'header') {
    hubError(ctx.res, 400, 'The first line of the commit payload must be its header');
    return;
  }
  const parent = header.value?.parentCommit;
  if (typeof parent === 'string' && parent !== head.id) {
    hubError(ctx.res, 412, 'A commit has happened since. Please refresh and try again.');
    return;
  }
  const changes = changesOf(operations, repo, store.lfsObjects, new Set(head.files.keys()));
  if (!Array.isArray(changes)) {
    if (changes.status === 404) entryNotFound(ctx.res, head.id);
    else hubError(ctx.res, changes.status, changes.error);
    return;
  }
  const title = String(header.value?.summary ?? '') || 'Upload files';
  const createPr = ctx.url.searchParams.get('create_pr') === '1';
  const pullRequest = [...repo.branches.keys()].filter((name) => name.startsWith('refs/pr/')).length + 1;
  const branch = createPr ? `refs/pr/${pullRequest}` : revision;
  const created = store.commit(repo, branch, title, changes, head);
  if (branch === MAIN) {
    if (changes.some((change) => change.path === 'README.md')) repo.cardData = undefined;
    refreshParquetConversion(store, repo);
  }
  sendJson(ctx.res, 200, {
    success: true, commitOid: created.id, commitUrl: `${baseUrl}/datasets/${repo.id}/commit/${created.id}`, hookOutput: '',
    ...(createPr ? { pullRequestUrl: `${baseUrl}/datasets/${repo.id}/discussions/${pullRequest}` } : {}),
  });
}

export const commitRoutes: Route[] = [
  { methods: ['POST'], pattern: /^\/api\/datasets\/([^/]+\/[^/]+)\/preupload\/([^/]+)$/, handler: preupload },
  { methods: ['POST'], pattern: /^\/api\/datasets\/([^/]+\/[^/]+)\/commit\/([^/]+)$/, handler: commit },
];
