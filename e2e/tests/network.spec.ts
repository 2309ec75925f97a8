import { expect, test } from '@playwright/test';
import { SignInPage } from '../pages/SignInPage';
import { Toasts } from '../pages/Toasts';
import { seedUser } from '../support/seed';
import { signInWithToken } from '../support/session';

test('going offline shows a danger toast, coming back a success toast, both bottom-right', async ({ page, context }) => {
  const user = await seedUser('annotator');
  await signInWithToken(page, user.token);
  await page.goto('/user-settings');
  await expect(page.getByRole('banner')).toBeVisible();
  const toasts = new Toasts(page);

  await context.setOffline(true);
  const offline = toasts.toast('You are offline');
  await expect(offline).toHaveAttribute('data-type', 'danger');
  await expect(offline).toHaveRole('alert');

  const viewport = page.viewportSize()!;
  const box = (await offline.boundingBox())!;
  expect(box.x + box.width, 'right edge near the viewport’s').toBeGreaterThan(viewport.width - 64);
  expect(box.x, 'in the right half').toBeGreaterThan(viewport.width / 2);
  expect(box.y + box.height, 'bottom edge near the viewport’s').toBeGreaterThan(viewport.height - 64);
  expect(box.y, 'in the lower half').toBeGreaterThan(viewport.height / 2);

  await context.setOffline(false);
  const online = toasts.toast('You are online again');
  await expect(online).toHaveAttribute('data-type', 'success');
  await expect(offline).toHaveCount(0);
});

test('the offline notice also shows on the sign-in page, before anyone signs in', async ({ page, context }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await expect(signIn.heading).toBeVisible();
  await context.setOffline(true);
  await expect(new Toasts(page).toast('You are offline')).toHaveAttribute('data-type', 'danger');
  await context.setOffline(false);
  await expect(new Toasts(page).toast('You are online again')).toBeVisible();
});

test('a call cut off by the lost connection keeps the offline notice (no unreachable-server toast)', async ({ page, context }) => {
  const user = await seedUser('annotator');
  await signInWithToken(page, user.token);
  // Hold the workspaces call until the browser is offline, then let it fail as a dropped connection does.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/api/v1/me/workspaces', async (route) => {
    held = true;
    await released;
    await route.abort('internetdisconnected');
  });
  await page.goto('/user-settings');
  await expect.poll(() => held).toBe(true);
  const toasts = new Toasts(page);

  await context.setOffline(true);
  const offline = toasts.toast('You are offline');
  await expect(offline).toBeVisible();
  // The held call keeps the loading bar up; it goes once the app has handled the failure.
  const loadingBar = page.getByTestId('loading-bar');
  await expect(loadingBar).toBeVisible();
  release();
  await expect(loadingBar).toBeHidden();
  await expect(offline).toBeVisible();
  await expect(toasts.all()).toHaveCount(1);
  await context.setOffline(false);
});
