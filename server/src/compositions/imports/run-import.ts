import { setImmediate } from 'node:timers/promises';
import type { ImportMapping, ImportSource, RefusedRow } from '@gloss/contract';
import type { RecordUpsert } from '@gloss/contract';
import { DomainError } from '../../domain/errors.js';
import { actorOfJobCreator } from '../../features/jobs/creator.js';
import { type JobCounts, type JobHandler, JobFailure, type JobRun } from '../../features/jobs/run.js';
import { loadDatasetSchema } from '../../features/records/dataset-schema.js';
import { discardUpload } from '../../features/uploads/service.js';
import type { UploadStorage } from '../../features/uploads/storage.js';
import { HubError, type HubClient } from '../../hub/index.js';
import { importRecordBatch } from '../dataset-records/service.js';
import { recordMaker } from './record-of-row.js';
import { openImportRows } from './source-rows.js';

/** What an import job holds: where its rows come from, where each column goes, and a Hub source's label names. */
export interface ImportParams {
  source: ImportSource;
  mapping: ImportMapping;
  /** A Hub `ClassLabel` column's names, by column: the label its numbers stand for. */
  labels: Record<string, string[]>;
}

/** Where an import stands after a committed batch: how many of the source's rows it has gone through. */
export interface ImportCheckpoint {
  rowsConsumed: number;
}

/** Rows per batch: a bulk write's most, so that an import writes as fast as the SDK's bulk calls. */
const BATCH_ROWS = 500;
/** Refused rows saved at a time when no row is written (a file whose every row is refused). */
const REFUSED_PER_SAVE = 1000;
/** Bytes of row values per batch at most (images as data URLs are large): memory stays flat. */
const BATCH_BYTES = 32 * 1024 * 1024;

function approximateSize(record: RecordUpsert): number {
  let size = 0;
  for (const value of Object.values(record.fields ?? {})) size += typeof value === 'string' ? value.length : 256;
  return size + 512;
}

export interface ImportDependencies {
  hub: HubClient;
  uploads: UploadStorage;
}

/**
 * Imports a source's rows into a dataset: each row made into a record (or refused with its number and
 * reason), written in batches of 500 as a bulk upsert, each batch whole or not at all, with where the import
 * stands saved in the batch's own transaction. An import taken up again after a restart skips the rows
 * its committed batches went through, so none is written twice.
 */
export function importHandler({ hub, uploads }: ImportDependencies): JobHandler<ImportParams, ImportCheckpoint> {
  return async (run: JobRun<ImportParams, ImportCheckpoint>) => {
    try {
      await importRows(run, hub, uploads);
    } catch (error) {
      throw asJobFailure(error);
    }
    if (run.params.source.type === 'file') await discardUpload(run.db, uploads, run.params.source.upload_id);
  };
}

/** A failure the person can act on (the Hub refused, the dataset was unpublished, the creator lost rights). */
function asJobFailure(error: unknown): unknown {
  if (error instanceof HubError || error instanceof DomainError) {
    return new JobFailure(`${error.message.replace(/\.$/, '')}. The import stopped; the rows written before stay.`);
  }
  return error;
}

/** One batch as read: its records, the rows refused while reading, and the source rows it covers. */
interface ReadBatch {
  items: { row: number; record: RecordUpsert }[];
  refused: RefusedRow[];
  rowsRead: number;
  externalIds: Set<string>;
  checkpoint: ImportCheckpoint;
}

/** A batch being written: done once committed (and the job's counts moved on), and the external ids it writes. */
interface BatchInFlight {
  done: Promise<void>;
  externalIds: ReadonlySet<string>;
}

