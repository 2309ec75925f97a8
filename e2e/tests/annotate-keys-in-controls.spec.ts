import { expect, test, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { ENTITY_LABELS, PASSAGE, codePointSpan, seedAnnotationDataset, storedAnswers } from '../support/annotate-seed';
import { saveScreenshot } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/*
 * A key that the focused control uses is the control's: arrows in the list of spans, in a radio group
 * or in a text box, Enter in a search box never act on the record (open another one, submit it).
 */

const OPTIONS = Array.from({ length: 16 }, (_, n) => ({ value: `option-${n + 1}`, text: `Option ${n + 1}` }));
const SUGGESTED_SPANS = ['Ada Lovelace', 'Berlin', 'Charles Babbage'].map((words, n) => ({ label: ENTITY_LABELS[n]!.value, ...codePointSpan(PASSAGE, words) }));

/** Two records, each with three suggested spans, a label question of 16 options (with a search box), a rating and a text question. */
function seedDataset() {
  return seedAnnotationDataset({
    fields: [{ name: 'passage', title: 'Passage', required: true, settings: { type: 'text' } }],
    questions: [
      { name: 'entities', title: 'Entities', required: false, settings: { type: 'span', field: 'passage', options: ENTITY_LABELS.map((option) => ({ ...option })), allow_overlapping: false } },
      { name: 'topic', title: 'Topic', required: true, settings: { type: 'label_selection', options: OPTIONS } },
      { name: 'quality', title: 'Quality', required: true, settings: { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) } },
      { name: 'notes', title: 'Notes', required: false, settings: { type: 'text', use_markdown: false } },
    ],
    records: [1, 2].map((n) => ({ external_id: `record-${n}`, fields: { passage: PASSAGE }, suggestions: { entities: { value: SUGGESTED_SPANS } } })),
  });
}

