import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '@gloss/contract';
import { AnnotationPage } from '../pages/AnnotationPage';
import { fetchRecord, seedLabelDataset } from '../support/annotate-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import type { SeededUser } from '../support/seed';
import { signInWithToken } from '../support/session';

/** The annotator's response to a record, read through the API as the annotator: id, status and values, or null. */
async function myResponse(annotator: SeededUser, recordId: string) {
  const record = await fetchRecord(recordId, annotator.api);
  const own = record.responses?.find((response) => response.user_id === annotator.id);
  return own ? { id: own.id, status: own.status, values: own.values } : null;
}

/** Two records, both answered by the annotator with `status` (labels "negative" and "neutral"). */
async function seedAnswered(status: 'draft' | 'submitted') {
  const seeded = await seedLabelDataset(['First text', 'Second text']);
  const [one, two] = seeded.records;
  await seeded.annotator.api.submitResponse(one!.id, { label: 'negative' }, status);
  await seeded.annotator.api.submitResponse(two!.id, { label: 'neutral' }, status);
  return seeded;
}

async function openAs(page: Page, annotator: SeededUser) {
  await signInWithToken(page, annotator.token);
  return new AnnotationPage(page);
}

const failWith500 = { status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Internal server error' }) };

test('undo after submit: the response is deleted, the record is pending and shown again, metrics follow', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['First text', 'Second text']);
  const annotate = await openAs(page, annotator);
  await annotate.goto(dataset.id);

  const first = await annotate.openRecordId();
  await annotate.label('label', 'positive').click();
  await annotate.submit.click();
  await annotate.nextRecordAfter(first);
  await expect(annotate.counter).toHaveText('2 of 2');
  const offer = annotate.toasts.toast('Record submitted');
  await expect(offer.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect.poll(() => myResponse(annotator, first)).toMatchObject({ status: 'submitted', values: { label: { value: 'positive' } } });
  await expect(annotate.progress.getByTestId('my-count-submitted')).toContainText('1');

  await offer.getByRole('button', { name: 'Undo' }).click();
  await expect(annotate.toasts.toast('Undone: the record has its previous answers again')).toHaveAttribute('data-type', 'success');
  await expect.poll(() => myResponse(annotator, first)).toBeNull();
  // Back where it was in the pending queue, as it was before the submit.
  await annotate.expectRecord(first);
  await expect(annotate.counter).toHaveText('1 of 2');
  await expect(annotate.recordStatus).toHaveText('Pending');
  await expect(annotate.label('label', 'positive')).toHaveAttribute('aria-checked', 'false');
  await expect(annotate.progress.getByTestId('my-count-submitted')).toContainText('0');
  await expect(offer).toHaveCount(0);
});

