import { expect, test, type Locator } from '@playwright/test';
import { AppHeader } from '../pages/AppHeader';
import { UserSettingsPage } from '../pages/UserSettingsPage';
import { saveThemedScreenshots } from '../support/screenshots';
import { seedPublishedDataset, seedUser } from '../support/seed';
import { readPreferences, signInWithToken } from '../support/session';

const INSTALL_COMMAND = 'pip install "argilla==2.8.*" requests';

/** On how many lines the text of `element` is drawn. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });
}

test.describe('user settings', () => {
  test('shows who the person is, in both themes', async ({ page }) => {
    const { workspace } = await seedPublishedDataset({ records: 1 });
    const user = await seedUser('annotator', { workspaceIds: [workspace.id] });
    await signInWithToken(page, user.token);
    const settings = new UserSettingsPage(page);

    await settings.goto();
    await expect(settings.heading).toHaveText('My settings');
    await expect(page.getByTestId('profile-username')).toHaveText(user.username);
    await expect(page.getByTestId('role-badge')).toHaveText('Annotator');
    await expect(page.getByTestId('workspace-badges').getByRole('link')).toHaveText([workspace.name]);
    await expect(settings.themeOption('System')).toBeChecked();
    await expect(settings.languageOption('English')).toBeChecked();
    await saveThemedScreenshots(page, 'user-settings');
  });

  test('the API key is hidden until shown, and the copy button copies the real key', async ({ page, context }) => {
    const user = await seedUser('admin');
    const { api_key: apiKey } = await user.api.me();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWithToken(page, user.token);
    const settings = new UserSettingsPage(page);

    await settings.goto();
    await expect(settings.apiKey).toHaveAttribute('data-revealed', 'false');
    await expect(settings.apiKey).not.toContainText(apiKey);
    await expect(page.getByTestId('sdk-snippet')).not.toContainText(apiKey);
    // The README's install line, which a bare `pip install argilla` is not (argilla 2.8 needs `requests` too).
    await expect(page.getByTestId('sdk-section').getByText(INSTALL_COMMAND, { exact: true })).toBeVisible();

    await settings.copyKey.click();
    await expect(settings.apiKeySection.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);

    await settings.showKey.click();
    await expect(settings.apiKey).toHaveText(apiKey);
    await expect(page.getByTestId('sdk-snippet')).toContainText(`api_key="${apiKey}"`);
    await expect(settings.apiKeySection.getByRole('button', { name: 'Hide key' })).toBeVisible();
  });

  for (const language of ['en', 'de', 'es'] as const) {
    test(`the SDK's install line reads on one line and copies whole, in ${language} from 800 to 1,440 px`, async ({ page, context }) => {
      const user = await seedUser('annotator');
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInWithToken(page, user.token, { language });
      const settings = new UserSettingsPage(page);
      await settings.goto();
      const sdk = page.getByTestId('sdk-section');
      const command = sdk.getByText(INSTALL_COMMAND, { exact: true });
      for (const width of [800, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(command).toBeVisible();
        expect(await lineCount(command), `the install line's lines at ${width} px`).toBe(1);
      }
      // Its own copy button copies the line as it is, to paste into a terminal.
      await sdk.getByRole('region').filter({ hasText: INSTALL_COMMAND }).locator('xpath=..').getByRole('button').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(INSTALL_COMMAND);
      if (language === 'de') await saveThemedScreenshots(page, 'user-settings-sdk-de-1440');
    });
  }
});

test.describe('themes', () => {
  test('Dark applies at once and survives a reload; Light switches back', async ({ page }) => {
    const user = await seedUser('annotator');
    await signInWithToken(page, user.token);
    const settings = new UserSettingsPage(page);
    const html = page.locator('html');

    await settings.goto();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await settings.chooseTheme('Dark');
    await expect(settings.themeOption('Dark')).toBeChecked();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(settings.themeOption('Dark')).toBeChecked();
    expect((await readPreferences(page)).theme).toBe('dark');
    // A chosen theme ignores the system's.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await settings.chooseTheme('Light');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect((await readPreferences(page)).theme).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('System follows the colour scheme of the device, live', async ({ page }) => {
    const user = await seedUser('annotator');
    await signInWithToken(page, user.token, { theme: 'dark' });
    const settings = new UserSettingsPage(page);
    const html = page.locator('html');

    await page.emulateMedia({ colorScheme: 'light' });
    await settings.goto();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await settings.chooseTheme('System');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect((await readPreferences(page)).theme).toBe('system');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('languages', () => {
  test('Deutsch changes the interface without a reload and stays after one; Español likewise', async ({ page }) => {
    const user = await seedUser('admin');
    await signInWithToken(page, user.token);
    const settings = new UserSettingsPage(page);
    const header = new AppHeader(page);

    await settings.goto();
    await expect(settings.heading).toHaveText('My settings');
    await settings.chooseLanguage('Deutsch');

    await expect(settings.heading).toHaveText('Meine Einstellungen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(header.accountButton).toHaveAccessibleName(`Kontomenü von ${user.username}`);
    await expect(settings.themeOption('Dunkel')).toBeVisible();
    await header.openAccountMenu();
    await expect(header.menuItem('Meine Einstellungen')).toBeVisible();
    await expect(header.menuItem('Abmelden')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(settings.heading).toHaveText('Meine Einstellungen');
    await expect(settings.languageOption('Deutsch')).toBeChecked();
    expect((await readPreferences(page)).language).toBe('de');
    // Other pages follow: the (empty, for this new admin) dataset list reached from the header.
    await header.homeLink.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Erstelle dein erstes Dataset' })).toBeVisible();

    await settings.goto();
    await settings.chooseLanguage('Español');
    await expect(settings.heading).toHaveText('Mi configuración');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await header.openAccountMenu();
    await expect(header.menuItem('Cerrar sesión')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(settings.heading).toHaveText('Mi configuración');
    expect((await readPreferences(page)).language).toBe('es');

    // And back: English is offered under its own name whatever the interface speaks.
    await settings.chooseLanguage('English');
    await expect(settings.heading).toHaveText('My settings');
  });

  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('the sign-in page opens in German when no language was chosen', async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByText('Benutzername', { exact: true })).toBeVisible();
      await expect(page.locator('form button[type="submit"]')).toHaveText('Anmelden');
    });

    test('a language chosen in settings wins over the browser’s', async ({ page }) => {
      const user = await seedUser('annotator');
      await signInWithToken(page, user.token, { language: 'en' });
      await page.goto('/user-settings');
      await expect(new UserSettingsPage(page).heading).toHaveText('My settings');
    });
  });
});
