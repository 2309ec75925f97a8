import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { seedLabelDataset } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

test('an empty dataset tells annotators to ask an administrator, and shows administrators how to add records', async ({ page, browser }) => {
  const { dataset, annotator, admin } = await seedLabelDataset([], { admin: true });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await expect(annotate.emptyDataset.getByRole('heading')).toHaveText('This dataset has no records yet');
  await expect(annotate.emptyDataset).toContainText('Ask an administrator to upload records.');
  await expect(annotate.emptyDataset.getByTestId('add-records-snippet')).toHaveCount(0);
  await expect(annotate.questionnaire).toHaveCount(0);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInWithToken(adminPage, admin!.token);
  const asAdmin = new AnnotationPage(adminPage);
  await asAdmin.goto(dataset.id);
  await expect(asAdmin.emptyDataset.getByRole('heading')).toHaveText('This dataset has no records yet');
  await expect(asAdmin.emptyDataset).toContainText('Add records with the Python SDK, for example:');
  await expect(asAdmin.emptyDataset.getByTestId('add-records-snippet')).toContainText(dataset.name);
  await expect(asAdmin.emptyDataset).not.toContainText('Ask an administrator');
  await adminContext.close();
});

test('each status filter says when it has nothing: no drafts, nothing submitted, nothing discarded', async ({ page }) => {
  const { dataset, annotator } = await seedLabelDataset(['Waiting']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const heading = annotate.emptyQueue.getByRole('heading');

  await annotate.goto(dataset.id, { status: 'draft' });
  await expect(heading).toHaveText('You have no draft records to review');
  await expect(annotate.counter).toHaveCount(0);
  await annotate.showStatus('submitted');
  await expect(heading).toHaveText('You have not submitted any record yet');
  await annotate.showStatus('discarded');
  await expect(heading).toHaveText('You have no discarded records');
  await annotate.showStatus('pending');
  await expect(annotate.counter).toHaveText('1 of 1');
  await expect(annotate.emptyQueue).toHaveCount(0);
});
