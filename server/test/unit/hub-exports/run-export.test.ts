// The export job against a real database (seeded through the API) and the local Hub stand-in: what lands in the
// repo, in one commit, and how the job ends when the Hub refuses or the job is stopped.
import { startHubStandIn, type HubStandIn } from '@gloss/hub-stand-in';
import { parquetReadObjects } from 'hyparquet';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HubExportParams, hubExportHandler } from '../../../src/compositions/hub-exports/run-export.js';
import { JobFailure, type JobRun, type ProgressUpdate } from '../../../src/features/jobs/run.js';
import { HubClient } from '../../../src/hub/index.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';

const WRITER = 'hf_alice_writes';
const READER = 'hf_alice_reads';

let server: TestServer;
let hub: HubStandIn;
let tempDir: string;
let dataset: { id: string; name: string };
let label: { id: string };

async function created(response: Promise<{ status: number; body: any }>, status = 201): Promise<any> {
  const { status: actual, body } = await response;
  expect(actual, JSON.stringify(body)).toBe(status);
  return body;
}

beforeAll(async () => {
  server = await startTestServer();
  hub = await startHubStandIn({ tokens: { [WRITER]: { user: 'alice', orgs: ['acme'] }, [READER]: { user: 'alice', role: 'read' } } });
  tempDir = mkdtempSync(join(tmpdir(), 'gloss-hub-export-test-'));
  const f = server.factory;
  const workspace = await f.workspace();
  dataset = await f.dataset({ workspace });
  await created(server.owner.patch(`/api/v1/datasets/${dataset.id}`, { guidelines: 'Label the **sentiment**.' }), 200);
  await f.field(dataset, { name: 'text', title: 'Text', required: true, settings: { type: 'text', use_markdown: true } });
  await f.field(dataset, { name: 'chat', title: 'Chat', required: false, settings: { type: 'chat', use_markdown: false } });
  label = await f.question(dataset, {
    name: 'label', title: 'Label', required: true,
    settings: { type: 'label_selection', options: [{ value: 'pos', text: 'Positive' }, { value: 'neg', text: 'Negative' }] },
  });
  await f.question(dataset, { name: 'quality', title: 'Quality', required: false, settings: { type: 'rating', options: [{ value: 1 }, { value: 2 }, { value: 3 }] } });
  await f.metadataProperty(dataset, { name: 'source', title: 'Source', settings: { type: 'terms', values: ['web', 'news'] } });
  await f.vectorSettings(dataset, { name: 'emb', title: 'Embedding', dimensions: 2 });
  await created(server.owner.put(`/api/v1/datasets/${dataset.id}/publish`), 200);
  await created(server.owner.post(`/api/v1/datasets/${dataset.id}/records/bulk`, {
    items: [
      {
        external_id: 'r1',
        fields: { text: 'I love it', chat: [{ role: 'user', content: 'hi' }] },
        metadata: { source: 'web' },
        vectors: { emb: [0.5, -0.25] },
        suggestions: [{ question_id: label.id, value: 'pos', score: 0.9, agent: 'model' }],
        responses: [{ user_id: server.ownerUser.id, status: 'submitted', values: { label: { value: 'pos' }, quality: { value: 3 } } }],
      },
      { external_id: 'r2', fields: { text: 'Not for me' }, metadata: { source: 'news' } },
      { external_id: 'r3', fields: { text: 'So-so' } },
    ],
  }));
});

afterAll(async () => {
  await hub?.close();
  await server?.close();
  rmSync(tempDir, { recursive: true, force: true });
});

beforeEach(() => {
  hub.faults.reset();
});

function runOf(params: HubExportParams, options: { secret?: string | null; signal?: AbortSignal } = {}) {
  const progress: ProgressUpdate[] = [];
  const run: JobRun<HubExportParams, null> = {
    id: 'job-1',
    kind: 'export',
    datasetId: dataset.id,
    createdBy: server.ownerUser.id,
    params,
    secret: options.secret === undefined ? WRITER : options.secret,
    checkpoint: null,
    counts: { rowsRead: 0, rowsWritten: 0, rowsRefused: 0 },
    signal: options.signal ?? new AbortController().signal,
    db: server.db,
    saveProgress: async (update) => {
      progress.push(update);
    },
  };
  return { run, progress };
}

