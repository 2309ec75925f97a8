import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { seedLabelDataset, storedAnswers } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

test('with min_submitted 2, the task is completed once both annotators have submitted every record', async ({ page, browser }) => {
  const { dataset, annotators, records } = await seedLabelDataset(['First', 'Second'], { minSubmitted: 2, annotators: 2 });
  const [first, second] = annotators as [(typeof annotators)[0], (typeof annotators)[0]];
  for (const record of records) await first.api.submitResponse(record.id, { label: 'positive' });

  // One submission each is not enough: the records wait for the second annotator.
  await signInWithToken(page, second.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await expect(annotate.teamProgress).toContainText('0 of 2 completed');
  await expect(annotate.counter).toHaveText('1 of 2');
  const one = await annotate.openRecordId();
  await annotate.press('2', 'Enter');
  await annotate.nextRecordAfter(one);
  await expect(annotate.teamProgress).toContainText('1 of 2 completed');
  await annotate.press('3', 'Enter');

  await expect(annotate.emptyQueue.getByRole('heading')).toHaveText('The task is completed!');
  await expect(annotate.teamProgress).toContainText('2 of 2 completed');
  await expect(annotate.teamProgress).toContainText('100%');
  await expect(annotate.progress.getByRole('progressbar', { name: 'Team progress' })).toHaveAttribute('aria-valuetext', '100%');
  await expect(annotate.progress).toContainText('Every record is complete.');
  await expect(annotate.progress.getByTestId('my-count-submitted')).toContainText('2');
  await expect.poll(() => storedAnswers(one, second.id)).toEqual({ status: 'submitted', values: { label: 'negative' } });

  // The first annotator, coming back, finds the task completed as well.
  const context = await browser.newContext();
  const firstPage = await context.newPage();
  await signInWithToken(firstPage, first.token);
  const theirs = new AnnotationPage(firstPage);
  await theirs.goto(dataset.id);
  await expect(theirs.emptyQueue.getByRole('heading')).toHaveText('The task is completed!');
  await expect(theirs.teamProgress).toContainText('100%');
  await context.close();
});
