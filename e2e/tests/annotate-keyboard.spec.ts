import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { RICH_SUGGESTIONS, richRecord, seedRichDataset, storedAnswers } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

test('two records answered and submitted with the keyboard alone are stored as answered', async ({ page }) => {
  const { dataset, annotator } = await seedRichDataset({ records: [richRecord(1), richRecord(2), richRecord(3)] });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);

  // First record: number keys on the active question. A label or a rating chosen by its key moves the
  // keyboard on to the next question; Alt+↓ leaves a multi-label question, which takes several keys.
  const first = await annotate.openRecordId();
  await annotate.expectActive('sentiment');
  await expect(annotate.submit).toBeDisabled();
  await annotate.press('2');
  await expect(annotate.label('sentiment', 'negative')).toHaveAttribute('aria-checked', 'true');
  await annotate.expectActive('topics');
  await annotate.press('1', '4');
  await annotate.press('Alt+ArrowDown');
  await annotate.expectActive('quality');
  await annotate.press('4');
  await expect(annotate.rating('quality', 4)).toHaveAttribute('aria-checked', 'true');
  // On to the text question: the keyboard lands in its box.
  await annotate.expectActive('summary');
  await expect(annotate.textbox('summary')).toBeFocused();
  // Keys typed in the box are text: digits, Enter and Backspace neither pick, submit nor discard.
  await page.keyboard.type('Short and *kind* 2');
  await annotate.press('Enter', 'Backspace', 'Backspace');
  await page.keyboard.type('.');
  await expect(annotate.textbox('summary')).toHaveValue('Short and *kind* .');
  // Esc hands the keyboard back to the card; the ranking gets ranks from number keys.
  await annotate.press('Escape', 'Alt+ArrowDown');
  await annotate.expectActive('ranking');
  await annotate.press('2', '1', '3');
  await expect(annotate.rankCard('ranking', 'Answer B')).toHaveAccessibleName('Answer B, rank 1');
  await expect(annotate.submit).toBeEnabled();
  await annotate.press('Enter');

  const second = await annotate.nextRecordAfter(first);
  await expect
    .poll(() => storedAnswers(first, annotator.id))
    .toEqual({
      status: 'submitted',
      values: {
        sentiment: 'negative',
        topics: ['science', 'art'],
        quality: 4,
        summary: 'Short and *kind* .',
        ranking: [
          { value: 'b', rank: 1 },
          { value: 'a', rank: 2 },
          { value: 'c', rank: 3 },
        ],
        entities: [],
      },
    });

  // Second record: Tab walks from one question into the next, each taking the keyboard as it gets focus.
  await annotate.expectActive('sentiment');
  await annotate.press('3');
  await annotate.expectActive('topics');
  await annotate.press('Tab', 'Tab');
  await annotate.expectActive('quality');
  await expect(annotate.rating('quality', 1)).toBeFocused();
  await annotate.press('5');
  await annotate.expectActive('summary');
  await expect(annotate.textbox('summary')).toBeFocused();
  await page.keyboard.type('Fine');
  await annotate.press('Escape', 'Enter');

  await annotate.nextRecordAfter(second);
  await expect
    .poll(() => storedAnswers(second, annotator.id))
    .toEqual({ status: 'submitted', values: { sentiment: 'neutral', quality: 5, summary: 'Fine', entities: [] } });
  await expect(annotate.counter).toHaveText('3 of 3');
});

test('a pending record opens pre-filled from its suggestions, and Enter submits the suggested values', async ({ page }) => {
  const { dataset, annotator, records } = await seedRichDataset({ records: [richRecord(1, { suggested: true })] });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.expectRecord(records[0]!.id);

  // Each question shows the suggestion's score (one decimal) and agent while its answer is the suggestion.
  await expect(annotate.suggestionBadge('sentiment')).toHaveText(/Suggestion\s*0\.9\s*sentiment-model/);
  await expect(annotate.label('sentiment', 'negative')).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.checkbox('topics', 'sports')).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.rating('quality', 2)).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.textbox('summary')).toHaveValue('A suggested summary');
  await expect(annotate.rankCard('ranking', 'Answer C')).toHaveAccessibleName('Answer C, rank 1');
  await expect(annotate.spanRows('entities')).toHaveCount(1);
  await expect(annotate.submit).toBeEnabled();
  await annotate.press('Enter');

  await expect(annotate.emptyQueue.getByRole('heading')).toHaveText('The task is completed!');
  const suggested = Object.fromEntries(Object.entries(RICH_SUGGESTIONS).map(([name, suggestion]) => [name, suggestion.value]));
  await expect.poll(() => storedAnswers(records[0]!.id, annotator.id)).toEqual({ status: 'submitted', values: suggested });
});
