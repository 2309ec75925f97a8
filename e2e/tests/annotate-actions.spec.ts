import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { richRecord, seedLabelDataset, seedRichDataset, storedAnswers } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

test('Backspace discards: stored as discarded, the next record shows, the Discarded filter lists them', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['First text', 'Second text']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);

  const first = await annotate.openRecordId();
  await annotate.press('1', 'Backspace');
  const second = await annotate.nextRecordAfter(first);
  await expect.poll(() => storedAnswers(first, annotator.id)).toEqual({ status: 'discarded', values: { label: 'positive' } });

  await annotate.press('Backspace');
  // Discarded records do not complete the task: the queue is merely empty.
  await expect(annotate.emptyQueue.getByRole('heading')).toHaveText('You have no pending records to annotate');
  await expect.poll(() => storedAnswers(second, annotator.id)).toEqual({ status: 'discarded', values: {} });
  await expect(annotate.progress.getByTestId('my-count-discarded')).toContainText('2');

  await annotate.showStatus('discarded');
  await expect(annotate.counter).toHaveText('1 of 2');
  await expect(annotate.recordStatus).toHaveText('Discarded');
});

test('Ctrl+S saves a draft, found under Draft; Clear deletes it and the record is pending again', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['Only text', 'Other text']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);

  const recordId = await annotate.openRecordId();
  // Nothing to clear before there is a response.
  await expect(annotate.clear).toHaveCount(0);
  await annotate.press('2', 'Control+s');
  await expect(annotate.recordStatus).toHaveText('Draft');
  await expect.poll(() => storedAnswers(recordId, annotator.id)).toEqual({ status: 'draft', values: { label: 'negative' } });

  await annotate.showStatus('draft');
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'draft');
  await annotate.expectRecord(recordId);
  await expect(annotate.counter).toHaveText('1 of 1');
  await expect(annotate.label('label', 'negative')).toHaveAttribute('aria-checked', 'true');

  await annotate.clear.click();
  await expect(annotate.recordStatus).toHaveText('Pending');
  await expect(annotate.label('label', 'negative')).toHaveAttribute('aria-checked', 'false');
  await expect(annotate.clear).toHaveCount(0);
  await expect.poll(() => storedAnswers(recordId, annotator.id)).toBeNull();

  await annotate.showStatus('pending');
  await expect(annotate.counter).toHaveText('1 of 2');
  await annotate.showStatus('draft');
  await expect(annotate.emptyQueue.getByRole('heading')).toHaveText('You have no draft records to review');
});

test('an auto-saved draft survives a reload: the URL keeps the record and the answers are back', async ({ page }) => {
  const { dataset, annotator } = await seedRichDataset({ records: [richRecord(1), richRecord(2)] });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);

  const recordId = await annotate.openRecordId();
  await annotate.press('1');
  await annotate.textbox('summary').fill('Half a thought');
  // Nothing pressed to save: the pause in editing does it.
  await expect(annotate.saveState).toHaveText('Saved');
  await expect(page).toHaveURL((url) => url.searchParams.get('record') === recordId);
  await expect
    .poll(() => storedAnswers(recordId, annotator.id))
    .toEqual({ status: 'draft', values: { sentiment: 'positive', summary: 'Half a thought', entities: [] } });

  await page.reload();
  await annotate.expectRecord(recordId);
  await expect(annotate.recordStatus).toHaveText('Draft');
  await expect(annotate.label('sentiment', 'positive')).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.textbox('summary')).toHaveValue('Half a thought');
});

test('Submit stays disabled, saying why, until every required question has a full answer', async ({ page }) => {
  const { dataset, annotator } = await seedRichDataset({ records: [richRecord(1)] });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/(records\/[^/]+\/responses|responses\/[^/]+)$/.test(new URL(request.url()).pathname)) {
      writes.push((request.postDataJSON() as { status: string } | null)?.status ?? request.method());
    }
  });
  await annotate.goto(dataset.id);
  const recordId = await annotate.openRecordId();

  const reason = 'To submit, answer the required question “Sentiment” (and 2 more questions)';
  await expect(annotate.submit).toBeDisabled();
  await expect(annotate.submit).toHaveAccessibleDescription(reason);
  await expect(page.getByTestId('submit-reason')).toHaveText(reason);
  await expect(annotate.submit.locator('..')).toHaveAttribute('title', reason);
  await expect(annotate.question('sentiment').getByRole('img', { name: 'Required response' })).toBeVisible();
  await expect(annotate.question('topics')).toContainText('(optional)');
  await annotate.press('Enter');

  await annotate.label('sentiment', 'neutral').click();
  await annotate.rating('quality', 3).click();
  await expect(annotate.submit).toBeDisabled();
  await expect(annotate.submit).toHaveAccessibleDescription('To submit, answer the required question “Summary”');
  await annotate.textbox('summary').fill('Done');
  await expect(annotate.submit).toBeEnabled();
  await expect(annotate.submit).not.toHaveAccessibleDescription(/To submit/);
  await expect(page.getByTestId('submit-reason')).toHaveCount(0);

  // An optional ranking half done would be refused by the server: Submit waits for the rest.
  await annotate.rankCard('ranking', 'Answer A').getByRole('button', { name: 'Move up' }).click();
  await expect(annotate.rankCard('ranking', 'Answer A')).toHaveAccessibleName('Answer A, rank 1');
  await expect(annotate.submit).toBeDisabled();
  await annotate.question('ranking').getByRole('button', { name: 'Reset' }).click();
  await expect(annotate.submit).toBeEnabled();

  expect(writes).not.toContain('submitted');
  await annotate.submit.click();
  await expect
    .poll(() => storedAnswers(recordId, annotator.id))
    .toEqual({ status: 'submitted', values: { sentiment: 'neutral', quality: 3, summary: 'Done', entities: [] } });
});