async function openFirst(page: Page) {
  const seeded = await seedDataset();
  await signInWithToken(page, seeded.annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(seeded.dataset.id);
  const recordId = await annotate.openRecordId();
  return { ...seeded, annotate, recordId };
}

test('the arrow keys in the list of spans move between its buttons and never to another record; Enter there answers the button', async ({ page }) => {
  const { annotate, annotator, recordId } = await openFirst(page);
  const rows = annotate.spanRows('entities');
  await expect(rows).toHaveCount(3);
  const show = (n: number) => rows.nth(n).getByRole('button', { name: /^Show span/ });
  const changeLabel = (n: number) => rows.nth(n).getByRole('button', { name: /^Change the label/ });
  const remove = (n: number) => rows.nth(n).getByRole('button', { name: /^Remove span/ });

  await show(0).focus();
  await annotate.press('ArrowRight');
  await expect(changeLabel(0)).toBeFocused();
  await annotate.press('ArrowRight', 'ArrowRight');
  await expect(remove(0)).toBeFocused();
  await annotate.press('ArrowDown', 'ArrowDown', 'ArrowDown');
  await expect(remove(2)).toBeFocused();
  await annotate.press('ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowUp', 'Home');
  await expect(show(0)).toBeFocused();
  await annotate.press('End', 'ArrowLeft');
  await expect(show(2)).toBeFocused();
  await annotate.expectRecord(recordId);

  // Enter on a row's button is that button's: it shows the span in the text, and nothing is submitted.
  await annotate.press('Enter');
  await expect(annotate.recordCard.getByText('Selected:')).toBeVisible();
  await annotate.expectRecord(recordId);
  await page.waitForTimeout(300);
  expect(await storedAnswers(recordId, annotator.id)).toBeNull();
});

test('the hint under the spans is true: from the list, one Tab reaches "go to the text", and there the arrows, Shift and Enter add a span', async ({ page }) => {
  const { annotate, recordId } = await openFirst(page);
  const hint = annotate.question('entities').getByText(/^Keyboard:/);
  await expect(hint).toHaveText('Keyboard: go to the text, then move with the arrow keys, extend with Shift, add with Enter.');

  // The list is one stop of the Tab order: Tab from its first button leaves it for the hint's button.
  await annotate.spanRows('entities').first().getByRole('button', { name: /^Show span/ }).focus();
  await annotate.press('Tab');
  const goToText = hint.getByRole('button', { name: 'go to the text' });
  await expect(goToText).toBeFocused();
  await saveScreenshot(page, 'annotate-span-keyboard-hint');
  await annotate.press('Enter');
  await expect(annotate.spanText).toBeFocused();

  // Words: 🎉 · Ada · Lovelace · visited · Berlin ...: "visited" is the fourth.
  await annotate.press('Home', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Shift+ArrowRight', '2', 'Enter');
  await expect(annotate.spanRows('entities')).toHaveCount(3);
  await expect(annotate.spanRows('entities').filter({ hasText: 'visited Berlin' })).toHaveCount(1);
  await annotate.expectRecord(recordId);
});

test('the arrows in a radio group move between its options and never to another record; Enter there still submits', async ({ page }) => {
  const { annotate, annotator, recordId } = await openFirst(page);
  const topic = annotate.question('topic');
  const option = (n: number) => topic.getByRole('radio', { name: `Option ${n}`, exact: true });
  await option(1).focus();
  await annotate.press('ArrowRight', 'ArrowDown');
  await expect(option(3)).toBeFocused();
  await annotate.press('ArrowLeft', 'ArrowUp', 'End');
  await expect(option(16)).toBeFocused();
  await annotate.press('Home', ' ');
  await expect(option(1)).toHaveAttribute('aria-checked', 'true');
  await expect(topic.getByRole('radio', { checked: true })).toHaveCount(1);

  await annotate.rating('quality', 1).focus();
  await annotate.press('ArrowRight', 'ArrowRight', 'ArrowDown');
  await expect(annotate.rating('quality', 4)).toBeFocused();
  await annotate.press('ArrowLeft', ' ');
  await expect(annotate.rating('quality', 3)).toHaveAttribute('aria-checked', 'true');
  await annotate.expectRecord(recordId);

  // Enter is no key of a radio group: the record is complete, and it goes.
  await annotate.press('Enter');
  await annotate.nextRecordAfter(recordId);
  await expect.poll(async () => (await storedAnswers(recordId, annotator.id))?.values).toMatchObject({ topic: 'option-1', quality: 3 });
});

test('the arrows, Enter and Backspace in a text box edit the text and never act on the record', async ({ page }) => {
  const { annotate, annotator, recordId } = await openFirst(page);
  const notes = annotate.textbox('notes');
  await notes.click();
  await page.keyboard.type('first');
  await annotate.press('ArrowLeft', 'ArrowLeft', 'Backspace', 'ArrowRight', 'ArrowRight', 'Enter');
  await page.keyboard.type('second');
  await expect(notes).toHaveValue('fist\nsecond');
  await annotate.expectRecord(recordId);
  await expect.poll(async () => (await storedAnswers(recordId, annotator.id))?.status).toBe('draft');
});

test('Enter in an empty "Search labels" box does nothing; with a search it picks the first match and submits nothing', async ({ page }) => {
  const { annotate, annotator, recordId } = await openFirst(page);
  const topic = annotate.question('topic');
  const search = topic.getByRole('searchbox', { name: 'Search labels' });
  await search.focus();
  await annotate.press('Enter');
  await page.waitForTimeout(300);
  await expect(topic.getByRole('radio', { checked: true })).toHaveCount(0);
  await annotate.expectRecord(recordId);
  await expect(search).toBeFocused();

  await search.fill('12');
  await annotate.press('Enter');
  await expect(annotate.label('topic', 'Option 12')).toHaveAttribute('aria-checked', 'true');
  await annotate.expectRecord(recordId);
  // Enter again keeps the pick (a single label is never taken back from the search box).
  await annotate.press('Enter');
  await expect(annotate.label('topic', 'Option 12')).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await storedAnswers(recordId, annotator.id))?.status).toBe('draft');
});

