import { expect, type Download, type Locator, type Page } from '@playwright/test';

export type ExportFormatName = 'JSON Lines' | 'CSV' | 'Parquet';

/** The dataset's Export action (header of the annotation page, title of the settings page) and its dialog. */
export class ExportDialog {
  readonly button: Locator;
  readonly dialog: Locator;
  readonly matchingCount: Locator;
  readonly allCount: Locator;
  readonly download: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: 'Export', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Export records' });
    this.matchingCount = this.dialog.getByTestId('export-count-matching');
    this.allCount = this.dialog.getByTestId('export-count-all');
    this.download = this.dialog.getByRole('button', { name: 'Download' });
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.dialog).toBeVisible();
  }

  format(name: ExportFormatName): Locator {
    return this.dialog.getByRole('radio', { name, exact: true });
  }

  scope(name: 'All records' | 'Only the records matching the current search and filters'): Locator {
    return this.dialog.getByRole('radio', { name, exact: true });
  }

  /** Clicks Download and answers the file the browser saved, once it is whole. */
  async downloadFile(): Promise<{ download: Download; bytes: Buffer }> {
    const started = this.page.waitForEvent('download');
    await this.download.click();
    const download = await started;
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(await download.failure()).toBeNull();
    return { download, bytes: Buffer.concat(chunks) };
  }
}
