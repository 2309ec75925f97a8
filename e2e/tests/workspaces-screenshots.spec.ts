import { expect, test } from '@playwright/test';
import { WorkspacesPage } from '../pages/WorkspacesPage';
import { GlossApi, tokenFor } from '../support/api';
import { seedCrew } from '../support/people';
import { saveThemedScreenshots } from '../support/screenshots';
import { startGlossServer, type GlossServer } from '../support/server';
import { signInWithToken } from '../support/session';

// A server of the file's own, so the pictures show a few fixed workspaces rather than every test's.
test.describe.configure({ mode: 'default' });

let server: GlossServer;

test.beforeAll(async () => {
  server = await startGlossServer({ name: 'workspaces-screenshots' });
  await seedCrew(new GlossApi(server.baseUrl, { apiKey: server.owner.apiKey }));
});

test.afterAll(async () => {
  await server?.stop();
});

test.describe('the Workspaces page, in both themes', () => {
  test('as the owner: a workspace, the member picker, and a deletion refused for its datasets', async ({ page }) => {
    await signInWithToken(page, await tokenFor(server.owner.username, server.owner.password, server.baseUrl));
    const workspaces = new WorkspacesPage(page);

    await workspaces.goto('research', server.baseUrl);
    await expect(workspaces.member('grace')).toBeVisible();
    await saveThemedScreenshots(page, 'workspaces-owner');

    await workspaces.picker.fill('a');
    await expect(workspaces.option('alan')).toBeVisible();
    await saveThemedScreenshots(page, 'workspaces-picker');
    await workspaces.picker.press('Escape');

    await workspaces.deleteButton.click();
    await expect(workspaces.dialog('delete-workspace-dialog')).toContainText('customer-reviews');
    await saveThemedScreenshots(page, 'workspaces-delete-refused');
  });

  test('as an admin: their workspaces, with removal only', async ({ page }) => {
    await signInWithToken(page, await tokenFor('ada', 'password-1234', server.baseUrl));
    const workspaces = new WorkspacesPage(page);

    await workspaces.goto('support', server.baseUrl);
    await expect(workspaces.member('alan')).toBeVisible();
    await saveThemedScreenshots(page, 'workspaces-admin');
  });
});
