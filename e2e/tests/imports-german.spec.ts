import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { JobPage } from '../pages/JobPage';
import { NewDatasetPage } from '../pages/NewDatasetPage';
import { GlossApi } from '../support/api';
import { REVIEWS_REPO } from '../support/hub-seed';
import { saveScreenshot } from '../support/screenshots';
import { seedUser, unique } from '../support/seed';
import { signInWithToken } from '../support/session';

/*
 * German is the app's longest language, and 800 px its narrowest width: the new dataset's pages (the
 * source step with a Hub dataset's splits, the configuration with its preview, the import's page) keep
 * within the window there, their controls on screen and their words uncut. Each state is photographed
 * at 1280 and 800 px (e2e/artifacts/screenshots/imports-de-*.png).
 */

const WIDTHS = [1280, 800] as const;

/** A small Parquet file as a program writes one: text, whole numbers and booleans, with a long German review. */
function reviewsParquet(): Uint8Array {
  const reviews = [
    'Die Lieferung kam pünktlich, und die Verarbeitung des Gehäuses ist ausgezeichnet, auch nach mehreren Wochen täglicher Nutzung.',
    'Nach zwei Tagen war der Bildschirm gesprungen.',
    'Für den Preis völlig in Ordnung.',
  ];
  return new Uint8Array(
    parquetWriteBuffer({
      columnData: [
        { name: 'bewertung', data: reviews, type: 'STRING' },
        { name: 'sterne', data: new Int32Array([5, 1, 3]), type: 'INT32' },
        { name: 'empfohlen', data: [true, false, true], type: 'BOOLEAN' },
      ],
    }),
  );
}

/** Controls and headings whose words are wider than their box (cut off), and anything reaching past the window's edge. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    const scrollsSideways = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (/(auto|scroll)/.test(getComputedStyle(parent).overflowX)) return true;
      return false;
    };
    for (const element of document.querySelectorAll<HTMLElement>('main button, main a, main label, main select, main legend, main h1, main h2, main h3, main [role="status"], dialog button')) {
      if (element.offsetParent === null || element.clientWidth <= 1 || scrollsSideways(element)) continue;
      const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
      const style = getComputedStyle(element);
      const cut = element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible' && !(style.textOverflow === 'ellipsis' && element.closest('[title]'));
      if (cut && element.tagName !== 'SELECT') problems.push(`${name} is cut off (${element.scrollWidth} > ${element.clientWidth})`);
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.right > width + 1 || box.left < -1)) problems.push(`${name} reaches past the window (${Math.round(box.left)}..${Math.round(box.right)})`);
    }
    return problems;
  });
}

/** The page fits, its controls are on screen: then it is photographed at each width, ending at 800 px. */
async function expectFitsAndPhotograph(page: Page, name: string, controls: Locator[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const control of controls) await expect(control).toBeVisible();
    expect(await layoutProblems(page), `${name} at ${width} px`).toEqual([]);
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, `${name} at ${width} px: ${control} within the window`).toBeLessThanOrEqual(width);
    }
    await saveScreenshot(page, `imports-de-${width}-${name}`);
  }
}

test('a new dataset from a Parquet file, in German at 1280 and 800 px: source, configuration, import', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const workspace = await GlossApi.asOwner().createWorkspace(unique('ws'));
  const admin = await seedUser('admin', { workspaceIds: [workspace.id] });
  const parquetPath = testInfo.outputPath('bewertungen.parquet');
  writeFileSync(parquetPath, reviewsParquet());
  await signInWithToken(page, admin.token, { language: 'de' });
  await page.setViewportSize({ width: 800, height: 900 });
  const wizard = new NewDatasetPage(page);

  await page.goto('/');
  await page.getByRole('link', { name: 'Neues Dataset' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neues Dataset');
  const hubDataset = page.getByRole('textbox', { name: 'Dataset auf dem Hub' });
  await expectFitsAndPhotograph(page, 'source', [
    wizard.fileSource.getByRole('button', { name: 'Datei auswählen' }),
    hubDataset,
    wizard.hubSource.getByRole('button', { name: 'Nachschlagen' }),
  ]);

  // A Hub dataset looked up: its subsets and splits with their row counts, in German.
  await hubDataset.fill(REVIEWS_REPO);
  await wizard.hubSource.getByRole('button', { name: 'Nachschlagen' }).click();
  await expect(wizard.hubSplits).toContainText(`${REVIEWS_REPO} gefunden`);
  await expect(wizard.splitChoice('train')).toContainText('6 Zeilen');
  await expectFitsAndPhotograph(page, 'source-hub-splits', [
    wizard.hubSplits.getByRole('combobox', { name: 'Teilmenge' }),
    wizard.split('test'),
    wizard.hubSplits.getByRole('button', { name: 'Weiter' }),
  ]);

  // The file instead: its configuration, with the preview beside (or, narrower, under) it.
  await wizard.chooseFile(parquetPath);
  await expect(page).toHaveURL(/\/new\/file\/[^/]+$/);
  await expect(wizard.sourceSummary).toContainText('Datei bewertungen.parquet (Parquet,');
  await expect(wizard.sourceSummary).toContainText('3 Zeilen');
  await expect(wizard.column('bewertung').getByRole('combobox', { name: 'Verwenden als' }).locator('option:checked')).toHaveText('Textfeld');
  await expect(wizard.preview).toContainText('Zeile 1 von 3');
  await expect(wizard.preview.getByRole('region', { name: 'bewertung', exact: true })).toContainText('Die Lieferung kam pünktlich');
  const create = page.getByRole('button', { name: 'Dataset erstellen' });
  await expectFitsAndPhotograph(page, 'configuration', [
    wizard.column('bewertung').getByRole('combobox', { name: 'Verwenden als' }),
    page.getByRole('button', { name: 'Frage hinzufügen' }),
    page.getByRole('textbox', { name: 'Name des Datasets' }),
    create,
    wizard.preview.getByRole('button', { name: 'Nächste Zeile' }),
  ]);
  // At 1280 px the columns scroll beside the preview: their end (the questions, the details, Create) too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await create.scrollIntoViewIfNeeded();
  expect(await layoutProblems(page), 'the configuration’s end at 1280 px').toEqual([]);
  await saveScreenshot(page, 'imports-de-1280-configuration-end');
  await page.setViewportSize({ width: 800, height: 900 });

  const name = unique('bewertungen');
  await page.getByRole('textbox', { name: 'Name des Datasets' }).fill(name);
  await create.click();
  await wizard.waitForJobPage();
  const job = new JobPage(page);
  await expect(job.status).toHaveText('Abgeschlossen');
  await expect(job.outcome).toContainText('Import abgeschlossen: 3 Datensätze hinzugefügt oder aktualisiert.');
  await expectFitsAndPhotograph(page, 'job', [job.status, job.outcome.getByRole('link', { name: 'Mit dem Annotieren beginnen' }), job.refusedCount]);
});
