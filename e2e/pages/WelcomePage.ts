import { type Locator, type Page } from '@playwright/test';

/** `/welcome-hf-sign-in`: a Space's landing page, with the hosting platform's login and a username fallback. */
export class WelcomePage {
  readonly heading: Locator;
  readonly providerButton: Locator;
  readonly usernameSignIn: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.providerButton = page.getByRole('button', { name: 'Sign in with Hugging Face' });
    this.usernameSignIn = page.getByRole('link', { name: 'Sign in with username' });
  }

  async goto(baseUrl = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/welcome-hf-sign-in`);
  }
}
