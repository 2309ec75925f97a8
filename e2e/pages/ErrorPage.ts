import { type Locator, type Page } from '@playwright/test';

/** The error page: status code, the message in a pill, the title, and the way back home. */
export class ErrorPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly backHome: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('error-page');
    this.title = this.root.getByRole('heading', { level: 1 });
    this.backHome = this.root.getByRole('link', { name: 'Back to home page' });
  }

  /** The status code, shown on its own line. */
  status(code: number): Locator {
    return this.root.getByText(String(code), { exact: true });
  }

  message(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }
}
