import { endpoints } from '@gloss/contract';
import { type Browser, expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { AssignmentTab } from '../pages/AssignmentTab';
import { queueOf, seedAssignmentDataset } from '../support/assignment-seed';
import type { SeededUser } from '../support/seed';
import { signInWithToken } from '../support/session';

// Each journey opens the annotation page as two or three annotators besides the admin's tab.
test.describe.configure({ timeout: 90_000 });

/** What an annotator's annotation page counts in their pending queue ("1 of 3"), or that it is empty. */
async function expectQueue(browser: Browser, user: SeededUser, datasetId: string, count: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithToken(page, user.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(datasetId);
  if (count === 0) await expect(annotate.emptyQueue, user.username).toBeVisible();
  else await expect(annotate.counter, user.username).toHaveText(`1 of ${count}`);
  await context.close();
}

test('an admin splits the records between two annotators: each queue holds only its share, the third annotator none', async ({ page, browser }) => {
  const seeded = await seedAssignmentDataset();
  const [annA, annB, annC] = seeded.annotators as [SeededUser, SeededUser, SeededUser];
  await signInWithToken(page, seeded.admin.token);
  const tab = new AssignmentTab(page);
  await tab.goto(seeded.dataset.id);
  await expect(tab.strategy).toHaveAttribute('data-strategy', 'overlap');
  await expect(tab.strategy).toContainText('Overlap: every annotator sees every record.');

  await tab.action('Split among annotators').click();
  await expect(tab.splitDialog).toBeVisible();
  // Sent with nobody chosen, the dialog says why and sends nothing.
  await tab.splitDialog.getByRole('button', { name: 'Split records' }).click();
  await expect(tab.splitDialog).toContainText('Choose at least one annotator.');
  await tab.person(tab.splitDialog, annA.username).check();
  await tab.person(tab.splitDialog, annB.username).check();
  await tab.splitDialog.getByRole('spinbutton', { name: 'Annotators per record' }).fill('3');
  await tab.splitDialog.getByRole('button', { name: 'Split records' }).click();
  await expect(tab.splitDialog).toContainText('There cannot be more annotators per record than annotators chosen.');
  await tab.splitDialog.getByRole('spinbutton', { name: 'Annotators per record' }).fill('1');
  await tab.splitDialog.getByRole('button', { name: 'Split records' }).click();

  await expect(tab.toasts.toast('Records split: 6 records assigned.')).toBeVisible();
  await expect(tab.splitDialog).toHaveCount(0);
  await expect(tab.strategy).toHaveAttribute('data-strategy', 'assigned');
  await expect(tab.assignedTo(annA.username)).toHaveText('3');
  await expect(tab.assignedTo(annB.username)).toHaveText('3');
  await expect(tab.unassigned).toHaveText('Every record is assigned.');

  await expectQueue(browser, annA, seeded.dataset.id, 3);
  await expectQueue(browser, annB, seeded.dataset.id, 3);
  await expectQueue(browser, annC, seeded.dataset.id, 0);
  // Their shares are apart and together make the dataset.
  const [queueA, queueB] = [await queueOf(annA, seeded.dataset.id), await queueOf(annB, seeded.dataset.id)];
  expect(queueA.filter((id) => queueB.includes(id))).toEqual([]);
  expect([...queueA, ...queueB].sort()).toEqual(seeded.records.map((record) => record.id).sort());
});

test('an admin assigns the records a metadata condition and a text search match, only the unassigned ones the second time', async ({ page, browser }) => {
  const seeded = await seedAssignmentDataset();
  const [annA, annB] = seeded.annotators as [SeededUser, SeededUser];
  await signInWithToken(page, seeded.admin.token);
  const tab = new AssignmentTab(page);
  await tab.goto(seeded.dataset.id);

  // The German tickets to ann-a.
  await tab.action('Assign matching records').click();
  const dialog = tab.ruleDialog;
  await tab.person(dialog, annA.username).check();
  await dialog.getByRole('button', { name: 'Add condition' }).click();
  const condition = dialog.getByTestId('rule-condition');
  await expect(condition.getByRole('combobox', { name: 'Property' })).toHaveValue('lang');
  await dialog.getByRole('button', { name: 'Assign records' }).click();
  await expect(condition).toContainText('Choose at least one value for this condition.');
  await condition.getByRole('checkbox', { name: 'de', exact: true }).check();
  await dialog.getByRole('button', { name: 'Assign records' }).click();
  await expect(tab.toasts.toast('3 matching records assigned.')).toBeVisible();
  await expect(tab.assignedTo(annA.username)).toHaveText('3');
  await expect(tab.unassigned).toHaveText('3 records are assigned to nobody and sit in no queue.');

  // The tickets about a refund that nobody holds yet to ann-b: two English ones (the German one is ann-a's).
  await tab.action('Assign matching records').click();
  await tab.person(dialog, annB.username).check();
  await dialog.getByRole('textbox', { name: 'Text in the records' }).fill('refund');
  await dialog.getByRole('checkbox', { name: 'Only records nobody is assigned yet' }).check();
  await dialog.getByRole('button', { name: 'Assign records' }).click();
  await expect(tab.toasts.toast('2 matching records assigned.')).toBeVisible();
  await expect(tab.assignedTo(annA.username)).toHaveText('3');
  await expect(tab.assignedTo(annB.username)).toHaveText('2');
  await expect(tab.unassigned).toHaveText('1 record is assigned to nobody and sits in no queue.');

  await expectQueue(browser, annA, seeded.dataset.id, 3);
  await expectQueue(browser, annB, seeded.dataset.id, 2);
  const external = (ids: string[]) => seeded.records.filter((record) => ids.includes(record.id)).map((record) => record.external_id).sort();
  expect(external(await queueOf(annA, seeded.dataset.id))).toEqual(['ticket-2', 'ticket-4', 'ticket-6']);
  expect(external(await queueOf(annB, seeded.dataset.id))).toEqual(['ticket-1', 'ticket-5']);
});

test('an admin removes every assignment after confirming: the dataset is back to overlap and every queue holds every record', async ({ page, browser }) => {
  const seeded = await seedAssignmentDataset();
  const [annA, annB] = seeded.annotators as [SeededUser, SeededUser];
  await seeded.owner.call(endpoints.splitAssignments, { params: { dataset_id: seeded.dataset.id }, body: { user_ids: [annA.id, annB.id], per_record: 1, only_unassigned: false } });
  await expectQueue(browser, annA, seeded.dataset.id, 3);

  await signInWithToken(page, seeded.admin.token);
  const tab = new AssignmentTab(page);
  await tab.goto(seeded.dataset.id);
  await expect(tab.strategy).toHaveAttribute('data-strategy', 'assigned');
  await tab.action('Remove assignments').click();
  await expect(tab.clearDialog).toContainText('Remove every assignment?');
  // Cancel keeps them.
  await tab.clearDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(tab.clearDialog).toHaveCount(0);
  await expect(tab.strategy).toHaveAttribute('data-strategy', 'assigned');

  await tab.action('Remove assignments').click();
  await tab.clearDialog.getByRole('button', { name: 'Remove assignments' }).click();
  await expect(tab.toasts.toast('Assignments removed from 6 records. Every annotator sees every record again.')).toBeVisible();
  await expect(tab.strategy).toHaveAttribute('data-strategy', 'overlap');
  await expect(tab.action('Remove assignments')).toBeDisabled();

  await expectQueue(browser, annA, seeded.dataset.id, 6);
  await expectQueue(browser, annB, seeded.dataset.id, 6);
});

test('an admin names an annotator reviewer, who then gets the Review link and the agreement', async ({ page, browser }) => {
  const seeded = await seedAssignmentDataset();
  const [annA] = seeded.annotators as [SeededUser];
  await signInWithToken(page, seeded.admin.token);
  const tab = new AssignmentTab(page);
  await tab.goto(seeded.dataset.id);
  const reviewers = page.getByTestId('reviewers-checklist');
  const save = page.getByRole('button', { name: 'Save reviewers' });
  await expect(save).toBeDisabled();
  await tab.person(reviewers, annA.username).check();
  await save.click();
  await expect(tab.toasts.toast('Reviewers saved.')).toBeVisible();
  await expect(save).toBeDisabled();
  const stored = await seeded.owner.call(endpoints.listReviewers, { params: { dataset_id: seeded.dataset.id } });
  expect(stored.items.map((reviewer) => reviewer.user_id)).toEqual([annA.id]);

  const context = await browser.newContext();
  const other = await context.newPage();
  await signInWithToken(other, annA.token);
  await other.goto(`/dataset/${seeded.dataset.id}/team`);
  await expect(other.getByRole('navigation', { name: 'Dataset pages' }).getByRole('link', { name: 'Review', exact: true })).toBeVisible();
  await expect(other.getByTestId('team-agreement-section')).toBeVisible();
  await expect(other.getByTestId('agreement-reviewers-only')).toHaveCount(0);
  await context.close();
});
