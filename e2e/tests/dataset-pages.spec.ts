import { expect, test, type Page } from '@playwright/test';
import { GlossApi, SEEDED_QUESTION } from '../support/api';
import { saveThemedScreenshots } from '../support/screenshots';
import { seedUser, unique } from '../support/seed';
import { signInWithToken } from '../support/session';

// The dataset pages are still being built: these tests only open them for the screenshots, and check
// what any version must do (name the dataset, finish loading, and say when a dataset does not exist).

async function seedDatasetWithProgress() {
  const api = GlossApi.asOwner();
  const workspace = await api.createWorkspace(unique('ws-pages'));
  const draft = await api.createDataset(workspace.id, unique('reviews'), {
    guidelines: 'Label each review by its **sentiment**: positive, negative or neutral.',
    minSubmitted: 1,
  });
  const dataset = await api.publish(draft.dataset.id);
  const records = await api.addRecords(dataset.id, ['Great product, works as advertised.', 'Broke after a day.', 'It is a phone.', 'Fine.']);
  const [admin, annotator] = await Promise.all([
    seedUser('admin', { workspaceIds: [workspace.id] }),
    seedUser('annotator', { workspaceIds: [workspace.id] }),
  ]);
  await annotator.api.submitResponse(records[0]!.id, { [SEEDED_QUESTION]: 'positive' });
  await admin.api.submitResponse(records[1]!.id, { [SEEDED_QUESTION]: 'negative' });
  return { workspace, dataset, admin, annotator };
}

/** Waits until the page names the dataset and nothing on it is loading any more. */
async function expectLoaded(page: Page, datasetName: string) {
  await expect(page.getByRole('heading', { level: 1, name: datasetName })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Spinners are statuses; the annotation page's save state is a live region that is always there.
  await expect(page.getByRole('main').locator('[role="status"]:not([data-testid="save-state"])')).toHaveCount(0);
}

test('the annotation page of a dataset, in both themes', async ({ page }) => {
  const { dataset, admin } = await seedDatasetWithProgress();
  await signInWithToken(page, admin.token);
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  await expectLoaded(page, dataset.name);
  await saveThemedScreenshots(page, 'annotation-mode');
});

test('the settings page of a dataset, in both themes', async ({ page }) => {
  const { dataset, admin } = await seedDatasetWithProgress();
  await signInWithToken(page, admin.token);
  await page.goto(`/dataset/${dataset.id}/settings`);
  await expectLoaded(page, dataset.name);
  await saveThemedScreenshots(page, 'dataset-settings');
});

test('an admin sees every section of the settings, an annotator the dataset alone', async ({ page, browser }) => {
  const { dataset, admin, annotator } = await seedDatasetWithProgress();
  const sections = ['Dataset info', 'Annotation guidelines', 'Task distribution', 'Fields', 'Questions', 'Metadata properties', 'Vectors'];

  await signInWithToken(page, admin.token);
  await page.goto(`/dataset/${dataset.id}/settings`);
  await expectLoaded(page, dataset.name);
  for (const name of sections) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();

  // Annotators load the dataset only: not its fields, questions, metadata or vectors.
  const annotatorContext = await browser.newContext();
  const annotatorPage = await annotatorContext.newPage();
  const settingsCalls: string[] = [];
  annotatorPage.on('request', (request) => {
    if (/\/(fields|questions|metadata-properties|vectors-settings)$/.test(new URL(request.url()).pathname)) settingsCalls.push(request.url());
  });
  await signInWithToken(annotatorPage, annotator.token);
  await annotatorPage.goto(`/dataset/${dataset.id}/settings`);
  await expectLoaded(annotatorPage, dataset.name);
  await expect(annotatorPage.getByRole('heading', { level: 2, name: 'Dataset info' })).toBeVisible();
  await expect(annotatorPage.getByRole('heading', { level: 2, name: 'Annotation guidelines' })).toBeVisible();
  for (const name of sections.slice(2)) await expect(annotatorPage.getByRole('heading', { level: 2, name, exact: true })).toHaveCount(0);
  expect(settingsCalls).toEqual([]);
  await annotatorContext.close();
});

test('the settings page of a dataset that does not exist says so', async ({ page }) => {
  const admin = await seedUser('admin');
  await signInWithToken(page, admin.token);
  await page.goto('/dataset/00000000-0000-4000-8000-000000000000/settings');
  await expect(page.getByRole('heading', { name: 'Dataset not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dataset list' })).toHaveAttribute('href', '/');
});
