// A dataset given by a test, published as `datasets.push_to_hub` publishes one: Parquet files under data/ (the
// default subset) or {subset}/, and a README.md whose YAML `configs` tells `load_dataset` which files form
// which split; then converted for the dataset viewer as it does for a Parquet dataset.
import { writeSplitFiles } from './parquet/split-files.js';
import { MAIN, type FileChange, type RepoStore } from './store/repo-store.js';
import type { StandInDataset } from './types.js';
import { refreshParquetConversion } from './viewer/conversion.js';

export function addDataset(store: RepoStore, repoId: string, dataset: StandInDataset): void {
  if (!/^[^/]+\/[^/]+$/.test(repoId)) throw new Error(`A dataset repo id is "namespace/name", not "${repoId}"`);
  store.repos.delete(repoId);
  const repo = store.create(repoId, { private: dataset.private, gated: dataset.gated, grantedTokens: dataset.grantedTokens });
  const changes: FileChange[] = [];
  const configs = Object.entries(dataset.subsets).map(([config, { splits }]) => {
    const folder = config === 'default' ? 'data' : config;
    const dataFiles = Object.entries(splits).map(([split, content]) => {
      const files = writeSplitFiles(content);
      files.forEach((file, shard) => changes.push({
        kind: 'write', lfs: true, content: file,
        path: `${folder}/${split}-${String(shard).padStart(5, '0')}-of-${String(files.length).padStart(5, '0')}.parquet`,
      }));
      return { split, path: `${folder}/${split}-*` };
    });
    return { config_name: config, data_files: dataFiles };
  });
  // JSON strings are YAML strings, so the card needs no YAML writer.
  const yaml = ['configs:', ...configs.flatMap(({ config_name, data_files }) => [
    `- config_name: ${JSON.stringify(config_name)}`, '  data_files:',
    ...data_files.flatMap(({ split, path }) => [`  - split: ${JSON.stringify(split)}`, `    path: ${JSON.stringify(path)}`]),
  ])];
  changes.push({ kind: 'write', lfs: false, path: 'README.md', content: Buffer.from(`---\n${yaml.join('\n')}\n---\n\n# ${repoId}\n`) });
  store.commit(repo, MAIN, 'Upload dataset', changes);
  repo.cardData = { configs };
  refreshParquetConversion(store, repo);
}
