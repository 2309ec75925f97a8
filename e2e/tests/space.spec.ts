import { expect, test, type Page } from '@playwright/test';
import { AppHeader, StorageBanner } from '../pages/AppHeader';
import { SignInPage } from '../pages/SignInPage';
import { WelcomePage } from '../pages/WelcomePage';
import { GlossApi, tokenFor } from '../support/api';
import { saveThemedScreenshots } from '../support/screenshots';
import { seedUser } from '../support/seed';
import { startGlossServer, type GlossServer } from '../support/server';
import { signInWithToken } from '../support/session';

// Gloss running as a Space on the hosting platform: SPACE_* set, persistent storage not enabled.
const SPACE_ENV = { SPACE_ID: 'team/space', SPACE_AUTHOR_NAME: 'team', SPACE_TITLE: 'Team space' };
const ADMIN_TEXT =
  'This Space has no persistent storage: datasets and annotations are lost when it restarts. Enable persistent storage in the Space settings.';
const ANNOTATOR_TEXT =
  'This Space has no persistent storage: annotations may be lost when it restarts. Ask the Space owner to enable it.';

// The servers below are started once for the file: its tests stay together on one worker.
test.describe.configure({ mode: 'default' });

let space: GlossServer;
/** The same Space with the hosting platform's login (huggingface OAuth) configured. */
let spaceWithLogin: GlossServer;
/** A Space with the login configured whose host is not known: the provider could not send anyone back. */
let spaceWithoutHost: GlossServer;
const LOGIN_ENV = { OAUTH_CLIENT_ID: 'e2e-client', OAUTH_CLIENT_SECRET: 'e2e-secret' };

test.beforeAll(async () => {
  [space, spaceWithLogin, spaceWithoutHost] = await Promise.all([
    startGlossServer({ name: 'space', env: SPACE_ENV }),
    startGlossServer({ name: 'space-oauth', env: { ...SPACE_ENV, ...LOGIN_ENV, SPACE_HOST: 'team-space.hf.space' } }),
    startGlossServer({ name: 'space-oauth-no-host', env: { ...SPACE_ENV, ...LOGIN_ENV } }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([space?.stop(), spaceWithLogin?.stop(), spaceWithoutHost?.stop()]);
});

const at = (page: Page, server: GlossServer, pathAndQuery: string) =>
  expect(page).toHaveURL((url) => url.origin === server.baseUrl && `${url.pathname}${url.search}` === pathAndQuery);

test.describe('the persistent-storage banner', () => {
  test('the owner of a Space without persistent storage sees the admin text and a link to the Space settings', async ({ page }) => {
    const token = await tokenFor(space.owner.username, space.owner.password, space.baseUrl);
    await signInWithToken(page, token);
    const banner = new StorageBanner(page);

    await page.goto(`${space.baseUrl}/user-settings`);
    await expect(banner.root).toContainText(ADMIN_TEXT);
    await expect(banner.root).toHaveRole('alert');
    await expect(banner.settingsLink).toHaveText('Open the Space settings');
    await expect(banner.settingsLink).toHaveAttribute('href', 'https://huggingface.co/spaces/team/space/settings');
    await expect(banner.settingsLink).toHaveAttribute('target', '_blank');
  });

  test('an annotator of that Space sees the annotator text, without the settings link', async ({ page }) => {
    const owner = new GlossApi(space.baseUrl, { apiKey: space.owner.apiKey });
    const annotator = await seedUser('annotator', { api: owner });
    await signInWithToken(page, annotator.token);
    const banner = new StorageBanner(page);

    await page.goto(`${space.baseUrl}/user-settings`);
    await expect(new AppHeader(page).accountButton).toHaveAccessibleName(`Account menu for ${annotator.username}`);
    await expect(banner.root).toHaveText(ANNOTATOR_TEXT);
    await expect(banner.settingsLink).toHaveCount(0);
  });

  test('a server that is not a Space shows no banner', async ({ page }) => {
    const admin = await seedUser('admin');
    await signInWithToken(page, admin.token);
    const settingsAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/settings');
    await page.goto('/user-settings');
    const settings = await (await settingsAnswer).json();
    expect(settings.argilla.show_huggingface_space_persistent_storage_warning).toBeNull();
    await expect(new AppHeader(page).accountButton).toBeVisible();
    await expect(new StorageBanner(page).root).toHaveCount(0);
  });
});

test.describe('signing in on a Space', () => {
  test('without the hosting platform login, sign-in goes through the welcome page to the username form (omitCTA)', async ({ page }) => {
    const signIn = new SignInPage(page);

    // Sign-in on the platform redirects to the welcome page (dropping the redirect query); the welcome
    // page without a huggingface provider sends on to sign-in with omitCTA, which is shown as is.
    await page.goto(`${space.baseUrl}/sign-in?redirect=%2Fuser-settings`);
    await at(page, space, '/sign-in?omitCTA=true');
    await expect(signIn.heading).toHaveText('Sign in');

    // A deep link loses its redirect on the way, so signing in lands home.
    await page.goto(`${space.baseUrl}/user-settings`);
    await at(page, space, '/sign-in?omitCTA=true');
    await signIn.signIn(space.owner.username, space.owner.password);
    await at(page, space, '/');
    await expect(new StorageBanner(page).root).toContainText(ADMIN_TEXT);
  });

  test('with the hosting platform login, signed-out people land on the welcome page', async ({ page }) => {
    const welcome = new WelcomePage(page);
    await page.goto(`${spaceWithLogin.baseUrl}/sign-in?redirect=%2Fuser-settings`);

    await at(page, spaceWithLogin, '/welcome-hf-sign-in');
    await expect(welcome.heading).toHaveText('Welcome to Team space');
    await expect(page.getByRole('main')).toContainText('Join team to build better datasets for AI');
    await expect(welcome.providerButton).toBeVisible();
    await expect(welcome.usernameSignIn).toHaveAttribute('href', '/sign-in?omitCTA=true');
    await saveThemedScreenshots(page, 'welcome');

    await welcome.usernameSignIn.click();
    await at(page, spaceWithLogin, '/sign-in?omitCTA=true');
    await expect(new SignInPage(page).heading).toHaveText('Sign in');
    // The sign-in form offers the platform's login too.
    await expect(page.getByRole('button', { name: 'Sign in with Hugging Face' })).toBeVisible();
  });

  test('with the login configured but no known host, no login is offered: the username form it is', async ({ page }) => {
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/oauth2/providers');
    await page.goto(`${spaceWithoutHost.baseUrl}/sign-in`);
    expect(await (await answer).json()).toEqual({ items: [] });
    await at(page, spaceWithoutHost, '/sign-in?omitCTA=true');
    await expect(new SignInPage(page).heading).toHaveText('Sign in');
    await expect(page.getByRole('button', { name: 'Sign in with Hugging Face' })).toHaveCount(0);
  });

  test('the welcome page outside the hosting platform goes home (and so, signed out, to sign-in)', async ({ page }) => {
    await page.goto('/welcome-hf-sign-in');
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.search === '');
  });

  test('a signed-in person opening the welcome page goes home', async ({ page }) => {
    const token = await tokenFor(spaceWithLogin.owner.username, spaceWithLogin.owner.password, spaceWithLogin.baseUrl);
    await signInWithToken(page, token);
    await page.goto(`${spaceWithLogin.baseUrl}/welcome-hf-sign-in`);
    await at(page, spaceWithLogin, '/');
  });
});
