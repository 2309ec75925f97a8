import type { SearchRecordsBody } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { RecordSort } from '../pages/RecordSort';
import type { SeededUser } from '../support/seed';
import { apiSearch, searchBody, seedSearchDataset, type SearchRecordSpec } from '../support/search-seed';
import { signInWithToken } from '../support/session';

/** Eight reviews; prices repeat per category, so a second key decides between equal first keys. */
const SPECS: SearchRecordSpec[] = Array.from({ length: 8 }, (_, i) => ({
  text: `Review number ${i + 1}`,
  price: [12.5, 3, 40, 3, 27, 12.5, 8, 40][i],
  category: ['toys', 'books', 'food', 'books', 'toys', 'food', 'books', 'toys'][i],
  sentiment: { value: i % 2 === 0 ? 'positive' : 'negative', score: [0.9, 0.2, 0.5, 0.7, 0.1, 0.6, 0.3, 0.8][i], agent: 'gpt' },
}));

type Sort = NonNullable<SearchRecordsBody['sort']>;
const byPrice = (order: 'asc' | 'desc'): Sort[number] => ({ scope: { entity: 'metadata', metadata_property: 'price' }, order });
const byCategory = (order: 'asc' | 'desc'): Sort[number] => ({ scope: { entity: 'metadata', metadata_property: 'category' }, order });

/** Walks the first `count` records with Next, expecting them in the order the API answers for the same sort. */
async function expectOrder(annotate: AnnotationPage, user: SeededUser, datasetId: string, sort: Sort, count = 5): Promise<void> {
  const { ids } = await apiSearch(user, datasetId, searchBody('pending', { sort }));
  await expect(annotate.counter).toHaveText(`1 of ${SPECS.length}`);
  await annotate.expectRecord(ids[0]!);
  for (let position = 1; position < count; position += 1) {
    await annotate.nextRecord.click();
    await annotate.expectRecord(ids[position]!);
    await expect(annotate.counter).toHaveText(`${position + 1} of ${SPECS.length}`);
  }
}

test('sort by price, then reverse it: the records come in the order the API gives', async ({ page }) => {
  const { dataset, annotator } = await seedSearchDataset(SPECS);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const sort = new RecordSort(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();

  await sort.open();
  // Fields in groups; with no sort yet the list shows at once. Rating answers are sortable, text answers not.
  await expect(sort.panel.getByRole('region')).toHaveText([/^Record/, /^Metadata/, /^Suggestion score/, /^Suggestion value/, /^Response value/]);
  await expect(sort.panel.getByRole('region', { name: 'Response value' }).getByRole('button')).toHaveText(['Quality']);
  await sort.pick('Metadata', 'Price');
  await expect(sort.order('Price')).toHaveText('Lowest first');
  await sort.close();
  await expect(page).toHaveURL(/sort=meta\.price:asc/);
  await expect(page.getByTestId('sort-count')).toContainText('Sorted by 1 field');
  await expectOrder(annotate, annotator, dataset.id, [byPrice('asc')]);

  await sort.open();
  await sort.order('Price').click();
  await expect(sort.order('Price')).toHaveText('Highest first');
  // Applied after a short pause even while the panel stays open.
  await expect(page).toHaveURL(/sort=meta\.price:desc/);
  await sort.close();
  await expectOrder(annotate, annotator, dataset.id, [byPrice('desc')]);
});

test('several keys in order: category, then price from the highest; a key raised and one removed', async ({ page }) => {
  const { dataset, annotator } = await seedSearchDataset(SPECS);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const sort = new RecordSort(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();

  await sort.open();
  await sort.pick('Metadata', 'Category');
  await sort.pick('Metadata', 'Price');
  await sort.order('Price').click();
  await expect(sort.rows).toHaveText([/^1MetadataCategoryA to Z/, /^2MetadataPriceHighest first/]);
  await sort.close();
  await expect(page).toHaveURL(/sort=meta\.category:asc,meta\.price:desc/);
  await expect(page.getByTestId('sort-count')).toContainText('Sorted by 2 fields');
  await expectOrder(annotate, annotator, dataset.id, [byCategory('asc'), byPrice('desc')], 8);

  // A suggestion's score as a third key, then raised above the price.
  await sort.open();
  await sort.pick('Suggestion score', 'Sentiment');
  await sort.panel.getByRole('button', { name: 'Sort by Sentiment earlier' }).click();
  await sort.close();
  await expect(page).toHaveURL(/sort=meta\.category:asc,suggestion\.sentiment\.score:asc,meta\.price:desc/);
  const score: Sort[number] = { scope: { entity: 'suggestion', question: 'sentiment', property: 'score' }, order: 'asc' };
  await expectOrder(annotate, annotator, dataset.id, [byCategory('asc'), score, byPrice('desc')]);

  await sort.open();
  await sort.remove('Category').click();
  await sort.remove('Sentiment').click();
  await sort.close();
  await expect(page).toHaveURL(/sort=meta\.price:desc(&|$)/);
  await expectOrder(annotate, annotator, dataset.id, [byPrice('desc')]);

  await sort.open();
  await sort.clear.click();
  await sort.close();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByTestId('sort-count')).toHaveCount(0);
});
