import { writeFileSync } from 'node:fs';
import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AddRecordsPage } from '../pages/AddRecordsPage';
import { JobPage } from '../pages/JobPage';
import { GlossApi, SEEDED_FIELD } from '../support/api';
import { seedUser, unique } from '../support/seed';
import { signInWithToken } from '../support/session';

/*
 * Records added to a published dataset from a CSV, as an admin does it without Python: "Add records" on the
 * dataset's page, the file dropped, its columns mapped onto the dataset's settings (by name to start with),
 * one column chosen as the records' external id, the import watched to the end; a row whose external id a
 * record already has updates that record, the others are added.
 */

const SEEDED = [
  { external_id: 'rev-1', text: 'Arrived late, box dented' },
  { external_id: 'rev-2', text: 'Works as described' },
];
const UPDATED_TEXT = 'Arrived late, box dented, but the seller replaced it';
// `text` and `label` are named like the dataset's field and question; `ref` and `comment` are not.
const CSV = [
  'ref,text,label,comment',
  `rev-1,"${UPDATED_TEXT}",positive,edited after a refund`,
  'rev-3,Stopped charging after a month,negative,second order',
  'rev-4,Good value,positive,',
].join('\n');

test('a CSV’s columns are mapped onto a dataset, one as the external id, and its rows update or add records', async ({ page }, testInfo) => {
  const owner = GlossApi.asOwner();
  const workspace = await owner.createWorkspace(unique('ws'));
  const draft = await owner.createDataset(workspace.id, unique('add-records'));
  const dataset = await owner.publish(draft.dataset.id);
  const { items: seeded } = await owner.call(endpoints.createRecords, {
    params: { dataset_id: dataset.id },
    body: { items: SEEDED.map(({ external_id, text }) => ({ external_id, fields: { [SEEDED_FIELD]: text } })) },
  });
  expect(seeded.map((record) => record.external_id)).toEqual(['rev-1', 'rev-2']);
  const admin = await seedUser('admin', { workspaceIds: [workspace.id] });
  const csvPath = testInfo.outputPath('more-reviews.csv');
  writeFileSync(csvPath, CSV);
  await signInWithToken(page, admin.token);

  // The dataset's page -> "Add records" -> the source step, for this dataset.
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  await page.getByRole('link', { name: 'Add records' }).click();
  await expect(page).toHaveURL(new RegExp(`/dataset/${dataset.id}/add-records$`));
  const adding = new AddRecordsPage(page);
  await expect(adding.heading).toHaveText(`Add records to ${dataset.name}`);

  // Dropped from the desktop: uploaded at once, then the mapping page.
  await adding.dropFile(csvPath);
  await expect(page).toHaveURL(new RegExp(`/dataset/${dataset.id}/add-records/file/[^/]+$`));
  await expect(adding.sourceSummary).toContainText('File more-reviews.csv (CSV,');
  await expect(adding.mappingCards).toHaveCount(4);

  // To start with: each column named like a setting goes to it, the others are not imported.
  await expect(adding.chosen('text')).toHaveText('Text (text)');
  await expect(adding.chosen('label')).toHaveText('Label (label)');
  await expect(adding.chosen('ref')).toHaveText('Not imported');
  await expect(adding.chosen('comment')).toHaveText('Not imported');
  await expect(adding.problems).toHaveCount(0);
  // The preview draws the dataset's own field with the first row.
  await expect(adding.previewField('Text')).toContainText(UPDATED_TEXT);

  // `ref` holds the records' external ids.
  await adding.mapTo('ref', 'Record’s external id');
  await expect(adding.chosen('ref')).toHaveText('Record’s external id');
  await expect(adding.chosen('comment')).toHaveText('Not imported');

  const jobId = await adding.startImport();
  const job = new JobPage(page);
  await expect(job.heading).toHaveText(`Import into ${dataset.name}`);
  await expect(job.status).toHaveText('Finished');
  await expect(job.progressText).toHaveText('3 of 3 rows read');
  await expect(job.written).toHaveText('3');
  await expect(job.refusedCount).toHaveText('No row was refused.');
  await expect(job.source).toContainText('more-reviews.csv');

  // What the import did: `rev-1` updated in place, `rev-2` untouched, `rev-3` and `rev-4` added.
  const finished = await owner.call(endpoints.getJob, { params: { job_id: jobId } });
  expect(finished).toMatchObject({ status: 'finished', kind: 'import', dataset_id: dataset.id, progress: { rows_written: 3, rows_refused: 0 } });
  const { items: records } = await owner.call(endpoints.listRecords, { params: { dataset_id: dataset.id }, query: { include: 'suggestions' } });
  expect(records.map((record) => record.external_id).sort()).toEqual(['rev-1', 'rev-2', 'rev-3', 'rev-4']);
  const byExternalId = new Map(records.map((record) => [record.external_id, record]));
  const updated = byExternalId.get('rev-1')!;
  expect(updated.id).toBe(seeded[0]!.id);
  expect(updated.fields).toEqual({ [SEEDED_FIELD]: UPDATED_TEXT });
  expect(updated.suggestions?.map((suggestion) => suggestion.value)).toEqual(['positive']);
  expect(byExternalId.get('rev-2')).toMatchObject({ id: seeded[1]!.id, fields: { [SEEDED_FIELD]: SEEDED[1]!.text } });
  expect(byExternalId.get('rev-3')?.fields).toEqual({ [SEEDED_FIELD]: 'Stopped charging after a month' });
  expect(byExternalId.get('rev-3')?.suggestions?.map((suggestion) => suggestion.value)).toEqual(['negative']);
  expect(byExternalId.get('rev-4')?.fields).toEqual({ [SEEDED_FIELD]: 'Good value' });
  // The column left out is nowhere in the records.
  for (const record of records) expect(JSON.stringify(record)).not.toContain('refund');
});
