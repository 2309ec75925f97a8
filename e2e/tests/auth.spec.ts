import { endpoints } from '@gloss/contract';
import { expect, test, type Page } from '@playwright/test';
import { AppHeader } from '../pages/AppHeader';
import { ErrorPage } from '../pages/ErrorPage';
import { SignInPage } from '../pages/SignInPage';
import { Toasts } from '../pages/Toasts';
import { GlossApi } from '../support/api';
import { sharedServer } from '../support/shared-server';
import { saveThemedScreenshots } from '../support/screenshots';
import { seedUser } from '../support/seed';
import { PREFERENCES_KEY, readPreferences, signInWithToken, TOKEN_PREFERENCE } from '../support/session';

/** Asserts the page is at exactly this path and query (the hash aside). */
async function expectAt(page: Page, pathAndQuery: string) {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === pathAndQuery);
}

const signInWithRedirect = (path: string) => `/sign-in?redirect=${encodeURIComponent(path)}`;

test.describe('signing in', () => {
  for (const deepLink of ['/datasets?q=x&sort=name', '/user-settings']) {
    test(`a deep link opened signed out (${deepLink}) goes through sign-in and back to that exact path`, async ({ page }) => {
      const user = await seedUser('annotator');
      const signIn = new SignInPage(page);

      await page.goto(deepLink);
      await expectAt(page, signInWithRedirect(deepLink));
      await expect(signIn.heading).toHaveText('Sign in');

      await signIn.signIn(user.username, user.password);
      await expectAt(page, deepLink);
      await expect(new AppHeader(page).accountButton).toHaveAccessibleName(`Account menu for ${user.username}`);
      const stored = await readPreferences(page);
      expect(stored[TOKEN_PREFERENCE]).toMatch(/^Bearer .+/);
    });
  }

  test('home opened signed out goes to sign-in without a redirect query; signing in lands home', async ({ page }) => {
    const user = await seedUser('annotator');
    const signIn = new SignInPage(page);
    await page.goto('/');
    await expectAt(page, '/sign-in');
    await signIn.signIn(user.username, user.password);
    await expectAt(page, '/');
  });

  test('a wrong password shows the catalogue message and stays on sign-in; the button waits for both fields', async ({ page }) => {
    const user = await seedUser('annotator');
    const signIn = new SignInPage(page);
    await signIn.goto('?redirect=%2Fuser-settings');

    await expect(signIn.submit).toBeDisabled();
    await signIn.username.fill(user.username);
    await expect(signIn.submit).toBeDisabled();
    await signIn.username.clear();
    await signIn.password.fill('not-the-password');
    await expect(signIn.submit).toBeDisabled();
    await signIn.username.fill(user.username);
    await expect(signIn.submit).toBeEnabled();

    await signIn.submit.click();
    await expect(signIn.error).toHaveText('Wrong username or password. Try again');
    await expectAt(page, '/sign-in?redirect=%2Fuser-settings');
    await expect(signIn.username).toHaveAttribute('aria-invalid', 'true');
    expect((await readPreferences(page))[TOKEN_PREFERENCE]).toBeUndefined();

    // The same form then signs in with the right password, and still honours the redirect.
    await signIn.password.fill(user.password);
    await signIn.submit.click();
    await expectAt(page, '/user-settings');
  });

  test('after repeated wrong passwords the form says how long to wait, then signs in once the wait is over', async ({ page }) => {
    const user = await seedUser('annotator');
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.username.fill(user.username);
    await signIn.password.fill(user.password);
    // Five failures are free; each further one makes the next attempt wait twice as long as the one
    // before: after eight, 4 s. The form is filled first so that only its click follows them, and falls
    // inside the wait on a machine busy enough to take seconds over it.
    for (let failure = 0; failure < 8; failure += 1) await failSignIn(user.username);
    await signIn.submit.click();
    await expect(signIn.error).toHaveText(/^Too many failed sign-ins\. Try again in [1-4] seconds?$/);
    await expectAt(page, '/sign-in');

    const wait = Number(/in (\d) second/.exec((await signIn.error.textContent()) ?? '')?.[1]);
    await page.waitForTimeout(wait * 1_000 + 100);
    await signIn.submit.click();
    await expectAt(page, '/');
  });

  test('the sign-in page, in both themes', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await expect(signIn.submit).toBeDisabled();
    await expect(page.getByRole('complementary')).toContainText('Work on data together. Make your models better.');
    await saveThemedScreenshots(page, 'sign-in');
  });

  test('an unknown user gets the same message as a wrong password', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn('nobody-by-this-name', 'whatever-password');
    await expect(signIn.error).toHaveText('Wrong username or password. Try again');
  });

  test('/login is sign-in under the sign-in service\'s name, keeping the query; an empty OAuth callback goes home', async ({ page }) => {
    await page.goto('/login?redirect=%2Fuser-settings');
    await expectAt(page, '/sign-in?redirect=%2Fuser-settings');
    // Home, and so (signed out) sign-in without a redirect.
    await page.goto('/oauth/huggingface/callback');
    await expectAt(page, '/sign-in');
  });

  test('a signed-in person opening sign-in goes home, or to the redirect target it names', async ({ page }) => {
    const user = await seedUser('annotator');
    await signInWithToken(page, user.token);
    await page.goto('/sign-in');
    await expectAt(page, '/');
    await page.goto('/sign-in?redirect=%2Fuser-settings');
    await expectAt(page, '/user-settings');
    // Only paths of this app: another site is never a target.
    await page.goto('/sign-in?redirect=https%3A%2F%2Fexample.com%2F');
    await expectAt(page, '/');
  });
});

