import { expect, test, type Locator, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { BulkView } from '../pages/BulkView';
import { ReviewPage } from '../pages/ReviewPage';
import { seedAnnotationDataset, type QuestionSpec } from '../support/annotate-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { readPreferences, signInWithToken } from '../support/session';

/*
 * The annotation page is the window and nothing more: the record and the questions each scroll inside
 * their own pane, and the header, the toolbar, the record's header and the Submit bar stay where they are,
 * whatever the wheel does over either pane (also past a pane's end, where the wheel goes on to whatever
 * scrolls around it).
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

const LONG_TEXT = Array.from({ length: 70 }, (_, n) => `Sentence ${n + 1} of the record: the parcel reached Berlin on Monday and nobody signed for it.`).join(' ');
const INTRO = Array.from({ length: 30 }, (_, n) => `Paragraph ${n + 1}: what the customer wrote before the part to annotate.`).join('\n\n');
const LABELS = ['refund', 'delay', 'damage', 'other'].map((value) => ({ value, text: value }));

/** Fourteen label questions, so the questionnaire is longer than any window. */
const MANY_QUESTIONS: QuestionSpec[] = Array.from({ length: 14 }, (_, n) => ({
  name: `q${n + 1}`,
  title: `Question ${n + 1}`,
  description: 'What the customer asks for, in one label.',
  required: n === 0,
  settings: { type: 'label_selection', options: LABELS },
}));

/** A record longer than any window (an introduction, then a span-annotated text), and many questions. */
function seedLongDataset(options: { annotators?: number; admin?: boolean } = {}) {
  return seedAnnotationDataset({
    fields: [
      { name: 'intro', title: 'Introduction', required: true, settings: { type: 'text' } },
      { name: 'text', title: 'Text', required: true, settings: { type: 'text' } },
    ],
    questions: [
      ...MANY_QUESTIONS,
      { name: 'entities', title: 'Entities', required: false, settings: { type: 'span', field: 'text', options: [{ value: 'DATE', text: 'Date' }, { value: 'PLACE', text: 'Place' }], allow_overlapping: false } },
    ],
    records: [{ fields: { intro: INTRO, text: LONG_TEXT } }, { fields: { intro: INTRO, text: LONG_TEXT } }],
    guidelines: Array.from({ length: 20 }, (_, n) => `${n + 1}. A rule of the guidelines.`).join('\n'),
    ...options,
  });
}

/** How far the document itself is scrolled, by both of the browser's readings. */
function pageScroll(page: Page) {
  return page.evaluate(() => ({ scrollingElement: document.scrollingElement?.scrollTop ?? 0, window: window.scrollY }));
}

/** Where the parts that must not move are, by their top edges. */
async function tops(parts: Record<string, Locator>): Promise<Record<string, number>> {
  const entries = await Promise.all(Object.entries(parts).map(async ([name, part]) => [name, Math.round((await part.boundingBox())?.y ?? Number.NaN)] as const));
  return Object.fromEntries(entries);
}

/** How far the scrolling pane holding `inside` is scrolled. */
function paneScroll(inside: Locator): Promise<number> {
  return inside.evaluate((element) => {
    for (let pane = element.parentElement; pane; pane = pane.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(pane).overflowY) && pane.scrollHeight > pane.clientHeight) return pane.scrollTop;
    }
    return -1;
  });
}

/** Wheels over the middle of `over`, first within the pane, then far past its end. */
async function wheelOver(page: Page, over: Locator): Promise<void> {
  const box = await over.boundingBox();
  if (!box) throw new Error('Nothing to wheel over');
  const viewport = page.viewportSize()!;
  // Near its top: a long field's middle may be below the window, over another pane.
  await page.mouse.move(box.x + box.width / 2, Math.min(box.y + Math.min(box.height / 2, 60), viewport.height - 40));
  for (const delta of [300, 300, 20_000, 2_000]) {
    await page.mouse.wheel(0, delta);
    // A wheel scrolls as an animation; its end is what the next reading must see.
    await page.waitForTimeout(150);
  }
}

async function expectStill(page: Page, parts: Record<string, Locator>, before: Record<string, number>, what: string): Promise<void> {
  expect(await pageScroll(page), `the document after the wheel over ${what}`).toEqual({ scrollingElement: 0, window: 0 });
  expect(await tops(parts), `the fixed parts after the wheel over ${what}`).toEqual(before);
}

