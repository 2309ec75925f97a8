import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { seedLabelDataset, storedAnswers } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

const place = (url: URL) => ({ status: url.searchParams.get('status'), page: url.searchParams.get('page'), record: url.searchParams.get('record') });

test('the counter, the arrow keys and the URL: a reload opens the same record', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['One', 'Two', 'Three']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);

  const first = await annotate.openRecordId();
  await expect(annotate.counter).toHaveText('1 of 3');
  await expect(annotate.previousRecord).toBeDisabled();
  await expect(page).toHaveURL((url) => JSON.stringify(place(url)) === JSON.stringify({ status: 'pending', page: '1', record: first }));

  await annotate.press('ArrowRight');
  const second = await annotate.nextRecordAfter(first);
  await expect(annotate.counter).toHaveText('2 of 3');
  await expect(page).toHaveURL((url) => JSON.stringify(place(url)) === JSON.stringify({ status: 'pending', page: '2', record: second }));

  await page.reload();
  await annotate.expectRecord(second);
  await expect(annotate.counter).toHaveText('2 of 3');

  await annotate.nextRecord.click();
  const third = await annotate.nextRecordAfter(second);
  await expect(annotate.counter).toHaveText('3 of 3');
  await expect(annotate.nextRecord).toBeDisabled();
  await annotate.press('ArrowLeft', 'ArrowLeft');
  await annotate.expectRecord(first);
  await expect(annotate.counter).toHaveText('1 of 3');
  expect(new Set([first, second, third]).size).toBe(3);

  // Leaving a pending record with an answer saves it as a draft on the way, without asking: it only says so.
  await annotate.press('3', 'ArrowRight');
  await annotate.expectRecord(second);
  await expect(annotate.toasts.toast('Saved as draft')).toHaveAttribute('data-type', 'info');
  await expect(annotate.toasts.region.locator('[data-type="warning"]')).toHaveCount(0);
  await expect.poll(() => storedAnswers(first, annotator.id)).toEqual({ status: 'draft', values: { label: 'neutral' } });
});

test('leaving an edited submitted record asks first, and "Ignore and continue" keeps the submitted answer', async ({ page }) => {
  const { dataset, annotator, records } = await seedLabelDataset(['One', 'Two']);
  for (const record of records) await annotator.api.submitResponse(record.id, { label: 'positive' });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id, { status: 'submitted' });

  const first = await annotate.openRecordId();
  await expect(annotate.recordStatus).toHaveText('Submitted');
  await expect(annotate.counter).toHaveText('1 of 2');
  await annotate.press('2');
  await expect(annotate.label('label', 'negative')).toHaveAttribute('aria-checked', 'true');
  await annotate.press('ArrowRight');

  const warning = annotate.toasts.toast("You didn't submit your changes");
  await expect(warning).toHaveAttribute('data-type', 'warning');
  await annotate.expectRecord(first);
  // No draft replaces the submitted response meanwhile.
  await expect(annotate.saveState).toHaveText('');
  expect(await storedAnswers(first, annotator.id)).toEqual({ status: 'submitted', values: { label: 'positive' } });

  await warning.getByRole('button', { name: 'Ignore and continue' }).click();
  await annotate.nextRecordAfter(first);
  await expect(annotate.counter).toHaveText('2 of 2');
  expect(await storedAnswers(first, annotator.id)).toEqual({ status: 'submitted', values: { label: 'positive' } });

  // Back on it, the stored answer is shown again.
  await annotate.press('ArrowLeft');
  await annotate.expectRecord(first);
  await expect(annotate.label('label', 'positive')).toHaveAttribute('aria-checked', 'true');
});

test('two quick → from a record whose draft is being saved go two records on, not one', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['One', 'Two', 'Three', 'Four']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  const first = await annotate.openRecordId();
  // Leaving saves the answer as a draft first; the server takes its time, so the second key comes meanwhile.
  await page.route('**/api/v1/records/*/responses', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await annotate.press('3', 'ArrowRight', 'ArrowRight');
  await expect(annotate.counter).toHaveText('3 of 4');
  await expect.poll(() => storedAnswers(first, annotator.id)).toEqual({ status: 'draft', values: { label: 'neutral' } });
  const third = await annotate.openRecordId();
  await annotate.press('ArrowLeft', 'ArrowLeft');
  await annotate.expectRecord(first);
  expect(third).not.toBe(first);
});

test('opening the page asks for its records while its code loads, once, and a reload on page 2 opens that record', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['One', 'Two', 'Three']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const order: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/records/search')) order.push('records');
    else if (/AnnotationModePage-[^/]*\.js$/.test(path)) order.push('code');
  });
  page.on('requestfinished', (request) => {
    if (/AnnotationModePage-[^/]*\.js$/.test(new URL(request.url()).pathname)) order.push('code loaded');
  });
  await annotate.goto(dataset.id);
  await annotate.openRecordId();
  expect(order.filter((entry) => entry === 'records')).toHaveLength(1);
  expect(order.indexOf('records')).toBeLessThan(order.indexOf('code loaded'));

  await annotate.press('ArrowRight');
  await expect(annotate.counter).toHaveText('2 of 3');
  const second = await annotate.openRecordId();
  // The address bar follows the screen a paint later: the reload is of the address that names page 2.
  await expect(page).toHaveURL((url) => JSON.stringify(place(url)) === JSON.stringify({ status: 'pending', page: '2', record: second }));
  order.length = 0;
  await page.reload();
  await annotate.expectRecord(second);
  await expect(annotate.counter).toHaveText('2 of 3');
  expect(order.filter((entry) => entry === 'records')).toHaveLength(1);
});
