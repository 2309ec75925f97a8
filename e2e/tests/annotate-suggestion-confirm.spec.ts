import { expect, test, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { RICH_SUGGESTIONS, richRecord, seedRichDataset, storedAnswers } from '../support/annotate-seed';
import { saveScreenshot } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/*
 * A pending record opens with its suggestions as answers, "suggested, not yet confirmed". Agreeing with
 * one is one key (or click) on it: it stays selected and becomes the person's. The same key on an
 * option the person chose or confirmed takes it back, as for any option. When Submit is off, the page
 * says why, next to it.
 */

const SUGGESTED = Object.fromEntries(Object.entries(RICH_SUGGESTIONS).map(([name, suggestion]) => [name, suggestion.value]));

/** The rich dataset with one record, `suggested` (every question has a suggestion) or not, open in the page. */
async function openRecord(page: Page, options: { suggested?: boolean; language?: string } = {}) {
  const seeded = await seedRichDataset({ records: [richRecord(1, { suggested: options.suggested ?? true })] });
  await signInWithToken(page, seeded.annotator.token, options.language ? { language: options.language } : {});
  const annotate = new AnnotationPage(page);
  await annotate.goto(seeded.dataset.id);
  await annotate.expectRecord(seeded.records[0]!.id);
  return { ...seeded, annotate, recordId: seeded.records[0]!.id };
}

test('the number of a suggested option agrees with it: it stays selected, the keyboard moves on, and every suggested label is submitted', async ({ page }) => {
  const { annotate, annotator, recordId } = await openRecord(page);
  await annotate.expectActive('sentiment');
  // Sentiment: "negative" (2) is suggested. Its key keeps it and moves on, as for any other option.
  await annotate.press('2');
  await expect(annotate.label('sentiment', 'negative')).toHaveAttribute('aria-checked', 'true');
  await annotate.expectActive('topics');
  await expect(annotate.submit).toBeEnabled();
  // Topics (optional, several answers): "sports" (2) and "art" (4) are suggested. Agreeing with one keeps both.
  await annotate.press('2');
  await expect(annotate.checkbox('topics', 'sports')).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.checkbox('topics', 'art')).toHaveAttribute('aria-checked', 'true');
  await annotate.press('4');
  await expect(annotate.checkbox('topics', 'art')).toHaveAttribute('aria-checked', 'true');
  // Quality: 2 is suggested; its key agrees and moves on to the summary.
  await annotate.press('Alt+ArrowDown', '2');
  await expect(annotate.rating('quality', 2)).toHaveAttribute('aria-checked', 'true');
  await annotate.expectActive('summary');
  await expect(annotate.submit).toBeEnabled();
  await expect(annotate.page.getByTestId('submit-reason')).toHaveCount(0);

  await annotate.press('Escape', 'Enter');
  await expect(annotate.emptyQueue).toBeVisible();
  await expect.poll(() => storedAnswers(recordId, annotator.id)).toEqual({ status: 'submitted', values: SUGGESTED });
});

test('a second key on an option the person agreed with takes it back, and the page says why Submit is off', async ({ page }) => {
  const { annotate, annotator, recordId } = await openRecord(page);
  await annotate.press('2');
  await annotate.expectActive('topics');
  await annotate.press('Alt+ArrowUp', '2');
  await expect(annotate.label('sentiment', 'negative')).toHaveAttribute('aria-checked', 'false');
  await annotate.expectActive('sentiment');
  await expect(annotate.submit).toBeDisabled();
  const reason = page.getByTestId('submit-reason');
  await expect(reason).toHaveText('To submit, answer the required question “Sentiment”');
  await expect(annotate.submit).toHaveAccessibleDescription('To submit, answer the required question “Sentiment”');
  await saveScreenshot(page, 'annotate-submit-reason');

  // Topics: agreeing with "sports" and pressing it again takes it back; "art" stays suggested and kept.
  await annotate.press('Alt+ArrowDown', '2', '2');
  await expect(annotate.checkbox('topics', 'sports')).toHaveAttribute('aria-checked', 'false');
  await expect(annotate.checkbox('topics', 'art')).toHaveAttribute('aria-checked', 'true');

  await annotate.press('Alt+ArrowUp', '1');
  await expect(reason).toHaveCount(0);
  await expect(annotate.submit).toBeEnabled();
  await annotate.submit.click();
  await expect(annotate.emptyQueue).toBeVisible();
  await expect.poll(() => storedAnswers(recordId, annotator.id)).toEqual({ status: 'submitted', values: { ...SUGGESTED, sentiment: 'positive', topics: ['art'] } });
});

test('a click on a suggested option agrees with it, and a second click takes it back', async ({ page }) => {
  const { annotate, annotator, recordId } = await openRecord(page);
  const negative = annotate.label('sentiment', 'negative');
  await negative.click();
  await expect(negative).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.submit).toBeEnabled();
  await annotate.checkbox('topics', 'art').click();
  await expect(annotate.checkbox('topics', 'art')).toHaveAttribute('aria-checked', 'true');
  await expect(annotate.checkbox('topics', 'sports')).toHaveAttribute('aria-checked', 'true');
  await annotate.rating('quality', 2).click();
  await expect(annotate.rating('quality', 2)).toHaveAttribute('aria-checked', 'true');
  // What the person agreed with is theirs: the draft saved holds it.
  await expect.poll(() => storedAnswers(recordId, annotator.id)).toEqual({ status: 'draft', values: SUGGESTED });

  await negative.click();
  await expect(negative).toHaveAttribute('aria-checked', 'false');
  await annotate.checkbox('topics', 'art').click();
  await expect(annotate.checkbox('topics', 'art')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('submit-reason')).toHaveText('To submit, answer the required question “Sentiment”');
  await expect.poll(async () => (await storedAnswers(recordId, annotator.id))?.values).toEqual({ ...SUGGESTED, sentiment: undefined, topics: ['sports'] });
});

test('the reason Submit is off names the question and counts the others, in English, German and Spanish', async ({ page }) => {
  const { annotate } = await openRecord(page, { suggested: false });
  // Nothing suggested: Sentiment, Quality and Summary are required.
  const reason = page.getByTestId('submit-reason');
  await expect(reason).toHaveText('To submit, answer the required question “Sentiment” (and 2 more questions)');
  await annotate.press('1');
  await annotate.question('quality').focus();
  await annotate.press('3');
  await expect(reason).toHaveText('To submit, answer the required question “Summary”');
  // An optional ranking ranked in part holds Submit back too.
  await page.keyboard.type('Fine');
  await expect(reason).toHaveCount(0);
  await annotate.rankCard('ranking', 'Answer A').focus();
  await annotate.press('1');
  await expect(reason).toHaveText('To submit, rank every option of “Ranking”, or none');
  await expect(annotate.submit).toHaveAccessibleDescription('To submit, rank every option of “Ranking”, or none');
});

for (const [language, text] of [
  ['de', 'Zum Einreichen die Pflichtfrage „Sentiment“ beantworten (und 2 weitere Fragen)'],
  ['es', 'Para enviar, responde la pregunta obligatoria «Sentiment» (y 2 preguntas más)'],
] as const) {
  test(`the reason Submit is off, in ${language}`, async ({ page }) => {
    const { annotate } = await openRecord(page, { suggested: false, language });
    await expect(page.getByTestId('submit-reason')).toHaveText(text);
    await expect(annotate.questionnaire.locator('footer button[aria-describedby]')).toHaveAccessibleDescription(text);
  });
}
