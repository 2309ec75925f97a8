import { endpoints, type SearchRecordsBody } from '@gloss/contract';
import { expect, test, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { BulkView } from '../pages/BulkView';
import type { SeededUser } from '../support/seed';
import { searchBody, seedSearchDataset, type SearchRecordSpec } from '../support/search-seed';
import { saveScreenshot, saveThemedScreenshots } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/**
 * The counter's "Go to record" box (issue 14: "the web app pages to the last record"): 1,200 records, more
 * than the queue ever loads at once, so going to the last one reads the queue again from there. Each record's
 * price is its number and every other one is a book, so a filter and a sort give a view of their own.
 */
const COUNT = 1_200;
const SPECS: SearchRecordSpec[] = Array.from({ length: COUNT }, (_, index) => ({
  text: `Record number ${index + 1}`,
  price: index + 1,
  category: index % 2 === 0 ? 'books' : 'toys',
}));

/** The id of the record the API answers at `offset` for the same search the page makes. */
async function recordAtOffset(user: SeededUser, datasetId: string, body: SearchRecordsBody, offset: number): Promise<string> {
  const answer = await user.api.call(endpoints.searchMyRecords, { params: { dataset_id: datasetId }, query: { offset, limit: 1 }, body });
  const id = answer.items[0]?.record.id;
  if (!id) throw new Error(`The API has no record at offset ${offset} (total ${answer.total})`);
  return id;
}

const pageOf = (page: Page) => new URL(page.url()).searchParams.get('page');

/** The offset and limit of every page of records the page asks for. */
function watchQueueReads(page: Page): { offset: number; limit: number }[] {
  const reads: { offset: number; limit: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && /\/me\/datasets\/[^/]+\/records\/search$/.test(url.pathname)) {
      reads.push({ offset: Number(url.searchParams.get('offset')), limit: Number(url.searchParams.get('limit')) });
    }
  });
  return reads;
}

test('go to the last of 1,200 records, to a middle one, refuse a word, and come back with Back', async ({ page }) => {
  const { dataset, annotator } = await seedSearchDataset(SPECS);
  const at = (offset: number) => recordAtOffset(annotator, dataset.id, searchBody('pending'), offset);
  await signInWithToken(page, annotator.token);
  const reads = watchQueueReads(page);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.expectRecord(await at(0));
  await expect(annotate.counter).toHaveText('1 of 1,200');

  // Clicking the counter turns it into a box holding the position, selected, so typing replaces it.
  await annotate.counter.getByRole('button').click();
  const box = page.getByRole('textbox', { name: 'Go to record' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('1');
  await expect(annotate.counter).toContainText('of 1,200');
  await saveThemedScreenshots(page, 'annotate-go-to-open');
  await page.keyboard.type('1,200');
  await page.keyboard.press('Enter');
  await annotate.expectRecord(await at(COUNT - 1));
  await expect(annotate.counter).toHaveText('1,200 of 1,200');
  await expect(annotate.nextRecord).toBeDisabled();
  await expect(annotate.previousRecord).toBeEnabled();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '1200');
  // The queue was read again from there, not asked for the 1,190 records between.
  expect(reads).toContainEqual({ offset: 1_199, limit: 10 });
  expect(Math.max(...reads.map((read) => read.limit))).toBe(10);

  // The records before it are read as the person goes back, one page at a time.
  await annotate.press('ArrowLeft');
  await annotate.expectRecord(await at(COUNT - 2));
  await expect(annotate.counter).toHaveText('1,199 of 1,200');

  // Alt+G from the keyboard, to the middle.
  await annotate.goTo('600', 'key');
  await annotate.expectRecord(await at(599));
  await expect(annotate.counter).toHaveText('600 of 1,200');
  await annotate.press('ArrowRight');
  await annotate.expectRecord(await at(600));
  await annotate.press('ArrowLeft');
  await annotate.expectRecord(await at(599));

  // A word is refused: the box stays, says what it takes, and nothing moves.
  await annotate.goTo('six hundred');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  const hint = annotate.counter.getByRole('alert');
  await expect(hint).toHaveText('Type a whole number from 1 to 1,200');
  await expect(box).toHaveAccessibleDescription('Type a whole number from 1 to 1,200');
  await saveThemedScreenshots(page, 'annotate-go-to-refused');
  await annotate.expectRecord(await at(599));
  expect(pageOf(page)).toBe('600');
  // English groups by commas: "900.000" could be 900 or 900,000, so it is refused rather than guessed.
  await box.fill('1.000');
  await box.press('Enter');
  await expect(hint).toBeVisible();
  // Escape goes nowhere and gives the counter back.
  await box.press('Escape');
  await expect(box).toHaveCount(0);
  await expect(annotate.counter).toHaveText('600 of 1,200');
  expect(pageOf(page)).toBe('600');

  // Past either end is that end.
  await annotate.goTo('99999');
  await annotate.expectRecord(await at(COUNT - 1));
  await expect(annotate.counter).toHaveText('1,200 of 1,200');
  await annotate.goTo('0');
  await annotate.expectRecord(await at(0));
  await expect(annotate.counter).toHaveText('1 of 1,200');

  // Back moves across those jumps like across any move.
  await page.goBack();
  await annotate.expectRecord(await at(COUNT - 1));
  await expect(annotate.counter).toHaveText('1,200 of 1,200');
  await page.goBack();
  await annotate.expectRecord(await at(599));
  await expect(annotate.counter).toHaveText('600 of 1,200');
});

test('with a filter and a sort, in German: positions count the view, and numbers are written the German way', async ({ page }) => {
  const { dataset, annotator } = await seedSearchDataset(SPECS);
  const body = searchBody('pending', {
    and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'category' }, values: ['books'] }],
    sort: [{ scope: { entity: 'metadata', metadata_property: 'price' }, order: 'desc' }],
  });
  const at = (offset: number) => recordAtOffset(annotator, dataset.id, body, offset);
  await page.setViewportSize({ width: 800, height: 900 });
  await signInWithToken(page, annotator.token, { language: 'de' });
  const annotate = new AnnotationPage(page);
  await page.goto(`/dataset/${dataset.id}/annotation-mode?status=pending&meta.category=books&sort=meta.price:desc`);
  await annotate.expectRecord(await at(0));
  await expect(annotate.counter).toHaveText('1 von 600');

  // "1.000" is a thousand in German: past the end of the 600 books, so the last of them.
  await annotate.goTo('1.000');
  await annotate.expectRecord(await at(599));
  await expect(annotate.counter).toHaveText('600 von 600');
  await expect(page.getByRole('button', { name: 'Nächster Datensatz' })).toBeDisabled();

  await annotate.goTo('300', 'key');
  await annotate.expectRecord(await at(299));
  await expect(annotate.counter).toHaveText('300 von 600');
  await expect(page.getByRole('textbox', { name: 'Zu Datensatz springen' })).toHaveCount(0);

  // A decimal comma is refused, in German.
  await annotate.goTo('1,5');
  await expect(annotate.counter.getByRole('alert')).toHaveText('Gib eine ganze Zahl von 1 bis 600 ein');
  await saveThemedScreenshots(page, 'annotate-go-to-refused-de-800');
  await annotate.goToBox.press('Escape');
  await expect(annotate.counter).toHaveText('300 von 600');
  await annotate.expectRecord(await at(299));
  // The shortcut is in the list.
  await annotate.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Tastenkürzel' });
  await expect(shortcuts.getByText('Zu einem Datensatz nach seiner Nummer springen')).toBeVisible();
});

