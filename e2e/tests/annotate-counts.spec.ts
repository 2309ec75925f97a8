import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { seedLabelDataset } from '../support/annotate-seed';
import type { SeededUser } from '../support/seed';
import { signInWithToken } from '../support/session';

/*
 * One "pending" number: the toolbar counts the person's pending queue (records the team has completed
 * leave it, as in Argilla 2.x), and the progress panel's Pending counts the same records, in every view,
 * with the records the team completed without the person said apart.
 */

test('the toolbar and the progress panel give the same pending count, in every view, and follow the team', async ({ page }) => {
  const texts = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
  const { dataset, annotators, records } = await seedLabelDataset(texts, { minSubmitted: 1, annotators: 2 });
  const [me, teammate] = annotators as [SeededUser, SeededUser];
  // The team completes two records before the person starts; the person has submitted one.
  await teammate.api.submitResponse(records[0]!.id, { label: 'positive' });
  await teammate.api.submitResponse(records[1]!.id, { label: 'negative' });
  await me.api.submitResponse(records[2]!.id, { label: 'neutral' });

  await signInWithToken(page, me.token);
  const annotate = new AnnotationPage(page);
  const pending = annotate.progress.getByTestId('my-count-pending');
  const byTeam = annotate.progress.getByTestId('completed-by-team');
  await annotate.goto(dataset.id);
  await expect(annotate.counter).toHaveText('1 of 3');
  await expect(pending).toHaveText(/Pending\s*3/);
  await expect(annotate.progress.getByTestId('my-count-submitted')).toHaveText(/Submitted\s*1/);
  await expect(byTeam).toHaveText('2 more records you have not answered are already complete (the team has submitted enough answers), so they are not in your queue.');

  // Another view: the panel still counts the pending queue, not every record the person has not answered.
  await annotate.showStatus('submitted');
  await expect(annotate.counter).toHaveText('1 of 1');
  await expect(pending).toHaveText(/Pending\s*3/);
  await expect(byTeam).toContainText('2 more records');

  // The team completes one more while the person works: on their next write the panel follows.
  await teammate.api.submitResponse(records[3]!.id, { label: 'positive' });
  await annotate.showStatus('pending');
  await expect(annotate.counter).toHaveText('1 of 2');
  const open = await annotate.openRecordId();
  await annotate.press('1', 'Enter');
  await annotate.nextRecordAfter(open);
  await expect(annotate.counter).toHaveText('2 of 2');
  await expect(pending).toHaveText(/Pending\s*1/);
  await expect(byTeam).toContainText('3 more records');
});
