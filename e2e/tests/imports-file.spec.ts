import { writeFileSync } from 'node:fs';
import { endpoints } from '@gloss/contract';
import { expect, test, type Locator } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { JobPage } from '../pages/JobPage';
import { NewDatasetPage } from '../pages/NewDatasetPage';
import { GlossApi } from '../support/api';
import { storedAnswers } from '../support/annotate-seed';
import { seedUser, unique } from '../support/seed';
import { signInWithToken } from '../support/session';

/*
 * A dataset started from a CSV file in the app, as an admin does it without Python: the file dropped on
 * the page, its columns given roles, a question edited and one added, the live preview followed, the
 * dataset created, its import watched to the end, then the first record answered on the annotation page.
 */

const FIRST_REVIEW = 'The battery lasts all day, and the case feels solid.';
const CSV = [
  'id,review,label,notes,stars',
  `r1,"${FIRST_REVIEW}",positive,bought on sale,5`,
  'r2,Screen cracked within a week,negative,returned,1',
  'r3,Decent for the price,positive,gift for a friend,4',
].join('\n');
const CSV_LABELS = ['positive', 'negative', 'positive'];

test('a CSV dropped on the page becomes a dataset, previewed as annotators see it, imported and answered', async ({ page }, testInfo) => {
  const owner = GlossApi.asOwner();
  const workspace = await owner.createWorkspace(unique('ws'));
  const admin = await seedUser('admin', { workspaceIds: [workspace.id] });
  const csvPath = testInfo.outputPath('reviews.csv');
  writeFileSync(csvPath, CSV);
  const name = unique('reviews');
  await signInWithToken(page, admin.token);

  // Home -> "New dataset" -> the source step.
  await page.goto('/');
  await page.getByRole('link', { name: 'New dataset' }).click();
  await expect(page).toHaveURL(/\/new$/);
  const wizard = new NewDatasetPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New dataset');

  // Dropped from the desktop: uploaded at once, then its configuration page.
  await wizard.dropFile(csvPath);
  await expect(page).toHaveURL(/\/new\/file\/[^/]+$/);
  await expect(wizard.sourceSummary).toContainText('File reviews.csv (CSV,');

  // What the columns were read as, and what each was suggested to become.
  const chosen = (column: string) => wizard.useAs(column).locator('option:checked');
  await expect(chosen('id')).toHaveText('Record’s external id');
  await expect(chosen('review')).toHaveText('Text field');
  await expect(chosen('notes')).toHaveText('Text field');
  await expect(chosen('stars')).toHaveText('Whole-number metadata');
  await expect(wizard.column('review')).toContainText(FIRST_REVIEW);

  // The preview shows the first row as a record, each field under its title.
  await expect(wizard.preview).toContainText('Row 1 of 3');
  await expect(wizard.previewField('review')).toContainText(FIRST_REVIEW);
  await expect(wizard.previewField('notes')).toContainText('bought on sale');

  // A field retitled, and a column left out: the preview follows both.
  await wizard.columnTitle('review').fill('Customer review');
  await expect(wizard.previewField('Customer review')).toContainText(FIRST_REVIEW);
  await expect(wizard.previewField('review')).toHaveCount(0);
  await wizard.useAs('notes').selectOption({ label: 'Not imported' });
  await expect(wizard.previewField('notes')).toHaveCount(0);
  await expect(wizard.preview).not.toContainText('bought on sale');

  // The label column suggests the answers of the label question, which is renamed and retitled.
  await wizard.useAs('label').selectOption({ label: 'Suggestions for a question' });
  await wizard.questionName(1).fill('sentiment');
  await wizard.questionTitle(1).fill('Sentiment');
  await expect(wizard.suggestedQuestion('label').locator('option:checked')).toHaveText('Sentiment');
  await expect(wizard.question(1)).toContainText('Suggested answers from the column label');
  await expect(wizard.previewQuestions).toContainText('Sentiment');
  // A pending record shows its suggestion chosen: the first row's label.
  await expect(wizard.previewLabel('positive')).toBeChecked();
  await wizard.preview.getByRole('button', { name: 'Next row' }).click();
  await expect(wizard.preview).toContainText('Row 2 of 3');
  await expect(wizard.previewLabel('negative')).toBeChecked();
  await wizard.preview.getByRole('button', { name: 'Previous row' }).click();

  // A second question, a rating.
  await wizard.addQuestion.click();
  await expect(wizard.questionCards).toHaveCount(2);
  await wizard.questionType(2).selectOption({ label: 'Rating' });
  await wizard.questionName(2).fill('helpfulness');
  await wizard.questionTitle(2).fill('How helpful is it?');
  await expect(wizard.previewQuestions).toContainText('How helpful is it?');
  // Each row's review as the preview draws it, to hold the annotation page against.
  const previewed: string[] = [];
  for (let row = 1; row <= 3; row += 1) {
    if (row > 1) await wizard.preview.getByRole('button', { name: 'Next row' }).click();
    await expect(wizard.preview).toContainText(`Row ${row} of 3`);
    previewed.push(await fieldText(wizard.previewField('Customer review')));
  }
  expect(previewed[0]).toBe(FIRST_REVIEW);

  // Created (settings, publication, the import's start), then the import's own page.
  await wizard.createDataset({ name, workspace: workspace.name });
  const jobId = await wizard.waitForJobPage();
  const job = new JobPage(page);
  await expect(job.heading).toHaveText(`Import into ${name}`);
  await expect(job.status).toHaveText('Finished');
  await expect(job.outcome).toContainText('Import finished: 3 records added or updated.');
  // The job counts a CSV's rows before it reads them: the count of the total.
  await expect(job.progressText).toHaveText('3 of 3 rows read');
  await expect(job.written).toHaveText('3');
  await expect(job.refusedCount).toHaveText('No row was refused.');
  await expect(job.source).toContainText('reviews.csv');
  await expect(job.cancel).toHaveCount(0);

  // What was created is what the page said: the settings and the rows as records.
  const finished = await owner.call(endpoints.getJob, { params: { job_id: jobId } });
  expect(finished).toMatchObject({ status: 'finished', kind: 'import', progress: { rows_written: 3, rows_refused: 0 } });
  const dataset = await owner.call(endpoints.getDataset, { params: { dataset_id: finished.dataset_id } });
  expect(dataset).toMatchObject({ name, workspace_id: workspace.id, status: 'ready' });
  const { items: fields } = await owner.call(endpoints.listFields, { params: { dataset_id: dataset.id } });
  expect(fields.map((field) => [field.name, field.title])).toEqual([['review', 'Customer review']]);
  const { items: questions } = await owner.call(endpoints.listQuestions, { params: { dataset_id: dataset.id } });
  expect(questions.map((question) => [question.name, question.settings.type])).toEqual([
    ['sentiment', 'label_selection'],
    ['helpfulness', 'rating'],
  ]);
  const { items: records } = await owner.listRecords(dataset.id);
  expect(records.map((record) => [record.external_id, record.metadata?.stars])).toEqual([
    ['r1', 5],
    ['r2', 1],
    ['r3', 4],
  ]);

  // "Start annotating": the first record of the person's queue (each person has an order of their own),
  // shown as the preview showed its row, answered as an annotator would.
  await job.startAnnotating.click();
  await expect(page).toHaveURL(new RegExp(`/dataset/${dataset.id}/annotation-mode`));
  const annotate = new AnnotationPage(page);
  const recordId = await annotate.openRecordId();
  const row = records.findIndex((record) => record.id === recordId);
  expect(row).toBeGreaterThanOrEqual(0);
  expect(await fieldText(annotate.field('review'))).toBe(previewed[row]);
  const suggested = CSV_LABELS[row]!;
  const answer = suggested === 'positive' ? 'negative' : 'positive';
  await expect(annotate.label('sentiment', suggested)).toBeChecked();
  await annotate.label('sentiment', answer).click();
  await annotate.rating('helpfulness', 4).click();
  await annotate.submit.click();
  await annotate.nextRecordAfter(recordId);
  await expect.poll(() => storedAnswers(recordId, admin.id)).toEqual({ status: 'submitted', values: { sentiment: answer, helpfulness: 4 } });
});

/** A text field's words as drawn (its text block, without the field's title and tools). */
async function fieldText(field: Locator): Promise<string> {
  return field.locator('[dir="auto"]').first().innerText();
}
