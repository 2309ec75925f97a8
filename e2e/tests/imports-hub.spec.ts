import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { JobPage } from '../pages/JobPage';
import { NewDatasetPage } from '../pages/NewDatasetPage';
import { GlossApi } from '../support/api';
import { GATED_REPO, GATED_TOKEN, REVIEWS_REPO, REVIEWS_ROWS, SENTIMENT_NAMES } from '../support/hub-seed';
import { seedUser, unique } from '../support/seed';
import { signInWithToken } from '../support/session';

/*
 * A dataset started from a Hugging Face Hub dataset (the run's Hub stand-in, seeded by the global setup):
 * its repo id typed, a subset and a split picked with their row counts in view, its ClassLabel column
 * suggested as a label question with the label names, created, and its rows arriving with suggestions.
 */

test('a Hub dataset’s split is picked, its class labels become a label question, and its records arrive with suggestions', async ({ page }) => {
  const owner = GlossApi.asOwner();
  const workspace = await owner.createWorkspace(unique('ws'));
  const admin = await seedUser('admin', { workspaceIds: [workspace.id] });
  const name = unique('hub-reviews');
  await signInWithToken(page, admin.token);
  const wizard = new NewDatasetPage(page);
  await wizard.goto();

  await wizard.lookUpHubDataset(REVIEWS_REPO);
  await expect(wizard.hubSplits).toContainText(`Found ${REVIEWS_REPO}`);
  await expect(wizard.subset.locator('option')).toHaveText(['default', 'small']);
  // Each split with the rows the Hub counts for it, for the subset picked.
  await expect(wizard.splitChoice('train')).toContainText('6 rows');
  await expect(wizard.splitChoice('test')).toContainText('4 rows');
  await expect(wizard.split('train')).toBeChecked();
  await wizard.subset.selectOption('small');
  await expect(wizard.splitChoice('train')).toContainText('3 rows');
  await expect(wizard.splitChoice('test')).toContainText('2 rows');
  await wizard.chooseSplit('small', 'test');

  await expect(page).toHaveURL(new RegExp(`/new/hub/${REVIEWS_REPO}\\?subset=small&split=test$`));
  await expect(wizard.sourceSummary).toContainText(`${REVIEWS_REPO}, subset small, split test · 2 rows`);
  // The ClassLabel column: read as class labels, suggesting the answers of a label question of its names.
  await expect(wizard.column('label')).toContainText('Class labels');
  await expect(wizard.useAs('label').locator('option:checked')).toHaveText('Suggestions for a question');
  await expect(wizard.questionCards).toHaveCount(1);
  await expect(wizard.questionType(1).locator('option:checked')).toHaveText('Single label');
  await expect(wizard.questionName(1)).toHaveValue('label');
  await expect(wizard.questionOptions(1)).toHaveValue(SENTIMENT_NAMES.join('\n'));
  await expect(wizard.question(1)).toContainText('Suggested answers from the column label');
  await expect(wizard.useAs('text').locator('option:checked')).toHaveText('Text field');
  await expect(wizard.useAs('stars').locator('option:checked')).toHaveText('Whole-number metadata');
  // The preview: the first row's text, and its label (by name, not number) chosen as the suggestion.
  const [first, second] = REVIEWS_ROWS.small.test;
  await expect(wizard.previewField('text')).toContainText(first!.text);
  await expect(wizard.previewLabel(SENTIMENT_NAMES[first!.label])).toBeChecked();

  await wizard.createDataset({ name, workspace: workspace.name });
  const jobId = await wizard.waitForJobPage();
  const job = new JobPage(page);
  await expect(job.status).toHaveText('Finished');
  await expect(job.outcome).toContainText('Import finished: 2 records added or updated.');
  await expect(job.progressText).toHaveText('2 of 2 rows read');
  await expect(job.source).toContainText(REVIEWS_REPO);
  await expect(page.getByTestId('job-subset')).toHaveText('small');
  await expect(page.getByTestId('job-split')).toHaveText('test');

  // Every record carries its row's label as the question's suggestion.
  const { dataset_id: datasetId } = await owner.call(endpoints.getJob, { params: { job_id: jobId } });
  const { items: questions } = await owner.call(endpoints.listQuestions, { params: { dataset_id: datasetId } });
  expect(questions).toHaveLength(1);
  expect(questions[0]!.settings).toMatchObject({ type: 'label_selection', options: SENTIMENT_NAMES.map((value) => ({ value, text: value })) });
  const { items: records } = await owner.call(endpoints.listRecords, { params: { dataset_id: datasetId }, query: { include: 'suggestions' } });
  expect(records.map((record) => [record.fields.text, record.metadata?.stars, record.suggestions?.map((suggestion) => suggestion.value)])).toEqual(
    [first!, second!].map((row) => [row.text, row.stars, [SENTIMENT_NAMES[row.label]]]),
  );

  // And on the annotation page each record starts from its suggestion (the person's queue has an order of its own).
  await job.startAnnotating.click();
  const annotate = new AnnotationPage(page);
  const recordId = await annotate.openRecordId();
  const row = [first!, second!][records.findIndex((record) => record.id === recordId)];
  expect(row, 'the record shown is one of the import').toBeDefined();
  await expect(annotate.field('text')).toContainText(row!.text);
  await expect(annotate.label('label', SENTIMENT_NAMES[row!.label])).toBeChecked();
  await expect(annotate.suggestionBadge('label')).toBeVisible();
});

test('a gated Hub dataset is refused without a token and opens with one', async ({ page }) => {
  const workspace = await GlossApi.asOwner().createWorkspace(unique('ws'));
  const admin = await seedUser('admin', { workspaceIds: [workspace.id] });
  await signInWithToken(page, admin.token);
  const wizard = new NewDatasetPage(page);
  await wizard.goto();

  await wizard.lookUpHubDataset(GATED_REPO);
  // The server's reason, in its words: the dataset needs a token that may read it.
  await expect(wizard.hubSource.getByText(/^The dataset could not be looked up: /)).toContainText('is private or gated');
  await expect(wizard.hubSplits).toHaveCount(0);

  await wizard.hubToken.fill(GATED_TOKEN);
  await wizard.lookUp.click();
  await expect(wizard.hubSplits).toContainText(`Found ${GATED_REPO}`);
  await expect(wizard.splitChoice('train')).toContainText('2 rows');
  await wizard.continueToConfiguration.click();
  // The token typed on the source step opens the split's columns too (it stays in the tab's memory).
  await expect(wizard.sourceSummary).toContainText(`${GATED_REPO}, subset default, split train · 2 rows`);
  await expect(wizard.previewField('text')).toContainText('gated/train review 1');
  expect(page.url()).not.toContain(GATED_TOKEN);
});
