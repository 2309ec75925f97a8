import { expect, test } from '@playwright/test';
import { ReviewPage } from '../pages/ReviewPage';
import { seedReviewDataset } from '../support/review-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { signInWithToken } from '../support/session';

const WORDS = {
  en: { reset: 'Reset record', validatedBy: 'Validated by', denied: 'Only reviewers' },
  de: { reset: 'Datensatz zurücksetzen', validatedBy: 'Bestätigt von', denied: 'Nur Prüfer' },
} as const;

for (const [language, words] of Object.entries(WORDS)) {
  test(`the review view in ${language} at 800 px, in both themes`, async ({ page, browser }) => {
    test.slow();
    const { dataset, records, reviewer, annB, outsider } = await seedReviewDataset();
    await page.setViewportSize({ width: 800, height: 1000 });
    await signInWithToken(page, reviewer.token, { language });
    const review = new ReviewPage(page);

    // A disagreed record as it opens: the toolbar, the record, who answered and the first questions.
    await review.goto(dataset.id, '?disagreement=any');
    await review.expectRecord(records[1]!.id);
    await expect(review.majority('sentiment')).toHaveAttribute('data-outcome', 'tie');
    await saveThemedScreenshots(page, `review-${language}-800`);

    // One answer accepted, the rest merged: the page as the reviewer sees it at the Merge button.
    await review.answer('sentiment', annB.username).getByRole('button').click();
    await review.merge.click();
    await expect(review.final('quality').locator('[data-rating="3"]')).toHaveAttribute('aria-checked', 'true');
    await saveThemedScreenshots(page, `review-${language}-800-merged`);

    await review.reset.click();
    await expect(review.resetDialog.getByRole('button', { name: words.reset })).toBeVisible();
    await saveThemedScreenshots(page, `review-${language}-800-reset`);
    await page.keyboard.press('Escape');

    await review.press('Control+Enter');
    await review.expectRecord(records[2]!.id);
    await review.statusFilter.selectOption('validated');
    await review.expectRecord(records[1]!.id);
    await expect(review.validatedBanner).toContainText(words.validatedBy);
    await saveThemedScreenshots(page, `review-${language}-800-validated`);

    // The comments come after the review in one column.
    await page.getByTestId('comment-composer').fill('**Philadelphia** is a place.');
    await page.getByTestId('comment-send').click();
    await expect(page.getByTestId('comment-thread').getByRole('listitem')).toHaveCount(1);
    await page.getByTestId('review-comments').scrollIntoViewIfNeeded();
    await saveThemedScreenshots(page, `review-${language}-800-comments`);

    await review.press('?');
    await expect(page.getByRole('dialog')).toBeVisible();
    await saveThemedScreenshots(page, `review-${language}-800-shortcuts`);
    await review.press('Escape');

    // Someone who does not review.
    const context = await browser.newContext({ viewport: { width: 800, height: 700 } });
    const other = await context.newPage();
    await signInWithToken(other, outsider.token, { language });
    const refused = new ReviewPage(other);
    await refused.goto(dataset.id);
    await expect(refused.accessDenied).toContainText(words.denied);
    await saveThemedScreenshots(other, `review-${language}-800-refused`);
    await context.close();
  });
}

test('the review view at 1440 px, in both themes', async ({ page }) => {
  const { dataset, records, reviewer } = await seedReviewDataset();
  await signInWithToken(page, reviewer.token);
  const review = new ReviewPage(page);
  await review.goto(dataset.id, '?disagreement=any');
  await review.expectRecord(records[1]!.id);
  await saveThemedScreenshots(page, 'review-en-1440');
});