test('after moving to a text question with the keyboard, what is typed goes into it', async ({ page }) => {
  const { annotate, recordId } = await openFirst(page);
  // A rating chosen by its number key moves on to the text question: typing goes into its box.
  await annotate.question('quality').focus();
  await annotate.press('4');
  await annotate.expectActive('notes');
  await expect(annotate.textbox('notes')).toBeFocused();
  await page.keyboard.type('Typed at once');
  await expect(annotate.textbox('notes')).toHaveValue('Typed at once');

  // Escape hands the keyboard back to the card; Alt+↑ and Alt+↓ lead back into the box.
  await annotate.press('Escape', 'Alt+ArrowUp');
  await annotate.expectActive('quality');
  await annotate.press('Alt+ArrowDown');
  await expect(annotate.textbox('notes')).toBeFocused();
  await page.keyboard.type('!');
  await expect(annotate.textbox('notes')).toHaveValue('Typed at once!');
  await annotate.expectRecord(recordId);
});

test('the shortcuts panel says what Tab does: it walks the controls, not the questions', async ({ page }) => {
  const { annotate } = await openFirst(page);
  await annotate.question('topic').focus();
  await annotate.press('?');
  const panel = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  const tabRow = panel.locator('div', { has: page.locator('kbd', { hasText: /^Tab$/ }) }).last();
  await expect(tabRow).toContainText('Next option or button (Shift+Tab: the one before); a question takes the keyboard once focus is in it');
  await expect(panel.locator('div', { has: page.locator('kbd', { hasText: /^Tab$/ }) }).filter({ hasText: 'Next question' })).toHaveCount(0);
  await annotate.press('?');
  await expect(panel).toHaveCount(0);

  // Tab from the question's card goes to its search box, then to its options: the same question.
  await annotate.question('topic').focus();
  await annotate.press('Tab');
  await expect(annotate.question('topic').getByRole('searchbox', { name: 'Search labels' })).toBeFocused();
  await annotate.press('Tab');
  await expect(annotate.question('topic').getByRole('radio', { name: 'Option 1', exact: true })).toBeFocused();
  await annotate.expectActive('topic');
  // Shift+Tab goes back; once focus is in another question, that one has the keyboard.
  await annotate.press('Shift+Tab');
  await expect(annotate.question('topic').getByRole('searchbox', { name: 'Search labels' })).toBeFocused();
  await annotate.rating('quality', 1).focus();
  await annotate.expectActive('quality');
});

test('the number keys of a multi-label question keep their options whether "+N more" is collapsed or expanded', async ({ page }) => {
  const { dataset, annotator } = await seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: [
      {
        name: 'topics',
        title: 'Topics',
        required: true,
        settings: { type: 'multi_label_selection', options: OPTIONS.slice(0, 8), visible_options: 4, options_order: 'natural' },
      },
    ],
    records: [{ fields: { text: 'One' } }],
  });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();
  const topics = annotate.question('topics');
  const keycap = (text: string) => annotate.checkbox('topics', text).locator('kbd');

  await topics.getByRole('button', { name: '+4 more' }).click();
  await expect(keycap('Option 5')).toHaveText('5');
  await annotate.checkbox('topics', 'Option 7').click();
  await expect(keycap('Option 7')).toHaveText('7');
  await topics.getByRole('button', { name: 'Show less' }).click();

  // Collapsed, the chosen "Option 7" stays in sight after the first four, with its own key.
  await expect(topics.getByRole('checkbox')).toHaveText([/Option 1/, /Option 2/, /Option 3/, /Option 4/, /Option 7/]);
  await expect(keycap('Option 7')).toHaveText('7');
  await expect(keycap('Option 4')).toHaveText('4');
  // "5" is the hidden Option 5's key: it picks nothing while hidden; "7" is Option 7's.
  await topics.focus();
  await annotate.press('5');
  await expect(topics.getByRole('checkbox', { checked: true })).toHaveText([/Option 7/]);
  await annotate.press('2', '7');
  await expect(topics.getByRole('checkbox', { checked: true })).toHaveText([/Option 2/]);
});