test.describe('signing out and expired sessions', () => {
  test('signing out from the account menu forgets the token, and protected pages ask to sign in again', async ({ page }) => {
    const user = await seedUser('admin');
    await signInWithToken(page, user.token);
    const header = new AppHeader(page);

    await page.goto('/user-settings');
    await expect(header.accountButton).toBeVisible();
    await header.openAccountMenu();
    await expect(header.menu).toContainText(user.username);
    await expect(header.menu).toContainText('Admin');
    await header.menuItem('Sign out').click();

    await expectAt(page, '/sign-in');
    const stored = await readPreferences(page);
    expect(stored).not.toHaveProperty(TOKEN_PREFERENCE);

    await page.goto('/datasets?q=after');
    await expectAt(page, signInWithRedirect('/datasets?q=after'));
    await page.goto('/user-settings');
    await expectAt(page, signInWithRedirect('/user-settings'));
  });

  test('a 401 on an invalid token signs out and lands on sign-in with the redirect query', async ({ page }) => {
    await signInWithToken(page, 'not-a-real-token');
    await page.goto('/datasets?q=expired');

    await expectAt(page, signInWithRedirect('/datasets?q=expired'));
    await expect(new SignInPage(page).heading).toHaveText('Sign in');
    // The failed call's catalogue message, as a danger toast.
    const toast = new Toasts(page).toast('Could not validate credentials');
    await expect(toast).toHaveAttribute('data-type', 'danger');
    await expect(toast).toHaveRole('alert');
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), PREFERENCES_KEY);
    expect(stored ?? '').not.toContain('not-a-real-token');
    await expect(new ErrorPage(page).root).toHaveCount(0);
  });

  test('a token the server no longer accepts (its user was deleted) ends the session the same way', async ({ page }) => {
    const user = await seedUser('annotator');
    await signInWithToken(page, user.token);
    await page.goto('/user-settings');
    await expect(new AppHeader(page).accountButton).toBeVisible();

    await GlossApi.asOwner().call(endpoints.deleteUser, { params: { user_id: user.id } });

    await page.reload();
    await expectAt(page, signInWithRedirect('/user-settings'));
  });
});

/** One wrong password for `username`, sent once any wait the last one set is over, so that it counts. */
async function failSignIn(username: string): Promise<void> {
  const { baseUrl } = sharedServer();
  for (;;) {
    const response = await fetch(new URL(endpoints.createToken.path, baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: 'not-the-password' }).toString(),
    });
    if (response.status === 401) return;
    expect(response.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after')) * 1_000 + 50));
  }
}
