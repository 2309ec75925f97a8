// The export job: a dataset's records and settings written to a Hugging Face Hub dataset repo as
// `rg.Dataset.to_hub` writes them (argilla/datasets/_io/_hub.py): the records as `datasets`'s `push_to_hub`
// lays them out (repo-layout.ts), the `.argilla/` files `from_hub` reads (argilla-files.ts), and the dataset
// card (card.ts), in one commit.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type HubClient, HubError, type HubFile } from '../../hub/index.js';
import { JobCanceled, JobFailure, type JobHandler, type JobRun } from '../../features/jobs/run.js';
import { loadDatasetSchema } from '../../features/records/dataset-schema.js';
import { ARGILLA_DATASET_PATH, ARGILLA_SETTINGS_PATH, argillaDatasetJson, argillaSettingsJson } from './argilla-files.js';
import { datasetCard } from './card.js';
import { huggingfaceRecord, sdkRecordDict } from './card-samples.js';
import { loadPresentedDataset } from './dataset-settings.js';
import { featuresYaml } from './features.js';
import { countRecords, writeRecordsFile } from './records-file.js';
import { exportTargetRefusal, parquetPathOf } from './repo-layout.js';

export { datasetCard, type DatasetCardInput } from './card.js';

export interface HubExportParams {
  repo_id: string;
  subset: string;
  split: string;
  private: boolean;
}

export interface HubExportOptions {
  /** Where the Parquet file is written before it is uploaded (the system's temporary folder by default). */
  tempDir?: string;
  /** Progress is saved every this many records read (5,000: often enough to watch, rarely enough to cost nothing). */
  progressEvery?: number;
}

const PROGRESS_EVERY = 5_000;

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

/** The repo's full id: a name without a namespace goes under the token's account, as the Hub would put it. */
async function fullRepoId(hub: HubClient, repoId: string, token: string, signal: AbortSignal): Promise<string> {
  return repoId.includes('/') ? repoId : `${(await hub.whoami(token, signal)).name}/${repoId}`;
}

async function exportToHub(hub: HubClient, run: JobRun<HubExportParams, null>, options: Required<HubExportOptions>) {
  const { db, params, signal } = run;
  const token = run.secret;
  if (!token) throw new JobFailure('Exporting to the Hugging Face Hub needs a token with write access: start the export again with one.');
  const refusal = exportTargetRefusal(params);
  if (refusal) throw new JobFailure(refusal);

  const { dataset, settings } = await loadPresentedDataset(db, run.datasetId);
  const schema = await loadDatasetSchema(db, dataset.id);
  const source = { db, datasetId: dataset.id, published: dataset.status === 'ready', schema, extraMetadata: dataset.allow_extra_metadata };
  const counts = { rowsWritten: 0, rowsRefused: 0 };
  await run.saveProgress({ rowsRead: 0, ...counts, rowsTotal: await countRecords(source) });

  const dir = await mkdtemp(join(options.tempDir, 'gloss-hub-export-'));
  try {
    const parquetPath = join(dir, 'records.parquet');
    const file = await writeRecordsFile(source, parquetPath, {
      signal,
      every: options.progressEvery,
      onRows: (rowsRead) => run.saveProgress({ rowsRead, ...counts }),
    });
    await run.saveProgress({ rowsRead: file.rows, ...counts, rowsTotal: file.rows });
    signal.throwIfAborted();

    const repoId = await fullRepoId(hub, params.repo_id, token, signal);
    await hub.createRepo(repoId, { private: params.private }, token, signal);
    signal.throwIfAborted();
    const questionNames = new Map(settings.questions.map((question) => [question.id, question.name]));
    const card = datasetCard({
      repoId,
      guidelines: dataset.guidelines,
      ...settings,
      argillaRecord: file.first ? sdkRecordDict(file.first.record, questionNames) : null,
      huggingfaceRecord: file.first ? huggingfaceRecord(file.columns, file.first.row) : null,
      split: { subset: params.subset, split: params.split, features: featuresYaml(file.columns), rows: file.rows, numBytes: file.arrowBytes, downloadSize: file.bytes },
    });
    const files: HubFile[] = [
      { path: parquetPathOf(params.subset, params.split), filePath: parquetPath, size: file.bytes },
      { path: ARGILLA_SETTINGS_PATH, content: json(argillaSettingsJson(dataset, settings)) },
      { path: ARGILLA_DATASET_PATH, content: json(argillaDatasetJson(dataset)) },
      { path: 'README.md', content: Buffer.from(card, 'utf8') },
    ];
    await hub.commit(repoId, files, { summary: 'Upload dataset' }, token, signal);
    // The repo holds the export now: a cancel or a stop that comes this late changes nothing of it.
    await run.saveProgress({ rowsRead: file.rows, rowsWritten: file.rows, rowsRefused: 0 }).catch((error: unknown) => {
      if (!(error instanceof JobCanceled) && !signal.aborted) throw error;
    });
    return { url: `${hub.endpoint}/datasets/${repoId}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Exports the job's dataset to the Hub repo its params name, with the job's token. A failure the Hub explains
 * ends the job with its message; the temporary file is removed in every case.
 */
export function hubExportHandler(hub: HubClient, options: HubExportOptions = {}): JobHandler<HubExportParams, null> {
  return async (run) => {
    try {
      return await exportToHub(hub, run, { tempDir: options.tempDir ?? tmpdir(), progressEvery: options.progressEvery ?? PROGRESS_EVERY });
    } catch (error) {
      if (error instanceof HubError) throw new JobFailure(error.message);
      throw error;
    }
  };
}
