import { endpoints, type DatasetRecord } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AnnotationPage } from '../pages/AnnotationPage';
import { ExportDialog, type ExportFormatName } from '../pages/ExportDialog';
import { apiExport, parseCsv, parseJsonLines, readParquet } from '../support/export-files';
import { type SearchRecordSpec, seedSearchDataset } from '../support/search-seed';
import { seedUser } from '../support/seed';
import { signInWithToken } from '../support/session';
import { sharedServer } from '../support/shared-server';

/** Twelve reviews in three categories, each with a sentiment suggestion; the first four answered. */
const SPECS: SearchRecordSpec[] = Array.from({ length: 12 }, (_, i) => ({
  text: i === 3 ? '=HYPERLINK("http://example.com"), a review, with "quotes"' : `Review number ${i + 1}`,
  price: 5 * i + 0.5,
  category: ['books', 'toys', 'food'][i % 3],
  internal: i,
  sentiment: { value: i % 2 === 0 ? 'positive' : 'negative', score: 0.5, agent: 'gpt' },
}));

const BOOKS_FILTER = { and: [{ type: 'terms' as const, scope: { entity: 'metadata' as const, metadata_property: 'category' }, values: ['books'] }] };
const FORMATS: [ExportFormatName, 'jsonl' | 'csv' | 'parquet'][] = [
  ['JSON Lines', 'jsonl'],
  ['CSV', 'csv'],
  ['Parquet', 'parquet'],
];

/** A record as the export's columns should hold it, read from the API's record. */
function expectedRow(record: DatasetRecord, annotatorId: string) {
  const answers = (record.responses ?? []).filter((response) => response.values?.sentiment);
  const suggestion = record.suggestions?.[0];
  return {
    id: null,
    status: record.status,
    _server_id: record.id,
    text: record.fields.text,
    price: record.metadata?.price,
    category: record.metadata?.category,
    internal: record.metadata?.internal,
    'sentiment.responses': answers.length > 0 ? answers.map((response) => response.values!.sentiment!.value) : null,
    'sentiment.responses.users': answers.length > 0 ? [annotatorId] : null,
    'sentiment.suggestion': suggestion?.value,
    'sentiment.suggestion.score': suggestion?.score,
    'sentiment.suggestion.agent': suggestion?.agent,
  };
}

/** A typed row as CSV writes it: text as is (a formula-like one behind a quote), numbers as numbers, lists as JSON. */
function asCsvCells(row: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      value === null || value === undefined ? '' : typeof value === 'string' ? value.replace(/^([=+\-@])/, "'$1") : typeof value === 'number' ? String(value) : JSON.stringify(value),
    ]),
  );
}

test('an admin exports the records a filter matches, in each format, and the files hold what the API does', async ({ page }) => {
  const seeded = await seedSearchDataset(SPECS);
  const { dataset, records, annotator, workspace } = seeded;
  for (const record of records.slice(0, 4)) {
    await annotator.api.submitResponse(record.id, { sentiment: record.suggestions?.[0]?.value === 'positive' ? 'negative' : 'positive' });
  }
  const admin = await seedUser('admin', { workspaceIds: [workspace.id] });
  await signInWithToken(page, admin.token);
  const annotate = new AnnotationPage(page);
  await page.goto(`/dataset/${dataset.id}/annotation-mode?meta.category=books`);
  // The admin's pending queue: two of the four books are completed already. The export is of the data,
  // not of the admin's own queue, so it holds all four.
  await expect(annotate.counter).toHaveText('1 of 2');

  const owner = sharedServer().owner;
  const books: DatasetRecord[] = [];
  for (const record of records.filter((each) => each.metadata?.category === 'books')) {
    books.push(await seeded.owner.call(endpoints.getRecord, { params: { record_id: record.id } }));
  }
  const expected = books.map((record) => expectedRow(record, annotator.id));

  const exporter = new ExportDialog(page);
  for (const [name, format] of FORMATS) {
    await exporter.open();
    await expect(exporter.matchingCount).toHaveText('4 records');
    await expect(exporter.allCount).toHaveText('12 records');
    await expect(exporter.scope('Only the records matching the current search and filters')).toBeChecked();
    await exporter.format(name).check();
    const { download, bytes } = await exporter.downloadFile();
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${dataset.name}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
    await expect(exporter.dialog).toBeHidden();

    // The very file the API exports for the same filter…
    expect(bytes.equals(await apiExport(sharedServer().baseUrl, owner.apiKey, dataset.id, { format, filters: BOOKS_FILTER }))).toBe(true);
    // …and, read back, the API's records, in the order they were added.
    if (format === 'jsonl') {
      expect(parseJsonLines(bytes).map((row) => pick(row, Object.keys(expected[0]!)))).toEqual(expected);
    } else if (format === 'csv') {
      const rows = parseCsv(bytes);
      expect(rows.map((row) => pick(row, Object.keys(expected[0]!)))).toEqual(expected.map(asCsvCells));
      expect(rows[1]!.text).toBe(`'${SPECS[3]!.text}`);
    } else {
      expect((await readParquet(bytes)).map((row) => pick(row, Object.keys(expected[0]!)))).toEqual(expected);
    }
  }

  // All records, whatever the page shows.
  await exporter.open();
  await exporter.scope('All records').check();
  const all = parseJsonLines((await exporter.downloadFile()).bytes);
  expect(all.map((row) => row._server_id)).toEqual(records.map((record) => record.id));
});

test('an annotator is not offered the export', async ({ page }) => {
  const { dataset, annotator } = await seedSearchDataset(SPECS.slice(0, 2));
  await signInWithToken(page, annotator.token);
  const annotate = new AnnotationPage(page);
  await annotate.goto(dataset.id);
  await expect(annotate.counter).toHaveText('1 of 2');
  await expect(new ExportDialog(page).button).toHaveCount(0);
});

/** The row's values for these columns only (the export has more: other questions' empty columns). */
function pick(row: Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, row[name] ?? null]));
}
