import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { UserSettingsPage } from '../pages/UserSettingsPage';
import { SENTIMENTS, richRecord, seedAnnotationDataset, seedLabelDataset, seedRichDataset, storedAnswers } from '../support/annotate-seed';
import { readPreferences, signInWithToken } from '../support/session';

const REQUIRED = 'To submit complete required responses';

test('Enter on a suggested record whose label was taken back by its key says why: the question takes the keyboard, marked, with the message', async ({ page }) => {
  const { dataset, annotator, records } = await seedRichDataset({ records: [richRecord(1, { suggested: true })] });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.expectRecord(records[0]!.id);
  await expect(annotate.label('sentiment', 'negative')).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.submit).toBeEnabled();

  // The suggested option's own number agrees with it (the keyboard moves on); pressed again, it takes it
  // back: nothing is chosen, so the keyboard stays here.
  await annotate.press('2');
  await annotate.expectActive('topics');
  await annotate.press('Alt+ArrowUp', '2');
  await expect(annotate.label('sentiment', 'negative')).toHaveAttribute('aria-checked', 'false');
  await annotate.expectActive('sentiment');
  // Walk away from the question, then press Enter: it leads back to what is missing and says why.
  await annotate.press('Alt+ArrowDown', 'Alt+ArrowDown');
  await annotate.expectActive('quality');
  await annotate.press('Enter');
  await expect(annotate.toasts.toast(REQUIRED)).toHaveAttribute('data-type', 'warning');
  await annotate.expectActive('sentiment');
  await annotate.expectNeedsAnswer('sentiment');
  await expect(annotate.question('sentiment')).toBeFocused();
  // Nothing was submitted (the edit may have been saved as a draft meanwhile).
  expect((await storedAnswers(records[0]!.id, annotator.id))?.status).not.toBe('submitted');

  // Enter again says it once, not twice.
  await annotate.press('Enter');
  await expect(annotate.toasts.toast(REQUIRED)).toHaveCount(1);

  // Answering it clears the mark, the keyboard moves on, and Enter submits.
  await annotate.press('1');
  await expect(annotate.label('sentiment', 'positive')).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.question('sentiment')).not.toHaveAttribute('data-attention', 'true');
  await annotate.expectActive('topics');
  await annotate.press('Enter');
  await expect(annotate.emptyQueue.getByRole('heading')).toHaveText('The task is completed!');
  await expect.poll(async () => (await storedAnswers(records[0]!.id, annotator.id))?.status).toBe('submitted');
  expect((await storedAnswers(records[0]!.id, annotator.id))?.values.sentiment).toBe('positive');
});

test('a label or a rating chosen by its number key moves the keyboard to the next question, so a record is answered without Alt+arrows', async ({ page }) => {
  const { dataset, annotator, records } = await seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: [
      { name: 'sentiment', title: 'Sentiment', required: true, settings: { type: 'label_selection', options: SENTIMENTS.map((value) => ({ value, text: value })) } },
      { name: 'quality', title: 'Quality', required: true, settings: { type: 'rating', options: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((value) => ({ value })) } },
      { name: 'tone', title: 'Tone', required: true, settings: { type: 'label_selection', options: ['formal', 'casual'].map((value) => ({ value, text: value })) } },
    ],
    records: [{ fields: { text: 'One' } }, { fields: { text: 'Two' } }],
  });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);

  const first = await annotate.openRecordId();
  await annotate.expectActive('sentiment');
  await annotate.press('3');
  await annotate.expectActive('quality');
  await expect(annotate.question('quality')).toBeFocused();
  // On a 0–10 scale "1" may still become 10: the keyboard waits for the "0".
  await annotate.press('1', '0');
  await expect(annotate.rating('quality', 10)).toHaveAttribute('aria-checked', 'true');
  await annotate.expectActive('tone');
  // The last question keeps the keyboard; Enter submits.
  await annotate.press('2');
  await annotate.expectActive('tone');
  await annotate.press('Enter');
  const second = await annotate.nextRecordAfter(first);
  await expect.poll(() => storedAnswers(first, annotator.id)).toEqual({ status: 'submitted', values: { sentiment: 'neutral', quality: 10, tone: 'casual' } });

  // A lone "1" on that scale is 1, and the keyboard moves on once no "0" followed.
  await annotate.expectActive('sentiment');
  await annotate.press('1');
  await annotate.expectActive('quality');
  await annotate.press('1');
  await expect(annotate.rating('quality', 1)).toHaveAttribute('aria-checked', 'true');
  await annotate.expectActive('tone');
  await annotate.press('1', 'Enter');
  await expect.poll(() => storedAnswers(second, annotator.id)).toEqual({ status: 'submitted', values: { sentiment: 'positive', quality: 1, tone: 'formal' } });
  expect(records).toHaveLength(2);
});

