// One commit of many files, as huggingface_hub's `create_commit` makes it (_commit_api.py: `_fetch_upload_modes`,
// `_prepare_commit_payload`; lfs.py) and huggingface.js's lib/commit.ts: POST /api/datasets/{repo}/preupload/{rev}
// with each file's path, size and first 512 bytes (base64) answers `uploadMode` "regular" or "lfs" (and
// `shouldIgnore` for a file .gitignore leaves out); LFS files go up first (lfs-upload.ts); then
// POST /api/datasets/{repo}/commit/{rev} with NDJSON lines: a `header` ({summary, description}), a `file`
// ({path, content base64, encoding}) per regular file and an `lfsFile` ({path, algo: sha256, oid, size}) per
// LFS file. It answers `{commitUrl, commitOid}`.
import { createHash } from 'node:crypto';
import { createReadStream, openAsBlob } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { HubError } from './errors.js';
import { type LfsObject, LfsUploader } from './lfs-upload.js';
import { listAt, readJson, stringAt } from './read-json.js';
import type { HubTransport } from './transport.js';
import { writeFailure } from './write-failures.js';

/** A file to commit: small content at hand, or a file on disk (read as it is hashed and sent, never whole). */
export type HubFile = { path: string; content: Buffer } | { path: string; filePath: string; size: number };

const SAMPLE_BYTES = 512;
// Files described per preupload call, as huggingface_hub sends them.
const PREUPLOAD_BATCH = 256;

async function sampleOf(file: HubFile): Promise<Buffer> {
  if ('content' in file) return file.content.subarray(0, SAMPLE_BYTES);
  const handle = await open(file.filePath, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(SAMPLE_BYTES, file.size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const sizeOf = (file: HubFile) => ('content' in file ? file.content.length : file.size);

async function sha256Of(file: HubFile, signal: AbortSignal | undefined): Promise<string> {
  const hash = createHash('sha256');
  if ('content' in file) return hash.update(file.content).digest('hex');
  for await (const chunk of createReadStream(file.filePath, { signal })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export class HubCommits {
  private readonly lfs: LfsUploader;

  constructor(
    private readonly transport: HubTransport,
    private readonly endpoint: string,
  ) {
    this.lfs = new LfsUploader(transport, endpoint);
  }

  /** How the Hub wants each file sent ("regular" or "lfs"); files it would ignore are left out. */
  private async uploadModes(repoId: string, revision: string, files: HubFile[], token: string, signal: AbortSignal | undefined): Promise<Map<string, 'regular' | 'lfs'>> {
    const modes = new Map<string, 'regular' | 'lfs'>();
    for (let start = 0; start < files.length; start += PREUPLOAD_BATCH) {
      const batch = files.slice(start, start + PREUPLOAD_BATCH);
      const described = await Promise.all(batch.map(async (file) => ({ path: file.path, size: sizeOf(file), sample: (await sampleOf(file)).toString('base64') })));
      const what = `prepare a commit to \`${repoId}\``;
      const answer = await this.transport.send(
        {
          url: `${this.endpoint}/api/datasets/${repoId}/preupload/${encodeURIComponent(revision)}`,
          method: 'POST', token, signal, what,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ files: described }),
        },
        async (response) => {
          if (!response.ok) throw await writeFailure(response, what, repoId);
          return readJson(response, what);
        },
      );
      for (const item of listAt(answer, 'files')) {
        const path = stringAt(item, 'path');
        const ignored = (item as Record<string, unknown>).shouldIgnore === true;
        if (path !== null && !ignored) modes.set(path, stringAt(item, 'uploadMode') === 'lfs' ? 'lfs' : 'regular');
      }
    }
    return modes;
  }

  /** Uploads the files in one commit on `revision` (main by default). */
  async commit(repoId: string, files: HubFile[], options: { summary: string; revision?: string }, token: string, signal?: AbortSignal): Promise<{ commitUrl: string; commitOid: string }> {
    const revision = options.revision ?? 'main';
    for (const file of files) {
      if ('filePath' in file && (await stat(file.filePath)).size !== file.size) throw new Error(`${file.filePath} is not ${file.size} bytes long`);
    }
    const modes = await this.uploadModes(repoId, revision, files, token, signal);
    const lines: unknown[] = [{ key: 'header', value: { summary: options.summary, description: '' } }];
    const lfsObjects: LfsObject[] = [];
    for (const file of files) {
      const mode = modes.get(file.path);
      if (mode === undefined) continue;
      signal?.throwIfAborted();
      if (mode === 'lfs') {
        const object: LfsObject = {
          path: file.path,
          oid: await sha256Of(file, signal),
          size: sizeOf(file),
          content: 'content' in file ? new Blob([Uint8Array.from(file.content)]) : await openAsBlob(file.filePath),
        };
        lfsObjects.push(object);
        lines.push({ key: 'lfsFile', value: { path: file.path, algo: 'sha256', oid: object.oid, size: object.size } });
      } else {
        const content = 'content' in file ? file.content : await readFile(file.filePath);
        lines.push({ key: 'file', value: { content: content.toString('base64'), path: file.path, encoding: 'base64' } });
      }
    }
    await this.lfs.upload(repoId, revision, lfsObjects, token, signal);
    signal?.throwIfAborted();
    const what = `commit to \`${repoId}\``;
    const answer = await this.transport.send(
      {
        url: `${this.endpoint}/api/datasets/${repoId}/commit/${encodeURIComponent(revision)}`,
        method: 'POST', token, signal, what,
        headers: { 'content-type': 'application/x-ndjson' },
        body: lines.map((line) => JSON.stringify(line)).join('\n'),
      },
      async (response) => {
        if (!response.ok) throw await writeFailure(response, what, repoId);
        return readJson(response, what);
      },
    );
    const commitUrl = stringAt(answer, 'commitUrl');
    const commitOid = stringAt(answer, 'commitOid');
    if (!commitUrl || !commitOid) throw new HubError('refused', `The Hugging Face Hub did not confirm the commit to \`${repoId}\`.`);
    return { commitUrl, commitOid };
  }
}
