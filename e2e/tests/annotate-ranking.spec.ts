import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { ANSWERS, seedAnnotationDataset, storedAnswers } from '../support/annotate-seed';
import { GlossApi } from '../support/api';
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

test('a ranking suggested through the official SDK (the model’s order, no ranks) opens ranked in that order, marked as the suggestion', async ({ page }) => {
  // Exactly what argilla 2.8 sends for `rg.Suggestion("ranking", ["b", "c", "a"], score=[...], agent="ranker")`:
  // each value as `{"value": ...}`, with no rank (`Suggestion.__ranking_to_model_value`).
  const sdkValue = [{ value: 'b' }, { value: 'c' }, { value: 'a' }];
  const { dataset, annotator, records } = await seedAnnotationDataset({
    fields: [{ name: 'prompt', title: 'Prompt', required: true, settings: { type: 'text' } }],
    questions: [{ name: 'ranking', title: 'Ranking', required: true, settings: { type: 'ranking', options: ANSWERS.map((option) => ({ ...option })) } }],
    records: [{ fields: { prompt: 'Which answer is best?' }, suggestions: { ranking: { value: sdkValue, score: [0.6, 0.3, 0.1], agent: 'ranker' } } }],
  });
  // Stored as sent: the server adds no ranks either.
  const stored = await GlossApi.asOwner().call(endpoints.listRecordSuggestions, { params: { record_id: records[0]!.id } });
  expect(stored.items.map((suggestion) => suggestion.value)).toEqual([sdkValue]);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.expectRecord(records[0]!.id);
  const card = (text: string) => annotate.rankCard('ranking', text);

  await expect(card('Answer B')).toHaveAccessibleName('Answer B, rank 1');
  await expect(card('Answer C')).toHaveAccessibleName('Answer C, rank 2');
  await expect(card('Answer A')).toHaveAccessibleName('Answer A, rank 3');
  // Each card carries the suggestion's mark: its suggested rank and its own score.
  await expect(card('Answer B')).toContainText('Suggested rank 1');
  await expect(card('Answer B')).toContainText('0.6');
  await expect(card('Answer A')).toContainText('Suggested rank 3');
  await expect(annotate.suggestionBadge('ranking')).toContainText('ranker');
  await expect(annotate.submit).toBeEnabled();

  await annotate.press('Enter');
  await expect
    .poll(() => storedAnswers(records[0]!.id, annotator.id))
    .toEqual({
      status: 'submitted',
      values: {
        ranking: [
          { value: 'b', rank: 1 },
          { value: 'c', rank: 2 },
          { value: 'a', rank: 3 },
        ],
      },
    });
});
