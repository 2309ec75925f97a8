// The dataset viewer's Parquet conversion (docs/source/parquet.md): the files of each subset's splits, published
// on the `refs/convert/parquet` branch as {config}/{split}/0000.parquet, 0001.parquet... For a repo whose data is
// Parquet already (as `push_to_hub` writes it: data/{split}-00000-of-00001.parquet for the default subset,
// {config}/{split}-....parquet for others), the converted files are those same files.
import type { FileMetaData } from 'hyparquet';
import { featuresOf, readMetadata } from '../parquet/split-files.js';
import { MAIN, PARQUET_BRANCH, type Repo, type RepoFile, type RepoStore } from '../store/repo-store.js';

const DATA_FILE = /^(?:data|([^/]+))\/([^/]+?)(?:-\d{5}-of-\d{5}(?:-[0-9a-f]+)?)?\.parquet$/;
const CONVERTED_FILE = /^([^/]+)\/([^/]+)\/(\d{4})\.parquet$/;

/** Publishes the conversion of main's Parquet data files, if they changed since the last one. */
export function refreshParquetConversion(store: RepoStore, repo: Repo): void {
  const head = repo.branches.get(MAIN);
  // Splits keep the order their files were committed in; a split's shards are numbered in the order of their names.
  const splits = new Map<string, [string, RepoFile][]>();
  for (const [path, file] of head?.files ?? []) {
    const match = DATA_FILE.exec(path);
    if (!match) continue;
    const split = `${match[1] ?? 'default'}/${match[2]}`;
    splits.set(split, [...splits.get(split) ?? [], [path, file]]);
  }
  const converted = [...splits].flatMap(([split, files]) => files.sort(([a], [b]) => a.localeCompare(b))
    .map(([, file], shard) => ({ path: `${split}/${String(shard).padStart(4, '0')}.parquet`, file })));
  const previous = repo.branches.get(PARQUET_BRANCH);
  const unchanged = previous && previous.files.size === converted.length + 1
    && converted.every(({ path, file }) => previous.files.get(path)?.sha256 === file.sha256);
  if (unchanged || (!previous && converted.length === 0)) return;
  const gitattributes = head?.files.get('.gitattributes');
  store.commit(repo, PARQUET_BRANCH, 'Update parquet files', [
    ...(gitattributes ? [{ kind: 'write' as const, path: '.gitattributes', content: gitattributes.content, lfs: false }] : []),
    ...converted.map(({ path, file }) => ({ kind: 'write' as const, path, content: file.content, lfs: true })),
  ], null);
}

export interface ConvertedFile { path: string; file: RepoFile; metadata: FileMetaData }

export interface SplitView {
  config: string;
  split: string;
  files: ConvertedFile[];
  features: Record<string, unknown>;
  numRows: number;
  numBytesParquet: number;
  /** What the rows take uncompressed, standing for the size of the Arrow table the viewer reports. */
  numBytesMemory: number;
}

export type DatasetView = Map<string, Map<string, SplitView>>;

const metadataCache = new Map<string, FileMetaData>();

/** The subsets and splits the conversion holds, in the order of their files; empty when there is none. */
export function viewOf(repo: Repo): DatasetView {
  const view: DatasetView = new Map();
  for (const [path, file] of repo.branches.get(PARQUET_BRANCH)?.files ?? []) {
    const match = CONVERTED_FILE.exec(path);
    if (!match) continue;
    const [, config, split] = match;
    const metadata = metadataCache.get(file.sha256) ?? readMetadata(file.content);
    metadataCache.set(file.sha256, metadata);
    const splits = view.get(config) ?? new Map<string, SplitView>();
    view.set(config, splits);
    const entry = splits.get(split) ?? { config, split, files: [], features: featuresOf(metadata), numRows: 0, numBytesParquet: 0, numBytesMemory: 0 };
    splits.set(split, entry);
    entry.files.push({ path, file, metadata });
    entry.numRows += Number(metadata.num_rows);
    entry.numBytesParquet += file.content.length;
    entry.numBytesMemory += metadata.row_groups.reduce((sum, group) => sum + Number(group.total_byte_size), 0);
  }
  return view;
}
