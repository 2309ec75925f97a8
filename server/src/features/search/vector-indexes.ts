import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/types.js';
import { decodeVector, listVectorsSince, readVectorVersions } from '../records/vectors-repository.js';
import { listExistingVectorSettingsIds } from '../vectors-settings/repository.js';
import { keepBuilt } from './approximate-builder.js';
import { ApproximateIndex } from './approximate-index.js';
import { SILENT, type VectorIndexLog } from './vector-index-log.js';
import { purgeStale } from './vector-index-purge.js';
import { countStoredVectors } from './vector-index-repository.js';
import type { VectorIndexSnapshots } from './vector-index-snapshots.js';
import { VectorIndex } from './vector-index.js';

// A page of 1,024 vectors of 384 dimensions (3 MB stored) is read and quantised in ~20 ms: the longest the
// event loop waits for a load (4,096 held it up to 170 ms).
const PAGE_ROWS = 1024;
/** Loads of at least this many vectors tell their progress in the log. */
const LOGGED_LOAD = 50_000;
const PROGRESS_EVERY_MS = 10_000;
/**
 * Indexes below this size (and below the approximate index's threshold) drop the vectors of deleted records
 * before the search that notices the deletion.
 */
const PURGE_BEFORE_SEARCH = 20_000;
/**
 * Larger ones keep them (searches over-fetch, and drop those they meet) until they are this share of the
 * index, then drop them in the background: checking a million records takes seconds, too long for every
 * deletion.
 */
const PURGE_SHARE = 0.02;

interface Entry {
  index: VectorIndex<ApproximateIndex>;
  generation: number;
  /** The stored version the index has caught up with. */
  version: number;
  /** The last (version, record) loaded: the index holds every vector written up to it. */
  loaded: { version: number; recordId: string };
  purging: boolean;
  /** The size at which a graph was last found not worth using; it is tried again at twice that. */
  declinedAt: number | null;
  /** The `writes` clock of the index (and its graph's state) when a snapshot last held it; null: never. */
  savedAt: { writes: number; graph: boolean; declinedAt: number | null } | null;
  /** The share of the nearest rows the graph found when last measured, kept or let go. */
  recall: number | null;
  saving: boolean;
}

export interface VectorIndexesOptions {
  /** Vector settings with at least this many vectors get an approximate (HNSW) index as well; 0 for never. */
  approximateFrom?: number;
  log?: VectorIndexLog;
  /** Where indexes are kept on disk between runs; none: rebuilt from the database on each start. */
  snapshots?: VectorIndexSnapshots;
}

/**
 * Indexes from this size are kept on disk (or from the approximate index's threshold, when lower): reading
 * 20,000 vectors from the database takes under a second, a million took 57 s and the graph 17 minutes.
 */
const SNAPSHOT_FROM = 20_000;

/** What the status page tells of one index. */
export interface VectorIndexStatus {
  vector_settings_id: string;
  vectors: number;
  /** Vectors of deleted records still held (searches skip them). */
  stale: number;
  approximate: 'none' | 'building' | 'ready' | 'declined';
  /** Rows in the graph; rows waiting to enter it; searches it answered; candidates asked per search. */
  approximate_rows?: number;
  approximate_pending?: number;
  approximate_searches?: number;
  approximate_expansion?: number;
  /** The share of the exact 50 nearest rows the graph found when last measured (ready or declined). */
  approximate_recall?: number;
}

/**
 * In-memory vector indexes, one per vector settings, kept in step with the database: before each use the
 * stored version is read, and only vectors written since are loaded; a removal (the generation) has the
 * vectors of deleted records counted and dropped. Every instance sharing a database therefore answers with
 * what was written, wherever it was written. Large indexes get an approximate index, built in the
 * background while exact scans answer.
 */
export class VectorIndexes {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<VectorIndex>>();
  private readonly approximateFrom: number;
  private readonly purgeBeforeSearchBelow: number;
  private readonly log: VectorIndexLog;
  private readonly snapshots: VectorIndexSnapshots | null;
  private readonly snapshotFrom: number;

  constructor(options: VectorIndexesOptions = {}) {
    this.approximateFrom = options.approximateFrom ?? 0;
    this.purgeBeforeSearchBelow = Math.min(PURGE_BEFORE_SEARCH, this.approximateFrom || PURGE_BEFORE_SEARCH);
    this.log = options.log ?? SILENT;
    this.snapshots = options.snapshots ?? null;
    this.snapshotFrom = Math.min(SNAPSHOT_FROM, this.approximateFrom || SNAPSHOT_FROM);
  }

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

