import { expect, test, type Locator, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { seedAnnotationDataset, type QuestionSpec } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

/*
 * The record, its questions and its list of spans stay mounted from record to record, each in a pane that
 * scrolls. Whatever the person scrolled on one record (to the end of a long article, down to the last
 * question, through the spans), the next record opens at the top of every pane: its text from the start.
 */

const SENTENCE = 'The parcel reached Berlin on Monday and nobody signed for it. ';
const TEXT = SENTENCE.repeat(70);
const INTRO = Array.from({ length: 30 }, (_, n) => `Paragraph ${n + 1}: what the customer wrote before the part to annotate.`).join('\n\n');
/** Every "Berlin" of the text, suggested as a place: seventy rows, more than the list of spans shows at once. */
const BERLINS = Array.from({ length: 70 }, (_, n) => {
  const start = n * SENTENCE.length + SENTENCE.indexOf('Berlin');
  return { start, end: start + 'Berlin'.length, label: 'PLACE' };
});
const QUESTIONS: QuestionSpec[] = [
  ...Array.from({ length: 10 }, (_, n) => ({
    name: `q${n + 1}`,
    title: `Question ${n + 1}`,
    required: n === 0,
    settings: { type: 'label_selection' as const, options: ['refund', 'delay', 'other'].map((value) => ({ value, text: value })) },
  })),
  { name: 'entities', title: 'Entities', required: false, settings: { type: 'span', field: 'text', options: [{ value: 'PLACE', text: 'Place' }], allow_overlapping: false } },
];

function seedLongRecords() {
  return seedAnnotationDataset({
    fields: [
      { name: 'intro', title: 'Introduction', required: true, settings: { type: 'text' } },
      { name: 'text', title: 'Text', required: true, settings: { type: 'text' } },
    ],
    questions: QUESTIONS,
    records: [0, 1, 2].map(() => ({ fields: { intro: INTRO, text: TEXT }, suggestions: { entities: { value: BERLINS } } })),
  });
}

/** How far the nearest scrolling box around (or of) `inside` is scrolled. */
function scrollOf(inside: Locator): Promise<number> {
  return inside.evaluate((element) => {
    for (let pane: HTMLElement | null = element as HTMLElement; pane; pane = pane.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(pane).overflowY) && pane.scrollHeight > pane.clientHeight) return pane.scrollTop;
    }
    return -1;
  });
}

/** Scrolls the nearest scrolling box around (or of) `inside` by `by` pixels, as a wheel would. */
async function scrollBy(inside: Locator, by: number): Promise<void> {
  await inside.evaluate((element, delta) => {
    for (let pane: HTMLElement | null = element as HTMLElement; pane; pane = pane.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(pane).overflowY) && pane.scrollHeight > pane.clientHeight) {
        pane.scrollTop += delta;
        return;
      }
    }
    throw new Error('Nothing scrolls there');
  }, by);
  await expect.poll(() => scrollOf(inside)).toBeGreaterThan(0);
}

async function open(page: Page, width: number) {
  const { dataset, annotator } = await seedLongRecords();
  await page.setViewportSize({ width, height: 900 });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  return { annotate, first: await annotate.openRecordId() };
}

test('at 1440 px the next record opens at the top of the record, the questions and the list of spans', async ({ page }) => {
  const { annotate, first } = await open(page, 1440);
  const spanList = annotate.question('entities').getByRole('list');
  await expect(spanList.getByRole('listitem')).toHaveCount(BERLINS.length);

  await scrollBy(annotate.spanText, 3000);
  await scrollBy(annotate.question('q1'), 600);
  await scrollBy(spanList, 400);

  await annotate.nextRecord.click();
  await annotate.nextRecordAfter(first);
  expect.soft(await scrollOf(annotate.recordHeader), 'the record pane').toBe(0);
  expect.soft(await scrollOf(annotate.question('q1')), 'the questions pane').toBe(0);
  expect.soft(await scrollOf(spanList), 'the list of spans').toBe(0);
  await expect(annotate.field('intro').getByText('Paragraph 1:', { exact: false })).toBeInViewport();
});

test('at 800 px, where the workspace is one pane, the record after a discard opens at its top', async ({ page }) => {
  const { annotate, first } = await open(page, 800);
  // Down the long record to its questions; the actions stay pinned at the window's bottom meanwhile.
  await scrollBy(annotate.recordHeader, 3000);
  await expect(annotate.discard).toBeInViewport();

  await annotate.discard.click();
  await annotate.nextRecordAfter(first);
  expect(await scrollOf(annotate.toolbar), 'the workspace').toBe(0);
  await expect(annotate.recordHeader).toBeInViewport();
});
