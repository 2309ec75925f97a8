import { expect, test } from '@playwright/test';
import { BulkView } from '../pages/BulkView';
import { storedAnswers } from '../support/annotate-seed';
import { adaIn, berlinIn, numberOf, seedBulkDataset, storedAll, watchBulkWrites } from '../support/bulk-seed';
import { apiSearch, searchBody } from '../support/search-seed';
import { signInWithToken } from '../support/session';

test('a page submitted at once: every selected record gets the answers and its own spans, in one chunk of 10', async ({ page }) => {
  const { dataset, annotator, records } = await seedBulkDataset(12);
  const numbers = new Map(records.map((record) => [record.id, numberOf(record.external_id)]));
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  const writes = watchBulkWrites(page);
  await bulk.annotate.goto(dataset.id);
  await bulk.annotate.openRecordId();

  await bulk.bulkSwitch.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'bulk' && url.searchParams.get('size') === '10' && url.searchParams.get('page') === '1');
  await bulk.expectLoaded();
  await expect(bulk.annotate.counter).toHaveText('1–10 of 12');
  await expect(bulk.bulkSwitch).toHaveAttribute('aria-pressed', 'true');

  // Nothing selected: every button says so.
  await expect(bulk.selectedCount).toHaveText('No record selected');
  for (const action of ['Submit', 'Discard', 'Save'] as const) {
    await expect(bulk.action(action)).toBeDisabled();
    await expect(bulk.action(action).locator('..')).toHaveAttribute('title', 'No record selected');
  }
  // Only span suggestions are kept in bulk mode: the suggested label is not chosen, the spans are there.
  await expect(bulk.annotate.label('sentiment', 'negative')).toHaveAttribute('aria-checked', 'false');

  await bulk.selectPage.check();
  await expect(bulk.selectedCount).toHaveText('10 records selected');
  // The label is required: Submit waits for it, saying why.
  await expect(bulk.action('Submit')).toBeDisabled();
  await expect(bulk.action('Submit').locator('..')).toHaveAttribute('title', 'To submit complete required responses');
  await bulk.annotate.label('sentiment', 'positive').click();
  await expect(bulk.action('Submit')).toBeEnabled();
  await expect(bulk.action('Submit')).toHaveText(/^Submit 10 records/);
  await expect(bulk.action('Discard')).toHaveText(/^Discard 10 records/);
  await expect(bulk.action('Save')).toHaveText(/^Save 10 records as draft/);

  // One label for the whole page: picked in the questionnaire, drawn in the first card's own text.
  const [first] = await bulk.shownIds();
  await bulk.questionnaire.getByRole('radiogroup', { name: 'Label for new spans' }).getByRole('radio', { name: /Location/ }).click();
  await bulk.selectWords(first!, 'Berlin');
  const spanKeys = bulk.card(first!).locator('[data-testid="span-field-text"] [data-span-key]:not(button)');
  await expect.poll(() => spanKeys.evaluateAll((spans) => new Set(spans.map((span) => (span as HTMLElement).dataset.spanKey)).size)).toBe(2);

  await bulk.action('Submit').click();
  await expect(bulk.annotate.toasts.toast('The 10 records have been submitted')).toBeVisible();
  // The answered records leave the list; the selection is cleared.
  await expect(bulk.annotate.counter).toHaveText('1–2 of 2');
  await expect(bulk.selectedCount).toHaveText('No record selected');
  await expect(bulk.cards).toHaveCount(2);

  expect(writes.map((chunk) => chunk.length)).toEqual([10]);
  const answered = writes[0]!;
  expect(answered[0]).toBe(first);
  const stored = await storedAll(answered, annotator.id);
  answered.forEach((id, index) => {
    const n = numbers.get(id)!;
    expect(stored[index]).toEqual({
      status: 'submitted',
      values: { sentiment: 'positive', entities: id === first ? [adaIn(n), berlinIn(n)] : [adaIn(n)] },
    });
  });
  const rest = records.filter((record) => !answered.includes(record.id));
  expect(await storedAll(rest.map((record) => record.id), annotator.id)).toEqual([null, null]);
  await expect(bulk.annotate.progress.getByTestId('my-count-submitted')).toContainText('10');
});

