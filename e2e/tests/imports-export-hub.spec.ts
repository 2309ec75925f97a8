import { endpoints } from '@gloss/contract';
import { type HubStandIn, startHubStandIn } from '@gloss/hub-stand-in';
import { expect, test } from '@playwright/test';
import { HubExportDialog } from '../pages/HubExportDialog';
import { JobPage } from '../pages/JobPage';
import { GlossApi, SEEDED_FIELD, SEEDED_QUESTION } from '../support/api';
import { readParquet } from '../support/export-files';
import { hubEnvironment } from '../support/hub-seed';
import { type GlossServer, startGlossServer } from '../support/server';
import { seedPublishedDataset, seedUser, unique, type SeededUser } from '../support/seed';
import { signInWithToken } from '../support/session';

/*
 * A dataset exported to the Hugging Face Hub from its page, as an admin does it without Python: "Export to
 * Hub", the repo and a write token typed in the dialog, the job's page followed to "Open on the Hub", and the
 * repo holding what the SDK's to_hub() writes. The shared Hub stand-in knows a read token only, so this file
 * has a stand-in of its own that accepts a write token, and a server pointed at it.
 */

const WRITER = 'e2e-writer';
const WRITE_TOKEN = 'hf_e2e_writer';
const TEXTS = ['Sturdy and light', 'The lid broke on day two', 'Exactly as pictured'];

test.describe.configure({ mode: 'default' });

let hub: HubStandIn;
let server: GlossServer;
let api: GlossApi;
let admin: SeededUser;
let workspaceId: string;

test.beforeAll(async () => {
  hub = await startHubStandIn({ tokens: { [WRITE_TOKEN]: { user: WRITER, role: 'write' } } });
  try {
    server = await startGlossServer({ name: 'imports-export-hub', env: hubEnvironment(hub.url) });
  } catch (error) {
    await hub.close();
    throw error;
  }
  api = new GlossApi(server.baseUrl, { apiKey: server.owner.apiKey });
  const workspace = await api.createWorkspace(unique('ws'));
  workspaceId = workspace.id;
  admin = await seedUser('admin', { api, workspaceIds: [workspace.id] });
});

test.afterAll(async () => {
  hub?.faults.reset();
  await server?.stop();
  await hub?.close();
});

test('a dataset is exported to a Hub repo from its page, and the repo holds its card, settings and records', async ({ page }) => {
  const { workspace, dataset, records } = await seedPublishedDataset({ api, records: TEXTS });
  await api.addWorkspaceMember(workspace.id, admin.id);
  const repo = `${WRITER}/${unique('reviews')}`;
  await signInWithToken(page, admin.token);
  await page.goto(`${server.baseUrl}/dataset/${dataset.id}/annotation-mode`);

  const exporting = new HubExportDialog(page);
  await exporting.open();
  await expect(exporting.repo).toBeFocused();
  // The SDK's to_hub() names when none are given, a public repo.
  await expect(exporting.subset).toHaveValue('default');
  await expect(exporting.split).toHaveValue('train');
  await expect(exporting.publicRepo).toBeChecked();
  await expect(exporting.privateRepo).not.toBeChecked();
  await exporting.fill({ repo, token: WRITE_TOKEN });
  await exporting.start.click();

  await page.waitForURL(/\/jobs\/[^/]+$/);
  await expect(exporting.dialog).toHaveCount(0);
  expect(page.url()).not.toContain(WRITE_TOKEN);
  const job = new JobPage(page);
  await expect(job.heading).toHaveText(`Export of ${dataset.name} to the Hub`);
  await expect(job.status).toHaveText('Finished');
  await expect(job.outcome).toContainText(`Export finished: 3 records written to ${repo}.`);
  const openOnHub = job.outcome.getByRole('link', { name: 'Open on the Hub' });
  await expect(openOnHub).toHaveAttribute('href', `${hub.url}/datasets/${repo}`);
  await expect(openOnHub).toHaveAttribute('target', '_blank');
  await expect(job.cancel).toHaveCount(0);

  const finished = await api.call(endpoints.getJob, { params: { job_id: job.jobId() } });
  expect(finished).toMatchObject({
    status: 'finished',
    kind: 'export',
    dataset_id: dataset.id,
    target: { repo_id: repo, subset: 'default', split: 'train', private: false },
    url: `${hub.url}/datasets/${repo}`,
  });

  // The repo as to_hub() leaves it: the card, the SDK's settings, and the split's one Parquet file.
  const files = hub.repoFiles(repo);
  const paths = [...files.keys()];
  expect(paths).toEqual(expect.arrayContaining(['README.md', '.argilla/settings.json']));
  const parquet = paths.filter((path) => /^data\/[^/]+\.parquet$/.test(path));
  expect(parquet).toEqual(['data/train-00000-of-00001.parquet']);
  expect(files.get('README.md')!.toString('utf8')).toMatch(/^---\n/);
  const settings = JSON.parse(files.get('.argilla/settings.json')!.toString('utf8')) as {
    fields: { name: string }[];
    questions: { name: string }[];
  };
  expect(settings.fields.map((field) => field.name)).toEqual([SEEDED_FIELD]);
  expect(settings.questions.map((question) => question.name)).toEqual([SEEDED_QUESTION]);
  const rows = await readParquet(files.get(parquet[0]!)!);
  expect(rows.map((row) => row[SEEDED_FIELD])).toEqual(TEXTS);
  expect(rows.map((row) => row._server_id)).toEqual(records.map((record) => record.id));
  // Every write to the Hub went with the token typed in the dialog.
  const writes = hub.requests.filter((request) => request.method === 'POST' && request.path.startsWith('/api/'));
  expect(writes.length).toBeGreaterThan(0);
  for (const write of writes) expect(write.authorization).toBe(`Bearer ${WRITE_TOKEN}`);
});

test('a dataset without records is refused in the dialog, in the server’s words, and nothing is written', async ({ page }) => {
  const draft = await api.createDataset(workspaceId, unique('empty'));
  const dataset = await api.publish(draft.dataset.id);
  const repo = `${WRITER}/${unique('empty')}`;
  await signInWithToken(page, admin.token);
  await page.goto(`${server.baseUrl}/dataset/${dataset.id}/annotation-mode`);

  const exporting = new HubExportDialog(page);
  await exporting.open();
  await exporting.fill({ repo, token: WRITE_TOKEN });
  await exporting.start.click();
  await expect(exporting.refusal).toContainText('has no records to export');
  // The dialog stays open with what was typed, on the dataset's page.
  await expect(exporting.dialog).toBeVisible();
  await expect(exporting.repo).toHaveValue(repo);
  await expect(page).toHaveURL(new RegExp(`/dataset/${dataset.id}/annotation-mode`));
  expect(hub.repoFiles(repo).size).toBe(0);
  const { items: jobs } = await api.call(endpoints.listJobs, { query: { dataset_id: dataset.id } });
  expect(jobs).toEqual([]);
});
