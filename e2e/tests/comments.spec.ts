import { endpoints } from '@gloss/contract';
import { expect, test, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { RecordComments } from '../pages/RecordComments';
import { RecordFilters } from '../pages/RecordFilters';
import { SENTIMENTS, seedAnnotationDataset } from '../support/annotate-seed';
import { saveScreenshot, saveThemedScreenshots } from '../support/screenshots';
import type { SeededUser } from '../support/seed';
import { signInWithToken } from '../support/session';

const REVIEWS = ['The delivery was late but the soup was warm.', 'Great value, would buy again.', 'Broken on arrival.', 'It is fine.'];

/** Short reviews (four unless given), two annotators and an admin of the workspace. */
function seedCommentsDataset(texts: readonly string[] = REVIEWS) {
  return seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: [{ name: 'sentiment', title: 'Sentiment', required: true, settings: { type: 'label_selection', options: SENTIMENTS.map((value) => ({ value, text: value })) } }],
    records: texts.map((text, index) => ({
      fields: { text },
      external_id: `review-${index + 1}`,
    })),
    annotators: 2,
    admin: true,
  });
}

async function openAnnotation(page: Page, user: SeededUser, datasetId: string, options: { preferences?: Record<string, string>; query?: string } = {}) {
  await signInWithToken(page, user.token, options.preferences);
  const annotate = new AnnotationPage(page);
  if (options.query) await page.goto(`/dataset/${datasetId}/annotation-mode?${options.query}`);
  else await annotate.goto(datasetId);
  // The first load of a page on a busy machine may take longer than one expectation waits.
  await expect(annotate.questionnaire).toBeVisible({ timeout: 20_000 });
  await annotate.openRecordId();
  return { annotate, comments: new RecordComments(page), filters: new RecordFilters(page) };
}

const commentsOf = (user: SeededUser, recordId: string) => user.api.call(endpoints.listRecordComments, { params: { record_id: recordId } });

test('annotators discuss a record in markdown: a hostile image stays inert, each edits and deletes their own, never the other’s', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // One record, so both annotators open the same one (each has a queue order of their own).
  const { dataset, annotators } = await seedCommentsDataset(REVIEWS.slice(0, 1));
  const [ann, bea] = annotators as [SeededUser, SeededUser];
  const { annotate, comments } = await openAnnotation(page, ann, dataset.id);
  const recordId = await annotate.openRecordId();

  await expect(comments.button).toHaveAccessibleName('Comments: none yet');
  await comments.open();
  await expect(comments.empty).toBeVisible();
  const first = await comments.write(
    'The soup is **not** the product. See [the guide](https://example.com/guide).\n\n<img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
  );
  await expect(first.locator('strong')).toHaveText('not');
  const link = first.getByRole('link', { name: 'the guide' });
  await expect(link).toHaveAttribute('href', 'https://example.com/guide');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The image is there, without its handler; nothing of the comment ran.
  await expect(first.locator('img')).toHaveAttribute('src', 'x');
  await expect(first.locator('img')).not.toHaveAttribute('onerror');
  await expect(first.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(first).toContainText(ann.username);
  await expect(first).toContainText('(you)');
  await expect(first.locator('time')).toHaveText('now');
  await expect(first.locator('time')).toHaveAttribute('title', /\d{4}/);
  await expect(comments.button).toHaveText('Comments (1)');
  await expect(comments.button).toHaveAccessibleName('Comments: 1 comment');

  // Her own comment: she edits it.
  await first.getByTestId('comment-edit').click();
  await first.getByTestId('comment-edit-text').fill('The soup is **not** the product; the _delivery_ is.');
  await first.getByTestId('comment-save').click();
  await expect(first.locator('em')).toHaveText('delivery');
  await expect(first.getByTestId('comment-edit')).toBeFocused();

  // A second annotator sees it on the same record and replies.
  const other = await browser.newPage();
  const second = await openAnnotation(other, bea, dataset.id);
  expect(await second.annotate.openRecordId()).toBe(recordId);
  await expect(second.comments.button).toHaveText('Comments (1)');
  await second.comments.open();
  const hers = second.comments.comment('the product');
  await expect(hers).toContainText(ann.username);
  await expect(hers.locator('em')).toHaveText('delivery');
  // Not his to edit or delete.
  await expect(hers.getByTestId('comment-edit')).toHaveCount(0);
  await expect(hers.getByTestId('comment-delete')).toHaveCount(0);
  const reply = await second.comments.write('Agreed, I label it **negative**.');
  await expect(reply).toContainText(bea.username);
  const typo = await second.comments.write('typo, ignore');

  // His own: deleted behind a question, the keyboard back in the composer.
  await typo.getByTestId('comment-delete').click();
  await expect(typo.getByRole('group', { name: 'Delete this comment?' })).toBeVisible();
  await typo.getByTestId('comment-delete-confirm').click();
  await expect(second.comments.comments).toHaveCount(2);
  await expect(second.comments.composer).toBeFocused();

  // The server agrees: two comments, and he may not delete hers.
  const stored = await commentsOf(bea, recordId);
  expect(stored.items.map((item) => item.username)).toEqual([ann.username, bea.username]);
  await expect(bea.api.call(endpoints.deleteComment, { params: { comment_id: stored.items[0]!.id } })).rejects.toThrow(/403/);

  // She sees his reply when she opens the thread again.
  await comments.close.click();
  await expect(comments.drawer).toBeHidden();
  await comments.open();
  await expect(comments.comments).toHaveCount(2);
  await expect(comments.comment('Agreed').locator('strong')).toHaveText('negative');
  await other.close();
});

