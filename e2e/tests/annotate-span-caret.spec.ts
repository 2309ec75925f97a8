import { expect, test, type Locator } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { seedAnnotationDataset } from '../support/annotate-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/*
 * In a span field, the keyboard's place (the dashed caret around a word, the selected span) is always in
 * sight: the record's header and the field's status line stick at the top of the record's pane, and what
 * the keyboard moves to is scrolled below them, never behind them.
 */

const SENTENCE = 'The parcel reached Berlin on Monday and nobody signed for it. ';
const TEXT = SENTENCE.repeat(80);
const BERLINS = Array.from({ length: 80 }, (_, n) => {
  const start = n * SENTENCE.length + SENTENCE.indexOf('Berlin');
  return { start, end: start + 'Berlin'.length, label: 'PLACE' };
});

/** How far `target` reaches up under what sticks at the top of its pane (0 or less: it is clear of it). */
async function hiddenBy(target: Locator, covers: Locator[]): Promise<number> {
  const top = (await target.boundingBox())!.y;
  const bottoms = await Promise.all(covers.map(async (cover) => {
    const box = (await cover.boundingBox())!;
    return box.y + box.height;
  }));
  return Math.max(...bottoms) - top;
}

test('the caret and the selected span stay clear of the sticky header and status line', async ({ page }) => {
  const { dataset, annotator } = await seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: [{ name: 'entities', title: 'Entities', required: true, settings: { type: 'span', field: 'text', options: [{ value: 'PLACE', text: 'Place' }], allow_overlapping: false } }],
    records: [{ fields: { text: TEXT }, suggestions: { entities: { value: BERLINS } } }],
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();
  const status = annotate.spanText.locator('xpath=ancestor::section[1]/div[1]');
  const covers = [annotate.recordHeader, status];

  // The list's way to the text, as the keyboard hint offers it.
  await annotate.question('entities').getByRole('button', { name: 'go to the text' }).click();
  await expect(annotate.spanText).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const caret = page.locator('[data-caret]').first();
  await expect(caret).toBeVisible();
  expect(await hiddenBy(caret, covers), 'the caret under the sticky parts').toBeLessThanOrEqual(0);

  // From span to span, down the text and back up: the selected one is always in sight.
  for (let n = 0; n < 30; n += 1) await page.keyboard.press('ArrowDown');
  for (let n = 0; n < 28; n += 1) await page.keyboard.press('ArrowUp');
  await expect(caret).toBeVisible();
  expect(await hiddenBy(caret, covers), 'the caret after moving back up').toBeLessThanOrEqual(0);
  await saveThemedScreenshots(page, 'annotation-span-caret-1440');
});
