import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { queueOf, seedAssignmentDataset } from '../support/assignment-seed';
import { saveScreenshot } from '../support/screenshots';
import type { SeededUser } from '../support/seed';
import { signInWithToken } from '../support/session';

// In an assigned dataset a link to a colleague's record (`?record=`) opens no record for an annotator: the
// server answers 404 for it, and the page says the record is not found instead of showing it (or another
// record under its link). Their own records open from a link as before, with their own answer.

test("a link to a colleague's record shows that the record is not found, and leads to the annotator's own records", async ({ page }) => {
  const seeded = await seedAssignmentDataset();
  const [annA, annB] = seeded.annotators as [SeededUser, SeededUser];
  await seeded.owner.call(endpoints.splitAssignments, { params: { dataset_id: seeded.dataset.id }, body: { user_ids: [annA.id, annB.id], per_record: 1, only_unassigned: false } });
  const [mine, theirs] = [await queueOf(annA, seeded.dataset.id), await queueOf(annB, seeded.dataset.id)];
  const theirRecord = seeded.records.find((record) => record.id === theirs[0])!;

  await signInWithToken(page, annA.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(seeded.dataset.id, { record: theirRecord.id });
  const notFound = page.getByTestId('record-not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound.getByRole('heading', { name: 'Record not found' })).toBeVisible();
  await expect(notFound).toContainText('not one of your records in this dataset');
  await expect(annotate.recordCard).toHaveCount(0);
  await expect(page.getByText(String(theirRecord.fields.text))).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]record=${theirRecord.id}`));
  await saveScreenshot(page, 'annotate-record-not-found');

  await notFound.getByRole('button', { name: 'Go to your records' }).click();
  const opened = await annotate.openRecordId();
  expect(mine).toContain(opened);
  await expect(annotate.counter).toHaveText(`1 of ${mine.length}`);
  await expect(page).not.toHaveURL(new RegExp(`record=${theirRecord.id}`));
});

test("a link to the annotator's own answered record opens it with their answer, not an admin's", async ({ page }) => {
  const seeded = await seedAssignmentDataset();
  const [annA, annB] = seeded.annotators as [SeededUser, SeededUser];
  await seeded.owner.call(endpoints.splitAssignments, { params: { dataset_id: seeded.dataset.id }, body: { user_ids: [annA.id, annB.id], per_record: 1, only_unassigned: false } });
  const [recordId] = await queueOf(annA, seeded.dataset.id);
  await annA.api.submitResponse(recordId!, { topic: 'billing' });
  await seeded.admin.api.submitResponse(recordId!, { topic: 'refund' });

  await signInWithToken(page, annA.token);
  const annotate = new AnnotationPage(page);
  // In the pending queue it is not listed: the page reads it by its link (GET /records/{id}).
  await annotate.goto(seeded.dataset.id, { record: recordId! });
  await annotate.expectRecord(recordId!);
  await expect(annotate.label('topic', 'billing')).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.label('topic', 'refund')).toHaveAttribute('aria-checked', 'false');
});
