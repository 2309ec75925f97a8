import type { SearchRecordsBody } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { RecordFilters } from '../pages/RecordFilters';
import { seedUser } from '../support/seed';
import type { SeededUser } from '../support/seed';
import { apiSearch, searchBody, seedSearchDataset, type SearchRecordSpec } from '../support/search-seed';
import { signInWithToken } from '../support/session';

/** Twelve reviews: prices 0.5 to 55.5, three categories in turn, sentiments and scores that vary. */
const SPECS: SearchRecordSpec[] = Array.from({ length: 12 }, (_, i) => ({
  text: `Review number ${i + 1}`,
  price: 5 * i + 0.5,
  category: ['books', 'toys', 'food'][i % 3],
  internal: i,
  sentiment: { value: i % 2 === 0 ? 'positive' : 'negative', score: Number(((i % 5) / 5 + 0.1).toFixed(1)), agent: i % 4 === 0 ? 'rules' : 'gpt' },
  quality: { value: (i % 5) + 1, agent: 'gpt' },
}));

type Filter = NonNullable<SearchRecordsBody['filters']>['and'][number];
const priceRange = (ge: number | null, le: number | null): Filter => ({ type: 'range', scope: { entity: 'metadata', metadata_property: 'price' }, ge, le });
const categories = (...values: string[]): Filter => ({ type: 'terms', scope: { entity: 'metadata', metadata_property: 'category' }, values });

/** The page shows what the API answers the same person for the same search: the count and the first record. */
async function expectShown(annotate: AnnotationPage, user: SeededUser, datasetId: string, body: SearchRecordsBody): Promise<number> {
  const { total, ids } = await apiSearch(user, datasetId, body);
  if (total === 0) {
    await expect(annotate.emptyQueue).toBeVisible();
  } else {
    await expect(annotate.counter).toHaveText(`1 of ${total}`);
    await annotate.expectRecord(ids[0]!);
  }
  return total;
}

test('metadata: a price range and categories, alone and together, show what the API answers', async ({ page }) => {
  const { dataset, annotator } = await seedSearchDataset(SPECS);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const filters = new RecordFilters(page);
  await annotate.goto(dataset.id);
  await expect(annotate.counter).toHaveText('1 of 12');

  await filters.open('Metadata', 'Price');
  await expect(filters.panel.getByText('Records hold values from 0.5 to 55.5')).toBeVisible();
  await filters.from('Price').fill('10');
  await filters.to('Price').fill('30');
  // Applied after a pause in typing, without closing the panel.
  await expect(page).toHaveURL(/meta\.price=10\.\.30/);
  expect(await expectShown(annotate, annotator, dataset.id, searchBody('pending', { and: [priceRange(10, 30)] }))).toBe(4);
  await expect(filters.chip('Price: 10 – 30')).toBeVisible();

  // The second level goes back to the list; the category's values come with their counts.
  await filters.back().click();
  await filters.panel.getByRole('button', { name: 'Category', exact: true }).click();
  await expect(filters.panel.getByRole('group', { name: 'Values of Category' })).toContainText('books4');
  await filters.checkbox('books').check();
  await filters.checkbox('toys').check();
  await filters.close();
  await expect(filters.chip('Category: books, toys')).toBeVisible();
  await expectShown(annotate, annotator, dataset.id, searchBody('pending', { and: [priceRange(10, 30), categories('books', 'toys')] }));
  await expect(page.getByTestId('filters-count')).toContainText('2 filters are active');

  // The categories alone.
  await filters.removeChip('Price').click();
  await expect(filters.chips).toHaveCount(1);
  expect(await expectShown(annotate, annotator, dataset.id, searchBody('pending', { and: [categories('books', 'toys')] }))).toBe(8);
});

