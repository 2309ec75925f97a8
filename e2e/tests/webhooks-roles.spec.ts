import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AppHeader } from '../pages/AppHeader';
import { DatasetListPage } from '../pages/DatasetListPage';
import { WebhooksPage } from '../pages/WebhooksPage';
import { GlossApi } from '../support/api';
import { statusOf } from '../support/people';
import { seedUser, unique } from '../support/seed';
import { signInWithToken } from '../support/session';

/**
 * Webhooks are the owners' alone: only they are linked to the page, and admins and annotators who open it
 * anyway are told it is not theirs, as the API refuses them (403). Nothing here creates a webhook, so the
 * shared server's limit of 10 is left to the files that do, on servers of their own.
 */
test.describe('the Webhooks page per role', () => {
  test('an owner finds it in the account menu and on the dataset list', async ({ page }) => {
    const owner = await seedUser('owner');
    await signInWithToken(page, owner.token);
    const list = new DatasetListPage(page);
    await list.goto();
    await expect(page.getByRole('main').getByRole('link', { name: 'Webhooks' })).toBeVisible();
    const header = new AppHeader(page);
    await header.openAccountMenu();
    await header.menuItem('Webhooks').click();
    const webhooks = new WebhooksPage(page);
    await expect(webhooks.heading).toHaveText('Webhooks');
    await expect(webhooks.accessDenied).toHaveCount(0);
    await expect(webhooks.newWebhookButton).toBeVisible();
  });

  for (const role of ['admin', 'annotator'] as const) {
    test(`an ${role} has no link to it, is told it is not theirs, and the API refuses them`, async ({ page }) => {
      const workspace = await GlossApi.asOwner().createWorkspace(unique('ws'));
      const person = await seedUser(role, { workspaceIds: [workspace.id] });
      await signInWithToken(page, person.token);

      await new DatasetListPage(page).goto();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
      const header = new AppHeader(page);
      await header.openAccountMenu();
      await expect(header.menuItem('My settings')).toBeVisible();
      await expect(header.menuItem('Webhooks')).toHaveCount(0);
      await page.keyboard.press('Escape');

      const webhooks = new WebhooksPage(page);
      await webhooks.goto();
      await expect(webhooks.accessDenied).toContainText('Only owners can manage webhooks');
      await expect(webhooks.newWebhookButton).toHaveCount(0);
      await expect(webhooks.list).toHaveCount(0);
      await expect(webhooks.accessDenied.getByRole('link', { name: 'Back to datasets' })).toBeVisible();

      expect(await statusOf(person.api, endpoints.listWebhooks, {})).toBe(403);
      expect(await statusOf(person.api, endpoints.createWebhook, { body: { url: 'https://example.com/hook', events: ['dataset.created'] } })).toBe(
        403,
      );
    });
  }
});
