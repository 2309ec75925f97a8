import type { Db } from '../../db/types.js';
import { decodeVector, listVectorsSince, readVectorVersions } from '../records/vectors-repository.js';
import { listExistingVectorSettingsIds } from '../vectors-settings/repository.js';
import { VectorIndex } from './vector-index.js';

const PAGE_ROWS = 4096;

interface Entry {
  index: VectorIndex;
  generation: number;
  /** The stored version the index has caught up with. */
  version: number;
  /** The last (version, record) loaded: the index holds every vector written up to it. */
  loaded: { version: number; recordId: string };
}

/**
 * In-memory vector indexes, one per vector settings, kept in step with the database: before each use the
 * stored version is read, and only vectors written since are loaded (a removal rebuilds the index). Every
 * instance sharing a database therefore answers with what was written, wherever it was written.
 */
export class VectorIndexes {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<VectorIndex>>();

  indexFor(db: Db, settings: { id: string; dimensions: number }): Promise<VectorIndex> {
    // One catch-up per index at a time; concurrent searches wait for it.
    const previous = this.pending.get(settings.id) ?? Promise.resolve(undefined);
    const next = previous.catch(() => undefined).then(() => this.catchUp(db, settings));
    this.pending.set(settings.id, next);
    return next;
  }

  /** How many indexes are held in memory. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Frees the indexes of vector settings that no longer exist (deleted, or their dataset deleted), on
   * whichever instance deleted them: run now and then, it keeps memory to the vectors still searchable.
   */
  async forgetRemoved(db: Db): Promise<void> {
    const held = [...this.entries.keys()];
    const existing = new Set(await listExistingVectorSettingsIds(db, held));
    for (const id of held) {
      if (existing.has(id)) continue;
      this.entries.delete(id);
      this.pending.delete(id);
    }
  }

  private async catchUp(db: Db, settings: { id: string; dimensions: number }): Promise<VectorIndex> {
    const stored = await readVectorVersions(db, settings.id);
    let entry = this.entries.get(settings.id);
    if (!entry || entry.generation !== stored.generation || entry.index.dimensions !== settings.dimensions) {
      entry = {
        index: new VectorIndex(settings.dimensions),
        generation: stored.generation,
        version: 0,
        loaded: { version: 0, recordId: '' },
      };
      this.entries.set(settings.id, entry);
    }
    if (entry.version === stored.version) return entry.index;
    for (;;) {
      const rows = await listVectorsSince(db, settings.id, entry.loaded, PAGE_ROWS);
      for (const row of rows) entry.index.upsert(row.record_id, decodeVector(row.value));
      if (rows.length > 0) {
        const last = rows[rows.length - 1];
        entry.loaded = { version: Number(last.version), recordId: last.record_id };
      }
      if (rows.length < PAGE_ROWS) break;
    }
    entry.version = stored.version;
    return entry.index;
  }
}
