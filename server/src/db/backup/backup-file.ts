/**
 * The backup file: one gzip stream of frames, the same container for both engines.
 *
 *   gloss-backup 1\n
 *   {"type":"header",...,"bytes":0}\n
 *   {"type":"file"|"rows"|"sequences",...,"bytes":N}\n <N bytes>
 *   ...
 *   {"type":"end","frames":K,"sha256":"..."}\n
 *
 * Every frame says its payload's length, so a payload holds any bytes (a database file's pages) and a reader
 * never guesses where it ends. The end frame carries the SHA-256 of everything before it: a file cut short
 * (a full disk, a copy interrupted) has no end frame or a wrong sum, and is refused before anything is
 * restored from it. gzip's own check catches the same; the sum says it in the backup's words.
 * A backup is written as `FILE.partial` and renamed once whole, so a backup that failed never sits under the
 * name a restore (or a cron job's rotation) would pick.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';
import { BackupRefused } from './refusals.js';

const MAGIC = 'gloss-backup 1\n';
export const BACKUP_FORMAT_VERSION = 1;
/** A frame's JSON line; anything longer is not one of ours. */
const MAX_LINE_BYTES = 1024 * 1024;
/** A payload held in memory while read: file parts are 4 MiB, row batches a few MiB (one row can be more). */
const MAX_PAYLOAD_BYTES = 512 * 1024 * 1024;

export type BackupEngine = 'sqlite' | 'postgres';

export interface BackupHeader {
  type: 'header';
  format: 'gloss-backup';
  version: number;
  engine: BackupEngine;
  /** The migrations the backed-up database had run, in order: its schema's level. */
  migrations: string[];
  taken_at: string;
  /** PostgreSQL: the tables, in an order that inserts parents before the rows that refer to them. */
  tables?: string[];
}

export interface Frame {
  meta: { type: string; bytes: number; [key: string]: unknown };
  payload: Buffer;
}

/** The file is not a whole Gloss backup: garbage, cut short, or altered. */
export class BackupFileError extends BackupRefused {
  constructor(message: string) {
    super('unusable-backup', message);
  }
}

export class BackupWriter {
  private readonly hash = createHash('sha256');
  private frames = 0;

  private constructor(
    private readonly path: string,
    private readonly partial: string,
    private readonly gzip: Gzip,
    private readonly file: WriteStream,
    private readonly closed: Promise<void>,
  ) {}

  /** Starts `path` (as `path.partial`, for its owner only: it holds password hashes and API keys). */
  static async create(path: string): Promise<BackupWriter> {
    const partial = `${path}.partial`;
    // 'wx': two backups to one name at once must not interleave; a stale .partial is a failed run's and goes.
    await rm(partial, { force: true });
    const file = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    await new Promise<void>((resolve, reject) => {
      file.once('open', () => resolve());
      file.once('error', reject);
    });
    const gzip = createGzip({ level: 6 });
    gzip.pipe(file);
    const closed = new Promise<void>((resolve, reject) => {
      file.once('close', resolve);
      file.once('error', reject);
      gzip.once('error', reject);
    });
    // A failure surfaces from the write that hits it, or from finish(); never as an unhandled rejection.
    closed.catch(() => {});
    const writer = new BackupWriter(path, partial, gzip, file, closed);
    await writer.write(Buffer.from(MAGIC));
    return writer;
  }

  async header(header: Omit<BackupHeader, 'type' | 'format' | 'version'>): Promise<void> {
    await this.frame({ type: 'header', format: 'gloss-backup', version: BACKUP_FORMAT_VERSION, ...header });
  }

  async frame(meta: Record<string, unknown> & { type: string }, payload: Buffer = Buffer.alloc(0)): Promise<void> {
    await this.write(Buffer.from(`${JSON.stringify({ ...meta, bytes: payload.length })}\n`));
    if (payload.length > 0) await this.write(payload);
    this.frames += 1;
  }

  /** Writes the end frame, flushes the file to disk and gives it its name. */
  async finish(): Promise<void> {
    const end = { type: 'end', frames: this.frames, sha256: this.hash.digest('hex'), bytes: 0 };
    await this.raw(Buffer.from(`${JSON.stringify(end)}\n`));
    this.gzip.end();
    await this.closed;
    const handle = await open(this.partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(this.partial, this.path);
  }

  async abort(): Promise<void> {
    this.gzip.destroy();
    this.file.destroy();
    await this.closed.catch(() => {});
    await rm(this.partial, { force: true });
  }

  private async write(chunk: Buffer): Promise<void> {
    this.hash.update(chunk);
    await this.raw(chunk);
  }

  private async raw(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) {
      await new Promise<void>((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        this.gzip.once('error', onError);
        this.gzip.once('drain', () => {
          this.gzip.off('error', onError);
          resolve();
        });
      });
    }
  }
}

/** Reads the bytes of a gunzipped file on demand. */
class ByteSource {
  private readonly chunks: AsyncIterator<Buffer>;
  private buffer: Buffer = Buffer.alloc(0);
  private done = false;
  readonly close: () => void;

  constructor(path: string) {
    const gunzip = createGunzip();
    this.close = () => {
      file.destroy();
      gunzip.destroy();
    };
    const file = createReadStream(path);
    file.once('error', (error) => gunzip.destroy(error));
    file.pipe(gunzip);
    this.chunks = gunzip[Symbol.asyncIterator]();
  }

