import type { HubDatasetSplits, SourcePreview } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { Unavailable, Unprocessable } from '../../domain/errors.js';
import { hubTokenFor } from '../../features/oauth/hub-tokens.js';
import { uploadPolicy } from '../../features/uploads/policy.js';
import { HubError, type HubClient, parseHubDatasetId } from '../../hub/index.js';
import { describeColumns } from '../../sources/index.js';

/** Subsets whose split sizes are looked up: a dataset with hundreds of subsets shows the others without. */
const SUBSETS_SIZED = 20;
const PREVIEW_ROWS = 20;

/** A Hub dataset by its repo id or URL, or a 422 that says what is expected. */
export function hubRepoId(input: string): string {
  const repoId = parseHubDatasetId(input);
  if (repoId === null) {
    throw new Unprocessable(`\`${input}\` is not a Hugging Face Hub dataset: give its repo id (\`org/name\`) or its URL (https://huggingface.co/datasets/org/name)`);
  }
  return repoId;
}

/** The Hub's refusals are the request's to fix (422); its silences pass (503, try again). */
export function asRequestError(error: unknown): unknown {
  if (!(error instanceof HubError)) return error;
  if (error.kind === 'not_ready' || error.kind === 'unavailable') return new Unavailable(error.message, 30);
  return new Unprocessable(error.message);
}

export async function withHubErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asRequestError(error);
  }
}

/** A Hub dataset's subsets and splits, with each split's row count where the Hub says it. */
export async function lookUpHubDataset(db: Db, hub: HubClient, actor: Actor, request: { dataset: string; token?: string | null }): Promise<HubDatasetSplits> {
  authorize(uploadPolicy.upload(actor));
  const repoId = hubRepoId(request.dataset);
  const token = await hubTokenFor(db, actor.id, request.token);
  return withHubErrors(async () => {
    const splits = await hub.splits(repoId, token);
    const subsets = [...new Set(splits.map((split) => split.subset))];
    const sized = await Promise.all(
      subsets.slice(0, SUBSETS_SIZED).map(async (subset) => [subset, (await hub.info(repoId, subset, token).catch(() => null))?.splitRows ?? {}] as const),
    );
    const rowsOf = new Map(sized);
    return {
      dataset: repoId,
      subsets: subsets.map((subset) => ({
        name: subset,
        splits: splits.filter((split) => split.subset === subset).map((split) => ({ name: split.split, rows: rowsOf.get(subset)?.[split.split] ?? null })),
      })),
    };
  });
}

/** A first-rows cell made fit for JSON: an image as its URL. */
function previewCell(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { src?: unknown }).src === 'string') return (value as { src: string }).src;
  if (Array.isArray(value)) return value.map(previewCell);
  return value;
}

/** A split's columns (from its declared features and first rows) and its first rows. */
export async function previewHubSplit(
  db: Db,
  hub: HubClient,
  actor: Actor,
  request: { dataset: string; subset: string; split: string; token?: string | null },
): Promise<SourcePreview> {
  authorize(uploadPolicy.upload(actor));
  const repoId = hubRepoId(request.dataset);
  const token = await hubTokenFor(db, actor.id, request.token);
  return withHubErrors(async () => {
    const [first, info] = await Promise.all([hub.firstRows(repoId, request.subset, request.split, token), hub.info(repoId, request.subset, token)]);
    const rows = first.rows.slice(0, PREVIEW_ROWS).map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, previewCell(value)])));
    return {
      source: { type: 'hub', dataset: repoId, subset: request.subset, split: request.split },
      columns: describeColumns(first.rows, { ...info.features, ...first.features }),
      rows,
      total_rows: info.splitRows[request.split] ?? null,
    };
  });
}

/** A Hub `ClassLabel` column's names, by column, from a split's declared features. */
export function classLabelNames(features: Record<string, unknown>): Record<string, string[]> {
  const names: Record<string, string[]> = {};
  for (const [column, feature] of Object.entries(features)) {
    const labels = labelsOf(feature);
    if (labels) names[column] = labels;
  }
  return names;
}

function labelsOf(feature: unknown): string[] | null {
  if (!feature || typeof feature !== 'object') return null;
  const declared = feature as { _type?: unknown; names?: unknown; feature?: unknown };
  if (declared._type === 'ClassLabel' && Array.isArray(declared.names)) return declared.names.map(String);
  if ((declared._type === 'Sequence' || declared._type === 'List') && declared.feature) return labelsOf(declared.feature);
  if (Array.isArray(feature) && feature.length === 1) return labelsOf(feature[0]);
  return null;
}
