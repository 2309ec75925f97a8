import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { SettingsPage } from '../pages/SettingsPage';
import { RICH_FIELDS, RICH_QUESTIONS, richRecord, seedAnnotationDataset, seedLabelDataset } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';
import { saveThemedScreenshots } from '../support/screenshots';

/** The rich dataset with metadata (one hidden from annotators) and a vector, for every tab. */
function seedSettingsDataset() {
  return seedAnnotationDataset({
    fields: RICH_FIELDS,
    questions: RICH_QUESTIONS,
    records: [{ ...richRecord(1, { suggested: true }), metadata: { price: 12.5, source: 'web' }, vectors: { embedding: [0.1, 0.2, 0.3] } }],
    metadataProperties: [
      { name: 'price', title: 'Price', settings: { type: 'float' }, visible_for_annotators: true },
      { name: 'source', title: 'Source', settings: { type: 'terms', values: ['web', 'mail'] }, visible_for_annotators: true },
    ],
    vectorsSettings: [{ name: 'embedding', title: 'Embedding', dimensions: 3 }],
    guidelines: 'Read the prompt.',
    admin: true,
  });
}

test('an admin edits the guidelines with Write and Preview, and the annotation page shows them without a reload', async ({ page }) => {
  const seeded = await seedSettingsDataset();
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(seeded.dataset.id);
  const guidelines = settings.item('settings-guidelines');
  await expect(settings.update(guidelines)).toBeDisabled();
  await expect(settings.cancel(guidelines)).toBeDisabled();
  await guidelines.getByTestId('guidelines-input').fill('  Label the **tone** of each prompt.  ');
  await guidelines.getByRole('tab', { name: 'Preview' }).click();
  await expect(guidelines.getByTestId('guidelines-preview').locator('strong')).toHaveText('tone');
  await expect(settings.saveBar).toContainText('1 item with unsaved changes');
  await settings.update(guidelines).click();
  await expect(settings.toasts.toast('Annotation guidelines updated')).toBeVisible();
  await expect(settings.saveBar).toHaveCount(0);
  const stored = await seeded.owner.call(endpoints.getDataset, { params: { dataset_id: seeded.dataset.id } });
  expect(stored.guidelines).toBe('Label the **tone** of each prompt.');

  // The dataset's cache was replaced: the annotation page (same tab, no reload) shows the new guidelines.
  await page.getByTestId('dataset-nav').getByRole('link', { name: 'Annotate' }).click();
  await expect(page.getByTestId('guidelines').locator('strong')).toHaveText('tone');
});

test('a dataset stored without guidelines opens without an error, and gets them once typed', async ({ page }) => {
  const seeded = await seedLabelDataset(['One'], { admin: true });
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(seeded.dataset.id);
  const guidelines = settings.item('settings-guidelines');
  await expect(guidelines.getByTestId('guidelines-input')).toHaveValue('');
  await expect(guidelines.getByText('This field is required.')).toHaveCount(0);
  await expect(settings.update(guidelines)).toBeDisabled();
  await guidelines.getByTestId('guidelines-input').fill('Label the sentiment.');
  await expect(settings.update(guidelines)).toBeEnabled();
});

test('guidelines emptied and a minimum of 0 show the specification\'s message, and nothing is sent', async ({ page }) => {
  const seeded = await seedSettingsDataset();
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(seeded.dataset.id);
  const writes = settings.recordWrites();
  const guidelines = settings.item('settings-guidelines');
  await guidelines.getByTestId('guidelines-input').fill('   ');
  await expect(guidelines.getByText('This field is required.')).toBeVisible();
  await expect(settings.update(guidelines)).toBeDisabled();
  const distribution = settings.item('settings-distribution');
  await distribution.getByTestId('min-submitted').fill('0');
  await expect(distribution.getByText('This field is required.')).toBeVisible();
  await expect(settings.update(distribution)).toBeDisabled();
  await settings.saveBar.getByRole('button', { name: 'Save all' }).click();
  await expect(settings.toasts.toast('Dataset settings are not valid for update').first()).toBeVisible();
  expect(writes).toEqual([]);
});

