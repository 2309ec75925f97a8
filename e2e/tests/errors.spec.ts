import { expect, test } from '@playwright/test';
import { ErrorPage } from '../pages/ErrorPage';
import { Toasts } from '../pages/Toasts';
import { saveThemedScreenshots } from '../support/screenshots';
import { seedUser } from '../support/seed';
import { signInWithToken } from '../support/session';

test.describe('unknown pages', () => {
  test('signed out, an unknown page shows 404 with the way back home (which then asks to sign in)', async ({ page }) => {
    const errorPage = new ErrorPage(page);
    await page.goto('/no/such/page');

    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(errorPage.status(404)).toBeVisible();
    await expect(errorPage.message('This page could not be found')).toBeVisible();
    await expect(errorPage.title).toHaveText('Something went wrong.');
    await expect(errorPage.root).toContainText("We can't seem to find the page you are looking for");
    await expect(errorPage.backHome).toHaveAttribute('href', '/');

    await errorPage.backHome.click();
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.search === '');
  });

  test('signed in, an unknown page shows the same 404, and the link goes home', async ({ page }) => {
    const user = await seedUser('annotator');
    await signInWithToken(page, user.token);
    const errorPage = new ErrorPage(page);
    await page.goto('/no/such/page');

    await expect(errorPage.status(404)).toBeVisible();
    await expect(errorPage.message('This page could not be found')).toBeVisible();
    await saveThemedScreenshots(page, '404');

    await errorPage.backHome.click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(errorPage.root).toHaveCount(0);
  });
});

test.describe('danger toasts from the error catalogue', () => {
  test('a 404 from a real call shows "Could not find the requested resource"', async ({ page }) => {
    // The OAuth callback exchanges its code with a provider the server does not have: a real 404.
    const toasts = new Toasts(page);
    await page.goto('/oauth/nosuch/callback?code=some-code&state=some-state');

    const toast = toasts.toast('Could not find the requested resource');
    await expect(toast).toHaveAttribute('data-type', 'danger');
    await expect(toast).toHaveRole('alert');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('The sign-in could not be completed. Try again.');
    await expect(page.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/sign-in');
  });

  // The server does not answer 429 or 500 on demand, so those two statuses are answered at the edge.
  for (const { status, message } of [
    { status: 429, message: 'Please wait a few seconds before trying again' },
    { status: 500, message: 'An error occurred, please try again later' },
  ]) {
    test(`a ${status} shows "${message}", replacing older toasts`, async ({ page }) => {
      const user = await seedUser('annotator');
      await signInWithToken(page, user.token);
      await page.route('**/api/v1/me', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ detail: 'edge' }) }),
      );
      const toasts = new Toasts(page);
      await page.goto('/user-settings');

      const toast = toasts.toast(message);
      await expect(toast).toHaveAttribute('data-type', 'danger');
      await expect(toast).toHaveRole('alert');
      // One failed call, one toast: whatever else failed before is cleared first.
      await expect(toasts.all().filter({ hasText: message })).toHaveCount(1);
    });
  }
});
