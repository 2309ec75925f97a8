import { expect, test, type Locator } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { SettingsPage } from '../pages/SettingsPage';
import { seedAnnotationDataset } from '../support/annotate-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { signInWithToken } from '../support/session';

/*
 * A toast never covers the action the person needs next: the Submit bar of the annotation page, the
 * settings page's "Save all". Toasts sit bottom-right, above any such bar, at every width from 800 px.
 */

const WIDTHS = [800, 1024, 1280, 1440, 1920] as const;
const LABELS = ['positive', 'negative', 'neutral'].map((value) => ({ value, text: value }));

/** Six questions: stacked (1100 px and below) the questionnaire is longer than the window, and its Submit bar sticks to the window's foot. */
function seedQuestionsDataset() {
  return seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: Array.from({ length: 6 }, (_, n) => ({ name: n === 0 ? 'label' : `q${n + 1}`, title: `Question ${n + 1}`, required: n === 0, settings: { type: 'label_selection' as const, options: LABELS } })),
    records: ['First message', 'Second message', 'Third message'].map((text) => ({ fields: { text } })),
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('Not on screen');
  return found;
}

/** Whether two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectApart(toast: Locator, action: Locator, what: string): Promise<void> {
  await expect(toast).toBeVisible();
  // The toast slides in; its place is the one it settles at.
  await expect.poll(async () => overlap(await box(toast), await box(action)), { message: `the toast against ${what}` }).toBe(false);
  const toastBox = await box(toast);
  const viewport = toast.page().viewportSize()!;
  expect(toastBox.y, 'the toast stays in the window').toBeGreaterThanOrEqual(0);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport.height);
}

for (const width of WIDTHS) {
  test(`at ${width} px the "Record submitted" toast leaves the Submit bar free, and the next record is submitted while it shows`, async ({ page }) => {
    const { dataset, annotator } = await seedQuestionsDataset();
    await page.setViewportSize({ width, height: 900 });
    await signInWithToken(page, annotator.token);
    const annotate = new AnnotationPage(page);
    await annotate.goto(dataset.id);
    const first = await annotate.openRecordId();

    await annotate.label('label', 'positive').click();
    await annotate.submit.click();
    const second = await annotate.nextRecordAfter(first);
    const toast = annotate.toasts.toast('Record submitted');
    const bar = annotate.questionnaire.locator('footer');
    await expectApart(toast, bar, 'the Submit bar');
    if (width === 800 || width === 1440) await saveThemedScreenshots(page, `toast-above-submit-bar-${width}`);

    // The toast is still there, and Submit takes the click.
    await annotate.label('label', 'negative').click();
    await expect(toast).toBeVisible();
    await annotate.submit.click();
    await annotate.nextRecordAfter(second);
  });

  test(`at ${width} px a toast on the settings page leaves "Save all" free, and "Save all" works while it shows`, async ({ page }) => {
    const { dataset, admin } = await seedAnnotationDataset({
      fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
      questions: [{ name: 'label', title: 'Label', required: true, settings: { type: 'label_selection', options: [{ value: 'a', text: 'a' }, { value: 'b', text: 'b' }] } }],
      records: [{ fields: { text: 'A record' } }],
      guidelines: 'Read the text.',
      admin: true,
    });
    await page.setViewportSize({ width, height: 900 });
    await signInWithToken(page, admin!.token);
    const settings = new SettingsPage(page);
    await settings.goto(dataset.id);

    // Two edits; updating one says so in a toast while the other still waits in the save bar.
    await settings.item('settings-guidelines').getByTestId('guidelines-input').fill('Read the text twice.');
    await settings.item('settings-extra-metadata').getByRole('switch', { name: 'Allow extra metadata' }).click();
    await expect(settings.saveBar).toContainText('2 items with unsaved changes');
    await settings.update(settings.item('settings-guidelines')).click();
    const toast = settings.toasts.toast('Annotation guidelines updated');
    const saveAll = settings.saveBar.getByRole('button', { name: 'Save all' });
    await expect(settings.saveBar).toContainText('1 item with unsaved changes');
    await expectApart(toast, settings.saveBar, 'the save bar');
    if (width === 800 || width === 1440) await saveThemedScreenshots(page, `toast-above-save-bar-${width}`);

    await saveAll.click();
    await expect(settings.toasts.toast('1 item saved')).toBeVisible();
    await expect(settings.saveBar).toHaveCount(0);
  });
}