test('responses: the person’s own label and rating answers on their submitted records', async ({ page }) => {
  const { dataset, annotator, records } = await seedSearchDataset(SPECS);
  const answers = ['positive', 'negative', 'negative', 'neutral', 'negative', 'positive'];
  for (const [index, sentiment] of answers.entries()) await annotator.api.submitResponse(records[index]!.id, { sentiment, quality: (index % 5) + 1 });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const filters = new RecordFilters(page);
  await annotate.goto(dataset.id, { status: 'submitted' });
  await expect(annotate.counter).toHaveText('1 of 6');

  await filters.open('Responses');
  // Only the label and rating questions can filter; the text question is not listed.
  await expect(filters.targets()).toHaveText(['Sentiment', 'Quality']);
  await filters.panel.getByRole('button', { name: 'Sentiment', exact: true }).click();
  await filters.checkbox('negative').check();
  await filters.close();
  await expect(filters.chip('Sentiment (response): negative')).toBeVisible();
  const negative: Filter = { type: 'terms', scope: { entity: 'response', question: 'sentiment' }, values: ['negative'] };
  expect(await expectShown(annotate, annotator, dataset.id, searchBody('submitted', { and: [negative] }))).toBe(3);

  await filters.open('Responses', 'Quality');
  await filters.from('Quality').fill('3');
  await filters.close();
  await expect(filters.chip('Quality (response): ≥ 3')).toBeVisible();
  const atLeastThree: Filter = { type: 'range', scope: { entity: 'response', question: 'quality' }, ge: 3, le: null };
  expect(await expectShown(annotate, annotator, dataset.id, searchBody('submitted', { and: [negative, atLeastThree] }))).toBe(2);
});

test('suggestions: value, score and agent of one question make one filter and one chip', async ({ page }) => {
  const { dataset, annotator } = await seedSearchDataset(SPECS);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const filters = new RecordFilters(page);
  await annotate.goto(dataset.id);

  await filters.open('Suggestions', 'Sentiment');
  await filters.checkbox('positive').check();
  await filters.tab('Score').click();
  await filters.from('Score').fill('0,3');
  await filters.tab('Agent').click();
  await expect(filters.panel.getByRole('checkbox')).toHaveCount(2);
  await filters.checkbox('gpt').check();
  await filters.close();

  await expect(filters.chip('Sentiment (suggestion): positive · score ≥ 0.3 · gpt')).toBeVisible();
  await expect(page).toHaveURL(/suggestion\.sentiment=positive&suggestion\.sentiment\.score=0\.3\.\.&suggestion\.sentiment\.agent=gpt/);
  const scope = (property: 'value' | 'score' | 'agent') => ({ entity: 'suggestion' as const, question: 'sentiment', property });
  await expectShown(
    annotate,
    annotator,
    dataset.id,
    searchBody('pending', {
      and: [
        { type: 'terms', scope: scope('value'), values: ['positive'] },
        { type: 'range', scope: scope('score'), ge: 0.3, le: null },
        { type: 'terms', scope: scope('agent'), values: ['gpt'] },
      ],
    }),
  );

  // With a metadata filter as well.
  await filters.open('Metadata', 'Category');
  await filters.checkbox('food').check();
  await filters.close();
  await expectShown(
    annotate,
    annotator,
    dataset.id,
    searchBody('pending', {
      and: [
        categories('food'),
        { type: 'terms', scope: scope('value'), values: ['positive'] },
        { type: 'range', scope: scope('score'), ge: 0.3, le: null },
        { type: 'terms', scope: scope('agent'), values: ['gpt'] },
      ],
    }),
  );
});