test('"Submit on choice", opted into in the user settings, submits a one-question record on its number key', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['First text', 'Second text', 'Third text', 'Fourth text']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);

  // Off by default: the key only chooses.
  await annotate.goto(dataset.id);
  const first = await annotate.openRecordId();
  await annotate.press('1');
  await expect(annotate.label('label', 'positive')).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.recordStatus).toHaveText('Draft');
  await annotate.expectRecord(first);
  expect((await storedAnswers(first, annotator.id))?.status).toBe('draft');

  const settings = new UserSettingsPage(page);
  await settings.goto();
  const option = page.getByTestId('annotation-section').getByRole('checkbox', { name: 'Submit on choice' });
  await expect(option).not.toBeChecked();
  await option.check();
  expect(await readPreferences(page)).toMatchObject({ submitOnChoice: true });

  await annotate.goto(dataset.id);
  const next = await annotate.openRecordId();
  await annotate.press('2');
  const after = await annotate.nextRecordAfter(next);
  await expect.poll(() => storedAnswers(next, annotator.id)).toEqual({ status: 'submitted', values: { label: 'negative' } });
  await annotate.press('3');
  await annotate.nextRecordAfter(after);
  await expect.poll(() => storedAnswers(after, annotator.id)).toEqual({ status: 'submitted', values: { label: 'neutral' } });

  // Turned off again, the key only chooses.
  await settings.goto();
  await option.uncheck();
  expect(await readPreferences(page)).not.toHaveProperty('submitOnChoice');
});

test('moving on from a record only auto-saved as a draft says "Saved as draft", and the toolbar counts the drafts', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['First text', 'Second text', 'Third text']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await expect(annotate.draftCount).toHaveCount(0);

  // Saved after a pause in editing, then left.
  const first = await annotate.openRecordId();
  await annotate.press('1');
  await expect(annotate.saveState).toHaveText('Saved');
  await expect(annotate.draftCount).toHaveText('1 draft');
  await annotate.nextRecord.click();
  const second = await annotate.nextRecordAfter(first);
  await expect(annotate.toasts.toast('Saved as draft')).toHaveAttribute('data-type', 'info');
  await expect.poll(() => storedAnswers(first, annotator.id)).toEqual({ status: 'draft', values: { label: 'positive' } });
  await annotate.toasts.toast('Saved as draft').getByRole('button', { name: 'Dismiss notification' }).click();

  // Saved on the way out.
  await annotate.press('2');
  await annotate.nextRecord.click();
  const third = await annotate.nextRecordAfter(second);
  await expect(annotate.toasts.toast('Saved as draft')).toBeVisible();
  await expect.poll(() => storedAnswers(second, annotator.id)).toEqual({ status: 'draft', values: { label: 'negative' } });
  await expect(annotate.draftCount).toHaveText('2 drafts');
  await annotate.toasts.toast('Saved as draft').getByRole('button', { name: 'Dismiss notification' }).click();

  // Saved by hand: the person knows, nothing is said.
  await annotate.press('3', 'Control+s');
  await expect(annotate.recordStatus).toHaveText('Draft');
  await expect(annotate.draftCount).toHaveText('3 drafts');
  await annotate.previousRecord.click();
  await annotate.expectRecord(second);
  // A notice would open 100 ms after the move: give it the time to, then see that none did.
  await page.waitForTimeout(400);
  await expect(annotate.toasts.toast('Saved as draft')).toHaveCount(0);
  expect((await storedAnswers(third, annotator.id))?.status).toBe('draft');

  // The count leads to the drafts.
  await annotate.draftCount.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'draft');
  await expect(annotate.counter).toHaveText('1 of 3');
  await expect(annotate.draftCount).toHaveCount(0);
});