  describe(): VectorIndexStatus[] {
    return [...this.entries].map(([id, entry]) => {
      const { index } = entry;
      const approximate = index.approximate;
      const status: VectorIndexStatus = { vector_settings_id: id, vectors: index.size, stale: index.stale, approximate: 'none' };
      if (approximate) {
        status.approximate = approximate.expansion === null ? 'building' : 'ready';
        status.approximate_rows = approximate.size;
        status.approximate_pending = approximate.pending;
        status.approximate_searches = approximate.searches;
        if (approximate.expansion !== null) status.approximate_expansion = approximate.expansion;
      } else if (entry.declinedAt !== null) {
        status.approximate = 'declined';
      }
      if (entry.recall !== null && status.approximate !== 'none') status.approximate_recall = Math.round(entry.recall * 1000) / 1000;
      return status;
    });
  }

  /**
   * Frees the indexes of vector settings that no longer exist (deleted, or their dataset deleted), on
   * whichever instance deleted them: run now and then, it keeps memory to the vectors still searchable.
   */
  async forgetRemoved(db: Db): Promise<void> {
    const held = [...this.entries.keys()];
    const onDisk = this.snapshots ? await this.snapshots.list() : [];
    // One read for both: an index held in memory usually has its snapshot on disk too.
    const existing = new Set(await listExistingVectorSettingsIds(db, [...new Set([...held, ...onDisk])]));
    for (const id of held) {
      if (existing.has(id)) continue;
      this.entries.get(id)?.index.approximate?.close();
      this.entries.delete(id);
      this.pending.delete(id);
    }
    for (const id of onDisk) if (!existing.has(id)) await this.snapshots!.remove(id);
  }

  /**
   * Writes to disk every index that changed since its last snapshot and can be kept (large enough, its
   * graph complete or none being built), one at a time: on a timer, and as the server stops.
   */
  async saveChanged(): Promise<void> {
    for (const [id, entry] of this.entries) await this.save(id, entry);
  }

  private async catchUp(db: Db, settings: { id: string; dimensions: number }): Promise<VectorIndex> {
    const stored = await readVectorVersions(db, settings.id);
    let entry = this.entries.get(settings.id);
    if (!entry || entry.index.dimensions !== settings.dimensions) {
      entry?.index.approximate?.close();
      entry = (!entry && (await this.restore(settings, stored.version))) || {
        index: new VectorIndex<ApproximateIndex>(settings.dimensions),
        generation: stored.generation,
        version: 0,
        loaded: { version: 0, recordId: '' },
        purging: false,
        declinedAt: null,
        savedAt: null,
        saving: false,
        recall: null,
      };
      this.entries.set(settings.id, entry);
    }
    if (entry.version !== stored.version) await this.load(db, settings.id, entry, stored.version);
    const { index } = entry;
    if (entry.generation !== stored.generation) {
      const counted = await countStoredVectors(db, settings.id);
      // Both at once: a snapshot taken meanwhile must not pair the new generation with the old count.
      entry.generation = stored.generation;
      index.stale = Math.max(0, index.size - counted);
    }
    if (index.stale > 0 && !entry.purging) {
      if (index.size < this.purgeBeforeSearchBelow) await this.purge(db, settings.id, entry);
      else if (index.stale >= index.size * PURGE_SHARE) void this.purge(db, settings.id, entry);
    }
    this.startApproximate(settings.id, entry);
    return index;
  }

  /** The index as its snapshot kept it, if there is a usable one; its graph answers at once. */
  private async restore(settings: { id: string; dimensions: number }, storedVersion: number): Promise<Entry | null> {
    if (!this.snapshots) return null;
    const started = performance.now();
    try {
      const snapshot = await this.snapshots.load(settings.id, settings.dimensions, storedVersion);
      if (!snapshot) return null;
      const { index, position } = snapshot;
      const entry: Entry = {
        index,
        generation: position.generation,
        version: position.version,
        loaded: position.loaded,
        purging: false,
        declinedAt: position.declinedAt,
        savedAt: { writes: index.writes, graph: index.approximate !== null, declinedAt: position.declinedAt },
        saving: false,
        recall: position.recall,
      };
      index.stale = position.stale;
      if (index.approximate) this.keepGraphBuilt(settings.id, entry, index.approximate);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      this.log.info({ vectorSettingsId: settings.id, vectors: index.size, graph: index.approximate !== null, seconds }, 'vector index read from disk');
      return entry;
    } catch (error) {
      this.log.warn({ err: error, vectorSettingsId: settings.id }, 'could not read the vector index kept on disk; loading it from the database');
      return null;
    }
  }

