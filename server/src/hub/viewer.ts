// The dataset viewer's API (huggingface/dataset-viewer, docs/source/splits.md, info.md, first_rows.md, parquet.md
// and openapi.json): `/splits`, `/info`, `/first-rows` and `/parquet`, each answering `{"error": ...}` with an
// `X-Error-Code` header when it fails. 401 (ExternalUnauthenticatedError): no token, or one the Hub refused, for
// a dataset that is missing, private or gated; 404 (ExternalAuthenticatedError, ResponseNotFound): a dataset the
// token may not read, or a subset or split that does not exist; 500 ResponseNotReady: still being processed;
// 500 with another code than UnexpectedError: the dataset's own error; 501: a dataset the viewer does not serve.
import { HubError } from './errors.js';
import { listAt, objectAt, readJson, stringAt } from './read-json.js';
import { type HubTransport, serviceMessage } from './transport.js';

export interface ViewerSubject {
  dataset: string;
  subset?: string;
  split?: string;
}

const NOT_READY = /^ResponseNotReady(Error)?$/;

/** The dataset, subset and split a call is about, as a message names them. */
function describe({ dataset, subset, split }: ViewerSubject): string {
  if (split !== undefined) return `the split \`${split}\` of the subset \`${subset}\` of \`${dataset}\``;
  if (subset !== undefined) return `the subset \`${subset}\` of \`${dataset}\``;
  return `\`${dataset}\``;
}

/** A 5xx answer retrying will not change: the dataset's own error, not ready yet, or not served at all. */
function isFinal(response: Response): boolean {
  const code = response.headers.get('x-error-code');
  return response.status === 501 || (response.status === 500 && code !== null && code !== 'UnexpectedError');
}

