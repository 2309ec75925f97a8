// The dataset viewer's first rows, as docs/source/first_rows.md shows them: GET /first-rows (the first 100 rows,
// `truncated` when the split has more), and the images their cells point at (`{"src": url, "height", "width"}`,
// served under /assets/ without a token, like the viewer's signed URLs).
import type { Ctx, Route } from '../http/server.js';
import { sendBytes } from '../http/respond.js';
import { isObject, listItem } from '../parquet/feature-schema.js';
import { readRows } from '../parquet/split-files.js';
import { target, viewerJson } from './answers.js';
import { viewOf, type SplitView } from './conversion.js';
import { imageInfo } from './images.js';

const FIRST_ROWS = 100;

async function readSplitRows(view: SplitView, offset: number, length: number): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let fileStart = 0;
  for (const { file, metadata } of view.files) {
    const fileRows = Number(metadata.num_rows);
    const start = Math.max(offset - fileStart, 0);
    const end = Math.min(offset + length - fileStart, fileRows);
    if (start < end) rows.push(...await readRows(file.content, start, end));
    fileStart += fileRows;
  }
  return rows;
}

/** A cell as the viewer shows it: numbers as JSON numbers, an image as its URL, bytes (which JSON cannot hold) as null. */
function viewerCell(feature: unknown, value: unknown, imageUrl?: (extension: string) => string): unknown {
  if (value === null || value === undefined) return null;
  const item = listItem(feature);
  if (item !== undefined && Array.isArray(value)) return value.map((element) => viewerCell(item, element));
  if (typeof value === 'bigint') return Number(value);
  if (!isObject(feature)) return value;
  if (feature._type === 'Image') {
    const bytes = (value as { bytes?: Uint8Array | null }).bytes;
    if (!bytes || !imageUrl) return null;
    const { extension, width, height } = imageInfo(Buffer.from(bytes));
    return { src: imageUrl(extension), ...(height === undefined ? {} : { height, width }) };
  }
  if (value instanceof Uint8Array) return null;
  if (feature._type === undefined && isObject(value)) {
    return Object.fromEntries(Object.entries(feature).map(([key, child]) => [key, viewerCell(child, value[key])]));
  }
  return value;
}

async function firstRowItems(ctx: Ctx, dataset: string, revision: string, view: SplitView) {
  const rows = await readSplitRows(view, 0, FIRST_ROWS);
  const base = `${ctx.state.baseUrl}/assets/${dataset}/--/${revision}/--/${encodeURIComponent(view.config)}/${encodeURIComponent(view.split)}`;
  return {
    features: Object.entries(view.features).map(([name, type], index) => ({ feature_idx: index, name, type })),
    rows: rows.map((row, index) => ({
      row_idx: index,
      row: Object.fromEntries(Object.entries(view.features).map(([name, feature]) => [name, viewerCell(feature, row[name],
        (extension) => `${base}/${index}/${encodeURIComponent(name)}/image.${extension}`)])),
      truncated_cells: [],
    })),
  };
}

async function firstRows(ctx: Ctx) {
  const found = target(ctx, ['split']);
  if (!found?.splitView) return;
  const { features, rows } = await firstRowItems(ctx, found.dataset, found.revision, found.splitView);
  viewerJson(ctx.res, 200, {
    dataset: found.dataset, config: found.config, split: found.split, features, rows,
    truncated: found.splitView.numRows > FIRST_ROWS,
  }, found.revision);
}

async function asset(ctx: Ctx) {
  const [dataset, , config, split, rowIndex, column] = ctx.params;
  const repo = ctx.state.store.repos.get(dataset);
  const view = repo ? viewOf(repo).get(config)?.get(split) : undefined;
  const cell = view ? (await readSplitRows(view, Number(rowIndex), 1))[0]?.[column] as { bytes?: Uint8Array } | undefined : undefined;
  if (!cell?.bytes) {
    viewerJson(ctx.res, 404, { error: 'Not found.' });
    return;
  }
  const bytes = Buffer.from(cell.bytes);
  sendBytes(ctx.res, 200, bytes, { 'Content-Type': imageInfo(bytes).contentType });
}

export const rowEndpoints: Route[] = [
  { methods: ['GET'], pattern: /^\/first-rows$/, handler: firstRows },
  { methods: ['GET', 'HEAD'], pattern: /^\/assets\/([^/]+\/[^/]+)\/--\/([0-9a-f]{40})\/--\/([^/]+)\/([^/]+)\/(\d+)\/([^/]+)\/image\.\w+$/, handler: asset },
];
