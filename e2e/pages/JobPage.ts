import { expect, type Download, type Locator, type Page } from '@playwright/test';

/**
 * `/jobs/:jobId`: an import's (or an export's) progress, read again every second while it runs: its status,
 * its bar and counts, what came of it (the way to the records), the rows it refused with their download,
 * and "Cancel import" behind a confirmation.
 */
export class JobPage {
  readonly heading: Locator;
  readonly progressCard: Locator;
  /** The status in words: "Waiting to start", "Importing", "Finished", "Canceled"... */
  readonly status: Locator;
  /** "500 of 1,200 rows read", or the count alone while the total is not known. */
  readonly progressText: Locator;
  readonly progressBar: Locator;
  readonly written: Locator;
  readonly refused: Locator;
  /** Once it is over: finished (with "Start annotating"), failed with the server's reason, or canceled. */
  readonly outcome: Locator;
  readonly startAnnotating: Locator;
  readonly refusedRows: Locator;
  readonly refusedCount: Locator;
  readonly refusedTable: Locator;
  readonly downloadRefused: Locator;
  readonly cancel: Locator;
  readonly cancelDialog: Locator;
  readonly source: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.progressCard = page.getByTestId('job-progress');
    this.status = page.getByTestId('job-status');
    this.progressText = page.getByTestId('job-progress-text');
    this.progressBar = this.progressCard.getByRole('progressbar');
    this.written = page.getByTestId('job-written');
    this.refused = page.getByTestId('job-refused');
    this.outcome = page.getByTestId('job-outcome');
    this.startAnnotating = this.outcome.getByRole('link', { name: 'Start annotating' });
    this.refusedRows = page.getByTestId('refused-rows');
    this.refusedCount = page.getByTestId('refused-count');
    this.refusedTable = this.refusedRows.getByRole('table');
    this.downloadRefused = this.refusedRows.getByRole('button', { name: 'Download refused rows (CSV)' });
    this.cancel = page.getByRole('main').getByRole('button', { name: 'Cancel import' });
    this.cancelDialog = page.getByTestId('cancel-job-dialog');
    this.source = page.getByTestId('job-source');
  }

  /** `baseUrl`: a server of the test's own (the run's shared server by default). */
  async goto(jobId: string, baseUrl = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/jobs/${encodeURIComponent(jobId)}`);
  }

  /** The job's id, from the page's address. */
  jobId(): string {
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/').pop()!);
  }

  /** The refused rows listed, as [row number, reason] pairs in the table's order. */
  async listedRefusals(): Promise<[string, string][]> {
    return this.refusedTable.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '') as [string, string]),
    );
  }

  /** Downloads every refused row with the page's button; answers the file's name and text. */
  async downloadRefusedRows(): Promise<{ download: Download; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.downloadRefused.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { download, text: Buffer.concat(chunks).toString('utf8') };
  }

  /** Cancels the job as a person does: the header's button, then the dialog's own "Cancel import". */
  async cancelImport(): Promise<void> {
    await this.cancel.click();
    await expect(this.cancelDialog).toBeVisible();
    // The safe answer has the focus, so Enter would keep the import going.
    await expect(this.cancelDialog.getByRole('button', { name: 'Keep importing' })).toBeFocused();
    await this.cancelDialog.getByRole('button', { name: 'Cancel import' }).click();
    await expect(this.cancelDialog).toHaveCount(0);
  }
}
