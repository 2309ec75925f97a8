import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { seedLabelDataset, storedAnswers } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

test('a submit made offline keeps the answers and is sent, for that record, once back online', async ({ page, context }) => {
  const { dataset, annotator } = await seedLabelDataset(['First', 'Second']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  const first = await annotate.openRecordId();

  await context.setOffline(true);
  await expect(annotate.toasts.toast('You are offline')).toBeVisible();
  await annotate.press('2', 'Enter');
  // The next record shows at once; the answer waits for the network.
  const second = await annotate.nextRecordAfter(first);
  expect(await storedAnswers(first, annotator.id)).toBeNull();

  // Back on it, the answer is there; the draft saved after a pause waits too, and does not turn the
  // submit into a draft.
  await annotate.press('ArrowLeft');
  await annotate.expectRecord(first);
  await expect(annotate.label('label', 'negative')).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.saveState).toHaveText('Offline: your answers will be saved when you are back online');
  await annotate.press('ArrowRight');
  await annotate.expectRecord(second);

  await context.setOffline(false);
  await expect.poll(() => storedAnswers(first, annotator.id)).toEqual({ status: 'submitted', values: { label: 'negative' } });
  await annotate.expectRecord(second);
  expect(await storedAnswers(second, annotator.id)).toBeNull();
  await expect(annotate.progress.getByTestId('my-count-submitted')).toContainText('1');

  // The submitted record is where it belongs, with its answer.
  await annotate.showStatus('submitted');
  await annotate.expectRecord(first);
  await expect(annotate.label('label', 'negative')).toHaveAttribute('aria-checked', 'true');
});

test('a submit the server fails keeps the answers on the record, which reopens with them', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['First', 'Second']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  const first = await annotate.openRecordId();

  await page.route(`**/api/v1/records/${first}/responses`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Internal server error' }) })
      : route.fallback(),
  );
  await annotate.press('3', 'Enter');
  await annotate.nextRecordAfter(first);

  const unsaved = annotate.toasts.toast('Your answers to a previous record were not saved. They are kept on that record.');
  await expect(unsaved).toBeVisible();
  expect(await storedAnswers(first, annotator.id)).toBeNull();
  await page.unroute(`**/api/v1/records/${first}/responses`);
  await unsaved.getByRole('button', { name: 'Open that record' }).click();
  await annotate.expectRecord(first);
  await expect(annotate.label('label', 'neutral')).toHaveAttribute('aria-checked', 'true');

  await annotate.press('Enter');
  await expect.poll(() => storedAnswers(first, annotator.id)).toEqual({ status: 'submitted', values: { label: 'neutral' } });
});

test('an answer left behind offline is still on its record when coming back, and saved once online', async ({ page, context }) => {
  const { dataset, annotator } = await seedLabelDataset(['First', 'Second']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  const first = await annotate.openRecordId();

  await context.setOffline(true);
  await expect(annotate.toasts.toast('You are offline')).toBeVisible();
  // Leaving saves the edit as a draft first; offline, that write waits for the network.
  await annotate.press('2', 'ArrowRight');
  await annotate.nextRecordAfter(first);
  await annotate.press('ArrowLeft');
  await annotate.expectRecord(first);
  await expect(annotate.label('label', 'negative')).toHaveAttribute('aria-checked', 'true');

  await context.setOffline(false);
  await expect.poll(() => storedAnswers(first, annotator.id)).toEqual({ status: 'draft', values: { label: 'negative' } });
  await expect(annotate.saveState).toHaveText('Saved');
  await expect(annotate.recordStatus).toHaveText('Draft');
  await expect(annotate.label('label', 'negative')).toHaveAttribute('aria-checked', 'true');
});
