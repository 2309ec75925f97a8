// Git LFS uploads as the Hub takes them (huggingface_hub's lfs.py `post_lfs_batch_info` / `lfs_upload`, and
// huggingface.js's lib/commit.ts): POST {endpoint}/datasets/{repo}.git/info/lfs/objects/batch (the Git LFS batch
// API, github.com/git-lfs/git-lfs docs/api/batch.md) says, per object, where to PUT its bytes (nothing for an
// object the Hub holds already); the Hub's "multipart" transfer gives a `chunk_size` and one URL per part
// (`"00001"`, ...), each PUT answering an ETag, then a completion POST to the action's `href`; a `verify` action
// is POSTed `{oid, size}` once the bytes are up. Storage URLs are presigned: they are sent no token.
import { HubError } from './errors.js';
import { listAt, objectAt, readJson, stringAt } from './read-json.js';
import { type HubTransport, PassingFailure, safeUrl, serviceMessage } from './transport.js';
import { writeFailure } from './write-failures.js';

const LFS_HEADERS = { accept: 'application/vnd.git-lfs+json', 'content-type': 'application/vnd.git-lfs+json' };

/** An object to store: its SHA-256, its size, and its bytes (a Blob reads a file from disk as it is sent). */
export interface LfsObject {
  path: string;
  oid: string;
  size: number;
  content: Blob;
}

interface LfsAction {
  href: string;
  header: Record<string, string>;
}

function actionOf(value: unknown): LfsAction | null {
  const href = stringAt(value, 'href');
  if (!href) return null;
  const header: Record<string, string> = {};
  for (const [key, item] of Object.entries(objectAt(value, 'header') ?? {})) if (typeof item === 'string') header[key] = item;
  return { href, header };
}

export class LfsUploader {
  constructor(
    private readonly transport: HubTransport,
    private readonly endpoint: string,
  ) {}

  /** Stores every object the Hub does not hold yet, so a commit can point at them. */
  async upload(repoId: string, revision: string, objects: LfsObject[], token: string, signal?: AbortSignal): Promise<void> {
    if (objects.length === 0) return;
    const what = `prepare the upload of ${objects.map((object) => object.path).join(', ')} to \`${repoId}\``;
    const body = JSON.stringify({
      operation: 'upload',
      transfers: ['basic', 'multipart'],
      objects: objects.map(({ oid, size }) => ({ oid, size })),
      hash_algo: 'sha256',
      ref: { name: revision },
    });
    const answer = await this.transport.send(
      { url: `${this.endpoint}/datasets/${repoId}.git/info/lfs/objects/batch`, method: 'POST', token, signal, what, headers: LFS_HEADERS, body },
      async (response) => {
        if (!response.ok) throw await writeFailure(response, what, repoId);
        return readJson(response, what);
      },
    );
    const byOid = new Map(objects.map((object) => [object.oid, object]));
    for (const item of listAt(answer, 'objects')) {
      const object = byOid.get(stringAt(item, 'oid') ?? '');
      if (!object) continue;
      const error = objectAt(item, 'error');
      if (error) throw new HubError('refused', `The Hugging Face Hub refused to store ${object.path}: ${stringAt(error, 'message') ?? 'no reason given'}.`);
      const actions = objectAt(item, 'actions');
      const upload = actionOf(actions?.upload);
      if (!upload) continue; // held already
      signal?.throwIfAborted();
      if (upload.header.chunk_size) await this.putParts(object, upload, signal);
      else await this.putWhole(object, upload, signal);
      const verify = actionOf(actions?.verify);
      if (verify) await this.verify(object, verify, repoId, token, signal);
    }
  }

  private async putWhole(object: LfsObject, action: LfsAction, signal: AbortSignal | undefined): Promise<void> {
    const what = `the upload of ${object.path}`;
    await this.transport.send(
      { url: action.href, method: 'PUT', token: null, signal, what, headers: action.header, body: object.content, timeoutMs: this.transport.timeoutFor(object.size) },
      async (response) => {
        if (!response.ok) throw await storageFailure(response, object, action.href);
        await response.body?.cancel().catch(() => undefined);
      },
    );
  }

  /** The Hub's multipart transfer: every part PUT to its URL, then the list of their ETags posted to complete it. */
  private async putParts(object: LfsObject, action: LfsAction, signal: AbortSignal | undefined): Promise<void> {
    const chunkSize = Number(action.header.chunk_size);
    const parts = Object.entries(action.header)
      .filter(([key]) => /^\d+$/.test(key))
      .sort(([a], [b]) => Number(a) - Number(b));
    if (!Number.isSafeInteger(chunkSize) || chunkSize <= 0 || parts.length !== Math.ceil(object.size / chunkSize)) {
      throw new HubError('refused', `The Hugging Face Hub answered an upload of ${object.path} in parts that do not fit its size.`);
    }
    const etags: { partNumber: number; etag: string }[] = [];
    for (const [index, [, url]] of parts.entries()) {
      signal?.throwIfAborted();
      const content = object.content.slice(index * chunkSize, (index + 1) * chunkSize);
      const etag = await this.transport.send(
        { url, method: 'PUT', token: null, signal, what: `part ${index + 1} of ${object.path}`, body: content, timeoutMs: this.transport.timeoutFor(content.size) },
        async (response) => {
          if (!response.ok) throw await storageFailure(response, object, url);
          await response.body?.cancel().catch(() => undefined);
          const value = response.headers.get('etag');
          if (!value) throw new PassingFailure(`no ETag for part ${index + 1}`);
          return value;
        },
      );
      etags.push({ partNumber: index + 1, etag });
    }
    const what = `the completion of the upload of ${object.path}`;
    await this.transport.send(
      { url: action.href, method: 'POST', token: null, signal, what, headers: LFS_HEADERS, body: JSON.stringify({ oid: object.oid, parts: etags }) },
      async (response) => {
        if (!response.ok) throw await storageFailure(response, object, action.href);
        await response.body?.cancel().catch(() => undefined);
      },
    );
  }

  private async verify(object: LfsObject, action: LfsAction, repoId: string, token: string, signal: AbortSignal | undefined): Promise<void> {
    const what = `check the upload of ${object.path}`;
    await this.transport.send(
      { url: action.href, method: 'POST', token, signal, what, headers: { ...LFS_HEADERS, ...action.header }, body: JSON.stringify({ oid: object.oid, size: object.size }) },
      async (response) => {
        if (!response.ok) throw await writeFailure(response, what, repoId);
        await response.body?.cancel().catch(() => undefined);
      },
    );
  }
}

async function storageFailure(response: Response, object: LfsObject, url: string): Promise<HubError> {
  const said = await serviceMessage(response);
  return new HubError('refused', `The Hugging Face Hub's storage refused ${object.path} at ${safeUrl(url)} (${response.status}${said ? `: ${said}` : ''}).`);
}
