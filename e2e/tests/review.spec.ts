import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { ReviewPage } from '../pages/ReviewPage';
import { codePointSpan, storedAnswers } from '../support/annotate-seed';
import { REVIEW_TEXTS, finalAnswer, seedReviewDataset } from '../support/review-seed';
import { signInWithToken } from '../support/session';

test('a reviewer settles the disagreements: accepts an answer, merges, writes one, validates, resets; validated records are listed', async ({ page, browser }) => {
  // A long journey through two users' pages on a machine other tests share.
  test.slow();
  const { dataset, records, annA, annB, reviewer } = await seedReviewDataset();
  await signInWithToken(page, reviewer.token);
  const review = new ReviewPage(page);

  // The Team page's link: records disagreed on, still to review (the agreed first one and the unanswered last are not).
  await review.goto(dataset.id, '?disagreement=any');
  await expect(review.disagreementFilter).toHaveValue('any');
  await review.expectRecord(records[1]!.id);
  await expect(review.counter).toHaveText('1 of 3');
  await expect(page.getByTestId('dataset-nav').getByRole('link', { name: 'Review' })).toHaveAttribute('aria-current', 'page');

  // Every submitted answer side by side, the disagreement marked, the majority and its rule said.
  await expect(review.question('sentiment')).toHaveAttribute('data-disagreement', 'true');
  await expect(review.answer('sentiment', 'ann-a')).toContainText('positive');
  await expect(review.answer('sentiment', 'ann-b')).toContainText('negative');
  await expect(review.majority('sentiment')).toHaveAttribute('data-outcome', 'tie');
  await expect(review.majority('sentiment')).toContainText('most common label');
  await expect(review.majority('quality')).toContainText('median');
  await expect(review.answer('entities', 'ann-b')).toContainText('Philadelphia');

  // Accept one annotator's answer.
  await review.answer('sentiment', annB.username).getByRole('button', { name: `Accept ${annB.username}'s answer to Sentiment` }).click();
  await expect(review.answer('sentiment', 'ann-b')).toContainText('In final answer');
  await expect(review.finalOption('sentiment', 'negative')).toHaveAttribute('aria-checked', 'true');

  // Merge: each question with a majority takes it; the tie keeps the accepted answer.
  await review.merge.click();
  await expect(review.finalOption('topics', 'science')).toHaveAttribute('aria-checked', 'true');
  await expect(review.finalOption('topics', 'history')).toHaveAttribute('aria-checked', 'false');
  await expect(review.final('quality').locator('[data-rating="3"]')).toHaveAttribute('aria-checked', 'true');
  await expect(review.finalOption('sentiment', 'negative')).toHaveAttribute('aria-checked', 'true');
  await expect(review.majority('entities')).toContainText('1 span marked by too few left out');

  // Write one: the rating in the final answer's own editor. Then validate.
  await review.final('quality').locator('[data-rating="5"]').click();
  await review.validate.click();
  await expect
    .poll(() => finalAnswer(records[1]!.id))
    .toEqual({ sentiment: 'negative', topics: ['science'], quality: 5, entities: [{ ...codePointSpan(REVIEW_TEXTS[1], 'Grace Hopper'), label: 'PER' }] });

  // The validated record leaves "to review": the next one is shown. Reset it, after the confirmation.
  await review.expectRecord(records[2]!.id);
  await expect(review.counter).toHaveText('2 of 3');
  await review.reset.click();
  await expect(review.resetDialog).toContainText('go back to their annotators as drafts');
  await review.resetDialog.getByRole('button', { name: 'Reset record' }).click();
  await expect(review.resetDialog).toBeHidden();
  await expect.poll(async () => (await storedAnswers(records[2]!.id, annA.id))?.status).toBe('draft');
  await expect.poll(async () => (await storedAnswers(records[2]!.id, annB.id))?.status).toBe('draft');
  await expect(review.answer('quality', 'ann-a')).toHaveAttribute('data-status', 'draft');

  // The validated filter lists the validated record with who validated it.
  await review.statusFilter.selectOption('validated');
  await review.expectRecord(records[1]!.id);
  await expect(review.counter).toHaveText('1 of 1');
  await expect(review.validatedBanner).toContainText(`Validated by ${reviewer.username}`);
  await expect(review.validate).toHaveText(/Validate again/);
  await expect(review.validate).toBeDisabled();
  await expect(page).toHaveURL(/status=validated&disagreement=any/);

  // The annotator finds the reset record among their drafts, their answers kept.
  const context = await browser.newContext();
  const annotatorPage = await context.newPage();
  await signInWithToken(annotatorPage, annA.token);
  const annotate = new AnnotationPage(annotatorPage);
  await annotate.goto(dataset.id, { status: 'draft' });
  await annotate.expectRecord(records[2]!.id);
  await expect(annotate.label('sentiment', 'neutral')).toHaveAttribute('aria-checked', 'true');
  await context.close();
});

test('a validated record is validated again with changes, and shows who validated it and when', async ({ page }) => {
  const { dataset, records, reviewer } = await seedReviewDataset();
  await signInWithToken(page, reviewer.token);
  const review = new ReviewPage(page);
  await review.goto(dataset.id, `?status=all&record=${records[0]!.id}`);
  await review.expectRecord(records[0]!.id);
  // Agreed answers start filled in; the first record is validated as they are.
  await expect(review.finalOption('sentiment', 'positive')).toHaveAttribute('aria-checked', 'true');
  await review.validate.click();
  await expect(review.validatedBanner).toContainText(`Validated by ${reviewer.username}`);
  await expect(review.validate).toBeDisabled();

  await review.final('quality').locator('[data-rating="2"]').click();
  await expect(review.validatedBanner).toContainText('Changed since it was validated');
  await review.validate.click();
  await expect.poll(async () => (await finalAnswer(records[0]!.id))?.quality).toBe(2);
  await expect(review.validatedBanner).toContainText('Edit the final answer and validate again');
});

