import { type Locator, type Page } from '@playwright/test';

/** The notifications region (bottom-right) and the toasts in it. */
export class Toasts {
  readonly region: Locator;

  constructor(readonly page: Page, regionName: string | RegExp = 'Notifications') {
    this.region = page.getByRole('region', { name: regionName });
  }

  /** A toast by its exact message; `data-type` says success, danger, info, warning or default. */
  toast(message: string): Locator {
    return this.region.locator('[data-type]').filter({ has: this.page.getByText(message, { exact: true }) });
  }

  all(): Locator {
    return this.region.locator('[data-type]');
  }
}
