import { type Locator, type Page } from '@playwright/test';

export type ThemeName = 'Light' | 'Dark' | 'System';
/** Languages are offered in their own names, whatever the interface language. */
export type LanguageName = 'English' | 'Deutsch' | 'Español';

/** `/user-settings`: profile, theme and language cards, the API key and the SDK snippet. */
export class UserSettingsPage {
  readonly heading: Locator;
  readonly themeSection: Locator;
  readonly languageSection: Locator;
  readonly apiKeySection: Locator;
  readonly apiKey: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.themeSection = page.getByTestId('theme-section');
    this.languageSection = page.getByTestId('language-section');
    this.apiKeySection = page.getByTestId('api-key-section');
    this.apiKey = page.getByTestId('api-key');
  }

  async goto(baseUrl = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/user-settings`);
  }

  /** The theme's radio button; its name is in the interface language (English by default). */
  themeOption(name: ThemeName | string): Locator {
    return this.themeSection.getByRole('radio', { name, exact: true });
  }

  languageOption(name: LanguageName): Locator {
    return this.languageSection.getByRole('radio', { name, exact: true });
  }

  async chooseTheme(name: ThemeName | string): Promise<void> {
    await this.themeOption(name).check();
  }

  async chooseLanguage(name: LanguageName): Promise<void> {
    await this.languageOption(name).check();
  }

  /** The key's show/hide and copy buttons, by their English names. */
  get showKey(): Locator {
    return this.apiKeySection.getByRole('button', { name: 'Show key' });
  }

  get copyKey(): Locator {
    return this.apiKeySection.getByRole('button', { name: 'Copy key' });
  }
}
