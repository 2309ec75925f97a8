import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { ANSWERS, seedAnnotationDataset, storedAnswers } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

function seedRankingDataset() {
  return seedAnnotationDataset({
    fields: [{ name: 'prompt', title: 'Prompt', required: true, settings: { type: 'text' } }],
    questions: [{ name: 'ranking', title: 'Ranking', required: true, settings: { type: 'ranking', options: ANSWERS.map((option) => ({ ...option })) } }],
    records: [{ fields: { prompt: 'Which answer is best?' } }],
  });
}

const expected = {
  status: 'submitted',
  values: {
    ranking: [
      { value: 'b', rank: 1 },
      { value: 'c', rank: 2 },
      { value: 'a', rank: 3 },
    ],
  },
};

test('a ranking made by dragging cards onto the ranks is stored with those ranks', async ({ page }) => {
  const { dataset, annotator, records } = await seedRankingDataset();
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.expectRecord(records[0]!.id);
  const card = (text: string) => annotate.rankCard('ranking', text);
  const pool = annotate.question('ranking').getByRole('region', { name: 'Not ranked yet' });

  await card('Answer B').dragTo(annotate.rankSlot('ranking', 1));
  await expect(card('Answer B')).toHaveAccessibleName('Answer B, rank 1');
  await card('Answer A').dragTo(annotate.rankSlot('ranking', 2));
  await expect(card('Answer A')).toHaveAccessibleName('Answer A, rank 2');
  // Back to the pool, then to its place.
  await card('Answer A').dragTo(pool);
  await expect(card('Answer A')).toHaveAccessibleName('Answer A, not ranked');
  await card('Answer C').dragTo(annotate.rankSlot('ranking', 2));
  await card('Answer A').dragTo(annotate.rankSlot('ranking', 3));
  await expect(card('Answer A')).toHaveAccessibleName('Answer A, rank 3');
  await expect(card('Answer C')).toHaveAccessibleName('Answer C, rank 2');
  await expect(pool).toContainText('Every option has a rank.');

  await annotate.submit.click();
  await expect.poll(() => storedAnswers(records[0]!.id, annotator.id)).toEqual(expected);
});

test('a ranking made from the keyboard (digits and Alt+arrows on the focused card) is stored with those ranks', async ({ page }) => {
  const { dataset, annotator, records } = await seedRankingDataset();
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.expectRecord(records[0]!.id);
  const card = (text: string) => annotate.rankCard('ranking', text);

  await card('Answer A').focus();
  await annotate.press('3');
  await expect(card('Answer A')).toHaveAccessibleName('Answer A, rank 3');
  await expect(card('Answer A')).toBeFocused();
  // ↓ moves between cards in reading order: ranked ones, then the pool.
  await annotate.press('ArrowDown', '1');
  await expect(card('Answer B')).toHaveAccessibleName('Answer B, rank 1');
  await annotate.press('ArrowDown', 'ArrowDown');
  await expect(card('Answer C')).toBeFocused();
  await annotate.press('1');
  await expect(card('Answer C')).toHaveAccessibleName('Answer C, rank 1');
  await annotate.press('Alt+ArrowDown');
  await expect(card('Answer C')).toHaveAccessibleName('Answer C, rank 2');
  // Backspace on a card takes its rank away (it never discards the record from here).
  await annotate.press('Backspace');
  await expect(card('Answer C')).toHaveAccessibleName('Answer C, not ranked');
  await expect(annotate.submit).toBeDisabled();
  await annotate.press('2');
  await expect(card('Answer C')).toHaveAccessibleName('Answer C, rank 2');
  await expect(card('Answer C')).toBeFocused();

  await annotate.press('Enter');
  await expect.poll(() => storedAnswers(records[0]!.id, annotator.id)).toEqual(expected);
});
