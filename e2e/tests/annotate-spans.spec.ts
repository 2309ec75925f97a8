import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { ENTITY_LABELS, PASSAGE, codePointSpan, seedAnnotationDataset, storedAnswers } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

// The emoji before the words is two UTF-16 units and one code point: the server counts code points.
function seedSpanDataset() {
  return seedAnnotationDataset({
    fields: [{ name: 'passage', title: 'Passage', required: true, settings: { type: 'text' } }],
    questions: [
      {
        name: 'entities',
        title: 'Entities',
        required: true,
        settings: { type: 'span', field: 'passage', options: ENTITY_LABELS.map((option) => ({ ...option })), allow_overlapping: false },
      },
    ],
    records: [{ fields: { passage: PASSAGE } }],
  });
}

const ada = codePointSpan(PASSAGE, 'Ada Lovelace');
const berlin = codePointSpan(PASSAGE, 'Berlin');
const babbage = codePointSpan(PASSAGE, 'Charles Babbage');

test('spans made with the mouse are stored with code-point offsets of whole words', async ({ page }) => {
  expect(ada.start).toBe(2); // and 3 in UTF-16
  const { dataset, annotator, records } = await seedSpanDataset();
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.expectRecord(records[0]!.id);
  await expect(annotate.spanText).toHaveText(PASSAGE);

  // The first label is the brush until another is picked; a drag from inside "Ada" to inside
  // "Lovelace" grows to the whole words.
  await annotate.selectWithMouse('da', 'Lovelac');
  await expect(annotate.spanRows('entities')).toHaveCount(1);
  await expect(annotate.spanRows('entities').first()).toContainText('Ada Lovelace');

  const picker = annotate.question('entities').getByRole('radiogroup', { name: 'Label for new spans' });
  await picker.getByRole('radio', { name: /Location/ }).click();
  await annotate.selectWithMouse('Berlin');
  await picker.getByRole('radio', { name: /Organisation/ }).click();
  await annotate.selectWithMouse('Charles', 'Babbage');
  await expect(annotate.spanRows('entities')).toHaveCount(3);

  // The new span is selected: the bar over the text removes it.
  await annotate.recordCard.getByRole('button', { name: 'Remove span Organisation: Charles Babbage' }).click();
  await expect(annotate.spanRows('entities')).toHaveCount(2);
  await annotate.submit.click();

  await expect
    .poll(() => storedAnswers(records[0]!.id, annotator.id))
    .toEqual({
      status: 'submitted',
      values: {
        entities: [
          { label: 'PER', ...ada },
          { label: 'LOC', ...berlin },
        ],
      },
    });
});

test('spans made from the keyboard (arrows, Shift, a number for the label, Enter) are stored with the right offsets', async ({ page }) => {
  const { dataset, annotator, records } = await seedSpanDataset();
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.expectRecord(records[0]!.id);

  await annotate.spanText.focus();
  // Words: 🎉 · Ada · Lovelace · visited · Berlin · in · 1843 · with · Charles · Babbage · .
  await annotate.press('ArrowRight', 'ArrowRight', 'Shift+ArrowRight', '1', 'Enter');
  await expect(annotate.spanRows('entities')).toHaveCount(1);
  await annotate.press('ArrowRight', 'ArrowRight', 'ArrowRight', '2', 'Enter');
  await expect(annotate.spanRows('entities')).toHaveCount(2);
  await annotate.press('End', 'ArrowLeft', 'Shift+ArrowLeft', '3', 'Enter');
  await expect(annotate.spanRows('entities')).toHaveCount(3);
  // The new span is selected: ↑ selects the one before it (Berlin), Delete removes that; Backspace with
  // nothing selected removes nothing and never discards the record while the text has focus.
  await annotate.press('ArrowUp', 'Delete');
  await expect(annotate.spanRows('entities')).toHaveCount(2);
  await expect(annotate.spanRows('entities')).not.toContainText(['Berlin']);
  await annotate.press('Backspace');
  await expect(annotate.spanRows('entities')).toHaveCount(2);
  await annotate.expectRecord(records[0]!.id);
  await expect(annotate.recordStatus).toHaveText(/Pending|Draft/);

  // Esc drops the caret, so Enter submits the record.
  await annotate.press('Escape', 'Enter');
  await expect
    .poll(() => storedAnswers(records[0]!.id, annotator.id))
    .toEqual({
      status: 'submitted',
      values: {
        entities: [
          { label: 'PER', ...ada },
          { label: 'ORG', ...babbage },
        ],
      },
    });
});