test('the distribution is raised, and refused with the specification\'s message once the dataset has responses', async ({ page }) => {
  const seeded = await seedLabelDataset(['One', 'Two'], { admin: true });
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(seeded.dataset.id);
  const distribution = settings.item('settings-distribution');
  await distribution.getByTestId('min-submitted').fill('2');
  await settings.update(distribution).click();
  await expect(settings.toasts.toast('Task distribution updated')).toBeVisible();
  expect((await seeded.owner.call(endpoints.getDataset, { params: { dataset_id: seeded.dataset.id } })).distribution.min_submitted).toBe(2);

  await seeded.annotator.api.submitResponse(seeded.records[0]!.id, { label: 'positive' });
  await distribution.getByTestId('min-submitted').fill('3');
  await settings.update(distribution).click();
  await expect(settings.toasts.toast("Distribution settings can't be modified for a dataset containing user responses")).toBeVisible();
  // The edit is taken back: the input shows what is stored.
  await expect(distribution.getByTestId('min-submitted')).toHaveValue('2');
  expect((await seeded.owner.call(endpoints.getDataset, { params: { dataset_id: seeded.dataset.id } })).distribution.min_submitted).toBe(2);
});

test('a field title and a question title, description, label order and visible labels are saved; the preview follows the drafts', async ({ page }) => {
  const seeded = await seedSettingsDataset();
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(seeded.dataset.id, 'fields');
  const passage = settings.item('settings-field-passage');
  await passage.getByTestId('field-title').fill('The passage');
  await settings.update(passage).click();
  await expect(settings.toasts.toast('Field passage updated')).toBeVisible();

  // A custom field's template is previewed live on a real record, in the annotation page's sandboxed frame.
  const card = settings.item('settings-field-card');
  const preview = card.getByTestId('field-template-preview').frameLocator('[data-testid="custom-field-frame"]');
  await expect(preview.locator('#card-title')).toHaveText('Card 1');
  await card.getByTestId('field-template').fill('<p id="changed">{{record.fields.card.title}} changed</p>');
  await expect(preview.locator('#changed')).toHaveText('Card 1 changed');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview.locator('#card-title')).toHaveText('Card 1');

  await settings.openTab('Questions');
  await expect(page).toHaveURL(/tab=questions/);
  const topics = settings.item('settings-question-topics');
  await topics.getByTestId('question-title').fill('  Topics of the prompt ');
  await topics.getByTestId('question-description').fill('Pick all that apply.');
  // The live preview shows the draft before it is saved.
  await expect(settings.page.getByTestId('questions-preview').getByText('Topics of the prompt')).toBeVisible();
  // Keyboard: the last label moves to the front.
  const art = topics.getByTestId('question-order').getByRole('listitem').filter({ hasText: /^art$/ });
  await art.focus();
  await page.keyboard.press('Alt+Home');
  const visible = topics.getByTestId('question-visible-labels');
  await visible.fill('3');
  await settings.update(topics).click();
  await expect(settings.toasts.toast('Question topics updated')).toBeVisible();

  const fields = await seeded.owner.call(endpoints.listFields, { params: { dataset_id: seeded.dataset.id } });
  expect(fields.items.find((field) => field.name === 'passage')!.title).toBe('The passage');
  const questions = await seeded.owner.call(endpoints.listQuestions, { params: { dataset_id: seeded.dataset.id } });
  const stored = questions.items.find((question) => question.name === 'topics')!;
  expect(stored.title).toBe('Topics of the prompt');
  expect(stored.description).toBe('Pick all that apply.');
  const settingsOfTopics = stored.settings as { options: { value: string }[]; visible_options: number | null };
  expect(settingsOfTopics.options.map((option) => option.value)).toEqual(['art', 'science', 'sports', 'politics']);
  expect(settingsOfTopics.visible_options).toBe(3);
});

