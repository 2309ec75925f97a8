import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { DatasetListPage } from '../pages/DatasetListPage';
import { JobPage } from '../pages/JobPage';
import { NewDatasetPage } from '../pages/NewDatasetPage';
import { type GlossApi } from '../support/api';
import { statusOf } from '../support/people';
import { seedPublishedDataset, seedUser } from '../support/seed';
import { signInWithToken } from '../support/session';

/*
 * Datasets are started, and their imports followed, by owners and admins only. Annotators are offered
 * neither, a link they are given says so instead of showing the pages, and the API refuses them the same.
 */

/** Uploads a file as the app does (its bytes as the body, its name in the query), answering the status. */
async function uploadStatus(api: GlossApi): Promise<number> {
  const headers: Record<string, string> = { 'Content-Type': 'application/octet-stream' };
  if (api.credentials && 'token' in api.credentials) headers.Authorization = `Bearer ${api.credentials.token}`;
  const response = await fetch(new URL('/api/v1/uploads?filename=reviews.csv', api.baseUrl), {
    method: 'POST',
    headers,
    body: 'text\nhello\n',
  });
  await response.body?.cancel();
  return response.status;
}

test('an annotator is offered no new dataset, and /new and an import’s page tell them they may not', async ({ page }) => {
  const { workspace, dataset } = await seedPublishedDataset({ records: 2 });
  const annotator = await seedUser('annotator', { workspaceIds: [workspace.id] });
  const admin = await seedUser('admin', { workspaceIds: [workspace.id] });
  await signInWithToken(page, annotator.token);
  const list = new DatasetListPage(page);

  await page.goto('/');
  await expect(list.nameLink(dataset.name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'New dataset' })).toHaveCount(0);

  // The address typed anyway: the page says whose it is, and leads back.
  const wizard = new NewDatasetPage(page);
  await wizard.goto();
  await expect(wizard.notAllowed).toContainText('Only owners and admins create datasets');
  await expect(wizard.fileSource).toHaveCount(0);
  await expect(wizard.hubSource).toHaveCount(0);
  await wizard.notAllowed.getByRole('link', { name: 'Back to the datasets' }).click();
  await expect(list.nameLink(dataset.name)).toBeVisible();

  // An import of the annotator's own dataset, started by its admin: its page is not theirs either.
  const job = await admin.api.call(endpoints.importFromHub, {
    params: { dataset_id: dataset.id },
    body: { name: 'e2e/reviews', subset: 'small', split: 'train', mapping: { fields: [{ source: 'text', target: 'text' }] } },
  });
  const jobPage = new JobPage(page);
  await jobPage.goto(job.id);
  await expect(page.getByTestId('access-denied')).toContainText('Only owners and admins follow imports and exports');
  await expect(jobPage.progressCard).toHaveCount(0);

  // What the pages do not offer, the API refuses.
  expect(await uploadStatus(annotator.api)).toBe(403);
  expect(await statusOf(annotator.api, endpoints.lookUpHubDataset, { body: { dataset: 'e2e/reviews' } })).toBe(403);
  expect(await statusOf(annotator.api, endpoints.getJob, { params: { job_id: job.id } })).toBe(403);
  expect(await uploadStatus(admin.api)).toBe(201);
});

test('an admin is offered “New dataset” on the home page', async ({ page }) => {
  const { workspace } = await seedPublishedDataset({ records: 1 });
  const admin = await seedUser('admin', { workspaceIds: [workspace.id] });
  await signInWithToken(page, admin.token);
  await page.goto('/');
  await page.getByRole('link', { name: 'New dataset' }).click();
  await expect(new NewDatasetPage(page).fileSource).toBeVisible();
});
