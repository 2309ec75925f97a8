import { expect, test, type Locator, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { BulkView } from '../pages/BulkView';
import { seedAnnotationDataset } from '../support/annotate-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/*
 * At 1,100 px and below the annotation page is one column that scrolls: the record, the guidelines, the
 * questions, the progress. The actions (Discard, Save as draft, Submit; the bulk view's for the selection)
 * stay at the bottom of the window however long the record is, as the review view's Validate bar does, and
 * nothing of the column ends up hidden under them.
 */

const ARTICLE = Array.from({ length: 40 }, (_, n) => `Paragraph ${n + 1}: the parcel reached Berlin on Monday and nobody signed for it.`).join('\n\n');

function seedLongRecords() {
  return seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: [
      { name: 'label', title: 'Label', required: true, settings: { type: 'label_selection', options: ['refund', 'delay'].map((value) => ({ value, text: value })) } },
      { name: 'note', title: 'Note', required: false, settings: { type: 'text' } },
    ],
    records: [0, 1, 2].map(() => ({ fields: { text: ARTICLE } })),
    guidelines: 'Label what the customer asks for.',
  });
}

/** Whether `control` is in the window and drawn on top where a click would land. */
async function inReach(page: Page, control: Locator): Promise<boolean> {
  const box = await control.boundingBox();
  const viewport = page.viewportSize()!;
  if (!box || box.y < 0 || box.y + box.height > viewport.height) return false;
  return control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && element.contains(top);
  });
}

/** Scrolls the one column to its end. */
async function scrollToEnd(workspace: Locator): Promise<void> {
  await workspace.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect.poll(() => workspace.evaluate((element) => Math.ceil(element.scrollTop + element.clientHeight) >= element.scrollHeight - 1)).toBe(true);
}

for (const size of [{ width: 800, height: 900 }, { width: 1024, height: 768 }] as const) {
  test(`at ${size.width}x${size.height} Submit is in reach on a long record, and the column's end scrolls clear of it`, async ({ page }) => {
    const { dataset, annotator } = await seedLongRecords();
    await page.setViewportSize(size);
    await signInWithToken(page, annotator.token);
    const annotate = new AnnotationPage(page);
    await annotate.goto(dataset.id);
    await annotate.openRecordId();

    for (const action of [annotate.discard, annotate.saveDraft, annotate.submit]) expect(await inReach(page, action), await action.innerText()).toBe(true);
    if (size.width === 800) await saveThemedScreenshots(page, 'annotation-stacked-actions-800');

    // At the end of the column, its last lines are above the bar, not under it.
    await scrollToEnd(annotate.workspace);
    const bar = (await annotate.questionnaire.locator('footer').boundingBox())!;
    const progress = (await annotate.progress.boundingBox())!;
    expect(progress.y + progress.height).toBeLessThanOrEqual(bar.y + 1);
    // Asked again until it holds: the column may still be settling from the scroll (the progress panel's
    // counts arriving) when first asked on a busy machine.
    await expect.poll(() => inReach(page, annotate.question('note').getByRole('textbox'))).toBe(true);
  });
}

test('at 800 px the bulk view’s actions are in reach under a page of long records', async ({ page }) => {
  const { dataset, annotator } = await seedLongRecords();
  await page.setViewportSize({ width: 800, height: 900 });
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  await bulk.goto(dataset.id);
  await expect(bulk.cards.first()).toBeVisible();
  const submit = bulk.questionnaire.getByRole('button', { name: /^Submit/ });
  expect(await inReach(page, submit)).toBe(true);
});
