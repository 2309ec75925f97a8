import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { CUSTOM_TEMPLATE, seedAnnotationDataset, svgDataUrl } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

const OPTIONS = Array.from({ length: 12 }, (_, n) => ({ value: `option-${n + 1}`, text: `Option ${n + 1}` }));
const LABELS = Array.from({ length: 12 }, (_, n) => ({ value: `L${n + 1}`, text: `Entity ${n + 1}` }));
/** Not an image: the browser cannot decode it. */
const BROKEN_IMAGE = 'data:image/png;base64,AAAA';

/**
 * The page keeps its parts mounted from record to record (so the next record shows at once); what
 * the person did with one record's controls must not follow them to the next one.
 */
test('a search, an open tab, a failed image and the focus of one record do not follow to the next', async ({ page }) => {
  const { dataset, annotator } = await seedAnnotationDataset({
    fields: [
      { name: 'passage', title: 'Passage', required: true, settings: { type: 'text', use_markdown: false } },
      { name: 'picture', title: 'Picture', required: false, settings: { type: 'image' } },
      { name: 'card', title: 'Card', required: false, settings: { type: 'custom', template: CUSTOM_TEMPLATE, advanced_mode: false } },
    ],
    questions: [
      { name: 'topic', title: 'Topic', required: true, settings: { type: 'label_selection', options: OPTIONS, visible_options: 4 } },
      { name: 'notes', title: 'Notes', required: false, settings: { type: 'text', use_markdown: true } },
      { name: 'entities', title: 'Entities', required: false, settings: { type: 'span', field: 'passage', options: LABELS, allow_overlapping: false } },
    ],
    records: [1, 2].map((n) => ({
      external_id: `record-${n}`,
      fields: {
        passage: `Passage ${n} about Ada Lovelace.`,
        picture: n === 1 ? BROKEN_IMAGE : svgDataUrl('#3656c9', `Picture ${n}`),
        card: { title: `Card ${n}`, facts: ['a fact'] },
      },
    })),
  });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();

  const topic = annotate.question('topic');
  const search = topic.getByRole('searchbox', { name: 'Search labels' });
  const labelSearch = annotate.question('entities').getByRole('searchbox', { name: 'Search labels' });
  const notesTab = (name: 'Write' | 'Preview') => annotate.question('notes').getByRole('tab', { name });
  const shownNumber = async () => Number((await annotate.recordCard.locator('header').first().innerText()).match(/record-(\d)/)?.[1]);

  /** What a record looks like when it opens: nothing searched, Write open, its own picture and card. */
  const expectFresh = async (n: number) => {
    await expect(annotate.recordCard.locator('header').first()).toContainText(`record-${n}`);
    await expect(search).toHaveValue('');
    await expect(topic.getByRole('button', { name: /^\+\d+ more$/ })).toBeVisible();
    await expect(labelSearch).toHaveValue('');
    await expect(notesTab('Write')).toHaveAttribute('aria-selected', 'true');
    await expect(annotate.textbox('notes')).toBeVisible();
    await expect(annotate.field('picture').getByTestId('image-error')).toHaveCount(n === 1 ? 1 : 0);
    if (n === 2) await expect(annotate.field('picture').getByRole('img')).toBeVisible();
    await expect(annotate.customFrame().locator('#card-title')).toHaveText(`Card ${n}`);
    // The frame is hidden while the record's document loads in it, and shown once it has.
    await expect(page.getByTestId('custom-field-frame')).not.toHaveAttribute('aria-busy');
    await expect(page.getByTestId('custom-field-frame')).toBeVisible();
  };

  const first = await shownNumber();
  const second = first === 1 ? 2 : 1;
  await expectFresh(first);

  // Leave traces everywhere: a search in both pickers, the Preview tab, the submit button focused.
  await search.fill('Option 1');
  await expect(topic.getByRole('radio')).toHaveCount(4); // Option 1, 10, 11 and 12
  await labelSearch.fill('Entity 2');
  await notesTab('Preview').click();
  await expect(notesTab('Preview')).toHaveAttribute('aria-selected', 'true');
  await topic.getByRole('radio', { name: 'Option 10' }).click();
  await annotate.submit.click();

  // The next record opens as new, with the keyboard on its first question.
  await expectFresh(second);
  await expect(topic).toBeFocused();
  await annotate.expectActive('topic');

  // And back: the submitted record shows its answer, in a fresh state too.
  await topic.getByRole('button', { name: '+8 more' }).click();
  await expect(topic.getByRole('radio')).toHaveCount(12);
  await annotate.showStatus('submitted');
  await expectFresh(first);
  await expect(topic.getByRole('radio', { name: 'Option 10' })).toHaveAttribute('aria-checked', 'true');
});