test('an annotator flags a record "needs review"; the admin filters the page to it and finds exactly that record', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { dataset, annotators, admin } = await seedCommentsDataset();
  const ann = annotators[0]!;
  const { annotate, comments } = await openAnnotation(page, ann, dataset.id);
  // The drawer stays open and follows the record as she moves to the second one.
  const firstId = await annotate.openRecordId();
  await comments.open();
  await expect(comments.drawer).toHaveAttribute('data-record-id', firstId);
  await annotate.nextRecord.click();
  const flaggedId = await annotate.nextRecordAfter(firstId);
  await expect(comments.drawer).toHaveAttribute('data-record-id', flaggedId);
  await expect(comments.flagToggle).toHaveText('Flag for review');
  await expect(comments.flagToggle).toHaveAttribute('aria-pressed', 'false');
  await comments.flagToggle.click();
  await expect(comments.flagToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(comments.flagToggle).toHaveText('Needs review');
  await expect(comments.flag).toContainText(`Flagged by ${ann.username} (you) · now`);
  await expect(comments.button).toHaveAccessibleName('Comments: none yet, Needs review');
  const flag = await ann.api.call(endpoints.getRecordFlag, { params: { record_id: flaggedId } });
  expect(flag?.raised_by).toBe(ann.id);

  // The admin narrows the page to the flagged records.
  const adminPage = await browser.newPage();
  const adminView = await openAnnotation(adminPage, admin!, dataset.id);
  await expect(adminView.annotate.counter).toHaveText('1 of 4');
  await adminView.filters.open('Review');
  // Admins also filter by disagreement.
  await expect(adminView.filters.panel.getByRole('group', { name: 'Disagreement' })).toBeVisible();
  await adminView.filters.reviewChoice('Needs review', 'Yes').check();
  await expect(adminPage).toHaveURL(/review\.needs_review=true/);
  await adminView.filters.close();
  await expect(adminView.annotate.counter).toHaveText('1 of 1');
  await adminView.annotate.expectRecord(flaggedId);
  await expect(adminView.filters.chip('Needs review: Yes')).toBeVisible();
  // A reload keeps the view (it lives in the URL).
  await adminPage.reload();
  await adminView.annotate.expectRecord(flaggedId);
  await expect(adminView.annotate.counter).toHaveText('1 of 1');
  // The admin sees who raised it, and may clear it (a reviewer).
  await adminView.comments.open();
  await expect(adminView.comments.flag).toContainText(`Flagged by ${ann.username}`);
  await expect(adminView.comments.flagToggle).toHaveAttribute('aria-disabled', 'false');
  await adminView.comments.close.click();
  // Reset brings every record back.
  await adminPage.getByTestId('search-reset').click();
  await expect(adminView.annotate.counter).toHaveText('1 of 4');
  await expect(adminView.filters.chips).toHaveCount(0);
  await adminPage.close();

  // Another annotator sees the flag but may not clear it.
  const otherPage = await browser.newPage();
  const otherView = await openAnnotation(otherPage, annotators[1]!, dataset.id, { query: 'review.needs_review=true' });
  await otherView.annotate.expectRecord(flaggedId);
  await otherView.comments.open();
  await expect(otherView.comments.flagToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(otherView.comments.flagToggle).toHaveAttribute('aria-disabled', 'true');
  await expect(otherView.comments.flag).toContainText(`Only ${ann.username} or a reviewer can clear it`);
  await otherPage.close();

  // She clears her own flag.
  await comments.flagToggle.click();
  await expect(comments.flagToggle).toHaveAttribute('aria-pressed', 'false');
  expect(await ann.api.call(endpoints.getRecordFlag, { params: { record_id: flaggedId } })).toBeNull();
});

test('"Has comments" narrows the page to the records someone commented on, and its chip removes it', async ({ page }) => {
  const { dataset, annotators, records } = await seedCommentsDataset();
  const ann = annotators[0]!;
  const commented = records[2]!;
  await annotators[1]!.api.call(endpoints.createRecordComment, { params: { record_id: commented.id }, body: { body: 'Is this **broken** or damaged?' } });
  const { annotate, filters, comments } = await openAnnotation(page, ann, dataset.id);
  await filters.open('Review');
  // Annotators do not get the disagreement filter.
  await expect(filters.panel.getByRole('group', { name: 'Disagreement' })).toHaveCount(0);
  await filters.reviewChoice('Has comments', 'Yes').check();
  await filters.close();
  await expect(page).toHaveURL(/review\.comments=true/);
  await expect(annotate.counter).toHaveText('1 of 1');
  await annotate.expectRecord(commented.id);
  await expect(comments.button).toHaveText('Comments (1)');
  await expect(filters.chip('Has comments: Yes')).toBeVisible();

  // "No" shows the others.
  await filters.chip('Has comments: Yes').click();
  await filters.reviewChoice('Has comments', 'No').check();
  await filters.close();
  await expect(annotate.counter).toHaveText('1 of 3');
  await expect(filters.chip('Has comments: No')).toBeVisible();
  await filters.removeChip('Has comments').click();
  await expect(annotate.counter).toHaveText('1 of 4');
});

test('keyboard only: Alt+C opens the comments on the composer, Ctrl+Enter sends, Escape closes and the keyboard goes back', async ({ page }) => {
  const { dataset, annotator } = await seedCommentsDataset();
  const { annotate, comments } = await openAnnotation(page, annotator, dataset.id);
  const recordId = await annotate.openRecordId();
  const question = page.locator('[data-question-card="sentiment"]');
  await expect(question).toBeFocused();

  await page.keyboard.press('Alt+C');
  await expect(comments.drawer).toBeVisible();
  await expect(comments.composer).toBeFocused();
  await page.keyboard.type('Is *sarcasm* positive here?');
  await page.keyboard.press('Control+Enter');
  await expect(comments.comments).toHaveCount(1);
  await expect(comments.comments.first().locator('em')).toHaveText('sarcasm');
  await expect(comments.composer).toBeFocused();
  // Keys in the drawer stay there: Backspace on a button discards nothing.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await expect(comments.drawer).toBeHidden();
  await expect(question).toBeFocused();
  await annotate.expectRecord(recordId);
  await expect(comments.button).toHaveText('Comments (1)');

  // Alt+C again opens it, and closes it from inside too.
  await page.keyboard.press('Alt+C');
  await expect(comments.composer).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(comments.composer).not.toBeFocused();
  await page.keyboard.press('Alt+C');
  await expect(comments.drawer).toBeHidden();
  await expect(question).toBeFocused();
  const stored = await commentsOf(annotator, recordId);
  expect(stored.items.map((item) => item.body)).toEqual(['Is *sarcasm* positive here?']);

  // The shortcuts list names it.
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts.locator('div', { hasText: 'Open or close the comments' }).last()).toContainText('AltC');
});