test('undo after a discard by Backspace (with Ctrl+Z): the draft of before is back, exactly', async ({ page }) => {
  const { dataset, annotator } = await seedAnswered('draft');
  const annotate = await openAs(page, annotator);
  await annotate.goto(dataset.id, { status: 'draft' });

  const first = await annotate.openRecordId();
  const before = await myResponse(annotator, first);
  expect(before?.status).toBe('draft');
  await annotate.press('Backspace');
  await annotate.nextRecordAfter(first);
  await expect(annotate.toasts.toast('Record discarded').getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect.poll(async () => (await myResponse(annotator, first))?.status).toBe('discarded');

  await annotate.press('Control+z');
  await expect(annotate.toasts.toast('Undone: the record has its previous answers again')).toBeVisible();
  expect(await myResponse(annotator, first)).toEqual(before);
  await annotate.expectRecord(first);
  await expect(annotate.counter).toHaveText('1 of 2');
  await expect(annotate.recordStatus).toHaveText('Draft');
  await expect(annotate.label('label', before!.values!.label!.value as string)).toHaveAttribute('aria-checked', 'true');
  // The offer is used up: Ctrl+Z again changes nothing.
  await annotate.press('Control+z');
  await expect(annotate.toasts.toast('Record discarded')).toHaveCount(0);
  expect(await myResponse(annotator, first)).toEqual(before);
});

test('undo after save as draft: a submitted response is submitted again, with its answer, on screen', async ({ page }) => {
  const { dataset, annotator } = await seedAnswered('submitted');
  const annotate = await openAs(page, annotator);
  await annotate.goto(dataset.id, { status: 'submitted' });

  const first = await annotate.openRecordId();
  const before = await myResponse(annotator, first);
  const answered = before!.values!.label!.value as string;
  await annotate.label('label', 'positive').click();
  await annotate.saveDraft.click();
  await expect(annotate.recordStatus).toHaveText('Draft');
  await expect.poll(() => myResponse(annotator, first)).toMatchObject({ status: 'draft', values: { label: { value: 'positive' } } });

  await annotate.toasts.toast('Draft saved').getByRole('button', { name: 'Undo' }).click();
  await expect(annotate.recordStatus).toHaveText('Submitted');
  expect(await myResponse(annotator, first)).toEqual(before);
  await annotate.expectRecord(first);
  await expect(annotate.label('label', answered)).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.label('label', 'positive')).toHaveAttribute('aria-checked', 'false');
  await expect(annotate.saveState).not.toHaveText('Saving...');
});

test('undo after clear: the submitted response is written again with its status and values', async ({ page }) => {
  const { dataset, annotator } = await seedAnswered('submitted');
  const annotate = await openAs(page, annotator);
  await annotate.goto(dataset.id, { status: 'submitted' });

  const first = await annotate.openRecordId();
  const before = await myResponse(annotator, first);
  await annotate.clear.click();
  await expect(annotate.recordStatus).toHaveText('Pending');
  await expect.poll(() => myResponse(annotator, first)).toBeNull();

  await annotate.toasts.toast('Answers cleared').getByRole('button', { name: 'Undo' }).click();
  await expect(annotate.recordStatus).toHaveText('Submitted');
  // Clear deleted the response: undo creates it again, so only its id is new.
  const after = await myResponse(annotator, first);
  expect({ status: after?.status, values: after?.values }).toEqual({ status: before!.status, values: before!.values });
  await annotate.expectRecord(first);
  await expect(annotate.counter).toHaveText('1 of 2');
  await expect(annotate.label('label', before!.values!.label!.value as string)).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.clear).toBeVisible();
});

test('a stale undo is refused: answers written after the action (here, an auto-saved edit) are kept', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['First text', 'Second text']);
  const annotate = await openAs(page, annotator);
  await annotate.goto(dataset.id);

  const first = await annotate.openRecordId();
  await annotate.label('label', 'positive').click();
  await annotate.saveDraft.click();
  const offer = annotate.toasts.toast('Draft saved');
  await expect(offer).toBeVisible();
  // A further edit saves itself as a draft after a pause: the record is no longer what the action left.
  await annotate.label('label', 'negative').click();
  await expect.poll(() => myResponse(annotator, first)).toMatchObject({ status: 'draft', values: { label: { value: 'negative' } } });

  await offer.getByRole('button', { name: 'Undo' }).click();
  await expect(annotate.toasts.toast('Not undone: the record was changed again since. Its latest answers were kept.')).toHaveAttribute(
    'data-type',
    'warning',
  );
  expect(await myResponse(annotator, first)).toMatchObject({ status: 'draft', values: { label: { value: 'negative' } } });
  await annotate.expectRecord(first);
  await expect(annotate.label('label', 'negative')).toHaveAttribute('aria-checked', 'true');
});