test('a question title over 200 characters and an emptied one are refused with the specification\'s messages, and nothing is sent', async ({ page }) => {
  const seeded = await seedSettingsDataset();
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(seeded.dataset.id, 'questions');
  const writes = settings.recordWrites();
  const sentiment = settings.item('settings-question-sentiment');
  await sentiment.getByTestId('question-title').fill('x'.repeat(201));
  await expect(sentiment.getByText('This must be less than 200.')).toBeVisible();
  await sentiment.getByTestId('question-description').fill('d'.repeat(501));
  await expect(sentiment.getByText('This must be less than 500.')).toBeVisible();
  const quality = settings.item('settings-question-quality');
  await quality.getByTestId('question-title').fill('');
  await expect(quality.getByText('This field is required.')).toBeVisible();
  await expect(settings.update(quality)).toBeDisabled();
  await settings.saveBar.getByRole('button', { name: 'Save all' }).click();
  await expect(settings.toasts.toast('Question is not valid for update').first()).toBeVisible();

  await settings.openTab('Fields');
  const prompt = settings.item('settings-field-prompt');
  await prompt.getByTestId('field-title').fill('p'.repeat(501));
  await expect(prompt.getByText('This must be less than 500.')).toBeVisible();
  await settings.openTab('Vectors');
  const vector = settings.item('settings-vector-embedding');
  await vector.getByTestId('vector-title').fill('v'.repeat(501));
  await settings.openTab('Metadata');
  const price = settings.item('settings-metadata-price');
  await price.getByTestId('metadata-title').fill('m'.repeat(501));
  await settings.saveBar.getByRole('button', { name: 'Save all' }).click();
  await expect(settings.toasts.toast('Field is not valid for update')).toBeVisible();
  await expect(settings.toasts.toast('Vector is not valid for update')).toBeVisible();
  await expect(settings.toasts.toast('Metadata is not valid for update')).toBeVisible();
  expect(writes).toEqual([]);
});

test('a metadata property hidden from annotators and a vector title; then the annotator no longer sees the property', async ({ page, browser }) => {
  const seeded = await seedSettingsDataset();
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(seeded.dataset.id, 'metadata');
  // A property's values come from the metrics call where its settings leave them open.
  await expect(settings.item('settings-metadata-price').getByTestId('metadata-values')).toHaveText('12.5 to 12.5');
  const source = settings.item('settings-metadata-source');
  await source.getByRole('switch', { name: 'Visible for annotators' }).uncheck();
  await settings.update(source).click();
  await expect(settings.toasts.toast('Metadata source updated')).toBeVisible();
  await settings.openTab('Vectors');
  const vector = settings.item('settings-vector-embedding');
  await vector.getByTestId('vector-title').fill('Sentence embedding');
  await settings.update(vector).click();
  await expect(settings.toasts.toast('Vector embedding updated')).toBeVisible();

  const properties = await seeded.owner.call(endpoints.listMyMetadataProperties, { params: { dataset_id: seeded.dataset.id } });
  expect(properties.items.find((property) => property.name === 'source')!.visible_for_annotators).toBe(false);
  const vectors = await seeded.owner.call(endpoints.listVectorsSettings, { params: { dataset_id: seeded.dataset.id } });
  expect(vectors.items[0]!.title).toBe('Sentence embedding');
  const asAnnotator = await seeded.annotator.api.call(endpoints.listMyMetadataProperties, { params: { dataset_id: seeded.dataset.id } });
  expect(asAnnotator.items.map((property) => property.name)).toEqual(['price']);
});

test('a failed update takes the edit back and says why', async ({ page }) => {
  const seeded = await seedSettingsDataset();
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(seeded.dataset.id, 'fields');
  await page.route('**/api/v1/fields/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ detail: 'Title refused by the server' }) }) : route.continue(),
  );
  const prompt = settings.item('settings-field-prompt');
  await prompt.getByTestId('field-title').fill('A new title');
  await settings.update(prompt).click();
  await expect(settings.toasts.toast('Could not update Field prompt: Title refused by the server')).toBeVisible();
  await expect(prompt.getByTestId('field-title')).toHaveValue('Prompt');
  await expect(settings.saveBar).toHaveCount(0);
});

test('"Save all" saves every edited item across tabs in one go', async ({ page }) => {
  const seeded = await seedSettingsDataset();
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(seeded.dataset.id);
  const before = await seeded.owner.call(endpoints.getDataset, { params: { dataset_id: seeded.dataset.id } });
  await settings.item('settings-extra-metadata').getByRole('switch', { name: 'Allow extra metadata' }).setChecked(!before.allow_extra_metadata);
  await settings.openTab('Questions');
  await settings.item('settings-question-summary').getByRole('switch', { name: 'Use Markdown' }).uncheck();
  await settings.openTab('Vectors');
  await settings.item('settings-vector-embedding').getByTestId('vector-title').fill('Embedding v2');
  await expect(settings.saveBar).toContainText('3 items with unsaved changes');
  for (const tab of ['General', 'Questions', 'Vectors']) await expect(settings.tab(tab)).toHaveAttribute('data-modified', 'true');
  await expect(settings.tab('Fields')).not.toHaveAttribute('data-modified', 'true');
  await settings.saveBar.getByRole('button', { name: 'Save all' }).click();
  await expect(settings.toasts.toast('3 items saved')).toBeVisible();
  await expect(settings.saveBar).toHaveCount(0);

  const dataset = await seeded.owner.call(endpoints.getDataset, { params: { dataset_id: seeded.dataset.id } });
  expect(dataset.allow_extra_metadata).toBe(!before.allow_extra_metadata);
  const questions = await seeded.owner.call(endpoints.listQuestions, { params: { dataset_id: seeded.dataset.id } });
  expect(questions.items.find((question) => question.name === 'summary')!.settings).toMatchObject({ use_markdown: false });
  const vectors = await seeded.owner.call(endpoints.listVectorsSettings, { params: { dataset_id: seeded.dataset.id } });
  expect(vectors.items[0]!.title).toBe('Embedding v2');
});