/** The error a person can act on, for an answer the viewer gave instead of the one asked for. */
async function viewerFailure(response: Response, subject: ViewerSubject, token: string | null): Promise<HubError> {
  const code = response.headers.get('x-error-code') ?? '';
  const said = (await serviceMessage(response)) ?? `${response.status}`;
  const name = `The Hugging Face dataset \`${subject.dataset}\``;
  if (response.status === 401) {
    return new HubError('unauthorized', token
      ? `${name} does not exist, or is private or gated and the Hub refused the token given: check the dataset's name, or give a token that may read it.`
      : `${name} does not exist, or is private or gated: check its name, or give a Hugging Face token that may read it.`);
  }
  if (response.status === 404) {
    if (code === 'ResponseNotFound' && subject.subset !== undefined) {
      return new HubError('not_found', `${name} has no ${subject.split !== undefined ? `split \`${subject.split}\` in its subset \`${subject.subset}\`` : `subset \`${subject.subset}\``}: check the subset and split names.`);
    }
    return new HubError('not_found', `${name} does not exist, or is private or gated and ${token ? 'the token given may not read it' : 'needs a token'}: check its name, or give a token that may read it.`);
  }
  if (NOT_READY.test(code)) {
    return new HubError('not_ready', `The Hugging Face dataset viewer is still processing ${describe(subject)}: try again in a few minutes.`);
  }
  if (response.status === 500 || response.status === 501) {
    return new HubError('refused', `The Hugging Face dataset viewer cannot read ${describe(subject)}: ${said}`);
  }
  return new HubError('refused', `The Hugging Face dataset viewer refused the request for ${describe(subject)} (${response.status}): ${said}`);
}

export class DatasetViewer {
  constructor(
    private readonly transport: HubTransport,
    private readonly baseUrl: string,
  ) {}

  private async get(path: string, subject: ViewerSubject, token: string | null, signal: AbortSignal | undefined): Promise<unknown> {
    const query = new URLSearchParams({ dataset: subject.dataset });
    if (subject.subset !== undefined) query.set('config', subject.subset);
    if (subject.split !== undefined) query.set('split', subject.split);
    const what = `the dataset viewer's ${path} of ${describe(subject)}`;
    return this.transport.send({ url: `${this.baseUrl}${path}?${query}`, token, signal, what, isFinal }, async (response) => {
      if (!response.ok) throw await viewerFailure(response, subject, token);
      return readJson(response, what);
    });
  }

  /** The dataset's subsets and splits, in the viewer's order. */
  async splits(dataset: string, token: string | null, signal?: AbortSignal): Promise<{ subset: string; split: string }[]> {
    const body = await this.get('/splits', { dataset }, token, signal);
    const splits = listAt(body, 'splits').flatMap((item) => {
      const subset = stringAt(item, 'config');
      const split = stringAt(item, 'split');
      return subset !== null && split !== null ? [{ subset, split }] : [];
    });
    if (splits.length === 0 && listAt(body, 'pending').length > 0) {
      throw new HubError('not_ready', `The Hugging Face dataset viewer is still processing \`${dataset}\`: try again in a few minutes.`);
    }
    if (splits.length === 0) {
      const failed = objectAt(listAt(body, 'failed')[0], 'error');
      throw new HubError('refused', `The Hugging Face dataset viewer found no split in \`${dataset}\`${failed && stringAt(failed, 'error') ? `: ${stringAt(failed, 'error')}` : '.'}`);
    }
    return splits;
  }

  /** A subset's features (`datasets` features, by column) and the row count of each of its splits. */
  async info(dataset: string, subset: string, token: string | null, signal?: AbortSignal): Promise<{ features: Record<string, unknown>; splitRows: Record<string, number> }> {
    const info = objectAt(await this.get('/info', { dataset, subset }, token, signal), 'dataset_info') ?? {};
    const splitRows: Record<string, number> = {};
    for (const [name, split] of Object.entries(objectAt(info, 'splits') ?? {})) {
      const rows = split && typeof split === 'object' ? (split as Record<string, unknown>).num_examples : undefined;
      if (typeof rows === 'number') splitRows[name] = rows;
    }
    return { features: objectAt(info, 'features') ?? {}, splitRows };
  }

  /** A split's features (name to `datasets` type) and its first rows (up to 100, as the viewer made them fit JSON). */
  async firstRows(dataset: string, subset: string, split: string, token: string | null, signal?: AbortSignal): Promise<{ features: Record<string, unknown>; rows: Record<string, unknown>[] }> {
    const body = await this.get('/first-rows', { dataset, subset, split }, token, signal);
    const features: Record<string, unknown> = {};
    for (const feature of listAt(body, 'features')) {
      const name = stringAt(feature, 'name');
      if (name !== null) features[name] = (feature as Record<string, unknown>).type;
    }
    const rows = listAt(body, 'rows').flatMap((item) => {
      const row = objectAt(item, 'row');
      return row ? [row] : [];
    });
    return { features, rows };
  }

  /** The Parquet files the viewer made of a split (or the dataset's own), in shard order. */
  async parquetFiles(dataset: string, subset: string, split: string, token: string | null, signal?: AbortSignal): Promise<{ url: string; size: number; filename: string }[]> {
    const body = await this.get('/parquet', { dataset, subset }, token, signal);
    const files = listAt(body, 'parquet_files').flatMap((item) => {
      const url = stringAt(item, 'url');
      const size = (item as Record<string, unknown>).size;
      if (stringAt(item, 'split') !== split || stringAt(item, 'config') !== subset || url === null || typeof size !== 'number') return [];
      return [{ url, size, filename: stringAt(item, 'filename') ?? url.slice(url.lastIndexOf('/') + 1) }];
    });
    if (files.length === 0 && listAt(body, 'pending').length > 0) {
      throw new HubError('not_ready', `The Hugging Face dataset viewer is still converting ${describe({ dataset, subset, split })} to Parquet: try again in a few minutes.`);
    }
    if (files.length === 0) {
      throw new HubError('not_found', `The Hugging Face dataset viewer has no Parquet files for the split \`${split}\` of the subset \`${subset}\` of \`${dataset}\`: check the subset and split names.`);
    }
    return files;
  }
}