const exporter = (progressEvery?: number) =>
  hubExportHandler(new HubClient({ endpoint: hub.url, datasetsServerUrl: hub.datasetsServerUrl, sleep: async () => {} }), { tempDir, progressEvery });
const target = (repo_id: string, more: Partial<HubExportParams> = {}): HubExportParams => ({ repo_id, subset: 'default', split: 'train', private: false, ...more });
const commitsTo = (repo: string) => hub.requests.filter((request) => request.method === 'POST' && request.path === `/api/datasets/${repo}/commit/main`).length;

async function readParquet(bytes: Buffer | undefined): Promise<Record<string, unknown>[]> {
  expect(bytes).toBeDefined();
  const file = bytes!.buffer.slice(bytes!.byteOffset, bytes!.byteOffset + bytes!.length) as ArrayBuffer;
  return parquetReadObjects({ file });
}

describe('an export to the Hub', () => {
  it('writes the records, the .argilla files and the card in one commit, and answers the repo URL', async () => {
    const { run, progress } = runOf(target('acme/export-one'));
    expect(await exporter()(run)).toEqual({ url: `${hub.url}/datasets/acme/export-one` });
    expect(commitsTo('acme/export-one')).toBe(1);

    const files = hub.repoFiles('acme/export-one');
    expect([...files.keys()].sort()).toEqual(['.argilla/dataset.json', '.argilla/settings.json', '.gitattributes', 'README.md', 'data/train-00000-of-00001.parquet']);

    const rows = await readParquet(files.get('data/train-00000-of-00001.parquet'));
    expect(rows.map((row) => row.id)).toEqual(['r1', 'r2', 'r3']);
    expect(Object.keys(rows[0]).slice(0, 5)).toEqual(['id', 'status', '_server_id', 'text', 'chat']);
    expect(rows[0]).toMatchObject({ text: 'I love it', source: 'web', 'label.suggestion': 'pos', 'label.suggestion.agent': 'model', 'label.responses': ['pos'], 'quality.responses': [3n] });
    expect(rows[0].emb).toEqual([0.5, -0.25]);
    expect(rows[0].chat).toEqual([{ role: 'user', content: 'hi' }]);
    expect(rows[2]['label.responses']).toBeNull();

    const settings = JSON.parse(files.get('.argilla/settings.json')!.toString('utf8'));
    expect(settings.guidelines).toBe('Label the **sentiment**.');
    expect(settings.fields.map((field: any) => [field.name, field.type])).toEqual([['text', 'text'], ['chat', 'chat']]);
    expect(settings.questions.map((question: any) => [question.name, question.type])).toEqual([['label', 'label_selection'], ['quality', 'rating']]);
    expect(settings.questions[0].settings.options).toEqual([{ value: 'pos', text: 'Positive', description: null }, { value: 'neg', text: 'Negative', description: null }]);
    expect(settings.metadata[0]).toMatchObject({ name: 'source', title: 'Source', visible_for_annotators: true, settings: { type: 'terms', values: ['web', 'news'] } });
    expect(settings.vectors[0]).toMatchObject({ name: 'emb', title: 'Embedding', dimensions: 2 });
    expect(settings.distribution).toEqual({ strategy: 'overlap', min_submitted: 1 });
    expect(settings).toHaveProperty('mapping', null);

    const datasetJson = JSON.parse(files.get('.argilla/dataset.json')!.toString('utf8'));
    expect(datasetJson).toMatchObject({ id: dataset.id, name: dataset.name, status: 'ready', guidelines: 'Label the **sentiment**.', allow_extra_metadata: true });
    expect(datasetJson).not.toHaveProperty('metadata');

    const card = files.get('README.md')!.toString('utf8');
    expect(card.startsWith('---\nsize_categories: n<1K\ntags:\n- rlfh\n- argilla\n- human-feedback\ndataset_info:\n  features:\n  - name: id\n    dtype: string\n')).toBe(true);
    expect(card).toContain('    num_examples: 3\n');
    expect(card).toContain('configs:\n- config_name: default\n  data_files:\n  - split: train\n    path: data/train-*\n---\n');
    expect(card).toContain('# Dataset Card for export-one');
    expect(card).toContain('| label | Label | label_selection | True | N/A | [\'pos\', \'neg\'] |');
    expect(card).toContain('"text": "I love it"');

    expect(progress[0]).toEqual({ rowsRead: 0, rowsWritten: 0, rowsRefused: 0, rowsTotal: 3 });
    expect(progress.at(-1)).toEqual({ rowsRead: 3, rowsWritten: 3, rowsRefused: 0 });
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('puts a name without namespace under the token\'s account, and another subset in its folder', async () => {
    const { run } = runOf(target('solo', { subset: 'en', split: 'test', private: true }));
    expect(await exporter()(run)).toEqual({ url: `${hub.url}/datasets/alice/solo` });
    const files = hub.repoFiles('alice/solo');
    expect((await readParquet(files.get('en/test-00000-of-00001.parquet'))).length).toBe(3);
    expect(files.get('README.md')!.toString('utf8')).toContain('dataset_info:\n  config_name: en\n');
    // Private: the viewer does not show it to someone without a token.
    const anonymous = await fetch(`${hub.datasetsServerUrl}/splits?dataset=alice/solo`);
    expect(anonymous.status).toBe(401);
  });

  it('saves the records read as it writes them', async () => {
    const { run, progress } = runOf(target('acme/export-progress'));
    await exporter(1)(run);
    expect(progress).toEqual([
      { rowsRead: 0, rowsWritten: 0, rowsRefused: 0, rowsTotal: 3 },
      { rowsRead: 3, rowsWritten: 0, rowsRefused: 0 },
      { rowsRead: 3, rowsWritten: 0, rowsRefused: 0, rowsTotal: 3 },
      { rowsRead: 3, rowsWritten: 3, rowsRefused: 0 },
    ]);
  });

  it('exports again over an earlier export of the same split', async () => {
    await exporter()(runOf(target('acme/export-twice')).run);
    await exporter()(runOf(target('acme/export-twice')).run);
    expect(commitsTo('acme/export-twice')).toBe(2);
    expect((await readParquet(hub.repoFiles('acme/export-twice').get('data/train-00000-of-00001.parquet'))).length).toBe(3);
  });
});

describe('an export that cannot be made', () => {
  async function failureOf(run: JobRun<HubExportParams, null>): Promise<unknown> {
    return exporter()(run).then(
      () => null,
      (error: unknown) => error,
    );
  }

  it('ends with the Hub\'s reason for a token that may not write, and never names the token', async () => {
    const error = await failureOf(runOf(target('alice/read-only'), { secret: READER }).run);
    expect(error).toBeInstanceOf(JobFailure);
    expect((error as Error).message).toContain('give a token with write access to `alice`');
    expect((error as Error).message).not.toContain(READER);
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('needs a token', async () => {
    const error = await failureOf(runOf(target('acme/no-token'), { secret: null }).run);
    expect(error).toBeInstanceOf(JobFailure);
    expect((error as Error).message).toContain('needs a token with write access');
  });

  it('refuses a split name datasets would refuse', async () => {
    const error = await failureOf(runOf(target('acme/bad-split', { split: 'train-2024' })).run);
    expect(error).toBeInstanceOf(JobFailure);
    expect((error as Error).message).toContain('is not a split name');
  });

  it('is unavailable once the Hub stops answering, and removes its file', async () => {
    hub.faults.failNext('/api/datasets/acme/down/commit/main', 500, 10);
    const error = await failureOf(runOf(target('acme/down')).run);
    expect(error).toBeInstanceOf(JobFailure);
    expect((error as Error).message).toMatch(/^The Hugging Face Hub did not answer commit to `acme\/down` \(500.*\) after 5 attempts: try again later\.$/);
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('stops when its signal aborts around an upload, and removes its file', async () => {
    const controller = new AbortController();
    const hold = hub.faults.holdNext('/api/datasets/acme/stopped/preupload/main');
    const ending = failureOf(runOf(target('acme/stopped'), { signal: controller.signal }).run);
    await hold.arrived;
    controller.abort(new Error('The server is stopping'));
    const error = await ending;
    hold.release();
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('The server is stopping');
    expect(readdirSync(tempDir)).toEqual([]);
    expect(commitsTo('acme/stopped')).toBe(0);
  });
});
