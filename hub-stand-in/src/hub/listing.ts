// What huggingface_hub's HfApi.dataset_info / list_repo_tree / get_paths_info (hf_api.py) and HfFileSystem read:
// GET /api/datasets/{repo}[/revision/{rev}], GET /api/datasets/{repo}/tree/{rev}[/{path}], POST .../paths-info/{rev}.
import type { Ctx, Route } from '../http/server.js';
import { isTrue, readFields, sendJson } from '../http/respond.js';
import { lfsPointer, treeOid } from '../store/git-objects.js';
import { MAIN, type Commit, type RepoFile } from '../store/repo-store.js';
import { hubError } from './errors.js';
import { lookUp } from './lookup.js';

const REPO = '([^/]+/[^/]+)';

/** Paths in git's order: by their bytes, so `README.md` comes before `data/`. */
function byPath([a]: [string, unknown], [b]: [string, unknown]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function repoInfo(ctx: Ctx) {
  const [repoId, revision = MAIN] = ctx.params;
  const found = lookUp(ctx, repoId, revision || MAIN, false);
  if (!found) return;
  const { repo, commit } = found;
  const withBlobs = isTrue(ctx.url.searchParams.get('blobs'));
  sendJson(ctx.res, 200, {
    _id: repo.id, id: repo.id, author: repo.id.split('/')[0], sha: commit.id, lastModified: commit.date.toISOString(),
    private: repo.private, gated: repo.gated ? 'auto' : false, disabled: false, downloads: 0, likes: 0,
    tags: [...commit.files.keys()].some((path) => path.endsWith('.parquet')) ? ['format:parquet', 'library:datasets'] : [],
    ...(repo.cardData === undefined ? {} : { cardData: repo.cardData }),
    siblings: [...commit.files].sort(byPath).map(([path, file]) => ({
      rfilename: path, ...(withBlobs ? { size: file.content.length, blobId: file.oid, ...lfsInfo(file, 'sha256') } : {}),
    })),
    createdAt: repo.createdAt.toISOString(),
    usedStorage: [...commit.files.values()].reduce((sum, file) => sum + file.content.length, 0),
  }, { 'X-Repo-Commit': commit.id });
}

function lfsInfo(file: RepoFile, shaKey: 'sha256' | 'oid') {
  if (!file.lfs) return {};
  return { lfs: { [shaKey]: file.sha256, size: file.content.length, pointerSize: lfsPointer(file.sha256, file.content.length).length } };
}

function fileEntry(path: string, file: RepoFile, expand: boolean) {
  return {
    type: 'file', oid: file.oid, size: file.content.length, path, ...lfsInfo(file, 'oid'),
    ...(expand ? { lastCommit: { id: file.lastCommit.id, title: file.lastCommit.title, date: file.lastCommit.date.toISOString() } } : {}),
  };
}

function directoryEntry(commit: Commit, path: string) {
  const inside = [...commit.files].filter(([file]) => file.startsWith(`${path}/`)).map(([file, { oid }]) => `${file} ${oid}`);
  return { type: 'directory', oid: treeOid(inside), size: 0, path };
}

function directories(commit: Commit): Set<string> {
  const found = new Set<string>();
  for (const path of commit.files.keys()) {
    const parts = path.split('/');
    for (let depth = 1; depth < parts.length; depth++) found.add(parts.slice(0, depth).join('/'));
  }
  return found;
}

function tree(ctx: Ctx) {
  const [repoId, revision, rawPath] = ctx.params;
  const found = lookUp(ctx, repoId, revision, false);
  if (!found) return;
  const { commit } = found;
  const base = rawPath.replace(/^\/+|\/+$/g, '');
  const recursive = isTrue(ctx.url.searchParams.get('recursive'));
  const expand = isTrue(ctx.url.searchParams.get('expand'));
  const folders = directories(commit);
  if (base && !folders.has(base)) {
    hubError(ctx.res, 404, `Entry not found`, 'EntryNotFound', { 'X-Repo-Commit': commit.id });
    return;
  }
  const prefix = base ? `${base}/` : '';
  const wanted = (path: string) => path.startsWith(prefix) && (recursive || !path.slice(prefix.length).includes('/'));
  const entries = [
    ...[...folders].filter(wanted).sort().map((path) => directoryEntry(commit, path)),
    ...[...commit.files].filter(([path]) => wanted(path)).sort(byPath)
      .map(([path, file]) => fileEntry(path, file, expand)),
  ];
  sendJson(ctx.res, 200, entries, { 'X-Repo-Commit': commit.id });
}

async function pathsInfo(ctx: Ctx) {
  const [repoId, revision] = ctx.params;
  const fields = await readFields(ctx.req);
  const found = lookUp(ctx, repoId, revision, false);
  if (!found) return;
  const paths = [fields?.paths ?? []].flat().filter((path): path is string => typeof path === 'string');
  const folders = directories(found.commit);
  const entries = paths.flatMap((raw) => {
    const path = raw.replace(/^\/+|\/+$/g, '');
    const file = found.commit.files.get(path);
    if (file) return [fileEntry(path, file, isTrue(fields?.expand))];
    return folders.has(path) ? [directoryEntry(found.commit, path)] : [];
  });
  sendJson(ctx.res, 200, entries, { 'X-Repo-Commit': found.commit.id });
}

export const listingRoutes: Route[] = [
  { methods: ['GET'], pattern: new RegExp(`^/api/datasets/${REPO}$`), handler: repoInfo },
  { methods: ['GET'], pattern: new RegExp(`^/api/datasets/${REPO}/revision/([^/]+)$`), handler: repoInfo },
  { methods: ['GET'], pattern: new RegExp(`^/api/datasets/${REPO}/tree/([^/]+)(/.*)?$`), handler: tree },
  { methods: ['POST'], pattern: new RegExp(`^/api/datasets/${REPO}/paths-info/([^/]+)$`), handler: pathsInfo },
];
