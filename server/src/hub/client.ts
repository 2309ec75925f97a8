// The Hugging Face Hub as Gloss reaches it: the dataset viewer's API to read a dataset (viewer.ts), its files by
// range requests (file-buffer.ts), and the Hub's API to write one (repos.ts, commit.ts). Each file names the
// documentation it follows.
import type { AsyncBuffer } from 'hyparquet';
import { type HubFile, HubCommits } from './commit.js';
import { httpFileBuffer } from './file-buffer.js';
import { HubRepos } from './repos.js';
import { HubTransport } from './transport.js';
import { DatasetViewer } from './viewer.js';

export type { HubFile } from './commit.js';

export interface HubOptions {
  /** The Hub's address (https://huggingface.co), without a trailing slash. */
  endpoint: string;
  /** The dataset viewer's address (https://datasets-server.huggingface.co), without a trailing slash. */
  datasetsServerUrl: string;
  fetch?: typeof fetch;
  /**
   * Retries of a request that failed for a passing reason (connection dropped, 429 with Retry-After, 5xx other
   * than a documented final error): default 4, with backoff; `sleep` injectable so tests never wait for real.
   */
  retries?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Per request, default 30 s (an upload gets more, by its size). */
  timeoutMs?: number;
}

const DEFAULT_RETRIES = 4;
const DEFAULT_TIMEOUT_MS = 30_000;
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const originOf = (url: string) => new URL(url).origin;

export class HubClient {
  /** The Hub's address, without a trailing slash: a repo's page is `${endpoint}/datasets/${repoId}`. */
  readonly endpoint: string;
  private readonly transport: HubTransport;
  private readonly viewer: DatasetViewer;
  private readonly repos: HubRepos;
  private readonly commits: HubCommits;

  constructor(options: HubOptions) {
    this.endpoint = options.endpoint.replace(/\/+$/, '');
    const datasetsServerUrl = options.datasetsServerUrl.replace(/\/+$/, '');
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.transport = new HubTransport({
      fetch: options.fetch ?? fetch,
      retries: options.retries ?? DEFAULT_RETRIES,
      sleep: options.sleep ?? realSleep,
      timeoutMs,
      trustedOrigins: [originOf(this.endpoint), originOf(datasetsServerUrl)],
    });
    this.viewer = new DatasetViewer(this.transport, datasetsServerUrl);
    this.repos = new HubRepos(this.transport, this.endpoint);
    this.commits = new HubCommits(this.transport, this.endpoint);
  }

  /** The dataset's subsets and splits (the viewer's /splits). */
  splits(dataset: string, token: string | null, signal?: AbortSignal): Promise<{ subset: string; split: string }[]> {
    return this.viewer.splits(dataset, token, signal);
  }

  /** A subset's features and the row count of each split (the viewer's /info). */
  info(dataset: string, subset: string, token: string | null, signal?: AbortSignal): Promise<{ features: Record<string, unknown>; splitRows: Record<string, number> }> {
    return this.viewer.info(dataset, subset, token, signal);
  }

  /** A split's features (name to type) and first rows (the viewer's /first-rows). */
  firstRows(dataset: string, subset: string, split: string, token: string | null, signal?: AbortSignal): Promise<{ features: Record<string, unknown>; rows: Record<string, unknown>[] }> {
    return this.viewer.firstRows(dataset, subset, split, token, signal);
  }

  /** A split's Parquet files (the viewer's /parquet). */
  parquetFiles(dataset: string, subset: string, split: string, token: string | null, signal?: AbortSignal): Promise<{ url: string; size: number; filename: string }[]> {
    return this.viewer.parquetFiles(dataset, subset, split, token, signal);
  }

  /** hyparquet's AsyncBuffer over a file URL by HTTP range requests (auth header, retries; the byte length from a HEAD or the listing's size). */
  fileBuffer(url: string, size: number | null, token: string | null, signal?: AbortSignal): Promise<AsyncBuffer> {
    return httpFileBuffer(this.transport, url, size, token, signal);
  }

  /** The account the token belongs to (/api/whoami-v2). */
  whoami(token: string, signal?: AbortSignal): Promise<{ name: string }> {
    return this.repos.whoami(token, signal);
  }

  /** Creates a dataset repo; one that exists already is fine. */
  createRepo(repoId: string, options: { private: boolean }, token: string, signal?: AbortSignal): Promise<{ url: string }> {
    return this.repos.createRepo(repoId, options, token, signal);
  }

  /**
   * Uploads files in one commit: each regular (small text, base64 in the NDJSON) or LFS (preupload decides; LFS
   * batch + PUT of the bytes, sha256 computed streaming from a file path) as the Hub says.
   */
  commit(repoId: string, files: HubFile[], options: { summary: string; revision?: string }, token: string, signal?: AbortSignal): Promise<{ commitUrl: string; commitOid: string }> {
    return this.commits.commit(repoId, files, options, token, signal);
  }
}