test('discard and save as draft records picked one by one; the Draft queue has a bulk view that keeps each draft’s answers', async ({ page }) => {
  const { dataset, annotator, records } = await seedBulkDataset(6);
  const numbers = new Map(records.map((record) => [record.id, numberOf(record.external_id)]));
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  const writes = watchBulkWrites(page);
  await bulk.goto(dataset.id);
  await expect(bulk.annotate.counter).toHaveText('1–6 of 6');
  // The page's records in the annotator's order (only the cards in view are drawn).
  const { ids } = await apiSearch(annotator, dataset.id, searchBody('pending'));
  expect(ids).toHaveLength(6);
  expect((await bulk.shownIds())[0]).toBe(ids[0]);

  await bulk.checkbox(ids[0]!).check();
  await bulk.checkbox(ids[1]!).check();
  await expect(bulk.selectedCount).toHaveText('2 records selected');
  await expect(bulk.selectPage).not.toBeChecked();
  await bulk.action('Discard').click();
  await expect(bulk.annotate.toasts.toast('The 2 records have been discarded')).toBeVisible();
  await expect(bulk.annotate.counter).toHaveText('1–4 of 4');
  expect(await storedAll(ids.slice(0, 2), annotator.id)).toEqual(
    ids.slice(0, 2).map((id) => ({ status: 'discarded', values: { entities: [adaIn(numbers.get(id)!)] } })),
  );

  for (const id of ids.slice(2, 5)) await (await bulk.scrollTo(id)).getByRole('checkbox').check();
  await expect(bulk.selectedCount).toHaveText('3 records selected');
  await bulk.annotate.label('sentiment', 'neutral').click();
  await bulk.action('Save').click();
  await expect(bulk.annotate.toasts.toast('The 3 records have been saved as draft')).toBeVisible();
  await expect(bulk.annotate.counter).toHaveText('1–1 of 1');
  expect(await storedAll(ids.slice(2, 5), annotator.id)).toEqual(
    ids.slice(2, 5).map((id) => ({ status: 'draft', values: { sentiment: 'neutral', entities: [adaIn(numbers.get(id)!)] } })),
  );

  // Drafts have a bulk view too: the questionnaire starts empty and each draft keeps its own answers.
  await bulk.annotate.showStatus('draft');
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'draft' && url.searchParams.get('view') === 'bulk');
  await bulk.expectLoaded();
  await expect(bulk.annotate.counter).toHaveText('1–3 of 3');
  await expect(bulk.annotate.label('sentiment', 'neutral')).toHaveAttribute('aria-checked', 'false');
  await bulk.selectPage.check();
  await expect(bulk.action('Submit')).toBeEnabled();
  await bulk.action('Submit').click();
  await expect(bulk.annotate.toasts.toast('The 3 records have been submitted')).toBeVisible();
  expect(await storedAll(ids.slice(2, 5), annotator.id)).toEqual(
    ids.slice(2, 5).map((id) => ({ status: 'submitted', values: { sentiment: 'neutral', entities: [adaIn(numbers.get(id)!)] } })),
  );
  expect(writes.map((chunk) => chunk.length)).toEqual([2, 3, 3]);

  // Submitted records are shown one at a time: the view switch is not offered there.
  await bulk.annotate.showStatus('submitted');
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'submitted' && !url.searchParams.has('view'));
  await expect(bulk.bulkSwitch).toHaveCount(0);
  await expect(bulk.annotate.questionnaire).toBeVisible();
});

