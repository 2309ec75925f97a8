import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { SimilaritySearch } from '../pages/SimilaritySearch';
import { SENTIMENTS, type RecordSpec, type VectorSettingsSpec, seedAnnotationDataset } from '../support/annotate-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/**
 * Records 0..11 with unit vectors 10° apart, so the ranking and the scores are known: the server scores
 * (1 + cos) / 2 for the most similar and (1 - cos) / 2 for the least similar records. Record 1 is 10°
 * from record 0 (99.2%), record 2 20° (97.0%), record 3 30° (93.3%); record 11 is 110° away, the least
 * similar (67.1%). The second vector ranks them the other way round: record 11 nearest to record 0.
 */
const COUNT = 12;
const unit = (degrees: number) => [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
const TEXT_VECTOR: VectorSettingsSpec = { name: 'text_vec', title: 'Text embedding', dimensions: 2 };
const REVERSE_VECTOR: VectorSettingsSpec = { name: 'reverse_vec', title: 'Reverse embedding', dimensions: 2 };

function records(options: { reverse?: boolean; withoutVector?: number } = {}): RecordSpec[] {
  return Array.from({ length: COUNT }, (_, i) => ({
    external_id: `rec-${i}`,
    fields: { text: `Record ${i} is ${i % 2 ? 'odd' : 'even'}` },
    vectors:
      i === options.withoutVector
        ? undefined
        : { text_vec: unit(i * 10), ...(options.reverse ? { reverse_vec: unit(i === 0 ? 0 : (COUNT - i) * 10) } : {}) },
  }));
}

function seedVectorDataset(options: { reverse?: boolean; withoutVector?: number } = {}) {
  return seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: [
      { name: 'label', title: 'Label', required: true, settings: { type: 'label_selection', options: SENTIMENTS.map((value) => ({ value, text: value })) } },
    ],
    vectorsSettings: options.reverse ? [TEXT_VECTOR, REVERSE_VECTOR] : [TEXT_VECTOR],
    records: records(options),
  });
}

/** The open record's external id, as its header shows it. */
const shownRecord = (annotate: AnnotationPage) => annotate.recordCard.locator('header').getByTitle(/^[0-9a-f-]{36}$/);

test('with one vector, Find similar shows the most similar records at once, with scores, a count, the least similar and a way out', async ({ page }) => {
  const { dataset, annotator, records: seeded } = await seedVectorDataset();
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const similar = new SimilaritySearch(page);
  await annotate.goto(dataset.id, { record: seeded[0]!.id });
  await annotate.expectRecord(seeded[0]!.id);
  await expect(similar.banner).toHaveCount(0);
  await expect(similar.score).toHaveCount(0);

  await similar.findSimilar.click();
  await expect(similar.chooser).toHaveCount(0);
  await annotate.expectRecord(seeded[1]!.id);
  expect(similar.similarParam()).toEqual({ recordId: seeded[0]!.id, vector: 'text_vec', order: 'most', limit: '50' });
  await expect(similar.banner).toContainText('Similar to');
  await expect(similar.banner).toContainText('Text: Record 0 is even');
  await expect(similar.limit).toHaveValue('50');
  await expect(similar.order).toHaveValue('most');
  // One vector: nothing to choose between.
  await expect(similar.vector).toHaveCount(0);
  await expect(annotate.counter).toHaveText('1 of 11');
  await expect(shownRecord(annotate)).toHaveText('rec-1');
  await expect(similar.score).toHaveText(/99\.2%$/);

  await annotate.press('ArrowRight');
  await annotate.expectRecord(seeded[2]!.id);
  await expect(similar.score).toHaveText(/97\.0%$/);

  // The count: only the ten nearest.
  await similar.limit.selectOption('10');
  await annotate.expectRecord(seeded[1]!.id);
  await expect(annotate.counter).toHaveText('1 of 10');
  expect(similar.similarParam()?.limit).toBe('10');

  // The least similar first: record 11, 110° away.
  await similar.order.selectOption('least');
  await annotate.expectRecord(seeded[11]!.id);
  await expect(similar.score).toHaveText(/67\.1%$/);
  await expect(annotate.counter).toHaveText('1 of 10');
  expect(similar.similarParam()).toEqual({ recordId: seeded[0]!.id, vector: 'text_vec', order: 'least', limit: '10' });

  // The whole reference record, on demand.
  await expect(similar.referenceRecord).toBeHidden();
  await similar.expand.click();
  await expect(similar.referenceRecord).toBeVisible();
  await expect(similar.referenceRecord).toContainText('Record 0 is even');
  await saveThemedScreenshots(page, 'annotate-similarity-banner');
  await similar.collapse.click();
  await expect(similar.referenceRecord).toBeHidden();

  await similar.close.click();
  await expect(similar.banner).toHaveCount(0);
  await expect(similar.score).toHaveCount(0);
  await expect(annotate.counter).toHaveText(`1 of ${COUNT}`);
  expect(similar.similarParam()).toBeNull();
});

