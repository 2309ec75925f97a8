import { expect, type Locator, type Page } from '@playwright/test';
import { Toasts } from './Toasts';

/** The dataset settings page of admins and owners, as a person sees it: tabs, item forms, the save bar. */
export class SettingsPage {
  readonly toasts: Toasts;

  constructor(readonly page: Page) {
    this.toasts = new Toasts(page);
  }

  async goto(datasetId: string, tab?: string) {
    await this.page.goto(`/dataset/${datasetId}/settings${tab ? `?tab=${tab}` : ''}`);
    await expect(this.page.getByRole('tablist', { name: 'Settings' })).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openTab(name: string) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** An item's form by its test id (`settings-question-sentiment`, `settings-guidelines`…). */
  item(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  update(item: Locator): Locator {
    return item.getByRole('button', { name: 'Update', exact: true });
  }

  cancel(item: Locator): Locator {
    return item.getByRole('button', { name: 'Cancel', exact: true });
  }

  get saveBar(): Locator {
    return this.page.getByTestId('settings-save-bar');
  }

  /** Every write the page sends to the settings endpoints, to check that a refused update sent nothing. */
  recordWrites(): string[] {
    const writes: string[] = [];
    this.page.on('request', (request) => {
      if (['PATCH', 'PUT', 'POST', 'DELETE'].includes(request.method()) && /\/api\/v1\/(datasets|fields|questions|metadata-properties|vectors-settings)\//.test(request.url())) {
        writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });
    return writes;
  }
}
