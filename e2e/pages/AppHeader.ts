import { type Locator, type Page } from '@playwright/test';

/** The top bar of every signed-in page: home link, breadcrumbs and the account menu. */
export class AppHeader {
  readonly root: Locator;
  readonly homeLink: Locator;
  readonly breadcrumbs: Locator;
  readonly accountButton: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('banner');
    this.homeLink = this.root.getByRole('link').first();
    this.breadcrumbs = this.root.getByRole('navigation');
    this.accountButton = this.root.locator('button[aria-haspopup="menu"]');
    this.menu = page.getByRole('menu');
  }

  async openAccountMenu(): Promise<void> {
    await this.accountButton.click();
    await this.menu.waitFor();
  }

  /** A menu entry by its visible name in the current language ('Sign out', 'Abmelden', …). */
  menuItem(name: string | RegExp): Locator {
    return this.menu.getByRole('menuitem', { name });
  }

  async signOut(name: string | RegExp = 'Sign out'): Promise<void> {
    await this.openAccountMenu();
    await this.menuItem(name).click();
  }

  async openMySettings(name: string | RegExp = 'My settings'): Promise<void> {
    await this.openAccountMenu();
    await this.menuItem(name).click();
  }
}

/** The warning a Space without persistent storage shows under the header. */
export class StorageBanner {
  readonly root: Locator;
  readonly settingsLink: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('storage-banner');
    this.settingsLink = this.root.getByRole('link');
  }
}