test('a record is validated with the keyboard alone: accept by number, merge with M, validate with Ctrl+Enter', async ({ page }) => {
  const { dataset, records, reviewer } = await seedReviewDataset();
  await signInWithToken(page, reviewer.token);
  const review = new ReviewPage(page);
  await review.goto(dataset.id, '?disagreement=sentiment');
  await review.expectRecord(records[1]!.id);
  await expect(review.counter).toHaveText('1 of 2');
  await review.press('ArrowRight');
  await review.expectRecord(records[3]!.id);

  // The record opens on its first disagreed question, which has the keyboard.
  await review.expectActive('sentiment');
  await expect(review.card('sentiment')).toBeFocused();
  await review.press('1');
  await expect(review.finalOption('sentiment', 'negative')).toHaveAttribute('aria-checked', 'true');
  await review.press('2');
  await expect(review.finalOption('sentiment', 'neutral')).toHaveAttribute('aria-checked', 'true');
  // Alt+↓ moves between questions; Tab goes into the final answer's editor, whose number keys pick its
  // options; Escape goes back to the question, where Shift+1 accepts all of annotator 1's answers.
  await review.press('Alt+ArrowDown', 'Alt+ArrowDown');
  await review.expectActive('quality');
  await review.press('Tab', '4');
  await expect(review.final('quality').locator('[data-rating="4"]')).toHaveAttribute('aria-checked', 'true');
  await expect(review.finalOption('sentiment', 'neutral')).toHaveAttribute('aria-checked', 'true');
  await review.press('Escape');
  await expect(review.card('quality')).toBeFocused();
  await review.press('Shift+Digit1');
  await expect(review.finalOption('sentiment', 'negative')).toHaveAttribute('aria-checked', 'true');
  await expect(review.final('quality').locator('[data-rating="5"]')).toHaveAttribute('aria-checked', 'true');
  await review.press('2');
  await expect(review.final('quality').locator('[data-rating="5"]')).toHaveAttribute('aria-checked', 'true');
  await review.press('Alt+ArrowUp', 'Alt+ArrowUp', 'm');
  await expect(review.finalOption('sentiment', 'negative')).toHaveAttribute('aria-checked', 'true');
  await review.press('Control+Enter');
  await expect.poll(() => finalAnswer(records[3]!.id)).toEqual({ sentiment: 'negative', topics: ['science'], quality: 5, entities: [] });

  // The shortcuts are listed with ?.
  await review.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Merge: the majority into the final answer');
  await review.press('Escape');
});

test('an annotator who does not review is told the view is the reviewers', async ({ page }) => {
  const { dataset, outsider } = await seedReviewDataset();
  await signInWithToken(page, outsider.token);
  const review = new ReviewPage(page);
  await review.goto(dataset.id);
  await expect(review.accessDenied).toContainText('Only reviewers can open the review');
  await expect(review.workspace).toHaveCount(0);
  await expect(page.getByTestId('dataset-nav').getByRole('link', { name: 'Review' })).toHaveAttribute('aria-current', 'page');
  await review.accessDenied.getByRole('link', { name: 'Back to annotating' }).click();
  await expect(page).toHaveURL(new RegExp(`/dataset/${dataset.id}/annotation-mode`));
  await expect(page.getByTestId('dataset-nav').getByRole('link', { name: 'Review' })).toHaveCount(0);
});

test('flagged records are one filter away, with their comment thread beside the record; validating clears the flag', async ({ page }) => {
  const { dataset, records, annA, reviewer } = await seedReviewDataset();
  await annA.api.call(endpoints.createRecordComment, { params: { record_id: records[2]!.id }, body: { body: 'Is **Bletchley Park** a place here?' } });
  await annA.api.call(endpoints.flagRecord, { params: { record_id: records[2]!.id } });
  await signInWithToken(page, reviewer.token);
  const review = new ReviewPage(page);
  await review.goto(dataset.id);
  await review.needsReviewFilter.check();
  await review.expectRecord(records[2]!.id);
  await expect(review.counter).toHaveText('1 of 1');
  await expect(page).toHaveURL(/needs_review=true/);
  await expect(page.getByTestId('review-flag-tag')).toBeVisible();

  // The thread, its markdown rendered; the reviewer answers in it (Ctrl+Enter sends, and validates nothing).
  const comments = page.getByTestId('review-comments');
  await expect(comments.getByTestId('comment-thread')).toContainText('Is Bletchley Park a place here?');
  await expect(comments.locator('strong', { hasText: 'Bletchley Park' })).toBeVisible();
  await comments.getByTestId('comment-composer').fill('Yes: mark it as a place.');
  await comments.getByTestId('comment-composer').press('Control+Enter');
  await expect(comments.getByTestId('comment-thread').getByRole('listitem')).toHaveCount(2);
  await expect(comments.getByRole('heading', { name: /Comments/ })).toContainText('2');
  await expect(review.validatedBanner).toHaveCount(0);

  // Validating takes the flag down: the record leaves the "needs review" view.
  await review.acceptAll('ann-a').click();
  await review.validate.click();
  await expect.poll(() => finalAnswer(records[2]!.id)).not.toBeNull();
  await expect(comments.getByTestId('review-flag')).toHaveAttribute('data-raised', 'false');
  await expect(page.getByTestId('review-flag-tag')).toHaveCount(0);
});
