import { expect, test, type Page } from '@playwright/test';
import { GlossApi, SEEDED_QUESTION } from '../support/api';
import { saveThemedScreenshots } from '../support/screenshots';
import { seedUser, unique } from '../support/seed';
import { signInWithToken } from '../support/session';

// The dataset pages in both themes, who gets which settings, and a dataset that does not exist. Editing
// the settings has its own journeys (settings-edit.spec.ts).

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

test('an admin gets the settings tabs (Metadata and Vectors only when the dataset has them), an annotator the dataset alone', async ({ page, browser }) => {
  const { dataset, admin, annotator } = await seedDatasetWithProgress();

  await signInWithToken(page, admin.token);
  await page.goto(`/dataset/${dataset.id}/settings`);
  await expectLoaded(page, dataset.name);
  const tabs = page.getByRole('tablist', { name: 'Settings' }).getByRole('tab');
  await expect(tabs).toHaveText(['General', 'Fields', 'Questions', 'Assignment', 'Danger zone']);

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
  await expect(annotatorPage.getByRole('tablist')).toHaveCount(0);
  await expect(annotatorPage.getByRole('button', { name: 'Update' })).toHaveCount(0);
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