test('a ticked box stays ticked while the view it asks for loads, on a slow machine too', async ({ page }) => {
  const { dataset, annotator } = await seedSearchDataset(SPECS);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const filters = new RecordFilters(page);
  await annotate.goto(dataset.id);
  // A slow processor stretches the router's navigation, which the first record's own move interrupts.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const [category, target, value] of [
    ['Suggestions', 'Sentiment', 'positive'],
    ['Metadata', 'Category', 'food'],
  ] as const) {
    await filters.open(category, target);
    const box = filters.checkbox(value);
    await box.waitFor();
    // Every frame from the click until the new view's first record is in the address bar.
    await page.evaluate((key) => {
      const seen: string[] = [];
      (window as unknown as { boxStates: string[] }).boxStates = seen;
      const watch = () => {
        const input = document.querySelector<HTMLInputElement>(`[data-focus-key="term:${key}"]`);
        seen.push(input ? String(input.checked) : 'gone');
        if (!/record=/.test(location.search) || !seen.includes('true') || seen.length < 30) requestAnimationFrame(watch);
      };
      document.addEventListener('click', () => requestAnimationFrame(watch), { capture: true, once: true });
    }, value);
    await box.click();
    await expect(page).toHaveURL(new RegExp(`=${value}.*record=`));
    const states = await page.evaluate(() => (window as unknown as { boxStates: string[] }).boxStates);
    expect(states.slice(states.indexOf('true'))).not.toContain('false');
    await filters.close();
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(filters.chip('Category: food')).toBeVisible();
});

test('chips reopen their filter, × removes one, and Clear all removes every filter but keeps the sort', async ({ page }) => {
  const { dataset, annotator } = await seedSearchDataset(SPECS);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const filters = new RecordFilters(page);
  await page.goto(`/dataset/${dataset.id}/annotation-mode?meta.price=10..40&meta.category=books&suggestion.sentiment.score=0.5..&sort=meta.price:desc`);
  await expect(filters.chips).toHaveText(['Price: 10 – 40', 'Category: books', 'Sentiment (suggestion): score ≥ 0.5']);
  const score: Filter = { type: 'range', scope: { entity: 'suggestion', question: 'sentiment', property: 'score' }, ge: 0.5, le: null };
  const sort: SearchRecordsBody['sort'] = [{ scope: { entity: 'metadata', metadata_property: 'price' }, order: 'desc' }];
  await expectShown(annotate, annotator, dataset.id, searchBody('pending', { and: [priceRange(10, 40), categories('books'), score], sort }));

  await filters.chip('Category: books').click();
  await expect(filters.panel.getByText('Category', { exact: true })).toBeVisible();
  await expect(filters.checkbox('books')).toBeChecked();
  await filters.close();

  await filters.removeChip('Category').click();
  await expect(filters.chips).toHaveCount(2);
  await expect(page).not.toHaveURL(/meta\.category/);
  await expectShown(annotate, annotator, dataset.id, searchBody('pending', { and: [priceRange(10, 40), score], sort }));

  await filters.clearAll.click();
  await expect(filters.chips).toHaveCount(0);
  await expect(page).toHaveURL(/sort=meta\.price:desc/);
  await expect(page).not.toHaveURL(/meta\.price=|suggestion\./);
  expect(await expectShown(annotate, annotator, dataset.id, searchBody('pending', { sort }))).toBe(12);
});

test('a range that does not read says why and changes nothing', async ({ page }) => {
  const { dataset, annotator } = await seedSearchDataset(SPECS);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const filters = new RecordFilters(page);
  await annotate.goto(dataset.id);
  const first = await annotate.openRecordId();
  const suggested = await annotate.question('sentiment').getByRole('radio', { checked: true }).textContent();

  await filters.open('Metadata', 'Price');
  // Keys typed in the box are text: digits never reach the page's shortcuts (they pick labels there).
  // Never a number at any point: a pause in typing would otherwise apply what reads so far ("1").
  await filters.to('Price').pressSequentially('x10');
  await expect(filters.panel.getByText('Enter a number')).toBeVisible();
  await expect(filters.to('Price')).toHaveAttribute('aria-invalid', 'true');
  await expect(annotate.question('sentiment').getByRole('radio', { checked: true })).toHaveText(suggested!);

  await filters.from('Price').fill('30');
  await filters.to('Price').fill('10');
  await expect(filters.panel.getByText('“From” must not be above “To”')).toBeVisible();
  await filters.close();
  await expect(filters.chips).toHaveCount(0);
  await expect(page).not.toHaveURL(/meta\.price/);
  await annotate.expectRecord(first);
  await expect(annotate.counter).toHaveText('1 of 12');

  // Put right, it applies.
  await filters.open('Metadata', 'Price');
  await expect(filters.from('Price')).toHaveValue('');
  await filters.from('Price').fill('30');
  await filters.to('Price').fill('40');
  await filters.close();
  await expect(filters.chips).toHaveText(['Price: 30 – 40']);
  await expectShown(annotate, annotator, dataset.id, searchBody('pending', { and: [priceRange(30, 40)] }));
});

