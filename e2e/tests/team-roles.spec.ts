import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AppHeader } from '../pages/AppHeader';
import { DatasetListPage } from '../pages/DatasetListPage';
import { TeamPage } from '../pages/TeamPage';
import { GlossApi } from '../support/api';
import { statusOf } from '../support/people';
import { seedPublishedDataset, seedUser, unique } from '../support/seed';
import { signInWithToken } from '../support/session';

/**
 * What the Team page offers each role is what the API lets that role do: every account action for an
 * owner (but on their own account), a read-only list of their workspaces' people for an admin (the
 * users endpoints answer them 403), and a plain "not allowed" for an annotator.
 */
test.describe('the Team page per role', () => {
  test('an owner is offered every account action, except on their own account', async ({ page }) => {
    const owner = await seedUser('owner');
    const annotator = await seedUser('annotator');
    await signInWithToken(page, owner.token);
    const team = new TeamPage(page);

    await team.goto();
    await expect(team.newUserButton).toBeVisible();
    await expect(team.columnHeader('Last sign-in')).toBeVisible();
    await team.find(annotator.username);
    await expect(team.rowButtons(annotator.username)).toHaveText(['Reset password', 'Change role', 'Delete']);
    await team.find(owner.username);
    await expect(team.rowButtons(owner.username)).toHaveCount(0);
    await expect(team.row(owner.username)).toContainText('Your own account: another owner can change it.');

    // The API agrees: the users endpoints are the owner's.
    expect(await statusOf(owner.api, endpoints.listUsers, {})).toBe(200);
    expect(await statusOf(owner.api, endpoints.getUser, { params: { user_id: annotator.id } })).toBe(200);
  });

  test('an admin sees the people of their workspaces, read only, and the API refuses them the rest', async ({ page }) => {
    const { workspace } = await seedPublishedDataset({ records: 1 });
    const elsewhere = await GlossApi.asOwner().createWorkspace(unique('ws'));
    const admin = await seedUser('admin', { workspaceIds: [workspace.id] });
    const colleague = await seedUser('annotator', { workspaceIds: [workspace.id] });
    const stranger = await seedUser('annotator', { workspaceIds: [elsewhere.id] });
    await signInWithToken(page, admin.token);
    const team = new TeamPage(page);
    const header = new AppHeader(page);

    // Reached from the dataset list and from the account menu.
    await new DatasetListPage(page).goto();
    await expect(page.getByRole('main').getByRole('link', { name: 'Team' })).toBeVisible();
    await header.openAccountMenu();
    await expect(header.menuItem('Team')).toBeVisible();
    await expect(header.menuItem('Workspaces')).toBeVisible();
    await header.menuItem('Team').click();

    await expect(team.readOnlyNote).toContainText('Only an owner can create accounts');
    await expect(team.rows).toHaveCount(2);
    await expect(team.row(colleague.username)).toContainText(workspace.name);
    await expect(team.row(admin.username)).toContainText('You');
    await expect(team.row(stranger.username)).toHaveCount(0);
    await expect(team.newUserButton).toHaveCount(0);
    await expect(team.table.getByRole('button', { name: /Reset|Change|Delete/ })).toHaveCount(0);
    await expect(team.table.getByRole('columnheader', { name: 'Last sign-in' })).toHaveCount(0);

    // The API: no account calls for an admin; their workspace's members, yes.
    expect(await statusOf(admin.api, endpoints.listUsers, {})).toBe(403);
    expect(await statusOf(admin.api, endpoints.createUser, { body: { username: unique('x'), first_name: 'X', password: 'password-1234' } })).toBe(403);
    expect(await statusOf(admin.api, endpoints.updateUser, { params: { user_id: colleague.id }, body: { role: 'admin' } })).toBe(403);
    expect(await statusOf(admin.api, endpoints.deleteUser, { params: { user_id: colleague.id } })).toBe(403);
    expect(await statusOf(admin.api, endpoints.listWorkspaceUsers, { params: { workspace_id: workspace.id } })).toBe(200);
    expect(await statusOf(admin.api, endpoints.listWorkspaceUsers, { params: { workspace_id: elsewhere.id } })).toBe(403);
  });

  test('an annotator is told the page is not theirs, and is offered no link to it', async ({ page }) => {
    const { workspace } = await seedPublishedDataset({ records: 1 });
    const annotator = await seedUser('annotator', { workspaceIds: [workspace.id] });
    await signInWithToken(page, annotator.token);
    const team = new TeamPage(page);
    const header = new AppHeader(page);

    await new DatasetListPage(page).goto();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Datasets');
    await expect(page.getByRole('main').getByRole('link', { name: 'Team' })).toHaveCount(0);
    await header.openAccountMenu();
    await expect(header.menuItem('My settings')).toBeVisible();
    await expect(header.menuItem('Team')).toHaveCount(0);
    await expect(header.menuItem('Workspaces')).toHaveCount(0);

    await team.goto();
    await expect(team.accessDenied).toContainText('Only owners and admins can see the team');
    await expect(team.table).toHaveCount(0);
    await team.accessDenied.getByRole('link', { name: 'Back to datasets' }).click();
    await expect(page).toHaveURL(/\/$/);

    expect(await statusOf(annotator.api, endpoints.listUsers, {})).toBe(403);
    expect(await statusOf(annotator.api, endpoints.listWorkspaceUsers, { params: { workspace_id: workspace.id } })).toBe(403);
  });
});
