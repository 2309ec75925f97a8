import { mkdirSync } from 'node:fs';
import { open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ApproximateIndex, type SavedGraph } from './approximate-index.js';
import { BLOCK_ROWS, VectorIndex } from './vector-index.js';

/** The data directory's folder for them. */
export const VECTOR_INDEX_FOLDER = 'vector-indexes';
/** Bumped when the files' layout changes: snapshots of another layout are ignored, and rebuilt. */
const FORMAT = 1;
const MANIFEST = 'snapshot.json';
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;
/** Vector settings ids are UUIDs; anything else never names a folder. */
const SETTINGS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the database stood when a snapshot was taken: the index holds every vector written up to it. */
export interface SnapshotPosition {
  /** The stored version the index had caught up with. */
  version: number;
  /** The last (version, record) loaded. */
  loaded: { version: number; recordId: string };
  /** The removals counter, and the vectors of deleted records still held. */
  generation: number;
  stale: number;
  /** The size at which a graph was found not worth using, if one was. */
  declinedAt: number | null;
  /** The share of the nearest rows the graph found when last measured (kept or let go). */
  recall: number | null;
}

interface Manifest extends SnapshotPosition {
  format: number;
  dimensions: number;
  rows: number;
  files: { ids: string; rows: string; graph: string | null };
  graph: SavedGraph | null;
}

export interface LoadedSnapshot {
  index: VectorIndex<ApproximateIndex>;
  position: SnapshotPosition;
}

let taken = 0;

/**
 * Vector indexes kept on disk, one folder per vector settings in the data directory: the int8 rows, the
 * record at each row and, once complete, the HNSW graph. A restart reads them back in a few seconds where
 * loading the vectors from the database and building the graph again took minutes. They are a cache of
 * the database, never the truth: each snapshot says up to which stored version it holds the vectors, the
 * caller reads what was written since, and one that does not fit the database (another layout, other
 * dimensions, a version the database has not reached) is ignored. A snapshot's files are written under new
 * names and the manifest naming them is replaced last, so a crash mid-write leaves the previous one whole.
 */
export class VectorIndexSnapshots {
  constructor(private readonly dir: string) {}

  async save(vectorSettingsId: string, index: VectorIndex<ApproximateIndex>, position: SnapshotPosition): Promise<'saved' | 'changed'> {
    const folder = this.folderOf(vectorSettingsId);
    // Synchronous, as is all up to the first write: no change may come between the parts of a snapshot.
    mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR });
    const tag = `${Date.now().toString(36)}-${process.pid}-${(taken += 1)}`;
    const files = { ids: `ids-${tag}.json`, rows: `rows-${tag}.i8`, graph: index.approximate ? `graph-${tag}.usearch` : null };
    const writesBefore = index.writes;
    // Everything that must describe one moment is taken before the first wait: the graph (written at once),
    // the ids and the position. The rows are written in the background and checked afterwards.
    const stored = index.storedRows();
    const blocks = stored.blocks.map((block) => Buffer.from(block.buffer, block.byteOffset, block.byteLength));
    const ids = JSON.stringify(stored.recordIds);
    const graph = index.approximate && files.graph ? index.approximate.save(join(folder, files.graph)) : null;
    const manifest: Manifest = { format: FORMAT, dimensions: index.dimensions, rows: stored.recordIds.length, files, graph, ...position };
    try {
      await writeWhole(join(folder, files.ids), [Buffer.from(ids)]);
      await writeWhole(join(folder, files.rows), blocks);
      if (files.graph) await syncFile(join(folder, files.graph));
      if (index.writes !== writesBefore) {
        await removeFiles(folder, Object.values(files));
        return 'changed';
      }
      const next = join(folder, `${MANIFEST}.${tag}`);
      await writeWhole(next, [Buffer.from(JSON.stringify(manifest))]);
      await rename(next, join(folder, MANIFEST));
    } catch (error) {
      await removeFiles(folder, Object.values(files));
      throw error;
    }
    await this.removeUnnamed(folder, files);
    return 'saved';
  }

  /** The snapshot of these vector settings, if a usable one is on disk. */
  async load(vectorSettingsId: string, dimensions: number, storedVersion: number): Promise<LoadedSnapshot | null> {
    const folder = this.folderOf(vectorSettingsId);
    const manifest = await readManifest(folder);
    if (!manifest || manifest.format !== FORMAT || manifest.dimensions !== dimensions || manifest.version > storedVersion) return null;
    const recordIds = JSON.parse(await readFile(join(folder, manifest.files.ids), 'utf8')) as unknown;
    if (!Array.isArray(recordIds) || recordIds.length !== manifest.rows || recordIds.some((id) => typeof id !== 'string')) {
      throw new Error('the stored record ids do not match the snapshot');
    }
    const blocks = await readBlocks(join(folder, manifest.files.rows), manifest.rows, dimensions);
    const index = VectorIndex.fromStoredRows<ApproximateIndex>(dimensions, { recordIds: recordIds as string[], blocks });
    if (manifest.graph && manifest.files.graph) index.approximate = ApproximateIndex.load(index, join(folder, manifest.files.graph), manifest.graph);
    const { version, loaded, generation, stale, declinedAt, recall = null } = manifest;
    return { index, position: { version, loaded, generation, stale, declinedAt, recall } };
  }

  /** Forgets the snapshot of vector settings that are gone. */
  async remove(vectorSettingsId: string): Promise<void> {
    await rm(this.folderOf(vectorSettingsId), { recursive: true, force: true });
  }

  /** The vector settings that have a snapshot folder here. */
  async list(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names.filter((name) => SETTINGS_ID.test(name));
  }

  private folderOf(vectorSettingsId: string): string {
    if (!SETTINGS_ID.test(vectorSettingsId)) throw new Error('not a vector settings id');
    return join(this.dir, vectorSettingsId);
  }

  /** Drops the files of earlier snapshots (and of saves that did not finish). */
  private async removeUnnamed(folder: string, kept: Manifest['files']): Promise<void> {
    const keep = new Set([MANIFEST, kept.ids, kept.rows, kept.graph]);
    const names = await readdir(folder).catch(() => [] as string[]);
    await removeFiles(
      folder,
      names.filter((name) => !keep.has(name)),
    );
  }
}

async function readManifest(folder: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(join(folder, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** Writes the buffers to a new file, one after another, and waits until they are on disk. */
async function writeWhole(path: string, buffers: Buffer[]): Promise<void> {
  const handle = await open(path, 'w', PRIVATE_FILE);
  try {
    for (const buffer of buffers) await handle.write(buffer);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.chmod(PRIVATE_FILE);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Reads the rows file into blocks of the index's size, each read straight into its block. */
async function readBlocks(path: string, rows: number, dimensions: number): Promise<Int8Array[]> {
  const blockBytes = BLOCK_ROWS * dimensions;
  const count = Math.ceil(rows / BLOCK_ROWS);
  if ((await stat(path)).size !== count * blockBytes) throw new Error('the stored rows are not the size the snapshot says');
  const handle = await open(path, 'r');
  try {
    const blocks: Int8Array[] = [];
    for (let i = 0; i < count; i += 1) {
      const block = new Int8Array(blockBytes);
      const { bytesRead } = await handle.read(block, 0, blockBytes, i * blockBytes);
      if (bytesRead !== blockBytes) throw new Error('the stored rows ended early');
      blocks.push(block);
    }
    return blocks;
  } finally {
    await handle.close();
  }
}

async function removeFiles(folder: string, names: (string | null)[]): Promise<void> {
  await Promise.all(names.filter((name): name is string => name !== null).map((name) => rm(join(folder, name), { force: true })));
}