test('annotators never see hidden metadata; admins filter by it', async ({ page }) => {
  const { dataset, annotator, workspace } = await seedSearchDataset(SPECS);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const filters = new RecordFilters(page);
  // A link naming the hidden property filters nothing for an annotator.
  await page.goto(`/dataset/${dataset.id}/annotation-mode?meta.internal=3..`);
  await expect(annotate.counter).toHaveText('1 of 12');
  await expect(filters.chips).toHaveCount(0);
  await filters.open('Metadata');
  await expect(filters.targets()).toHaveText(['Price', 'Category']);

  const admin = await seedUser('admin', { workspaceIds: [workspace.id] });
  const context = await page.context().browser()!.newContext();
  const adminPage = await context.newPage();
  await signInWithToken(adminPage, admin.token);
  const adminFilters = new RecordFilters(adminPage);
  await adminPage.goto(`/dataset/${dataset.id}/annotation-mode?meta.internal=3..`);
  await expect(adminFilters.chips).toHaveText(['Internal score: ≥ 3']);
  const internal: Filter = { type: 'range', scope: { entity: 'metadata', metadata_property: 'internal' }, ge: 3, le: null };
  await expectShown(new AnnotationPage(adminPage), admin, dataset.id, searchBody('pending', { and: [internal] }));
  await adminFilters.open('Metadata');
  await expect(adminFilters.targets()).toHaveText(['Price', 'Category', 'Internal score']);
  await context.close();
});

test('a checklist of a thousand values keeps only what is in view in the page and finds a value by search', async ({ page }) => {
  const specs = Array.from({ length: 1000 }, (_, i) => ({ text: `Record ${i}`, source: `src-${String(i).padStart(4, '0')}` }));
  const { dataset, annotator } = await seedSearchDataset(specs, { withSource: true });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const filters = new RecordFilters(page);
  await annotate.goto(dataset.id);
  await expect(annotate.counter).toHaveText('1 of 1,000');

  await filters.open('Metadata', 'Source');
  const list = filters.panel.getByRole('group', { name: 'Values of Source' });
  await expect(list.getByRole('checkbox').first()).toBeVisible();
  expect(await list.getByRole('checkbox').count()).toBeLessThan(40);

  // The arrow keys walk the list, scrolling the next rows in.
  await list.getByRole('checkbox').first().focus();
  for (let step = 0; step < 12; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^src-/);

  await filters.panel.getByRole('searchbox', { name: 'Search values' }).fill('src-0777');
  await expect(list.getByRole('checkbox')).toHaveCount(1);
  await filters.checkbox('src-0777').check();
  await filters.close();
  await expect(filters.chip('Source: src-0777')).toBeVisible();
  await expect(annotate.counter).toHaveText('1 of 1');
  await expect(annotate.field('text')).toContainText('Record 777');
});

test('the keyboard stays in the box being typed in while the records are searched again', async ({ page }) => {
  const { dataset, annotator } = await seedSearchDataset(SPECS);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const filters = new RecordFilters(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();

  await filters.open('Metadata', 'Price');
  await expect(filters.from('Price')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('4');
  // The pause applies "≤ 4", and the page shows its toolbar anew while the records load…
  await expect(page).toHaveURL(/meta\.price=\.\.4(&|$)/);
  await expect(annotate.counter).toHaveText(/^1 of /);
  // …yet the next key still lands in the same box.
  await page.keyboard.type('0');
  await expect(filters.to('Price')).toHaveValue('40');
  await expect(page).toHaveURL(/meta\.price=\.\.40(&|$)/);
  await expectShown(annotate, annotator, dataset.id, searchBody('pending', { and: [priceRange(null, 40)] }));
});
