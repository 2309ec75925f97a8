import type { SourceFormat, SourcePreview } from '@gloss/contract';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { BadRequest, InsufficientStorage, NotFound } from '../../domain/errors.js';
import { describeFile, detectFormat } from '../../sources/index.js';
import { uploadPolicy } from './policy.js';
import { type UploadRow, deleteUploadRow, findUploadRow, insertUpload, listUploadsBefore } from './repository.js';
import type { UploadStorage } from './storage.js';

/** A file over the import limit: refused as soon as its declared length, or its bytes, pass it. */
export class UploadTooLarge extends Error {
  readonly statusCode = 413;

  constructor(readonly limit: number) {
    super(`The file is larger than the limit of ${formatBytes(limit)} (${limit} bytes) for an import`);
  }
}

function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

function byteLimit(limit: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(received > limit ? new UploadTooLarge(limit) : null, chunk);
    },
  });
}

export interface UploadRequest {
  filename: string;
  body: Readable;
  /** The length the request declares, if it does (a chunked upload declares none). */
  declaredLength: number | null;
}

/** Who may upload: decided before a byte of the file is read. */
export function mayUpload(actor: Actor): void {
  authorize(uploadPolicy.upload(actor));
}

/**
 * Receives a file to import: written to disk as it arrives, never held in memory, and refused past the
 * limit (at once when its declared length says so). Once whole, its format is read from its content and
 * it is described; a file that cannot be read is removed and refused with the reason.
 */
export async function receiveUpload(db: Db, actor: Actor, storage: UploadStorage, request: UploadRequest, maxBytes: number): Promise<SourcePreview> {
  mayUpload(actor);
  if (request.declaredLength !== null && request.declaredLength > maxBytes) throw new UploadTooLarge(maxBytes);
  const id = randomUUID();
  try {
    // Not through pipeline(): a file over the limit leaves the rest of the body unread, not the connection
    // destroyed, so the client still hears the 413 (and the connection is closed after it).
    const limiter = byteLimit(maxBytes);
    request.body.on('error', (error) => limiter.destroy(error));
    request.body.pipe(limiter);
    await pipeline(limiter, createWriteStream(storage.partialPathOf(id), { mode: 0o600 }));
    await rename(storage.partialPathOf(id), storage.pathOf(id));
    const format = await detectFormat(storage.pathOf(id));
    const preview = await describeFile(storage.pathOf(id), format);
    const { size } = await stat(storage.pathOf(id));
    await insertUpload(db, { id, created_by: actor.id, filename: request.filename, format, size, inserted_at: now() });
    return { source: { type: 'file', upload_id: id, filename: request.filename, format, size }, ...preview };
  } catch (error) {
    await storage.remove(id);
    throw uploadFailure(error);
  }
}

/** A disk that fills up, or a client that stops sending, said for what they are; nothing of the file is kept. */
function uploadFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new InsufficientStorage('The server has no space left to keep this file; nothing was kept. Ask an administrator to free disk space.');
  }
  if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (error instanceof Error && error.message === 'aborted')) {
    return new BadRequest('The upload stopped before the file was whole; nothing was kept. Upload it again.');
  }
  return error;
}

/** Loads an upload (404), then checks the caller may read it (403), and that its file is still there. */
export async function uploadForReading(db: Db, actor: Actor, storage: UploadStorage, uploadId: string): Promise<UploadRow> {
  const upload = await findUploadRow(db, uploadId);
  if (!upload) throw NotFound.byId('Upload', uploadId);
  authorize(uploadPolicy.read(actor, upload));
  const present = await stat(storage.pathOf(upload.id)).then(() => true, () => false);
  if (!present) throw NotFound.byId('Upload', uploadId);
  return upload;
}

export async function describeUpload(db: Db, actor: Actor, storage: UploadStorage, uploadId: string): Promise<SourcePreview> {
  const upload = await uploadForReading(db, actor, storage, uploadId);
  const format = upload.format as SourceFormat;
  const preview = await describeFile(storage.pathOf(upload.id), format);
  return { source: { type: 'file', upload_id: upload.id, filename: upload.filename, format, size: Number(upload.size) }, ...preview };
}

/** Uploads made more than `keptMs` ago. */
export async function listOldUploads(db: Db, keptMs: number): Promise<string[]> {
  const before = new Date(Date.now() - keptMs).toISOString().slice(0, 23) + '000';
  return (await listUploadsBefore(db, before)).map((upload) => upload.id);
}

/** An upload's file is no longer needed once its import is done. */
export async function discardUpload(db: Db, storage: UploadStorage, uploadId: string): Promise<void> {
  await storage.remove(uploadId);
  await deleteUploadRow(db, uploadId);
}
