import { writeFileSync } from 'node:fs';
import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { JobPage } from '../pages/JobPage';
import { NewDatasetPage } from '../pages/NewDatasetPage';
import { GlossApi } from '../support/api';
import { parseCsv } from '../support/export-files';
import { seedUser, unique } from '../support/seed';
import { saveScreenshot } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/*
 * Rows a dataset cannot take are left out of the import and listed, each with its number in the file
 * (the first data row is 1) and the reason, and the download holds them all.
 */

const CSV = [
  'text,label,stars',
  'Arrived on time,positive,5',
  'Broke after a day,negative,1',
  'Not sure yet,maybe,3',
  'Works as described,positive,five',
  'Does the job,positive,4',
].join('\n');

test('rows the dataset cannot take are listed with their number and reason, and downloaded as CSV', async ({ page }, testInfo) => {
  const owner = GlossApi.asOwner();
  const workspace = await owner.createWorkspace(unique('ws'));
  const admin = await seedUser('admin', { workspaceIds: [workspace.id] });
  const csvPath = testInfo.outputPath('orders.csv');
  writeFileSync(csvPath, CSV);
  const name = unique('orders');
  await signInWithToken(page, admin.token);
  const wizard = new NewDatasetPage(page);
  await wizard.goto();

  // Picked with the file chooser this time.
  await wizard.chooseFile(csvPath);
  await expect(wizard.sourceSummary).toContainText('File orders.csv (CSV,');
  // The label column suggests the label question's answers (positive or negative: "maybe" is neither), and
  // the stars column, whose "five" is text, is made whole-number metadata all the same.
  await wizard.useAs('label').selectOption({ label: 'Suggestions for a question' });
  await expect(wizard.questionOptions(1)).toHaveValue('positive\nnegative');
  await wizard.useAs('stars').selectOption({ label: 'Whole-number metadata' });
  await wizard.createDataset({ name, workspace: workspace.name });
  const jobId = await wizard.waitForJobPage();

  const job = new JobPage(page);
  await expect(job.status).toHaveText('Finished');
  await expect(job.outcome).toContainText('Import finished: 3 records added or updated, 2 rows refused.');
  await expect(job.written).toHaveText('3');
  await expect(job.refused).toHaveText('2');
  await expect(job.refusedCount).toHaveText('2 rows refused');
  const listed = await job.listedRefusals();
  expect(listed.map(([row]) => row)).toEqual(['3', '4']);
  expect(listed[0]![1]).toContain("'maybe' is not a valid label");
  // Names the server quotes in backticks are shown as code.
  expect(listed[1]![1]).toContain('column stars holds five, which is not a number');
  await expect(job.refusedTable.locator('tbody tr').nth(1).locator('code')).toHaveText(['stars', 'five']);
  await saveScreenshot(page, 'imports-job-refused-rows');

  // The download: every refused row, with the same number and reason.
  const { download, text } = await job.downloadRefusedRows();
  expect(download.suggestedFilename()).toBe(`refused-rows-${jobId}.csv`);
  expect(text.split('\r\n')[0]).toBe('row,reason');
  const downloaded = parseCsv(Buffer.from(text)).map((row) => [row.row, row.reason]);
  expect(downloaded[1]![1]).toContain('column `stars` holds `five`');
  expect(downloaded.map(([row, reason]) => [row, reason!.replaceAll('`', '')])).toEqual(listed);

  // The other rows are the dataset's records, in the file's order.
  const { dataset_id: datasetId } = await owner.call(endpoints.getJob, { params: { job_id: jobId } });
  const { items: records } = await owner.listRecords(datasetId);
  expect(records.map((record) => record.fields.text)).toEqual(['Arrived on time', 'Broke after a day', 'Does the job']);
});
