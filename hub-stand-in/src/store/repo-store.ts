// The repos the stand-in serves: branches pointing at immutable commits, each a full map of its files, so that
// any past commit id stays readable (clients resolve a branch to its commit first, then download at the commit).
import { gitBlobOid, lfsPointer, newCommitId, sha256Hex } from './git-objects.js';

export interface CommitRef { id: string; title: string; date: Date }

export interface RepoFile {
  content: Buffer;
  /** git's id of what is committed: the content itself, or its LFS pointer. */
  oid: string;
  sha256: string;
  lfs: boolean;
  lastCommit: CommitRef;
}

export interface Commit extends CommitRef { files: ReadonlyMap<string, RepoFile> }

export interface Repo {
  id: string;
  private: boolean;
  gated: boolean;
  grantedTokens: Set<string>;
  createdAt: Date;
  branches: Map<string, Commit>;
  commits: Map<string, Commit>;
  cardData?: unknown;
}

/** One change of a commit: a file written (`lfs` when it is stored in LFS), a file or a folder deleted. */
export type FileChange =
  | { kind: 'write'; path: string; content: Buffer; lfs: boolean }
  | { kind: 'delete'; path: string }
  | { kind: 'deleteFolder'; path: string };

export const MAIN = 'main';
export const PARQUET_BRANCH = 'refs/convert/parquet';

// What the Hub writes in a new repo's first commit (shortened): the binary formats go to LFS.
const DEFAULT_GITATTRIBUTES = ['*.arrow', '*.bin', '*.gz', '*.jpg', '*.jpeg', '*.npy', '*.parquet', '*.png',
  '*.safetensors', '*.tar', '*.webp', '*.zip']
  .map((pattern) => `${pattern} filter=lfs diff=lfs merge=lfs -text`).join('\n') + '\n';

export class RepoStore {
  readonly repos = new Map<string, Repo>();
  /** LFS objects uploaded or committed, by sha256: what a commit's `lfsFile` line may point at. */
  readonly lfsObjects = new Map<string, Buffer>();

  create(id: string, visibility: { private?: boolean; gated?: boolean; grantedTokens?: string[] } = {}): Repo {
    const repo: Repo = {
      id, private: visibility.private ?? false, gated: visibility.gated ?? false,
      grantedTokens: new Set(visibility.grantedTokens ?? []), createdAt: new Date(), branches: new Map(), commits: new Map(),
    };
    this.repos.set(id, repo);
    this.commit(repo, MAIN, 'initial commit', [
      { kind: 'write', path: '.gitattributes', content: Buffer.from(DEFAULT_GITATTRIBUTES), lfs: false },
    ]);
    return repo;
  }

  /** A branch name or a commit id (full or, as git allows, its first 7+ characters). */
  resolve(repo: Repo, revision: string): Commit | undefined {
    const branch = repo.branches.get(revision);
    if (branch) return branch;
    if (!/^[0-9a-f]{7,40}$/.test(revision)) return undefined;
    for (const [id, commit] of repo.commits) if (id.startsWith(revision)) return commit;
    return undefined;
  }

  /** Commits the changes on top of `base` (by default the branch's head; `null` starts from no files). */
  commit(repo: Repo, branch: string, title: string, changes: FileChange[], base?: Commit | null): Commit {
    const parent = base === undefined ? repo.branches.get(branch) : base ?? undefined;
    const ref: CommitRef = { id: newCommitId(parent?.id ?? '', title), title, date: new Date() };
    const files = new Map(parent?.files ?? []);
    for (const change of changes) {
      if (change.kind === 'delete') files.delete(change.path);
      else if (change.kind === 'deleteFolder') {
        const prefix = change.path.replace(/\/?$/, '/');
        for (const path of [...files.keys()]) if (path.startsWith(prefix)) files.delete(path);
      } else files.set(change.path, this.#file(change.content, change.lfs, ref));
    }
    const commit: Commit = { ...ref, files };
    repo.commits.set(commit.id, commit);
    repo.branches.set(branch, commit);
    return commit;
  }

  #file(content: Buffer, lfs: boolean, lastCommit: CommitRef): RepoFile {
    const sha256 = sha256Hex(content);
    if (lfs) this.lfsObjects.set(sha256, content);
    return { content, sha256, lfs, lastCommit, oid: gitBlobOid(lfs ? lfsPointer(sha256, content.length) : content) };
  }
}