test('all matched records submitted: loaded first, confirmed over 100, sent in chunks of 10 with progress', async ({ page }) => {
  // 125 records seeded and 12 chunks sent, each held a beat: more than a usual test's 30 s on a busy machine.
  test.slow();
  const { dataset, annotator, records } = await seedBulkDataset(125, { inGroupA: 115 });
  const numbers = new Map(records.map((record) => [record.id, numberOf(record.external_id)]));
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  const writes = watchBulkWrites(page);
  // A beat per chunk, so the progress can be seen.
  await page.route('**/api/v1/me/responses/bulk', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 120));
    await route.fallback();
  });
  await bulk.goto(dataset.id, { 'meta.group': 'a' });
  await expect(bulk.annotate.counter).toHaveText('1–10 of 115');

  // Offered once the whole page is selected.
  await expect(bulk.matchedButton()).toHaveCount(0);
  await bulk.selectPage.check();
  await bulk.header.getByRole('button', { name: 'Select all 115 matched records' }).click();
  await expect(bulk.header).toContainText('All 115 matched records are selected');
  await expect(bulk.selectedCount).toHaveText('115 records selected');
  // Cancel goes back to the page; choose them all again.
  await bulk.header.getByRole('button', { name: 'Cancel' }).click();
  await expect(bulk.selectedCount).toHaveText('10 records selected');
  await bulk.matchedButton().click();
  await expect(bulk.selectedCount).toHaveText('115 records selected');

  await bulk.annotate.label('sentiment', 'positive').click();
  await expect(bulk.action('Submit')).toHaveText(/^Submit 115 records/);
  await bulk.action('Submit').click();
  await expect(bulk.confirmation).toBeVisible();
  await expect(bulk.confirmation).toContainText('This action will affect 115 records.');
  await bulk.confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(bulk.confirmation).toBeHidden();
  expect(writes).toEqual([]);

  await bulk.action('Submit').click();
  await bulk.confirmation.getByRole('button', { name: 'Submit 115 records' }).click();
  await expect(bulk.progress).toBeVisible();
  await expect(bulk.questionnaire.getByRole('button', { name: /^Submitting… \d+%/ })).toBeVisible();
  await expect(page.getByTestId('loading-bar')).toBeVisible();
  await expect(bulk.annotate.toasts.toast('The 115 records have been submitted')).toBeVisible({ timeout: 20_000 });
  await expect(bulk.progress).toBeHidden();

  expect(writes.map((chunk) => chunk.length)).toEqual([...Array<number>(11).fill(10), 5]);
  const sent = writes.flat();
  expect(new Set(sent).size).toBe(115);
  const groupA = records.filter((record) => (record.metadata as { group: string }).group === 'a');
  expect(new Set(groupA.map((record) => record.id))).toEqual(new Set(sent));
  const stored = await storedAll(sent, annotator.id);
  sent.forEach((id, index) => expect(stored[index]).toEqual({ status: 'submitted', values: { sentiment: 'positive', entities: [adaIn(numbers.get(id)!)] } }));
  // The records the filter left out are untouched; the filtered queue is empty now.
  const groupB = records.filter((record) => !sent.includes(record.id));
  expect(await storedAll(groupB.map((record) => record.id), annotator.id)).toEqual(groupB.map(() => null));
  await expect(bulk.annotate.emptyQueue).toBeVisible();
});

test('all matched records discarded, then others saved as draft, each in chunks of 10', async ({ page }) => {
  test.slow();
  const { dataset, annotator, records } = await seedBulkDataset(40, { inGroupA: 23 });
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  const writes = watchBulkWrites(page);
  await bulk.goto(dataset.id, { 'meta.group': 'a' });
  await expect(bulk.annotate.counter).toHaveText('1–10 of 23');
  await bulk.selectPage.check();
  await bulk.matchedButton().click();
  await expect(bulk.selectedCount).toHaveText('23 records selected');
  // Under 100 records: no confirmation.
  await bulk.action('Discard').click();
  await expect(bulk.annotate.toasts.toast('The 23 records have been discarded')).toBeVisible();
  await expect(bulk.confirmation).toHaveCount(0);
  expect(writes.map((chunk) => chunk.length)).toEqual([10, 10, 3]);
  const discarded = writes.flat();
  for (const answer of await storedAll(discarded, annotator.id)) expect(answer?.status).toBe('discarded');

  // The other group, by filter, saved as draft with a label.
  await bulk.goto(dataset.id, { 'meta.group': 'b' });
  await expect(bulk.annotate.counter).toHaveText('1–10 of 17');
  await bulk.selectPage.check();
  await bulk.matchedButton().click();
  await expect(bulk.selectedCount).toHaveText('17 records selected');
  await bulk.annotate.label('sentiment', 'negative').click();
  await bulk.action('Save').click();
  await expect(bulk.annotate.toasts.toast('The 17 records have been saved as draft')).toBeVisible();
  expect(writes.slice(3).map((chunk) => chunk.length)).toEqual([10, 7]);
  const drafted = writes.slice(3).flat();
  expect(new Set([...discarded, ...drafted]).size).toBe(40);
  for (const answer of await storedAll(drafted, annotator.id)) expect(answer).toMatchObject({ status: 'draft', values: { sentiment: 'negative' } });
  expect(records).toHaveLength(40);
});

