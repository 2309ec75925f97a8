import { expect, test } from '@playwright/test';
import { BulkView } from '../pages/BulkView';
import { seedBulkDataset } from '../support/bulk-seed';
import { saveScreenshot, saveThemedScreenshots } from '../support/screenshots';
import { signInWithToken } from '../support/session';

test('the bulk view in both themes: a filtered page, partly selected, with every matched record on offer', async ({ page }) => {
  const { dataset, annotator } = await seedBulkDataset(60, { inGroupA: 48 });
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  await bulk.goto(dataset.id, { 'meta.group': 'a', size: 25 });
  await expect(bulk.annotate.counter).toHaveText('1–25 of 48');
  await bulk.selectPage.check();
  await expect(bulk.matchedButton()).toHaveText('Select all 48 matched records');
  await bulk.annotate.label('sentiment', 'positive').click();
  await expect(bulk.action('Submit')).toHaveText(/^Submit 25 records/);
  await saveThemedScreenshots(page, 'annotate-bulk');

  // Expanded records, a few picked.
  const ids = await bulk.shownIds();
  await bulk.selectPage.uncheck();
  await bulk.checkbox(ids[0]!).check();
  await bulk.checkbox(ids[2]!).check();
  await page.getByRole('button', { name: 'Expand records' }).click();
  await expect(page.getByRole('button', { name: 'Collapse records' })).toHaveAttribute('aria-pressed', 'true');
  await saveThemedScreenshots(page, 'annotate-bulk-expanded');
});

test('the bulk view in German at 800 px', async ({ page }) => {
  const { dataset, annotator } = await seedBulkDataset(30);
  await page.setViewportSize({ width: 800, height: 900 });
  await signInWithToken(page, annotator.token, { language: 'de' });
  await page.goto(`/dataset/${dataset.id}/annotation-mode?status=pending&view=bulk&size=10&page=1`);
  const list = page.getByTestId('bulk-list');
  await expect(list).toHaveAttribute('data-complete', 'true');
  await expect(page.getByTestId('record-counter')).toHaveText('1–10 von 30');
  await page.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }).check();
  await expect(page.getByTestId('bulk-selected-count')).toHaveText('10 Datensätze ausgewählt');
  const submit = page.getByTestId('bulk-questionnaire').locator('footer').getByRole('button', { name: /^10 Datensätze einreichen/ });
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sammelansicht' })).toHaveAttribute('aria-pressed', 'true');
  // Nothing in the actions overflows its button.
  const overflowing = await page
    .getByTestId('bulk-questionnaire')
    .locator('footer button')
    .evaluateAll((buttons) => buttons.filter((button) => button.scrollWidth > button.clientWidth + 1).map((button) => button.textContent));
  expect(overflowing).toEqual([]);
  await saveScreenshot(page, 'annotate-bulk-de-800');
  // Stacked, the records scroll in a region of their own: the questionnaire follows right after it.
  const listBox = await page.getByTestId('bulk-header').locator('..').boundingBox();
  expect(listBox!.height).toBeLessThanOrEqual(900 * 0.7 + 1);
  await submit.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('bulk-questionnaire').getByRole('heading', { name: 'Antworten für 10 ausgewählte Datensätze' })).toBeVisible();
  await saveScreenshot(page, 'annotate-bulk-de-800-questions');
});