test.describe('the comments drawer, pictured', () => {
  test('in both themes and in German at 800 px', async ({ page }) => {
    test.setTimeout(90_000);
    const { dataset, annotators, admin } = await seedCommentsDataset();
    const [ann, bea] = annotators as [SeededUser, SeededUser];
    const record = (await ann.api.call(endpoints.searchMyRecords, { params: { dataset_id: dataset.id }, query: { limit: 1 }, body: {} })).items[0]!.record;
    const say = (user: SeededUser, body: string) => user.api.call(endpoints.createRecordComment, { params: { record_id: record.id }, body: { body } });
    await say(ann, 'Is the **soup** part of the review? The guide says [only the product](https://example.com/guide) counts.');
    await say(bea, 'I read it as `negative`:\n\n- late delivery\n- warm soup is a *small* plus');
    await say(admin!, 'Both fine. Flagging it so we settle it in review.');
    await bea.api.call(endpoints.flagRecord, { params: { record_id: record.id } });

    const { comments } = await openAnnotation(page, ann, dataset.id);
    await comments.open();
    await expect(comments.comments).toHaveCount(3);
    await comments.composer.fill('Thanks, I will wait for the review.');
    await saveThemedScreenshots(page, 'comments-drawer');

    const german = await page.context().browser()!.newPage({ viewport: { width: 800, height: 900 } });
    const view = await openAnnotation(german, ann, dataset.id, { preferences: { language: 'de' } });
    await view.comments.button.click();
    await expect(view.comments.drawer.getByRole('heading', { name: /Kommentare/ })).toBeVisible();
    await expect(view.comments.flagToggle).toHaveText('Prüfung nötig');
    await expect(view.comments.flag).toContainText(`Markiert von ${bea.username}`);
    await expect(view.comments.comments).toHaveCount(3);
    await saveScreenshot(german, 'comments-drawer-de-800');
    await german.close();

    // The Review filters, as an admin sees them (disagreement included), with a chip applied.
    const adminPage = await page.context().browser()!.newPage();
    const adminView = await openAnnotation(adminPage, admin!, dataset.id);
    await adminView.filters.open('Review');
    await adminView.filters.reviewChoice('Needs review', 'Yes').check();
    await expect(adminView.filters.chip('Needs review: Yes')).toBeVisible();
    await adminView.filters.reviewChoice('Review status', 'Not validated').check();
    await expect(adminView.filters.chip('Review status: Not validated')).toBeVisible();
    await saveScreenshot(adminPage, 'annotate-review-filters');
    await adminPage.close();
  });
});