test('the page size is in the URL; changing it goes back to the first record; pages turn with the arrows', async ({ page }) => {
  const { dataset, annotator } = await seedBulkDataset(30);
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  await bulk.goto(dataset.id, { page: 11 });
  await expect(bulk.annotate.counter).toHaveText('11–20 of 30');
  await bulk.nextPage.click();
  await expect(bulk.annotate.counter).toHaveText('21–30 of 30');
  await expect(bulk.nextPage).toBeDisabled();
  await bulk.expectLoaded();
  await bulk.annotate.press('ArrowLeft');
  await expect(bulk.annotate.counter).toHaveText('11–20 of 30');
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '11');

  await bulk.pageSize.selectOption('25');
  await expect(bulk.annotate.counter).toHaveText('1–25 of 30');
  await expect(page).toHaveURL((url) => url.searchParams.get('size') === '25' && url.searchParams.get('page') === '1');
  await page.reload();
  await bulk.expectLoaded();
  await expect(bulk.annotate.counter).toHaveText('1–25 of 30');
  await expect(bulk.list).toHaveAttribute('data-count', '25');

  // Back to the focus view on the page's first record, and Back returns to the bulk view.
  const [first] = await bulk.shownIds();
  await bulk.focusSwitch.click();
  await bulk.annotate.expectRecord(first!);
  await expect(bulk.annotate.counter).toHaveText('1 of 30');
  await page.goBack();
  await bulk.expectLoaded();
  await expect(bulk.annotate.counter).toHaveText('1–25 of 30');
  expect(await storedAnswers(first!, annotator.id)).toBeNull();
});

test('a bulk write is offered back: Undo in its toast puts every record back as it was', async ({ page }) => {
  const { dataset, annotator } = await seedBulkDataset(4);
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  const writes = watchBulkWrites(page);
  await bulk.goto(dataset.id);
  await bulk.selectPage.check();
  await bulk.annotate.label('sentiment', 'positive').click();
  await bulk.action('Submit').click();
  const toast = bulk.annotate.toasts.toast('The 4 records have been submitted');
  await expect(toast).toHaveAttribute('data-type', 'info');
  await expect(bulk.annotate.emptyQueue).toBeVisible();

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => storedAll(writes[0]!, annotator.id)).toEqual([null, null, null, null]);
  await bulk.expectLoaded();
  await expect(bulk.annotate.counter).toHaveText('1–4 of 4');
});

test('the Focus / Bulk switch keeps the keyboard: the other view opens with its own switch focused', async ({ page }) => {
  const { dataset, annotator } = await seedBulkDataset(12);
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  await bulk.annotate.goto(dataset.id);
  await bulk.annotate.openRecordId();

  await bulk.bulkSwitch.focus();
  await page.keyboard.press('Enter');
  await bulk.expectLoaded();
  await expect(bulk.bulkSwitch).toHaveAttribute('aria-pressed', 'true');
  await expect(bulk.bulkSwitch).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(bulk.focusSwitch).toBeFocused();
  await page.keyboard.press('Enter');
  await bulk.annotate.openRecordId();
  await expect(bulk.focusSwitch).toHaveAttribute('aria-pressed', 'true');
  await expect(bulk.focusSwitch).toBeFocused();
});