for (const size of SIZES) {
  test(`at ${size.width}x${size.height} the record and the questions scroll in their panes and nothing else moves`, async ({ page }) => {
    const { dataset, annotators, records } = await seedLongDataset({ annotators: 2 });
    // A colleague's draft puts the team's rows in the progress panel, under the questions: their hidden
    // status names, placed against the window rather than the pane, once made the document longer than it.
    await annotators[1]!.api.submitResponse(records[1]!.id, { q1: 'refund' }, 'draft');
    await page.setViewportSize(size);
    await signInWithToken(page, annotators[0]!.token);
    const annotate = new AnnotationPage(page);
    await annotate.goto(dataset.id);
    await annotate.openRecordId();
    await expect(annotate.progress.getByText(annotators[1]!.username)).toBeVisible();

    const parts = { header: page.getByRole('banner'), toolbar: annotate.toolbar, recordHeader: annotate.recordHeader, submit: annotate.submit };
    const before = await tops(parts);
    expect(before.submit + 44).toBeLessThanOrEqual(size.height);

    await wheelOver(page, annotate.question('q3'));
    expect(await paneScroll(annotate.question('q1')), 'the questions scrolled').toBeGreaterThan(0);
    await expectStill(page, parts, before, 'the questionnaire');

    await wheelOver(page, annotate.field('intro'));
    expect(await paneScroll(annotate.recordHeader), 'the record scrolled').toBeGreaterThan(0);
    await expectStill(page, parts, before, 'the record');

    // The span field's status line sticks under the record's header, not behind it.
    const header = (await annotate.recordHeader.boundingBox())!;
    const status = (await annotate.spanText.locator('xpath=ancestor::section[1]/div[1]').boundingBox())!;
    expect(status.y).toBeGreaterThanOrEqual(Math.floor(header.y + header.height) - 1);

    await wheelOver(page, annotate.guidelinesPane);
    await wheelOver(page, annotate.progress);
    await expectStill(page, parts, before, 'the guidelines and the progress');
    if (size.width === 1440) await saveThemedScreenshots(page, 'annotation-panes-scrolled-1440');
  });
}

test('the bulk view keeps the page still as well', async ({ page }) => {
  const { dataset, annotator } = await seedLongDataset();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithToken(page, annotator.token);
  const bulk = new BulkView(page);
  await bulk.goto(dataset.id);
  const parts = { header: page.getByRole('banner'), toolbar: bulk.annotate.toolbar, selection: bulk.header, submit: bulk.questionnaire.getByRole('button', { name: /^Submit/ }) };
  const before = await tops(parts);
  await wheelOver(page, bulk.cards.first());
  await expectStill(page, parts, before, 'the bulk list');
  await wheelOver(page, bulk.questionnaire.locator('[data-question-card="q2"]'));
  await expectStill(page, parts, before, 'the bulk questionnaire');
});

test('the review view keeps the page still, and the record header where it is', async ({ page }) => {
  const { dataset, annotators, admin, records } = await seedLongDataset({ annotators: 2, admin: true });
  // Two annotators answered the first record differently, so it waits for review.
  await annotators[0]!.api.submitResponse(records[0]!.id, { q1: 'refund' });
  await annotators[1]!.api.submitResponse(records[0]!.id, { q1: 'delay' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithToken(page, admin!.token);
  const review = new ReviewPage(page);
  await review.goto(dataset.id);
  await review.expectRecord(records[0]!.id);
  const recordHeader = review.record.getByTestId('record-header');
  const parts = { header: page.getByRole('banner'), toolbar: page.getByTestId('review-toolbar'), recordHeader, validate: review.validate };
  const before = await tops(parts);
  await wheelOver(page, review.record.getByTestId('field-intro'));
  expect(await paneScroll(recordHeader), 'the record under review scrolled').toBeGreaterThan(0);
  await expectStill(page, parts, before, 'the record under review');
  await wheelOver(page, review.question('q5'));
  await expectStill(page, parts, before, 'the review');
});

test('at 800 px the guidelines start folded, between the record and the questions, and open when asked', async ({ page }) => {
  const { dataset, annotator } = await seedLongDataset();
  await page.setViewportSize({ width: 800, height: 900 });
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await annotate.openRecordId();

  await expect(annotate.guidelinesToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(annotate.guidelinesPane.getByText('A rule of the guidelines.').first()).toBeHidden();
  // Folded, they take no more than their title between the record and the questions.
  expect((await annotate.guidelinesPane.boundingBox())!.height).toBeLessThan(60);
  expect(await pageScroll(page)).toEqual({ scrollingElement: 0, window: 0 });
  // Fields drawn as they come into view take their real height: the second scroll lands where it aims.
  for (let round = 0; round < 2; round += 1) {
    await annotate.guidelinesPane.evaluate((pane) => pane.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(200);
  }
  await saveThemedScreenshots(page, 'annotation-stacked-guidelines-folded-800');

  // Opened, they stay open on this device, at this width too. (Keys rather than clicks: fields drawn as
  // they come into view can move the button from under a mouse aiming at it.)
  await annotate.guidelinesToggle.press('Enter');
  await expect(annotate.guidelinesPane.getByText('A rule of the guidelines.').first()).toBeVisible();
  expect(await readPreferences(page)).toMatchObject({ collapsed: { [`${dataset.id}-guidelines`]: false } });
  await page.reload();
  await annotate.openRecordId();
  await expect(annotate.guidelinesToggle).toHaveAttribute('aria-expanded', 'true');

  // Folded again, they follow the layout again: open on a wide window.
  await annotate.guidelinesToggle.press('Enter');
  await expect(annotate.guidelinesToggle).toHaveAttribute('aria-expanded', 'false');
  expect(await readPreferences(page)).not.toHaveProperty('collapsed');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(annotate.guidelinesToggle).toHaveAttribute('aria-expanded', 'true');
});
