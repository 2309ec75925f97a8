import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { richRecord, seedRichDataset, TOPICS } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

test('an annotator shows a multi-label question’s suggested options first or in their natural order, record after record', async ({ page }) => {
  const { dataset, annotator } = await seedRichDataset({ records: [richRecord(1, { suggested: true }), richRecord(2, { suggested: true })] });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();

  const topics = annotate.question('topics');
  const chips = topics.getByRole('checkbox');
  const order = topics.getByRole('group', { name: 'Order of the options' });
  await expect(chips).toHaveText([...TOPICS].map((topic) => new RegExp(topic)));

  await order.getByRole('button', { name: 'Suggested first' }).click();
  // The suggestion is sports (0.64) then art (0.31); the others follow in their own order.
  await expect(chips).toHaveText([/sports/, /art/, /science/, /politics/]);
  await expect(order.getByRole('button', { name: 'Suggested first' })).toHaveAttribute('aria-pressed', 'true');

  await annotate.nextRecord.click();
  await expect(annotate.counter).toHaveText('2 of 2');
  await expect(annotate.question('topics').getByRole('checkbox')).toHaveText([/sports/, /art/, /science/, /politics/]);

  await annotate.question('topics').getByRole('group', { name: 'Order of the options' }).getByRole('button', { name: 'Natural order' }).click();
  await expect(annotate.question('topics').getByRole('checkbox')).toHaveText([...TOPICS].map((topic) => new RegExp(topic)));
});
