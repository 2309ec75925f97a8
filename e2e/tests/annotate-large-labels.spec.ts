import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { RecordFilters } from '../pages/RecordFilters';
import { SettingsPage } from '../pages/SettingsPage';
import { seedAnnotationDataset, storedAnswers } from '../support/annotate-seed';
import { saveScreenshot } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/** Issue 14's large label sets: as many options as the server accepts by default. */
const OPTION_COUNT = 50_000;
const ZEBRA = 31_337;

const options = (prefix: string, name: string) =>
  Array.from({ length: OPTION_COUNT }, (_, i) => ({ value: `${prefix}${i}`, text: i === ZEBRA ? 'Zebra crossing' : `${name} ${i}` }));

/** A label and a multi-label question of 50,000 options each; each record suggests a tag far down the list. */
function seedLargeLabelDataset() {
  return seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: [
      { name: 'category', title: 'Category', required: true, settings: { type: 'label_selection', options: options('c', 'Category') } },
      {
        name: 'tags',
        title: 'Tags',
        required: false,
        settings: { type: 'multi_label_selection', options: options('t', 'Tag'), visible_options: 12 },
      },
    ],
    records: [
      { fields: { text: 'A crossing painted in stripes.' }, suggestions: { tags: { value: ['t45000'], score: [0.8], agent: 'tagger' } } },
      { fields: { text: 'Another crossing, in the rain.' }, suggestions: { tags: { value: ['t45001'], score: [0.7], agent: 'tagger' } } },
    ],
    admin: true,
  });
}

// Seeding two questions of 50,000 options and opening them takes longer than a usual journey.
test.describe.configure({ timeout: 90_000 });

test('an annotator finds a label among 50,000 by typing, picks it, and submits', async ({ page }) => {
  const { dataset, annotator } = await seedLargeLabelDataset();
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  const recordId = await annotate.openRecordId();

  const category = annotate.question('category');
  const tags = annotate.question('tags');
  // Only what is useful is drawn: the first options (20 without a visible_options setting), not 50,000.
  await expect(category.getByRole('radio')).toHaveCount(20);
  await expect(category.getByText('49,980 more options: search to find them')).toBeVisible();
  // The suggested tag is far down the list and still shown, after the first 12.
  await expect(tags.getByRole('checkbox')).toHaveCount(13);
  await expect(tags.getByRole('checkbox', { name: /Tag 4500[01]/ })).toBeVisible();

  const search = category.getByRole('searchbox', { name: 'Search labels' });
  await search.fill('zebra');
  await expect(category.getByRole('radio')).toHaveCount(1);
  await expect(category.getByRole('radio', { name: /Zebra crossing/ })).toBeVisible();
  await search.press('Enter');
  await expect(category.getByRole('radio', { name: /Zebra crossing/ })).toHaveAttribute('aria-checked', 'true');

  const tagSearch = tags.getByRole('searchbox', { name: 'Search labels' });
  await tagSearch.fill('tag 4999');
  // Tag 4999 starts with the query's words and ranks first; 14999, 24999… and 49990–49999 follow.
  await expect(tags.getByRole('checkbox').first()).toHaveAccessibleName(/Tag 4999$/);
  await tagSearch.fill('tag 49999');
  await tags.getByRole('checkbox', { name: /Tag 49999/ }).click();
  await expect(tags.getByRole('checkbox', { name: /Tag 49999/ })).toHaveAttribute('aria-checked', 'true');
  await tagSearch.fill('tag');
  await expect(tags.getByText(/more matches: keep typing/)).toBeVisible();
  await saveScreenshot(page, 'annotate-large-labels');

  await tagSearch.fill('');
  // Picked far down the list, the answer stays in sight once the search is cleared.
  await expect(tags.getByRole('checkbox', { name: /Tag 49999/ })).toHaveAttribute('aria-checked', 'true');
  await annotate.submit.click();
  // The next record is painted, its own search box empty.
  await expect(annotate.recordCard).not.toHaveAttribute('data-record-id', recordId);
  await expect(annotate.question('category').getByRole('searchbox', { name: 'Search labels' })).toHaveValue('');

  await expect
    .poll(async () => (await storedAnswers(recordId, annotator.id))?.values.category)
    .toBe(`c${ZEBRA}`);
  const stored = await storedAnswers(recordId, annotator.id);
  expect(stored?.status).toBe('submitted');
  expect(stored?.values.tags).toContain('t49999');
});

test('an admin moves one of 50,000 labels to the front by search and position, and sets the visible labels', async ({ page }) => {
  const seeded = await seedLargeLabelDataset();
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(seeded.dataset.id, 'questions');
  const category = settings.item('settings-question-category');
  const order = category.getByTestId('question-order');
  // No 50,000 draggable chips: the head of the order and a way to move one label.
  await expect(order.getByTestId('order-head').getByRole('listitem')).toHaveCount(10);
  await expect(order.getByRole('listitem')).toHaveCount(10);

  await order.getByTestId('order-find').fill('zebra');
  await order.getByRole('radio', { name: 'Zebra crossing' }).click();
  await expect(order.getByText('“Zebra crossing” is at position 31,338 of 50,000')).toBeVisible();
  await order.getByTestId('order-position').fill('1');
  await order.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(order.getByTestId('order-head').getByRole('listitem').first()).toHaveText('Zebra crossing');
  await expect(order.getByText('“Zebra crossing” is at position 1 of 50,000')).toBeVisible();

  await category.getByTestId('question-visible-labels').fill('8');
  // The live preview draws the fast editor: the moved label first, 8 shown.
  const preview = page.getByTestId('questions-preview');
  await expect(preview.getByRole('radiogroup').first().getByRole('radio')).toHaveCount(8);
  await expect(preview.getByRole('radio').first()).toHaveAccessibleName(/Zebra crossing/);
  await saveScreenshot(page, 'settings-large-labels');

  await settings.update(category).click();
  await expect(settings.toasts.toast('Question category updated')).toBeVisible();
  const questions = await seeded.owner.call(endpoints.listQuestions, { params: { dataset_id: seeded.dataset.id } });
  const stored = questions.items.find((question) => question.name === 'category')!.settings as { options: { value: string }[]; visible_options: number | null };
  expect(stored.options).toHaveLength(OPTION_COUNT);
  expect(stored.options.slice(0, 2).map((option) => option.value)).toEqual([`c${ZEBRA}`, 'c0']);
  expect(stored.visible_options).toBe(8);
});

test('the suggestion filter of a 50,000-option question opens at once and finds a value by search', async ({ page }) => {
  const { dataset, annotator } = await seedLargeLabelDataset();
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const filters = new RecordFilters(page);
  await annotate.goto(dataset.id);
  await expect(annotate.counter).toHaveText('1 of 2');

  await filters.open('Suggestions', 'Tags');
  // The checklist draws the rows in view of 50,000 values.
  await expect(filters.panel.getByRole('checkbox').first()).toBeVisible();
  expect(await filters.panel.getByRole('checkbox').count()).toBeLessThan(40);
  await filters.panel.getByRole('searchbox', { name: 'Search values' }).fill('tag 45000');
  await expect(filters.checkbox('Tag 45000')).toBeVisible();
  await filters.checkbox('Tag 45000').check();
  await filters.close();
  await expect(filters.chip('Tags (suggestion): Tag 45000')).toBeVisible();
  await expect(annotate.counter).toHaveText('1 of 1');
  await expect(annotate.recordCard).toContainText('A crossing painted in stripes.');
});