test('leaving with unsaved edits asks first: closing the toast stays on the edited tab, "Ignore and continue" leaves', async ({ page }) => {
  const seeded = await seedSettingsDataset();
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(seeded.dataset.id, 'vectors');
  await settings.item('settings-vector-embedding').getByTestId('vector-title').fill('Not saved');
  await settings.openTab('Fields');
  await page.getByTestId('dataset-nav').getByRole('link', { name: 'Annotate' }).click();
  const toast = settings.toasts.toast("You didn't submit your changes");
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/settings/);
  await toast.getByRole('button', { name: /close|dismiss/i }).click();
  await expect(settings.tab('Vectors')).toHaveAttribute('aria-selected', 'true');
  await expect(settings.item('settings-vector-embedding').getByTestId('vector-title')).toHaveValue('Not saved');

  await page.getByTestId('dataset-nav').getByRole('link', { name: 'Annotate' }).click();
  await settings.toasts.toast("You didn't submit your changes").getByRole('button', { name: 'Ignore and continue' }).click();
  await expect(page).toHaveURL(/\/annotation-mode/);
  const vectors = await seeded.owner.call(endpoints.listVectorsSettings, { params: { dataset_id: seeded.dataset.id } });
  expect(vectors.items[0]!.title).toBe('Embedding');
});

test('the danger zone deletes the dataset once its name is typed, then the list no longer has it', async ({ page }) => {
  const seeded = await seedLabelDataset(['One'], { admin: true });
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  await settings.goto(seeded.dataset.id);
  // An unsaved edit does not hold the page back once the dataset it belongs to is deleted.
  await settings.item('settings-guidelines').getByTestId('guidelines-input').fill('Never saved');
  await settings.openTab('Danger zone');
  await expect(page.getByText('Be careful, this action is not reversible')).toBeVisible();
  await page.getByRole('button', { name: 'Delete dataset' }).click();
  const dialog = page.getByTestId('delete-dataset-dialog');
  await expect(dialog).toContainText(seeded.dataset.name);
  await expect(dialog).toContainText(seeded.workspace.name);
  const confirm = dialog.getByRole('button', { name: 'Yes, delete' });
  const typed = dialog.getByRole('textbox');
  await typed.fill(seeded.dataset.name.toUpperCase());
  await expect(confirm).toBeDisabled();
  await typed.fill(seeded.dataset.name);
  await saveThemedScreenshots(page, 'settings-delete-dialog');
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(settings.toasts.toast(`Dataset “${seeded.dataset.name}” deleted`)).toBeVisible();
  await expect(settings.toasts.toast("You didn't submit your changes")).toHaveCount(0);
  await expect(page.getByRole('link', { name: seeded.dataset.name })).toHaveCount(0);
  await expect(seeded.owner.call(endpoints.getDataset, { params: { dataset_id: seeded.dataset.id } })).rejects.toThrow(/answered 404/);
});

test('each tab of the settings, in both themes (screenshots)', async ({ page }) => {
  test.setTimeout(120_000);
  const seeded = await seedSettingsDataset();
  await signInWithToken(page, seeded.admin!.token);
  const settings = new SettingsPage(page);
  for (const [tab, name] of [['general', 'General'], ['fields', 'Fields'], ['questions', 'Questions'], ['metadata', 'Metadata'], ['vectors', 'Vectors'], ['danger', 'Danger zone']] as const) {
    await settings.goto(seeded.dataset.id, tab);
    await expect(settings.tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
    if (tab === 'fields') await expect(page.frameLocator('[data-testid="custom-field-frame"]').locator('#card-title')).toHaveText('Card 1');
    await saveThemedScreenshots(page, `settings-${tab}`);
  }
});
