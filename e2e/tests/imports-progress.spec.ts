import { endpoints } from '@gloss/contract';
import type { HubStandIn } from '@gloss/hub-stand-in';
import { expect, test, type Page } from '@playwright/test';
import { DatasetListPage } from '../pages/DatasetListPage';
import { JobPage } from '../pages/JobPage';
import { NewDatasetPage } from '../pages/NewDatasetPage';
import { GlossApi } from '../support/api';
import { type ServerWithHub, startServerWithHub } from '../support/hub';
import { reviewRows, reviewSplit } from '../support/hub-seed';
import { seedUser, unique, type SeededUser } from '../support/seed';
import { saveScreenshot } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/*
 * An import in progress, held where it stands by the file's own Hub stand-in rather than by the machine's
 * speed: its split is two Parquet files of 600 rows, and a read of the second file waits until the test
 * lets it go. The first read of that file is the import opening its source (reading each file's metadata
 * before any row); the next one comes once the first file's rows are read, when the first batch of 500 is
 * written: "500 of 1,200 rows read".
 */

const ROWS = 1_200;
const HELD_REPO = 'e2e/held-reviews';
const CANCELED_REPO = 'e2e/canceled-reviews';

/** Where the stand-in serves a split's converted Parquet file, as the dataset viewer's listing names it. */
const parquetFilePath = (repo: string, shard: number) =>
  `/datasets/${repo}/resolve/${encodeURIComponent('refs/convert/parquet')}/default/train/${String(shard).padStart(4, '0')}.parquet`;

test.describe.configure({ mode: 'default' });

let own: ServerWithHub;
let admin: SeededUser;
let workspaceName: string;

test.beforeAll(async () => {
  const split = reviewSplit(reviewRows('held', ROWS), { filesPerSplit: 2 });
  own = await startServerWithHub('imports-progress', {
    [HELD_REPO]: { subsets: { default: { splits: { train: split } } } },
    [CANCELED_REPO]: { subsets: { default: { splits: { train: split } } } },
  });
  const api = new GlossApi(own.server.baseUrl, { apiKey: own.server.owner.apiKey });
  const workspace = await api.createWorkspace(unique('ws'));
  workspaceName = workspace.name;
  admin = await seedUser('admin', { api, workspaceIds: [workspace.id] });
});

test.afterAll(async () => {
  await own?.stop();
});

/**
 * Starts the import of a held repo from the app and waits until it has written its first batch and waits on
 * the second file; answers the hold to release.
 */
async function startHeldImport(page: Page, hub: HubStandIn, repo: string, name: string) {
  const secondFile = parquetFilePath(repo, 1);
  const sizing = hub.faults.holdNext(secondFile);
  await signInWithToken(page, admin.token);
  const wizard = new NewDatasetPage(page);
  await wizard.goto(own.server.baseUrl);
  await wizard.lookUpHubDataset(repo);
  await expect(wizard.splitChoice('train')).toContainText('1,200 rows');
  await wizard.chooseSplit('default', 'train');
  await expect(wizard.sourceSummary).toContainText('1,200 rows');
  await wizard.createDataset({ name, workspace: workspaceName });
  await wizard.waitForJobPage();
  const job = new JobPage(page);

  // Held while opening its source: running, nothing read yet of the rows the Hub counts.
  await sizing.arrived;
  await expect(job.status).toHaveText('Importing');
  await expect(job.progressText).toHaveText('0 of 1,200 rows read');
  await expect(job.cancel).toBeVisible();

  // Let go, it reads the first file and writes its first batch, then waits on the second file.
  const reading = hub.faults.holdNext(secondFile);
  sizing.release();
  await reading.arrived;
  await expect(job.progressText).toHaveText('500 of 1,200 rows read');
  await expect(job.written).toHaveText('500');
  await expect(job.progressBar).toHaveAttribute('aria-valuenow', '41');
  return { job, reading };
}

test('an import’s progress is shown on its page and on its dataset’s row, and the page reopened follows it to the end', async ({ page }) => {
  const name = unique('held');
  const { job, reading } = await startHeldImport(page, own.hub, HELD_REPO, name);
  const jobId = job.jobId();
  await expect(job.status).toHaveText('Importing');
  await saveScreenshot(page, 'imports-job-running');

  // Left for the datasets list: the dataset's row shows the import instead of the team's progress.
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
  const list = new DatasetListPage(page);
  const progress = list.row(name).getByTestId('dataset-import-progress');
  await expect(progress).toHaveText('Importing… 41%');
  await expect(progress).toHaveAccessibleName(`Import into ${name}: Importing… 41%. Open its progress`);
  await expect(list.progressBar(name)).toHaveCount(0);
  await saveScreenshot(page, 'imports-list-row-importing');

  // Reopened from the row: the same job, where it stood.
  await progress.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(job.progressText).toHaveText('500 of 1,200 rows read');

  reading.release();
  await expect(job.status).toHaveText('Finished');
  await expect(job.outcome).toContainText('Import finished: 1,200 records added or updated.');
  await expect(job.progressText).toHaveText('1,200 of 1,200 rows read');
  await expect(job.cancel).toHaveCount(0);

  // Back on the list, the row shows the dataset's own progress again.
  await page.goto(`${own.server.baseUrl}/`);
  await expect(list.progressBar(name)).toBeVisible();
  await expect(list.row(name).getByTestId('dataset-import-progress')).toHaveCount(0);
});

test('a running import is canceled from its page, after a confirmation, and says how far it got', async ({ page }) => {
  const name = unique('canceled');
  const { job, reading } = await startHeldImport(page, own.hub, CANCELED_REPO, name);
  const jobId = job.jobId();

  await job.cancelImport();
  await expect(job.status).toHaveText('Canceled');
  await expect(job.outcome).toContainText('Canceled after 500 rows read: 500 written, 0 refused. What was written stays in the dataset.');
  await expect(job.outcome.getByRole('link', { name: 'Back to the dataset' })).toBeVisible();
  await expect(job.cancel).toHaveCount(0);
  await saveScreenshot(page, 'imports-job-canceled');
  // The request it was waiting on is let go only now: the cancel did not wait for it.
  reading.release();

  const api = new GlossApi(own.server.baseUrl, { apiKey: own.server.owner.apiKey });
  const stopped = await api.call(endpoints.getJob, { params: { job_id: jobId } });
  expect(stopped).toMatchObject({ status: 'canceled', progress: { rows_written: 500 } });
  expect(await api.getProgress(stopped.dataset_id)).toMatchObject({ total: 500 });
});