  private async save(vectorSettingsId: string, entry: Entry): Promise<void> {
    const { index } = entry;
    const graph = index.approximate;
    if (!this.snapshots || entry.saving || entry.purging || index.size < this.snapshotFrom) return;
    // A graph is kept once complete; while one is built, the next save waits for it.
    if (graph && !graph.settled) return;
    const saved = entry.savedAt;
    if (saved && saved.writes === index.writes && saved.graph === (graph !== null) && saved.declinedAt === entry.declinedAt) return;
    entry.saving = true;
    const writes = index.writes;
    const started = performance.now();
    try {
      const { version, loaded, generation, declinedAt, recall } = entry;
      const outcome = await this.snapshots.save(vectorSettingsId, index, { version, loaded, generation, stale: index.stale, declinedAt, recall });
      if (outcome === 'saved') {
        entry.savedAt = { writes, graph: graph !== null, declinedAt };
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        if (index.size >= LOGGED_LOAD) this.log.info({ vectorSettingsId, vectors: index.size, graph: graph !== null, seconds }, 'vector index kept on disk');
      }
    } catch (error) {
      this.log.warn({ err: error, vectorSettingsId }, 'could not keep the vector index on disk');
    } finally {
      entry.saving = false;
    }
  }

  private async load(db: Db, vectorSettingsId: string, entry: Entry, version: number): Promise<void> {
    const total = entry.version === 0 ? await countStoredVectors(db, vectorSettingsId) : 0;
    const logged = total >= LOGGED_LOAD;
    const started = performance.now();
    let lastProgress = started;
    let loaded = 0;
    if (logged) this.log.info({ vectorSettingsId, vectors: total }, 'loading vectors into memory');
    for (;;) {
      const rows = await listVectorsSince(db, vectorSettingsId, entry.loaded, PAGE_ROWS);
      for (const row of rows) entry.index.upsert(row.record_id, decodeVector(row.value));
      if (rows.length > 0) {
        const last = rows[rows.length - 1];
        entry.loaded = { version: Number(last.version), recordId: last.record_id };
      }
      loaded += rows.length;
      if (rows.length < PAGE_ROWS) break;
      if (logged && performance.now() - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = performance.now();
        this.log.info({ vectorSettingsId, loaded, of: total }, 'loading vectors into memory');
      }
      // SQLite reads never wait, so without this a load would hold the event loop from first page to last.
      await nextTurn();
    }
    entry.version = version;
    if (logged) {
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      this.log.info({ vectorSettingsId, vectors: entry.index.size, seconds }, 'vectors loaded into memory');
    }
  }

  private async purge(db: Db, vectorSettingsId: string, entry: Entry): Promise<void> {
    entry.purging = true;
    try {
      const dropped = await purgeStale(db, vectorSettingsId, entry.index);
      if (dropped >= LOGGED_LOAD) this.log.info({ vectorSettingsId, dropped }, 'dropped the vectors of deleted records from memory');
    } catch (error) {
      this.log.warn({ err: error, vectorSettingsId }, 'could not drop the vectors of deleted records from memory');
    } finally {
      entry.purging = false;
    }
  }

  private startApproximate(vectorSettingsId: string, entry: Entry): void {
    const { index } = entry;
    if (index.approximate || this.approximateFrom <= 0 || index.size < this.approximateFrom) return;
    if (entry.declinedAt !== null && index.size < entry.declinedAt * 2) return;
    const approximate = new ApproximateIndex(index);
    index.approximate = approximate;
    this.keepGraphBuilt(vectorSettingsId, entry, approximate);
  }

  private keepGraphBuilt(vectorSettingsId: string, entry: Entry, approximate: ApproximateIndex): void {
    const { index } = entry;
    keepBuilt(index, approximate, {
      vectorSettingsId,
      log: this.log,
      onDeclined: (calibration) => {
        entry.recall = calibration.recall;
        approximate.close();
        if (index.approximate === approximate) index.approximate = null;
        entry.declinedAt = index.size;
        void this.save(vectorSettingsId, entry);
      },
      // Kept on disk as soon as it is complete: a restart then reads it back instead of building it again.
      onReady: (calibration) => {
        entry.recall = calibration.recall;
        void this.save(vectorSettingsId, entry);
      },
    });
  }
}
