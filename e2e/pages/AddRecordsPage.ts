import { expect, type Locator, type Page } from '@playwright/test';
import { NewDatasetPage } from './NewDatasetPage';

/**
 * "Add records" to an existing dataset: the source step (`/dataset/:id/add-records`, the same file and Hub
 * panels as "New dataset"), then the mapping page (`/dataset/:id/add-records/file/:uploadId`): one card per
 * source column with where it goes in the dataset ("Goes to": a field, metadata, a vector, a question's
 * suggestions, the record's external id, or not imported), the live preview, and "Start the import".
 */
export class AddRecordsPage {
  readonly heading: Locator;
  /** The source step is New dataset's own: the drop zone, the file picker, the Hub look-up. */
  readonly source: NewDatasetPage;
  readonly sourceSummary: Locator;
  readonly mappingCards: Locator;
  /** What stops the import from starting (no field mapped, a required field without a column, a place taken twice). */
  readonly problems: Locator;
  readonly start: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.source = new NewDatasetPage(page);
    this.sourceSummary = page.getByTestId('source-summary');
    this.mappingCards = page.getByTestId('mapping-card');
    this.problems = page.getByTestId('mapping-problems');
    this.start = page.getByRole('button', { name: 'Start the import' });
    this.preview = page.getByTestId('live-preview');
  }

  /** `baseUrl`: a server of the test's own (the run's shared server by default). */
  async goto(datasetId: string, baseUrl = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/dataset/${encodeURIComponent(datasetId)}/add-records`);
  }

  /** Drops a file on the source step's drop zone, as from the desktop. */
  dropFile(path: string, type?: string): Promise<void> {
    return this.source.dropFile(path, type);
  }

  chooseFile(path: string): Promise<void> {
    return this.source.chooseFile(path);
  }

  /** A source column's card, by the column's name. */
  column(name: string): Locator {
    return this.mappingCards.and(this.page.locator(`[data-column="${name}"]`));
  }

  /** Where the column goes: a select whose options read "Text (text)", "Record’s external id", "Not imported"... */
  goesTo(column: string): Locator {
    return this.column(column).getByRole('combobox', { name: 'Goes to' });
  }

  /** The option the column's select shows now. */
  chosen(column: string): Locator {
    return this.goesTo(column).locator('option:checked');
  }

  /** Sends a column elsewhere, by the option's words. */
  async mapTo(column: string, option: string): Promise<void> {
    await this.goesTo(column).selectOption({ label: option });
  }

  /** A field of the previewed record, by its title. */
  previewField(title: string): Locator {
    return this.preview.getByRole('region', { name: title, exact: true });
  }

  /** Presses "Start the import", waits for the job's page, and answers the job's id from its address. */
  async startImport(): Promise<string> {
    await expect(this.start).toBeEnabled();
    await this.start.click();
    await this.page.waitForURL(/\/jobs\/[^/]+$/);
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/').pop()!);
  }
}