test('the bulk view goes to the page holding the record', async ({ page }) => {
  const { dataset, annotator } = await seedSearchDataset(SPECS);
  const at = (offset: number) => recordAtOffset(annotator, dataset.id, searchBody('pending'), offset);
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  await bulk.goto(dataset.id, { size: 25 });
  await expect(bulk.annotate.counter).toHaveText('1–25 of 1,200');

  await bulk.annotate.counter.getByRole('button').click();
  await expect(page.getByRole('textbox', { name: 'Go to record' })).toHaveValue('1');
  await bulk.annotate.goToBox.fill('1,000');
  await bulk.annotate.goToBox.press('Enter');
  await expect(bulk.annotate.counter).toHaveText('976–1,000 of 1,200');
  await bulk.expectLoaded();
  expect((await bulk.shownIds())[0]).toBe(await at(975));
  expect(pageOf(page)).toBe('976');

  await bulk.annotate.goTo('1200', 'key');
  await expect(bulk.annotate.counter).toHaveText('1,176–1,200 of 1,200');
  await bulk.expectLoaded();
  expect((await bulk.shownIds())[0]).toBe(await at(1_175));
  await expect(bulk.nextPage).toBeDisabled();
  await saveThemedScreenshots(page, 'annotate-go-to-bulk');

  // The page before is one call away; a word is refused here too.
  await bulk.previousPage.click();
  await expect(bulk.annotate.counter).toHaveText('1,151–1,175 of 1,200');
  await bulk.expectLoaded();
  expect((await bulk.shownIds())[0]).toBe(await at(1_150));
  await bulk.annotate.goTo('abc');
  await expect(bulk.annotate.counter.getByRole('alert')).toHaveText('Type a whole number from 1 to 1,200');
  await bulk.annotate.goToBox.press('Escape');
  await expect(bulk.annotate.counter).toHaveText('1,151–1,175 of 1,200');
  await page.setViewportSize({ width: 800, height: 900 });
  await bulk.annotate.counter.getByRole('button').click();
  await saveScreenshot(page, 'annotate-go-to-bulk-800-open');
});
