import { expect, test, type Page } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { richRecord, seedRichDataset } from '../support/annotate-seed';
import { signInWithToken } from '../support/session';

/*
 * The annotation page says nothing in the browser's console while a person works through records: no
 * warning, no error, nothing per record (a failed request is one too: the browser logs every 4xx and 5xx).
 */

/** Everything the page prints, fails with, or is answered with an error status, from now on. */
function listen(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (message) => heard.push(`console ${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => heard.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) heard.push(`HTTP ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return heard;
}

for (const role of ['annotator', 'admin'] as const) {
  test(`moving through records, submitting, drafting, discarding and undoing prints nothing to the console (${role})`, async ({ page }) => {
    const seeded = await seedRichDataset({ admin: true, records: [1, 2, 3, 4, 5, 6].map((n) => richRecord(n, { suggested: true })) });
    await signInWithToken(page, (role === 'admin' ? seeded.admin! : seeded.annotator).token);
    const heard = listen(page);
    const annotate = new AnnotationPage(page);
    await annotate.goto(seeded.dataset.id);
    let id = await annotate.openRecordId();

    for (let step = 0; step < 3; step += 1) {
      await annotate.nextRecord.click();
      id = await annotate.nextRecordAfter(id);
    }
    await annotate.previousRecord.click();
    id = await annotate.nextRecordAfter(id);
    // Every record is suggested in full: each action can go at once.
    await annotate.submit.click();
    id = await annotate.nextRecordAfter(id);
    await annotate.saveDraft.click();
    await expect(annotate.toasts.toast('Draft saved')).toBeVisible();
    await annotate.discard.click();
    id = await annotate.nextRecordAfter(id);
    await annotate.toasts.toast('Record discarded').getByRole('button', { name: 'Undo' }).click();
    await expect(annotate.toasts.toast('Undone: the record has its previous answers again')).toBeVisible();
    await annotate.openRecordId();
    // The comments of the record on screen, and the way back.
    await page.getByTestId('comments-button').click();
    await expect(page.getByRole('textbox', { name: /comment/i }).first()).toBeVisible();

    expect(heard).toEqual([]);
  });
}