async function importRows(run: JobRun<ImportParams, ImportCheckpoint>, hub: HubClient, uploads: UploadStorage): Promise<void> {
  const actor = await actorOfJobCreator(run.db, run.createdBy);
  const schema = await loadDatasetSchema(run.db, run.datasetId);
  const makeRecord = recordMaker(schema, run.params.mapping, new Map(Object.entries(run.params.labels)));
  let consumed = run.checkpoint?.rowsConsumed ?? 0;
  // The counts as the last committed batch saved them: a batch adds its own when it commits.
  let saved: JobCounts = { ...run.counts };
  const rows = await openImportRows(run.params.source, { hub, uploads, token: run.secret, skipRows: consumed, signal: run.signal, mapping: run.params.mapping });
  if (rows.total !== null) await run.saveProgress({ ...saved, rowsTotal: rows.total });

  const emptyBatch = (): ReadBatch => ({ items: [], refused: [], rowsRead: 0, externalIds: new Set(), checkpoint: { rowsConsumed: consumed } });
  let batch = emptyBatch();
  let batchBytes = 0;
  // The batch being written, if any (at most one while the next is read, and one more while it commits).
  const writing: { batch: BatchInFlight | null } = { batch: null };

  const commit = async (read: ReadBatch, before: Promise<void> | undefined): Promise<void> => {
    if (read.items.length === 0) {
      await before;
      const next = { ...saved, rowsRead: saved.rowsRead + read.rowsRead, rowsRefused: saved.rowsRefused + read.refused.length };
      await run.saveProgress({ ...next, refused: read.refused, checkpoint: read.checkpoint });
      saved = next;
      return;
    }
    let next = saved;
    const records = read.items.map((item) => item.record);
    await importRecordBatch(
      run.db,
      actor,
      run.datasetId,
      records,
      async (trx, outcome) => {
        const skipped = outcome.skipped.map(({ position, reason }) => ({ row: read.items[position].row, reason }));
        next = {
          rowsRead: saved.rowsRead + read.rowsRead,
          rowsWritten: saved.rowsWritten + outcome.written,
          rowsRefused: saved.rowsRefused + read.refused.length + skipped.length,
        };
        const refused = [...read.refused, ...skipped].sort((a, b) => a.row - b.row);
        await run.saveProgress({ ...next, refused, checkpoint: read.checkpoint }, trx);
      },
      { after: before },
    );
    saved = next;
  };

  // Two batches at a time: while one is written, the next is read from the source and made into records, and
  // then written too (PostgreSQL: on a second connection; SQLite: once its writer is free), committing after
  // the one before. Reading, writing and the database's own work so run side by side on the machine's cores.
  const flush = async () => {
    const read = batch;
    read.checkpoint = { rowsConsumed: consumed };
    batch = emptyBatch();
    batchBytes = 0;
    if (read.rowsRead === 0) return;
    let before = writing.batch;
    // A batch updating a record the one before writes waits for it: the later row's values must land last.
    if (before && [...read.externalIds].some((id) => before!.externalIds.has(id))) {
      await before.done;
      before = null;
    }
    const done = commit(read, before?.done);
    // Its failure is met where it is awaited (below, or after the loop); this only keeps it from going unhandled.
    done.catch(() => {});
    writing.batch = { done, externalIds: read.externalIds };
    if (before) await before.done;
  };

  try {
    for await (const item of rows.rows) {
      run.signal.throwIfAborted();
      const outcome = 'reason' in item ? { reason: item.reason } : makeRecord(item.values);
      if ('record' in outcome) {
        const externalId = outcome.record.external_id;
        // A later row with an external id this batch already holds updates that record: written after it.
        if (externalId != null && batch.externalIds.has(externalId)) await flush();
        if (externalId != null) batch.externalIds.add(externalId);
        batch.items.push({ row: item.row, record: outcome.record });
        batchBytes += approximateSize(outcome.record);
      } else {
        batch.refused.push({ row: item.row, reason: outcome.reason });
      }
      consumed += 1;
      batch.rowsRead += 1;
      if (batch.items.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES || batch.refused.length >= REFUSED_PER_SAVE) {
        await flush();
        // Rows already read come as promises that settle at once: without a turn of the event loop here, the
        // next batch would take the database before the requests that arrived meanwhile were even read.
        await setImmediate();
      }
    }
    await flush();
    await writing.batch?.done;
  } catch (error) {
    // A batch still being written commits or rolls back before the job is marked: where it stands is then final.
    await writing.batch?.done.catch(() => {});
    throw error;
  }
}