  private async more(): Promise<boolean> {
    if (this.done) return false;
    let next: IteratorResult<Buffer>;
    try {
      next = await this.chunks.next();
    } catch (error) {
      throw readError(error);
    }
    if (next.done) {
      this.done = true;
      return false;
    }
    this.buffer = this.buffer.length === 0 ? next.value : Buffer.concat([this.buffer, next.value]);
    return true;
  }

  /** The next line without its newline, or null at the end of the file. */
  async line(): Promise<Buffer | null> {
    for (;;) {
      const end = this.buffer.indexOf(10);
      if (end >= 0) {
        const line = this.buffer.subarray(0, end);
        this.buffer = this.buffer.subarray(end + 1);
        return line;
      }
      if (this.buffer.length > MAX_LINE_BYTES) throw new BackupFileError('This file is not a Gloss backup (a frame line is too long).');
      if (!(await this.more())) {
        if (this.buffer.length === 0) return null;
        throw truncated();
      }
    }
  }

  async bytes(count: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let missing = count;
    while (missing > 0) {
      if (this.buffer.length === 0 && !(await this.more())) throw truncated();
      const part = this.buffer.subarray(0, missing);
      this.buffer = this.buffer.subarray(part.length);
      parts.push(part);
      missing -= part.length;
    }
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }

  async atEnd(): Promise<boolean> {
    return this.buffer.length === 0 && !(await this.more());
  }
}

const truncated = () => new BackupFileError('This backup is incomplete: the file ends before its last frame (cut short while written or copied).');

function readError(error: unknown): Error {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') {
    return new BackupFileError('This file is not a Gloss backup (it is not a gzip stream, or it is damaged).');
  }
  if (code === 'ENOENT') return new BackupFileError('No such file.');
  return error as Error;
}

function parseMeta(line: Buffer): Frame['meta'] {
  let meta: unknown;
  try {
    meta = JSON.parse(line.toString('utf8'));
  } catch {
    throw new BackupFileError('This file is not a Gloss backup (a frame line is not JSON).');
  }
  const candidate = meta as Frame['meta'];
  if (
    typeof candidate !== 'object' || candidate === null || typeof candidate.type !== 'string' ||
    !Number.isSafeInteger(candidate.bytes) || candidate.bytes < 0 || candidate.bytes > MAX_PAYLOAD_BYTES
  ) {
    throw new BackupFileError('This file is not a Gloss backup (a frame line is not one of its frames).');
  }
  return candidate;
}

/**
 * The frames of a backup file, header first (checked as one), then each payload frame; the end frame and the
 * sum are checked before the generator finishes. A caller that acts on frames as they come must undo its work
 * if the generator throws: the file was not whole.
 */
export async function* readBackup(path: string): AsyncGenerator<Frame, void, undefined> {
  const source = new ByteSource(path);
  try {
    yield* framesOf(source);
  } finally {
    source.close();
  }
}

async function* framesOf(source: ByteSource): AsyncGenerator<Frame, void, undefined> {
  const hash = createHash('sha256');
  const magic = await source.bytes(MAGIC.length).catch((error: unknown) => {
    throw error instanceof BackupFileError && error.message.startsWith('This backup is incomplete')
      ? new BackupFileError('This file is not a Gloss backup.')
      : error;
  });
  if (magic.toString('latin1') !== MAGIC) throw new BackupFileError('This file is not a Gloss backup.');
  hash.update(magic);
  let frames = 0;
  for (;;) {
    const line = await source.line();
    if (line === null) throw truncated();
    const meta = parseMeta(line);
    if (meta.type === 'end') {
      if (meta.frames !== frames || meta.sha256 !== hash.digest('hex')) {
        throw new BackupFileError('This backup is damaged: its contents do not match the checksum written at its end.');
      }
      if (!(await source.atEnd())) throw new BackupFileError('This backup is damaged: there are bytes after its end.');
      return;
    }
    hash.update(line);
    hash.update('\n');
    const payload = await source.bytes(meta.bytes);
    hash.update(payload);
    if (frames === 0) checkHeader(meta);
    else if (meta.type === 'header') throw new BackupFileError('This backup is damaged: it has two headers.');
    frames += 1;
    yield { meta, payload };
  }
}

function checkHeader(meta: Frame['meta']): asserts meta is Frame['meta'] & BackupHeader {
  const header = meta as unknown as BackupHeader;
  if (header.type !== 'header' || header.format !== 'gloss-backup') throw new BackupFileError('This file is not a Gloss backup.');
  if (header.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(`This backup is in format ${String(header.version)}, which this Gloss does not read: restore it with the Gloss that made it or a newer one.`);
  }
  if (
    (header.engine !== 'sqlite' && header.engine !== 'postgres') ||
    !Array.isArray(header.migrations) || !header.migrations.every((name) => typeof name === 'string') ||
    (header.tables !== undefined && (!Array.isArray(header.tables) || !header.tables.every((name) => typeof name === 'string')))
  ) {
    throw new BackupFileError('This backup is damaged: its header is not one Gloss writes.');
  }
}

/** The header alone (checked as one), read without the rest: what to refuse before reading it all. */
export async function readHeader(path: string): Promise<BackupHeader> {
  for await (const frame of readBackup(path)) return frame.meta as unknown as BackupHeader;
  throw new BackupFileError('This file is not a Gloss backup.');
}

/** Reads the whole file, checking it, and answers its header: before a restore touches its target. */
export async function verifyBackup(path: string): Promise<BackupHeader> {
  let header: BackupHeader | null = null;
  for await (const frame of readBackup(path)) header ??= frame.meta as unknown as BackupHeader;
  if (!header) throw new BackupFileError('This file is not a Gloss backup.');
  return header;
}
