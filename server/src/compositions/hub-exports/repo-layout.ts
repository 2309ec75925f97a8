// Where a split's records go in the repo, and what the README's header says of them, as `datasets`'s
// `Dataset.push_to_hub` lays them out (arrow_dataset.py: `_push_parquet_shards_to_hub`,
// `_get_updated_dataset_card`): the default subset's Parquet under `data/`, another's under a folder of its name,
// one shard `{split}-00000-of-00001.parquet`; the header's `dataset_info` (features, splits, sizes; a subset
// other than `default` named first) and `configs` (each subset's `data_files`, one glob per split).
import { isHubRepoId } from '../../hub/index.js';
import type { YamlFeature } from './features.js';
import type { YamlValue } from './yaml.js';

export const DEFAULT_SUBSET = 'default';

// `datasets`'s `_split_re`: a split name is words separated by dots.
const SPLIT_NAME = /^\w+(\.\w+)*$/;
const SUBSET_NAME = /^[\w.-]+$/;

/** Why the Hub or `datasets` would refuse an export's target, or null when they take it. */
export function exportTargetRefusal(target: { repo_id: string; subset: string; split: string }): string | null {
  if (!isHubRepoId(target.repo_id)) {
    return `\`${target.repo_id}\` is not a Hugging Face repo id: use \`name\` or \`namespace/name\`, letters, digits, \`-\`, \`_\` and \`.\` (no \`--\` nor \`..\`), at most 96 characters each.`;
  }
  if (!SPLIT_NAME.test(target.split)) return `\`${target.split}\` is not a split name \`datasets\` accepts: use letters, digits and \`_\`, parts separated by dots.`;
  if (target.subset === 'data' || !SUBSET_NAME.test(target.subset) || target.subset.startsWith('.')) {
    return `\`${target.subset}\` cannot name a subset: use letters, digits, \`-\`, \`_\` and \`.\`, and not \`data\`.`;
  }
  return null;
}

/** The folder of a subset's Parquet files. */
export const dataDirOf = (subset: string) => (subset === DEFAULT_SUBSET ? 'data' : subset);

/** The path of the split's one Parquet file. */
export const parquetPathOf = (subset: string, split: string) => `${dataDirOf(subset)}/${split}-00000-of-00001.parquet`;

export interface SplitInfo {
  subset: string;
  split: string;
  features: YamlFeature[];
  rows: number;
  /** The records' size in Arrow memory (an estimate). */
  numBytes: number;
  /** The Parquet file's size. */
  downloadSize: number;
}

/** The README header's `dataset_info` and `configs`, as `push_to_hub` writes them for one split. */
export function datasetsCardData(info: SplitInfo): { dataset_info: YamlValue; configs: YamlValue } {
  const datasetInfo: { [key: string]: YamlValue } = {
    ...(info.subset === DEFAULT_SUBSET ? {} : { config_name: info.subset }),
    features: info.features,
    splits: [{ name: info.split, num_bytes: info.numBytes, num_examples: info.rows }],
    download_size: info.downloadSize,
    dataset_size: info.numBytes,
  };
  return {
    dataset_info: datasetInfo,
    configs: [{ config_name: info.subset, data_files: [{ split: info.split, path: `${dataDirOf(info.subset)}/${info.split}-*` }] }],
  };
}
