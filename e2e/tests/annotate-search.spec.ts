import { endpoints, type SearchRecordsBody } from '@gloss/contract';
import { expect, test, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { RecordSearch } from '../pages/RecordSearch';
import { type SeededDataset, SENTIMENTS, seedAnnotationDataset, seedLabelDataset, storedAnswers } from '../support/annotate-seed';
import type { SeededUser } from '../support/seed';
import { signInWithToken } from '../support/session';

const REVIEWS = [
  { review: 'Refund requested for a late parcel', title: 'Late delivery' },
  { review: 'Great product, fast delivery', title: 'Happy' },
  { review: 'I want a REFUND, the box was broken', title: 'Broken box' },
  { review: 'Average café experience', title: 'Refund please' },
  { review: 'Nothing to say', title: 'Meh' },
  { review: 'Fine', title: 'Fine' },
];

function seedReviews(): Promise<SeededDataset> {
  return seedAnnotationDataset({
    fields: [
      { name: 'review', title: 'Review', required: true, settings: { type: 'text', use_markdown: true } },
      { name: 'title', title: 'Title', required: true, settings: { type: 'text' } },
    ],
    questions: [
      { name: 'sentiment', title: 'Sentiment', required: true, settings: { type: 'label_selection', options: SENTIMENTS.map((value) => ({ value, text: value })) } },
    ],
    records: REVIEWS.map((fields, index) => ({ fields, external_id: `review-${index + 1}` })),
  });
}

/** What the API answers the annotator for the same search the page makes. */
async function apiTotal(user: SeededUser, datasetId: string, body: SearchRecordsBody): Promise<number> {
  const answer = await user.api.call(endpoints.searchMyRecords, { params: { dataset_id: datasetId }, query: { limit: 1 }, body });
  return answer.total;
}

const pendingBody = (extra: Partial<SearchRecordsBody> = {}): SearchRecordsBody => ({
  filters: {
    and: [
      { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
      { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
    ],
  },
  ...extra,
});

const fieldShown = (page: Page, name: string) => page.getByTestId('record-card').locator(`[data-search-field="${name}"]`);

test('text search in every field, then in one field, with the matches highlighted', async ({ page }) => {
  const { dataset, annotator } = await seedReviews();
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const search = new RecordSearch(page);
  await annotate.goto(dataset.id);
  await expect(annotate.counter).toHaveText('1 of 6');
  const before = await annotate.openRecordId();

  // Digits and Backspace are shortcuts of the page (pick an option, discard): typed here, they are text.
  await search.open.click();
  await search.input.pressSequentially('refund -2x');
  await search.input.press('Backspace');
  await search.input.press('Enter');
  await expect(search.input).toHaveValue('refund -2');
  const everywhere = await apiTotal(annotator, dataset.id, pendingBody({ query: { text: { q: 'refund -2' } } }));
  expect(everywhere).toBe(3);
  await expect(annotate.counter).toHaveText(`1 of ${everywhere}`);
  await expect(page).toHaveURL(/[?&]q=refund\+-2(&|$)/);
  await expect.poll(async () => (await search.highlighted()).map((text) => text.toLowerCase())).toContain('refund');
  for (const text of await search.highlighted()) expect(text.toLowerCase()).toBe('refund');

  // The keys typed in the box never reached the page's shortcuts (a picked option would have been saved
  // as a draft on leaving the record), and every record shown matches.
  await annotate.openRecordId();
  expect(await storedAnswers(before, annotator.id)).toBeNull();
  for (let position = 1; position <= everywhere; position++) {
    await expect(annotate.counter).toHaveText(`${position} of ${everywhere}`);
    await expect(annotate.recordCard).toContainText(/refund/i);
    if (position < everywhere) await annotate.nextRecord.click();
  }

  await search.field.selectOption({ label: 'Title' });
  await expect(page).toHaveURL(/[?&]field=title(&|$)/);
  const inTitle = await apiTotal(annotator, dataset.id, pendingBody({ query: { text: { q: 'refund -2', field: 'title' } } }));
  expect(inTitle).toBe(1);
  await expect(annotate.counter).toHaveText('1 of 1');
  await expect(fieldShown(page, 'title')).toContainText('Refund please');
  // Only the chosen field is highlighted.
  await search.expectHighlighted(['Refund']);

  await search.clear.click();
  await expect(annotate.counter).toHaveText('1 of 6');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await search.expectHighlighted([]);
});

test('a search that matches nothing says so, and Reset brings every record back', async ({ page }) => {
  const { dataset, annotator } = await seedReviews();
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const search = new RecordSearch(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();

  await search.search('zeppelin');
  await expect(annotate.emptyQueue.getByRole('heading')).toHaveText('You have no pending records matching your query');
  await expect(annotate.counter).toHaveCount(0);
  await search.reset.click();
  await expect(annotate.counter).toHaveText('1 of 6');
  await expect(search.reset).toHaveCount(0);
});

test('a view is a URL: a reload and a fresh tab reproduce it, Back and Forward move between views', async ({ page, context }) => {
  const { dataset, annotator } = await seedReviews();
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const search = new RecordSearch(page);
  await annotate.goto(dataset.id);
  const first = await annotate.openRecordId();
  await expect(annotate.counter).toHaveText('1 of 6');

  await search.search('refund');
  await expect(annotate.counter).toHaveText('1 of 3');
  await annotate.nextRecord.click();
  await expect(annotate.counter).toHaveText('2 of 3');
  const secondMatch = await annotate.openRecordId();
  await expect(page).toHaveURL(new RegExp(`[?&]record=${secondMatch}`));
  const shared = page.url();

  await page.reload();
  await annotate.expectRecord(secondMatch);
  await expect(annotate.counter).toHaveText('2 of 3');
  await expect(search.input).toHaveValue('refund');

  const tab = await context.newPage();
  await signInWithToken(tab, annotator.token);
  await tab.goto(shared);
  const other = new AnnotationPage(tab);
  await other.expectRecord(secondMatch);
  await expect(other.counter).toHaveText('2 of 3');
  await expect(new RecordSearch(tab).input).toHaveValue('refund');
  await tab.close();

  // Back: the record before, then the view before the search, on the record shown then.
  await page.goBack();
  await expect(annotate.counter).toHaveText('1 of 3');
  await page.goBack();
  await expect(annotate.counter).toHaveText('1 of 6');
  await annotate.expectRecord(first);
  await expect(page).not.toHaveURL(/[?&]q=/);
  await page.goForward();
  await expect(annotate.counter).toHaveText('1 of 3');
  await expect(search.input).toHaveValue('refund');
});

test('Back after moving to the next record shows the record before, and a reload keeps showing it', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['One', 'Two', 'Three']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  const first = await annotate.openRecordId();
  await annotate.press('ArrowRight');
  const second = await annotate.nextRecordAfter(first);
  await expect(page).toHaveURL(new RegExp(`[?&]record=${second}`));

  await page.goBack();
  await annotate.expectRecord(first);
  await expect(annotate.counter).toHaveText('1 of 3');
  await page.reload();
  await annotate.expectRecord(first);
  await page.goForward();
  await annotate.expectRecord(second);
  await expect(annotate.counter).toHaveText('2 of 3');
});

test('answering the last records of the queue leaves the empty state, not "3 of 2"', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['One', 'Two'], { minSubmitted: 2, annotators: 1 });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  const first = await annotate.openRecordId();
  await annotate.press('1', 'Enter');
  await annotate.nextRecordAfter(first);
  await expect(annotate.counter).toHaveText('2 of 2');
  await annotate.press('2', 'Enter');

  await expect(annotate.emptyQueue.getByRole('heading')).toHaveText('You have no pending records to annotate');
  await expect(annotate.counter).toHaveCount(0);
  await expect(annotate.previousRecord).toBeDisabled();
  await expect(annotate.nextRecord).toBeDisabled();
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
});

test('the progress panel counts pending as the queue does, and says apart what the team completed', async ({ page }) => {
  const { dataset, annotators, records } = await seedLabelDataset(['One', 'Two', 'Three'], { minSubmitted: 1, annotators: 2 });
  const [me, teammate] = annotators as [SeededUser, SeededUser];
  await teammate.api.submitResponse(records[0]!.id, { label: 'positive' });

  await signInWithToken(page, me.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await expect(annotate.counter).toHaveText('1 of 2');
  await expect(annotate.progress.getByTestId('my-count-pending')).toContainText('2');
  await expect(annotate.progress.getByTestId('completed-by-team')).toHaveText(
    '1 more record you have not answered is already complete (the team has submitted enough answers), so it is not in your queue.',
  );
  // The counter is also the way to another position: its hint says both.
  await expect(annotate.counter.getByRole('button')).toHaveAttribute('title', '2 pending records in your queue\nGo to record (Alt+G)');
});

test('changing the search with unsaved edits of a submitted record asks first', async ({ page }) => {
  const { dataset, annotator, records } = await seedReviews();
  for (const record of records) await annotator.api.submitResponse(record.id, { sentiment: 'positive' });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const search = new RecordSearch(page);
  await annotate.goto(dataset.id, { status: 'submitted' });
  const open = await annotate.openRecordId();
  await annotate.label('sentiment', 'negative').click();

  await search.search('refund');
  const warning = annotate.toasts.toast("You didn't submit your changes");
  await expect(warning).toBeVisible();
  await annotate.expectRecord(open);
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(annotate.counter).toHaveText('1 of 6');

  await warning.getByRole('button', { name: 'Ignore and continue' }).click();
  await expect(annotate.counter).toHaveText('1 of 3');
  await expect(page).toHaveURL(/[?&]q=refund(&|$)/);
  expect(await storedAnswers(open, annotator.id)).toEqual({ status: 'submitted', values: { sentiment: 'positive' } });
});

test('a page of the previous view that arrives after a search never joins the new view', async ({ page }) => {
  const texts = Array.from({ length: 24 }, (_, index) => (index === 17 ? 'The only refund here' : `Plain record ${index + 1}`));
  const { dataset, annotator } = await seedLabelDataset(texts);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const search = new RecordSearch(page);
  // The queue loads ahead in the background; that load, for the view without a search, answers late.
  let releaseLate: () => void = () => undefined;
  const late = new Promise<void>((resolve) => (releaseLate = resolve));
  await page.route('**/api/v1/me/datasets/*/records/search*', async (route) => {
    const offset = Number(new URL(route.request().url()).searchParams.get('offset') ?? 0);
    const text = (route.request().postDataJSON() as { query?: unknown }).query;
    if (offset > 0 && !text) await late;
    await route.continue();
  });
  await annotate.goto(dataset.id);
  await expect(annotate.counter).toHaveText('1 of 24');
  const loadAhead = page.waitForRequest((request) => request.url().includes('/records/search') && Number(new URL(request.url()).searchParams.get('offset')) > 0);
  for (let position = 2; position <= 9; position++) {
    await annotate.nextRecord.click();
    await expect(annotate.counter).toHaveText(`${position} of 24`);
  }
  await loadAhead;

  await search.open.click();
  await search.input.fill('refund');
  await search.input.press('Enter');
  await expect(annotate.counter).toHaveText('1 of 1');
  await annotate.expectSettled();
  const lateAnswer = page.waitForResponse((response) => response.url().includes('/records/search') && Number(new URL(response.url()).searchParams.get('offset')) > 0);
  releaseLate();
  await lateAnswer;
  // Give the page the time to (wrongly) take the late page in.
  await page.waitForTimeout(300);
  await expect(annotate.counter).toHaveText('1 of 1');
  await expect(annotate.recordCard).toContainText('The only refund here');
  await expect(annotate.nextRecord).toBeDisabled();
});
