// The dataset viewer's listing endpoints, with the bodies of docs/source/splits.md, info.md, parquet.md, size.md
// and valid.md: GET /splits, /info, /parquet, /size, /is-valid. A dataset-level answer lists the subsets still
// being processed in `pending` (the `notReady` fault) and leaves them out.
import type { Ctx, Route } from '../http/server.js';
import { PARQUET_BRANCH } from '../store/repo-store.js';
import { target, viewerJson, type Target } from './answers.js';
import type { SplitView } from './conversion.js';

/** The subsets a dataset-level answer covers, and the jobs of those still pending. */
function subsets(ctx: Ctx, { dataset, view }: Target, kind: string) {
  const ready = [...view].filter(([config]) => !ctx.state.faults.isNotReady(dataset, config));
  const pending = [...view.keys()].filter((config) => ctx.state.faults.isNotReady(dataset, config))
    .map((config) => ({ kind, dataset, config, split: null }));
  return { ready, pending };
}

function splits(ctx: Ctx) {
  const found = target(ctx, ['config', 'dataset']);
  if (!found) return;
  const item = ({ config, split }: SplitView) => ({ dataset: found.dataset, config, split });
  if (found.splits) {
    viewerJson(ctx.res, 200, { splits: [...found.splits.values()].map(item) }, found.revision);
    return;
  }
  const { ready, pending } = subsets(ctx, found, 'config-split-names');
  viewerJson(ctx.res, 200, {
    splits: ready.flatMap(([, views]) => [...views.values()].map(item)),
    pending: pending.map(({ dataset, config }) => ({ dataset, config })), failed: [],
  }, found.revision);
}

function datasetInfo({ repo }: Target, config: string, views: Map<string, SplitView>) {
  const all = [...views.values()];
  const datasetSize = all.reduce((sum, view) => sum + view.numBytesMemory, 0);
  return {
    description: '', citation: '', homepage: '', license: '', features: all[0].features, builder_name: 'parquet',
    dataset_name: repo.id.split('/')[1], config_name: config, version: { version_str: '0.0.0', major: 0, minor: 0, patch: 0 },
    splits: Object.fromEntries(all.map((view) => [view.split, {
      name: view.split, num_bytes: view.numBytesMemory, num_examples: view.numRows, dataset_name: null,
    }])),
    download_size: all.reduce((sum, view) => sum + view.numBytesParquet, 0), dataset_size: datasetSize,
  };
}

function info(ctx: Ctx) {
  const found = target(ctx, ['config', 'dataset']);
  if (!found) return;
  if (found.config && found.splits) {
    viewerJson(ctx.res, 200, { dataset_info: datasetInfo(found, found.config, found.splits), partial: false }, found.revision);
    return;
  }
  const { ready, pending } = subsets(ctx, found, 'config-info');
  viewerJson(ctx.res, 200, {
    dataset_info: Object.fromEntries(ready.map(([config, views]) => [config, datasetInfo(found, config, views)])),
    pending, failed: [], partial: false,
  }, found.revision);
}

function parquetFiles(ctx: Ctx, { dataset }: Target, views: Map<string, SplitView>) {
  const branch = encodeURIComponent(PARQUET_BRANCH);
  return [...views.values()].flatMap(({ config, split, files }) => files.map(({ path, file }) => ({
    dataset, config, split, url: `${ctx.state.baseUrl}/datasets/${dataset}/resolve/${branch}/${path.split('/').map(encodeURIComponent).join('/')}`,
    filename: path.split('/').pop(), size: file.content.length,
  })));
}

function parquet(ctx: Ctx) {
  const found = target(ctx, ['config', 'dataset']);
  if (!found) return;
  if (found.splits) {
    const features = [...found.splits.values()][0].features;
    viewerJson(ctx.res, 200, { parquet_files: parquetFiles(ctx, found, found.splits), features, partial: false }, found.revision);
    return;
  }
  const { ready, pending } = subsets(ctx, found, 'config-parquet');
  viewerJson(ctx.res, 200, {
    parquet_files: ready.flatMap(([, views]) => parquetFiles(ctx, found, views)), pending, failed: [], partial: false,
  }, found.revision);
}

type SizeKey = 'num_bytes_original_files' | 'num_bytes_parquet_files' | 'num_bytes_memory' | 'num_rows';
const SIZE_KEYS: SizeKey[] = ['num_bytes_original_files', 'num_bytes_parquet_files', 'num_bytes_memory', 'num_rows'];

function totals(items: Partial<Record<SizeKey, number>>[]): Record<SizeKey, number> {
  return Object.fromEntries(SIZE_KEYS.map((key) => [key, items.reduce((sum, item) => sum + (item[key] ?? item.num_bytes_parquet_files ?? 0), 0)])) as Record<SizeKey, number>;
}

function sizes(dataset: string, views: Map<string, SplitView>) {
  const splitSizes = [...views.values()].map((view) => ({
    dataset, config: view.config, split: view.split, num_bytes_parquet_files: view.numBytesParquet,
    num_bytes_memory: view.numBytesMemory, num_rows: view.numRows, num_columns: Object.keys(view.features).length, estimated_num_rows: null,
  }));
  const { config, num_columns } = splitSizes[0];
  // The original files are the Parquet files themselves.
  return { config: { dataset, config, ...totals(splitSizes), num_columns, estimated_num_rows: null }, splits: splitSizes };
}

function size(ctx: Ctx) {
  const found = target(ctx, ['config', 'dataset']);
  if (!found) return;
  if (found.splits) {
    viewerJson(ctx.res, 200, { size: sizes(found.dataset, found.splits), partial: false }, found.revision);
    return;
  }
  const { ready, pending } = subsets(ctx, found, 'config-size');
  const configs = ready.map(([, views]) => sizes(found.dataset, views));
  viewerJson(ctx.res, 200, {
    size: {
      dataset: { dataset: found.dataset, ...totals(configs.map(({ config }) => config)), estimated_num_rows: null },
      configs: configs.map(({ config }) => config), splits: configs.flatMap(({ splits: items }) => items),
    },
    pending, failed: [], partial: false,
  }, found.revision);
}

function isValid(ctx: Ctx) {
  const found = target(ctx, ['split', 'config', 'dataset'], { unprocessedIsAnswer: true });
  if (!found) return;
  const valid = found.view.size > 0 && !ctx.state.faults.isNotReady(found.dataset, found.config, found.split);
  viewerJson(ctx.res, 200, { preview: valid, viewer: valid, search: valid, filter: valid, statistics: valid }, found.revision);
}

export const listingEndpoints: Route[] = [
  { methods: ['GET'], pattern: /^\/splits$/, handler: splits },
  { methods: ['GET'], pattern: /^\/info$/, handler: info },
  { methods: ['GET'], pattern: /^\/parquet$/, handler: parquet },
  { methods: ['GET'], pattern: /^\/size$/, handler: size },
  { methods: ['GET'], pattern: /^\/is-valid$/, handler: isValid },
];