test('with several vectors, Find similar asks for the order and the vector first; Cancel changes nothing', async ({ page }) => {
  const { dataset, annotator, records: seeded } = await seedVectorDataset({ reverse: true });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const similar = new SimilaritySearch(page);
  await annotate.goto(dataset.id, { record: seeded[0]!.id });
  await annotate.expectRecord(seeded[0]!.id);

  await similar.findSimilar.click();
  await expect(similar.chooser).toBeVisible();
  await expect(similar.chooserOrder).toHaveValue('most');
  await expect(similar.vectorChoice('Text embedding')).toBeChecked();
  await expect(similar.vectorChoice('Reverse embedding')).not.toBeChecked();
  await similar.chooserCancel.click();
  await expect(similar.chooser).toHaveCount(0);
  await expect(similar.banner).toHaveCount(0);
  expect(similar.similarParam()).toBeNull();

  // Arrow keys move between the vectors, not to another record.
  await similar.findSimilar.click();
  await similar.vectorChoice('Text embedding').focus();
  await annotate.press('ArrowDown');
  await expect(similar.vectorChoice('Reverse embedding')).toBeChecked();
  await annotate.expectRecord(seeded[0]!.id);
  await saveThemedScreenshots(page, 'annotate-similarity-chooser');
  await similar.chooserFind.click();
  await expect(similar.chooser).toHaveCount(0);
  await annotate.expectRecord(seeded[11]!.id);
  await expect(similar.score).toHaveText(/99\.2%$/);
  await expect(similar.vector).toHaveValue('reverse_vec');
  expect(similar.similarParam()).toEqual({ recordId: seeded[0]!.id, vector: 'reverse_vec', order: 'most', limit: '50' });

  // The banner switches the vector in place.
  await similar.vector.selectOption({ label: 'Text embedding' });
  await annotate.expectRecord(seeded[1]!.id);

  // From a result, the popover starts from the running search; least similar to record 1 is record 11.
  await similar.findSimilar.click();
  await expect(similar.vectorChoice('Text embedding')).toBeChecked();
  await similar.chooserOrder.selectOption('least');
  await similar.chooserFind.click();
  await annotate.expectRecord(seeded[11]!.id);
  expect(similar.similarParam()).toEqual({ recordId: seeded[1]!.id, vector: 'text_vec', order: 'least', limit: '50' });
  await expect(similar.banner).toContainText('Text: Record 1 is odd');
  // (1 - cos 100°) / 2
  await expect(similar.score).toHaveText(/58\.7%$/);
});

test('a record without the vector says "Vector not found for the selected record" and stays open, without a similarity search', async ({ page }) => {
  const { dataset, annotator, records: seeded } = await seedVectorDataset({ withoutVector: 0 });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const similar = new SimilaritySearch(page);
  await annotate.goto(dataset.id, { record: seeded[0]!.id });
  await annotate.expectRecord(seeded[0]!.id);

  await similar.findSimilar.click();
  await expect(annotate.toasts.toast('Vector not found for the selected record')).toHaveAttribute('data-type', 'danger');
  await expect(similar.banner).toHaveCount(0);
  await annotate.expectRecord(seeded[0]!.id);
  await expect(annotate.questionnaire).toBeVisible();
  await expect.poll(() => similar.similarParam()).toBeNull();

  // A link to that search ends the same way.
  await page.goto(`/dataset/${dataset.id}/annotation-mode?status=pending&similar=${seeded[0]!.id}:text_vec:most:50`);
  await expect(annotate.toasts.toast('Vector not found for the selected record')).toBeVisible();
  await annotate.expectRecord(seeded[0]!.id);
  await expect(similar.banner).toHaveCount(0);
  await expect.poll(() => similar.similarParam()).toBeNull();

  // Another record has the vector: its search works.
  await annotate.goto(dataset.id, { record: seeded[3]!.id });
  await similar.findSimilar.click();
  await annotate.expectRecord(seeded[2]!.id);
  await expect(similar.banner).toBeVisible();
});

test('a reload shows the same similarity view: the count, the record and its score', async ({ page }) => {
  const { dataset, annotator, records: seeded } = await seedVectorDataset();
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const similar = new SimilaritySearch(page);
  await annotate.goto(dataset.id, { record: seeded[0]!.id });
  await similar.findSimilar.click();
  await similar.limit.selectOption('20');
  // The first result is the same at 10 and at 20: the count says the larger view is the one on screen.
  await expect(annotate.counter).toHaveText('1 of 11');
  await annotate.expectRecord(seeded[1]!.id);
  await annotate.press('ArrowRight', 'ArrowRight');
  await annotate.expectRecord(seeded[3]!.id);
  await expect(annotate.counter).toHaveText('3 of 11');
  await expect(page).toHaveURL(new RegExp(`record=${seeded[3]!.id}`));

  await page.reload();
  await annotate.expectRecord(seeded[3]!.id);
  await expect(annotate.counter).toHaveText('3 of 11');
  await expect(similar.score).toHaveText(/93\.3%$/);
  await expect(similar.limit).toHaveValue('20');
  await expect(similar.banner).toContainText('Text: Record 0 is even');
});

test('similarity combines with the status and the text search', async ({ page }) => {
  const { dataset, annotator, records: seeded } = await seedVectorDataset();
  await annotator.api.submitResponse(seeded[1]!.id, { label: 'positive' });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  const similar = new SimilaritySearch(page);
  await annotate.goto(dataset.id, { record: seeded[0]!.id });
  await similar.findSimilar.click();
  // Record 1 is submitted: the pending results start at record 2.
  await annotate.expectRecord(seeded[2]!.id);
  await expect(annotate.counter).toHaveText('1 of 10');

  // Only the odd records, still by similarity.
  await page.getByTestId('search-open').click();
  await page.getByTestId('search-input').fill('odd');
  await page.getByTestId('search-input').press('Enter');
  await annotate.expectRecord(seeded[3]!.id);
  await expect(annotate.counter).toHaveText('1 of 5');
  await expect(similar.score).toHaveText(/93\.3%$/);
  await expect(similar.banner).toBeVisible();

  // The submitted queue holds record 1 alone.
  await annotate.showStatus('submitted');
  await annotate.expectRecord(seeded[1]!.id);
  await expect(annotate.counter).toHaveText('1 of 1');
  await expect(similar.score).toHaveText(/99\.2%$/);
  expect(similar.similarParam()?.recordId).toBe(seeded[0]!.id);
});
