import { expect, test } from '@playwright/test';
import { BulkView } from '../pages/BulkView';
import { seedBulkDataset, storedAll, watchBulkWrites } from '../support/bulk-seed';
import { signInWithToken } from '../support/session';

test('a chunk the server partly refuses: "Some records failed to annotate", and its button opens the failed records', async ({ page }) => {
  const { dataset, annotator } = await seedBulkDataset(25, { inGroupA: 25 });
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  const writes = watchBulkWrites(page);
  // The second chunk's answer says its 3rd and 7th items failed (the server wrote the rest).
  let calls = 0;
  const refused: string[] = [];
  await page.route('**/api/v1/me/responses/bulk', async (route) => {
    calls += 1;
    if (calls !== 2) return route.fallback();
    const body = route.request().postDataJSON() as { items: { record_id: string }[] };
    const failing = new Set([body.items[2]!.record_id, body.items[6]!.record_id]);
    refused.push(...failing);
    const kept = body.items.filter((item) => !failing.has(item.record_id));
    const response = await route.fetch({ postData: JSON.stringify({ items: kept }) });
    const answered = (await response.json()) as { items: unknown[] };
    let next = 0;
    const items = body.items.map((item) => (failing.has(item.record_id) ? { item: null, error: { detail: 'Record is busy, try again' } } : answered.items[next++]));
    await route.fulfill({ response, json: { items } });
  });
  await bulk.goto(dataset.id, { 'meta.group': 'a' });
  await bulk.selectPage.check();
  await bulk.matchedButton().click();
  await expect(bulk.selectedCount).toHaveText('25 records selected');
  await bulk.annotate.label('sentiment', 'positive').click();
  await bulk.action('Submit').click();

  const toast = bulk.annotate.toasts.toast('Some records failed to annotate');
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-type', 'danger');
  expect(writes.map((chunk) => chunk.length)).toEqual([10, 10, 5]);
  const stored = await storedAll(writes.flat(), annotator.id);
  writes.flat().forEach((id, index) => expect(stored[index]?.status ?? null).toBe(refused.includes(id) ? null : 'submitted'));

  // The button shows the two records, selected, with the server's reason; the answers are still there.
  await toast.getByRole('button', { name: 'Show failed records' }).click();
  await expect(bulk.failedView).toContainText('2 records failed to annotate');
  await expect(bulk.cards).toHaveCount(2);
  expect((await bulk.shownIds()).sort()).toEqual([...refused].sort());
  await expect(bulk.cards.first()).toContainText('Not saved: Record is busy, try again');
  await expect(bulk.selectedCount).toHaveText('2 records selected');
  await expect(bulk.annotate.label('sentiment', 'positive')).toHaveAttribute('aria-checked', 'true');

  // Trying again writes them; the list is the queue again.
  await page.unroute('**/api/v1/me/responses/bulk');
  await bulk.action('Submit').click();
  await expect(bulk.annotate.toasts.toast('The 2 records have been submitted')).toBeVisible();
  await expect(bulk.failedView).toHaveCount(0);
  expect((await storedAll(refused, annotator.id)).map((answer) => answer?.status)).toEqual(['submitted', 'submitted']);
  await expect(bulk.annotate.emptyQueue).toBeVisible();
});

test('the keyboard: move between cards, select one, the page, apply; a number never submits; Alt+B switches the view', async ({ page }) => {
  const { dataset, annotator } = await seedBulkDataset(12);
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  const writes = watchBulkWrites(page);
  await bulk.annotate.goto(dataset.id);
  await bulk.annotate.openRecordId();

  await bulk.annotate.press('Alt+b');
  await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'bulk');
  await bulk.expectLoaded();
  const ids = await bulk.shownIds();

  // Nothing selected: Enter says why.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await bulk.annotate.press('Enter');
  await expect(bulk.annotate.toasts.toast('No record selected')).toBeVisible();

  await bulk.annotate.press('ArrowDown');
  await expect(bulk.card(ids[0]!)).toBeFocused();
  await bulk.annotate.press('ArrowDown', 'Space');
  await expect(bulk.card(ids[1]!)).toBeFocused();
  await expect(bulk.checkbox(ids[1]!)).toBeChecked();
  await expect(bulk.selectedCount).toHaveText('1 record selected');
  await bulk.annotate.press('ArrowUp', 'Space');
  await expect(bulk.selectedCount).toHaveText('2 records selected');
  await bulk.annotate.press('Space');
  await expect(bulk.selectedCount).toHaveText('1 record selected');
  await bulk.annotate.press('Control+a');
  await expect(bulk.selectedCount).toHaveText('10 records selected');

  // A number picks the label of the active question and the keyboard moves on; nothing is sent.
  await bulk.annotate.question('sentiment').locator('header').click();
  await bulk.annotate.press('1');
  await expect(bulk.annotate.label('sentiment', 'positive')).toHaveAttribute('aria-checked', 'true');
  await page.waitForTimeout(300);
  expect(writes).toEqual([]);

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await bulk.annotate.press('Enter');
  await expect(bulk.annotate.toasts.toast('The 10 records have been submitted')).toBeVisible();
  expect(writes.map((chunk) => chunk.length)).toEqual([10]);
  await expect(bulk.annotate.counter).toHaveText('1–2 of 2');

  // The shortcuts panel lists the bulk keys; Alt+B goes back to one record at a time.
  await bulk.annotate.press('?');
  const panel = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(panel).toContainText('Select all on this page, or none');
  await expect(panel).toContainText('Switch between focus and bulk view');
  await bulk.annotate.press('Escape');
  await expect(panel).toBeHidden();
  await bulk.annotate.press('Alt+b');
  await expect(page).toHaveURL((url) => !url.searchParams.has('view'));
  await expect(bulk.annotate.questionnaire).toBeVisible();
  await expect(bulk.annotate.counter).toHaveText('1 of 2');
});
