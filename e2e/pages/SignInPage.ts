import { type Locator, type Page } from '@playwright/test';

/** `/sign-in`: the username and password form (and, when the server offers them, external logins). */
export class SignInPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    // Named by input name, not label text, so the same object works in every interface language.
    const form = page.locator('form');
    this.heading = page.getByRole('heading', { level: 1 });
    this.username = form.locator('input[name="username"]');
    this.password = form.locator('input[name="password"]');
    this.submit = form.locator('button[type="submit"]');
    this.error = form.getByRole('alert');
  }

  /** Opens sign-in (or any path that should end there), e.g. `goto('?omitCTA=true')`. */
  async goto(query = '', baseUrl = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/sign-in${query}`);
  }

  async fill(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.fill(username, password);
    await this.submit.click();
  }
}
