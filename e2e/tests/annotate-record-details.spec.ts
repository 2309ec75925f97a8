import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { SENTIMENTS, seedAnnotationDataset } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

function seedDetailsDataset() {
  return seedAnnotationDataset({
    fields: [
      { name: 'prompt', title: 'Prompt', required: true, settings: { type: 'text' } },
      { name: 'answer', title: 'Model answer', required: true, settings: { type: 'text', use_markdown: true } },
    ],
    questions: [{ name: 'label', title: 'Label', required: true, settings: { type: 'label_selection', options: SENTIMENTS.map((value) => ({ value, text: value })) } }],
    metadataProperties: [
      { name: 'source', title: 'Source', settings: { type: 'terms', values: ['web', 'mail'] } },
      { name: 'internal_score', title: 'Internal score', settings: { type: 'float' }, visible_for_annotators: false },
      { name: 'length', title: 'Length in words', settings: { type: 'integer' } },
    ],
    records: [
      {
        fields: { prompt: 'What is the capital of France?', answer: 'It is **Paris**.\nSince 508.' },
        metadata: { source: 'web', internal_score: 0.93, length: 4 },
      },
    ],
    admin: true,
  });
}

test('"View metadata" in the record menu lists the properties visible to annotators, by title, and never the hidden ones', async ({ page }) => {
  const { dataset, annotator } = await seedDetailsDataset();
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();

  await expect(annotate.recordMenu).toHaveAccessibleName('More about this record');
  await annotate.recordMenu.click();
  await expect(annotate.recordMenuPanel.getByRole('menuitem')).toHaveText(['View metadata', 'Copy record']);
  await expect(annotate.recordMenuPanel.getByRole('menuitem', { name: 'View metadata' })).toBeFocused();
  // Keys in the menu stay there: ↓ walks it, a digit picks no label.
  await annotate.press('ArrowDown', '1');
  await expect(annotate.recordMenuPanel.getByRole('menuitem', { name: 'Copy record' })).toBeFocused();
  await expect(annotate.label('label', 'positive')).toHaveAttribute('aria-checked', 'false');
  await annotate.press('ArrowUp', 'Enter');

  const table = annotate.recordMenuPanel.getByRole('table', { name: 'Metadata' });
  await expect(table.getByRole('row')).toHaveText([/Property\s*Value/, /Source\s*web/, /Length in words\s*4/]);
  await expect(annotate.recordMenuPanel).not.toContainText('Internal score');
  await expect(annotate.recordMenuPanel).not.toContainText('0.93');

  // Escape closes it and gives the keyboard back to the menu button.
  await annotate.press('Escape');
  await expect(annotate.recordMenuPanel).toHaveCount(0);
  await expect(annotate.recordMenu).toBeFocused();
});

test('"Copy record" puts each field on the clipboard as its title, a line break and its content, and says so', async ({ page, context }) => {
  const { dataset, annotator } = await seedDetailsDataset();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();

  await annotate.recordMenu.click();
  await annotate.recordMenuPanel.getByRole('menuitem', { name: 'Copy record' }).click();
  await expect(annotate.toasts.toast('The record was copied to the clipboard')).toHaveAttribute('data-type', 'info');
  await expect(annotate.recordMenuPanel).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Prompt\nWhat is the capital of France?\nModel answer\nIt is **Paris**.\nSince 508.',
  );
});