test('a stale undo is refused when another session answered the record since', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['First text', 'Second text']);
  const annotate = await openAs(page, annotator);
  await annotate.goto(dataset.id);

  const first = await annotate.openRecordId();
  await annotate.label('label', 'positive').click();
  await annotate.submit.click();
  await annotate.nextRecordAfter(first);
  await expect.poll(async () => (await myResponse(annotator, first))?.status).toBe('submitted');
  const submitted = await myResponse(annotator, first);
  // Another tab changes the answer.
  await annotator.api.call(endpoints.updateResponse, {
    params: { response_id: submitted!.id },
    body: { status: 'submitted', values: { label: { value: 'neutral' } } },
  });

  await annotate.toasts.toast('Record submitted').getByRole('button', { name: 'Undo' }).click();
  await expect(annotate.toasts.toast('Not undone: the record was changed again since. Its latest answers were kept.')).toBeVisible();
  expect(await myResponse(annotator, first)).toMatchObject({ status: 'submitted', values: { label: { value: 'neutral' } } });
});

test('an undo the server refuses says so and keeps the way back: Try again restores the draft', async ({ page }) => {
  const { dataset, annotator } = await seedAnswered('draft');
  const annotate = await openAs(page, annotator);
  await annotate.goto(dataset.id, { status: 'draft' });

  const first = await annotate.openRecordId();
  const before = await myResponse(annotator, first);
  await annotate.discard.click();
  await annotate.nextRecordAfter(first);
  await expect.poll(async () => (await myResponse(annotator, first))?.status).toBe('discarded');

  const puts = '**/api/v1/responses/*';
  await page.route(puts, (route) => (route.request().method() === 'PUT' ? route.fulfill(failWith500) : route.fallback()));
  await annotate.toasts.toast('Record discarded').getByRole('button', { name: 'Undo' }).click();
  const failure = annotate.toasts.toast('Undo failed: the server did not take it. The record keeps its new answers.');
  await expect(failure).toHaveAttribute('data-type', 'danger');
  expect(await myResponse(annotator, first)).toMatchObject({ status: 'discarded' });
  // It stays until closed (the answers of before are only here now).
  await page.waitForTimeout(7_000);
  await expect(failure).toBeVisible();

  await page.unroute(puts);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(annotate.toasts.toast('Undone: the record has its previous answers again')).toBeVisible();
  expect(await myResponse(annotator, first)).toEqual(before);
  await annotate.expectRecord(first);
  await expect(annotate.recordStatus).toHaveText('Draft');
});

test('undo of a submit that failed says there is nothing to undo, and the record is unchanged', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['First text', 'Second text']);
  const annotate = await openAs(page, annotator);
  await annotate.goto(dataset.id);

  const first = await annotate.openRecordId();
  const writes = `**/api/v1/records/${first}/responses`;
  // The server refuses, but only once Undo was pressed: it is pressed while the submit is still on its way,
  // however long the page takes to get there.
  let refuse: () => void = () => {};
  const undoPressed = new Promise<void>((resolve) => (refuse = resolve));
  await page.route(writes, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await undoPressed;
    await route.fulfill(failWith500);
  });
  await annotate.label('label', 'neutral').click();
  await annotate.submit.click();
  await annotate.nextRecordAfter(first);
  await annotate.toasts.toast('Record submitted').getByRole('button', { name: 'Undo' }).click();
  refuse();

  await expect(annotate.toasts.toast('Nothing to undo: the action itself was not saved, so the record is unchanged.')).toHaveAttribute(
    'data-type',
    'danger',
  );
  expect(await myResponse(annotator, first)).toBeNull();
  // The answers wait on the record, as for any failed submit.
  await expect(annotate.toasts.toast('Your answers to a previous record were not saved. They are kept on that record.')).toBeVisible();
});

test('the offer to undo, in both themes (screenshots)', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['First text', 'Second text']);
  const annotate = await openAs(page, annotator);
  await annotate.goto(dataset.id);

  const first = await annotate.openRecordId();
  await annotate.press('Backspace');
  await annotate.nextRecordAfter(first);
  const offer = annotate.toasts.toast('Record discarded');
  await expect(offer.getByRole('button', { name: 'Undo' })).toBeVisible();
  await saveThemedScreenshots(page, 'annotate-undo-toast');
  await expect(offer).toBeVisible();
});
