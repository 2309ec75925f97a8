import { expect, test, type Locator } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { DatasetListPage } from '../pages/DatasetListPage';
import { ReviewPage } from '../pages/ReviewPage';
import { seedLabelDataset } from '../support/annotate-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { seedUser } from '../support/seed';
import { signInWithToken } from '../support/session';

/*
 * Empty states draw their pictures with the app's own icons: an emoji shows as an empty box on a system
 * without an emoji font, so no text the app writes on them holds one.
 */

/** Pictographs and emoji presentation (the variation selector that asks for it included). */
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Presentation}\u{FE0F}]/u;

async function expectNoEmoji(region: Locator): Promise<void> {
  await expect(region).toBeVisible();
  const text = await region.innerText();
  expect(text, `"${text}"`).not.toMatch(EMOJI);
  // The whole page around it, too (the header, the toolbar): the app's words only.
  expect(await region.page().locator('body').innerText()).not.toMatch(EMOJI);
}

async function expectIcon(region: Locator): Promise<void> {
  await expect(region.locator('svg').first()).toBeVisible();
}

test('the annotation page’s empty states: every record answered, the task completed, an empty status, no match', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['Only message']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);

  // Nothing drafted, submitted or discarded yet.
  for (const status of ['draft', 'submitted', 'discarded'] as const) {
    await annotate.goto(dataset.id, { status });
    await expectNoEmoji(annotate.emptyQueue);
    await expectIcon(annotate.emptyQueue);
  }

  // A search that matches nothing.
  await page.goto(`/dataset/${dataset.id}/annotation-mode?q=nothing-matches-this`);
  await expect(annotate.emptyQueue).toHaveAttribute('data-reason', 'no-match');
  await expectNoEmoji(annotate.emptyQueue);
  await expectIcon(annotate.emptyQueue);

  // The one record submitted: with one annotator and min_submitted 1, the task is completed.
  await annotate.goto(dataset.id);
  await annotate.openRecordId();
  await annotate.label('label', 'positive').click();
  await annotate.submit.click();
  await expect(annotate.emptyQueue.getByRole('heading')).toHaveText('The task is completed!');
  await expectNoEmoji(annotate.emptyQueue);
  await expectIcon(annotate.emptyQueue);
  await saveThemedScreenshots(page, 'annotation-empty-completed');
});

test('every pending record answered while others still need theirs: no pending records, with an icon', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['Only message'], { minSubmitted: 2, annotators: 2 });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();
  await annotate.label('label', 'negative').click();
  await annotate.submit.click();
  await expect(annotate.emptyQueue.getByRole('heading')).toHaveText('You have no pending records to annotate');
  await expectNoEmoji(annotate.emptyQueue);
  await expectIcon(annotate.emptyQueue);
});

test('the dataset list, an empty dataset and the review view say they are empty without emoji', async ({ page, browser }) => {
  const { dataset, admin } = await seedLabelDataset([], { admin: true });
  const loner = await seedUser('annotator');
  await signInWithToken(page, loner.token);
  const list = new DatasetListPage(page);
  await list.goto();
  await expectNoEmoji(list.emptyState);
  await expectIcon(list.emptyState);

  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await signInWithToken(adminPage, admin!.token);
  const annotate = new AnnotationPage(adminPage);
  await annotate.goto(dataset.id);
  await expectNoEmoji(annotate.emptyDataset);
  await expectIcon(annotate.emptyDataset);
  const review = new ReviewPage(adminPage);
  await review.goto(dataset.id);
  await expectNoEmoji(review.empty);
  await context.close();
});
