import { expect, test } from '@playwright/test';
import { TeamPage } from '../pages/TeamPage';
import { GlossApi, tokenFor } from '../support/api';
import { seedCrew } from '../support/people';
import { saveThemedScreenshots } from '../support/screenshots';
import { startGlossServer, type GlossServer } from '../support/server';
import { signInWithToken } from '../support/session';

// A server of the file's own, so the pictures show a small fixed team rather than every test's users.
test.describe.configure({ mode: 'default' });

let server: GlossServer;

test.beforeAll(async () => {
  server = await startGlossServer({ name: 'team-screenshots' });
  await seedCrew(new GlossApi(server.baseUrl, { apiKey: server.owner.apiKey }));
});

test.afterAll(async () => {
  await server?.stop();
});

test.describe('the Team page, in both themes', () => {
  test('as the owner: the list, the new-user form and the one-time secrets', async ({ page }) => {
    await signInWithToken(page, await tokenFor(server.owner.username, server.owner.password, server.baseUrl));
    const team = new TeamPage(page);

    await team.goto('', server.baseUrl);
    await expect(team.rows).toHaveCount(5);
    await expect(team.row('katherine')).toContainText('None');
    await saveThemedScreenshots(page, 'team-owner');

    const form = await team.fillNewUser({ username: 'dorothy', firstName: 'Dorothy', lastName: 'Vaughan', role: 'Annotator', workspaces: ['research'] });
    await saveThemedScreenshots(page, 'team-new-user');
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(team.dialog('created-user-dialog').getByTestId('created-api-key')).toBeVisible();
    await saveThemedScreenshots(page, 'team-created-user');
    await team.dialog('created-user-dialog').getByRole('button', { name: 'Done' }).click();

    await team.actionButton('grace', 'Delete').click();
    await saveThemedScreenshots(page, 'team-delete-user');
  });

  test('as an admin: the people of their workspaces, read only', async ({ page }) => {
    await signInWithToken(page, await tokenFor('ada', 'password-1234', server.baseUrl));
    const team = new TeamPage(page);

    await team.goto('', server.baseUrl);
    await expect(team.readOnlyNote).toBeVisible();
    await expect(team.row('alan')).toBeVisible();
    await expect(team.row('katherine')).toHaveCount(0);
    await saveThemedScreenshots(page, 'team-admin');
  });
});
