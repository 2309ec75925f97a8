import { expect, test, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { seedLabelDataset, storedAnswers } from '../support/annotate-seed';
import { saveScreenshot } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/*
 * Two tabs of the same person on the same record. The one opened first holds an older copy: its write
 * is refused (nothing is overwritten), it says that the record changed elsewhere, keeps the person's
 * answers on screen and offers the newer answer, or theirs over it. It can save again afterwards, and
 * a refused write is never sent again by itself.
 */

const CHANGED = 'This record was changed elsewhere (in another tab or window), so your answers here were not saved.';

/** The person's writes of responses from one tab: POST, PUT and DELETE with their status. */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\/api\/v1\/(records\/[^/]+\/responses|responses\/[^/]+)$/.test(pathname)) writes.push(`${response.request().method()} ${response.status()}`);
  });
  return writes;
}

async function twoTabs(page: Page, options: { draft?: string } = {}) {
  const seeded = await seedLabelDataset(['First text', 'Second text']);
  const { annotator, dataset } = seeded;
  await signInWithToken(page.context(), annotator.token);
  // The person's own draft on both records, when asked: then the tabs change an existing response.
  if (options.draft) for (const record of seeded.records) await annotator.api.submitResponse(record.id, { label: options.draft }, 'draft');
  const older = new AnnotationPage(page);
  await older.goto(dataset.id, options.draft ? { status: 'draft' } : {});
  const recordId = await older.openRecordId();
  const newer = new AnnotationPage(await page.context().newPage());
  await newer.goto(dataset.id, options.draft ? { status: 'draft' } : {});
  await newer.expectRecord(recordId);
  return { ...seeded, older, newer, recordId };
}

test('a tab that submits over an answer made in another tab is told, keeps the answers, loads the newer one and saves again', async ({ page }) => {
  const { older, newer, annotator, recordId } = await twoTabs(page);
  const writes = watchWrites(page);
  await newer.press('1', 'Enter');
  await expect.poll(() => storedAnswers(recordId, annotator.id)).toEqual({ status: 'submitted', values: { label: 'positive' } });

  // The older tab submits its own answer: it moves on as usual, then hears the write was refused.
  await older.press('2', 'Enter');
  const toast = older.toasts.toast(
    'A record you answered was changed elsewhere (in another tab or window), so your answers to it were not saved. They are kept on that record.',
  );
  await expect(toast).toBeVisible();
  expect(writes).toEqual(['POST 409']);
  expect(await storedAnswers(recordId, annotator.id)).toEqual({ status: 'submitted', values: { label: 'positive' } });

  // Back on the record: the person's answer is still there, with what happened and the ways on.
  await toast.getByRole('button', { name: 'Open that record' }).click();
  await older.expectRecord(recordId);
  const banner = older.page.getByTestId('changed-elsewhere');
  await expect(banner).toContainText(CHANGED);
  await expect(older.label('label', 'negative')).toHaveAttribute('aria-checked', 'true');
  await expect(older.submit).toBeDisabled();
  await saveScreenshot(page, 'annotate-changed-elsewhere');

  await banner.getByRole('button', { name: 'Load the newer answer' }).click();
  await expect(banner).toHaveCount(0);
  await expect(older.label('label', 'positive')).toHaveAttribute('aria-checked', 'true');
  await expect(older.recordStatus).toHaveText('Submitted');

  // It saves again: an edit of the submitted answer, submitted.
  await older.label('label', 'neutral').click();
  await older.submit.click();
  await expect.poll(() => storedAnswers(recordId, annotator.id)).toEqual({ status: 'submitted', values: { label: 'neutral' } });
  await expect.poll(() => writes).toEqual(['POST 409', 'PUT 200']);
});

test('a draft refused because another tab answered first is never sent again by itself, and "Keep mine" writes it over the newer one', async ({ page }) => {
  await page.clock.install();
  const { older, newer, annotator, recordId } = await twoTabs(page);
  const writes = watchWrites(page);
  await newer.press('1');
  await expect.poll(() => storedAnswers(recordId, annotator.id)).toEqual({ status: 'draft', values: { label: 'positive' } });

  // The older tab's draft, saved after the pause in editing, is refused; the tab stays on the record.
  await older.press('2');
  await page.clock.fastForward(2_000);
  const banner = older.page.getByTestId('changed-elsewhere');
  await expect(banner).toContainText(CHANGED);
  expect(writes).toEqual(['POST 409']);
  // Time passes, edits go on: nothing is sent again while the person has not chosen.
  await older.press('3');
  for (let minute = 0; minute < 3; minute += 1) await page.clock.fastForward(60_000);
  await expect(older.label('label', 'neutral')).toHaveAttribute('aria-checked', 'true');
  expect(writes).toEqual(['POST 409']);
  expect(await storedAnswers(recordId, annotator.id)).toEqual({ status: 'draft', values: { label: 'positive' } });

  await banner.getByRole('button', { name: 'Keep mine and overwrite' }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => storedAnswers(recordId, annotator.id)).toEqual({ status: 'draft', values: { label: 'neutral' } });
  await older.press('Enter');
  await expect.poll(() => storedAnswers(recordId, annotator.id)).toEqual({ status: 'submitted', values: { label: 'neutral' } });
  await expect.poll(() => writes).toEqual(['POST 409', 'PUT 200', 'PUT 200']);
});

test('a change of an answer that another tab changed since is refused, overwrites nothing, and the newer answer can be loaded', async ({ page }) => {
  const { older, newer, annotator, recordId } = await twoTabs(page, { draft: 'neutral' });
  const writes = watchWrites(page);
  await expect(older.label('label', 'neutral')).toHaveAttribute('aria-checked', 'true');
  await newer.label('label', 'positive').click();
  await newer.submit.click();
  await expect.poll(() => storedAnswers(recordId, annotator.id)).toEqual({ status: 'submitted', values: { label: 'positive' } });

  // The change is saved as a draft by itself (a click on Save as draft would race that autosave on a busy
  // machine, and find the buttons off once it was refused).
  await older.label('label', 'negative').click();
  const banner = older.page.getByTestId('changed-elsewhere');
  await expect(banner).toContainText(CHANGED);
  expect(writes).toEqual(['PUT 412']);
  await expect(older.saveDraft).toBeDisabled();
  expect(await storedAnswers(recordId, annotator.id)).toEqual({ status: 'submitted', values: { label: 'positive' } });

  await banner.getByRole('button', { name: 'Load the newer answer' }).click();
  await expect(older.label('label', 'positive')).toHaveAttribute('aria-checked', 'true');
  await expect(older.recordStatus).toHaveText('Submitted');
  await expect(banner).toHaveCount(0);
});
