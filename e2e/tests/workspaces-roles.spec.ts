import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { DatasetListPage } from '../pages/DatasetListPage';
import { Toasts } from '../pages/Toasts';
import { WorkspacesPage } from '../pages/WorkspacesPage';
import { GlossApi } from '../support/api';
import { statusOf } from '../support/people';
import { seedUser, unique } from '../support/seed';
import { signInWithToken } from '../support/session';

/**
 * What the Workspaces page offers each role is what the API lets that role do: an admin sees their own
 * workspaces and may remove members there (not themselves, which would lose them the workspace), but
 * cannot create, delete or add; an annotator is told the page is not theirs.
 */
test.describe('the Workspaces page per role', () => {
  test('an owner is offered creating, deleting, adding and removing', async ({ page }) => {
    const owner = await seedUser('owner');
    const workspace = await GlossApi.asOwner().createWorkspace(unique('ws'));
    await GlossApi.asOwner().addWorkspaceMember(workspace.id, owner.id);
    await signInWithToken(page, owner.token);
    const workspaces = new WorkspacesPage(page);

    await workspaces.goto(workspace.name);
    await expect(workspaces.detailHeading).toHaveText(workspace.name);
    await expect(workspaces.newWorkspaceButton).toBeVisible();
    await expect(workspaces.deleteButton).toBeVisible();
    await expect(workspaces.picker).toBeVisible();
    await expect(workspaces.limitedNote).toHaveCount(0);
    // An owner may remove anyone, themselves too: owners see every workspace anyway.
    await expect(workspaces.removeButton(owner.username, workspace.name)).toBeVisible();
  });

  test('a workspace deleted while the page loads leaves the others whole, and leaves the list', async ({ page }) => {
    const api = GlossApi.asOwner();
    const owner = await seedUser('owner');
    const workspace = await api.createWorkspace(unique('ws'));
    await api.addWorkspaceMember(workspace.id, owner.id);
    const gone = await api.createWorkspace(unique('gone'));
    // Someone deletes a workspace after the page has read the list and before it reads that workspace's members.
    let deleted = false;
    await page.route('**/api/v1/me/workspaces', async (route) => {
      const listed = await route.fetch();
      if (!deleted) {
        deleted = true;
        await api.call(endpoints.deleteWorkspace, { params: { workspace_id: gone.id } });
      }
      await route.fulfill({ response: listed });
    });
    await signInWithToken(page, owner.token);
    const workspaces = new WorkspacesPage(page);

    await workspaces.goto(workspace.name);
    await expect(workspaces.removeButton(owner.username, workspace.name)).toBeVisible();
    await expect(workspaces.detail.getByRole('alert')).toHaveCount(0);
    await expect(workspaces.listLink(gone.name)).toHaveCount(0);
    await expect(new Toasts(page).all()).toHaveCount(0);
    expect(deleted).toBe(true);
  });

  test('an admin sees their own workspaces, may remove others from them, and nothing more', async ({ page }) => {
    const api = GlossApi.asOwner();
    const mine = await api.createWorkspace(unique('mine'));
    const theirs = await api.createWorkspace(unique('theirs'));
    const admin = await seedUser('admin', { workspaceIds: [mine.id] });
    const colleague = await seedUser('annotator', { workspaceIds: [mine.id] });
    const outsider = await seedUser('annotator');
    await signInWithToken(page, admin.token);
    const workspaces = new WorkspacesPage(page);

    await new DatasetListPage(page).goto();
    await page.getByRole('main').getByRole('link', { name: 'Workspaces' }).click();
    await expect(workspaces.heading).toHaveText('Workspaces');
    await expect(workspaces.limitedNote).toContainText('Only an owner can create or delete workspaces and add members.');
    await expect(workspaces.list.getByRole('link')).toHaveCount(1);
    await expect(workspaces.listLink(mine.name)).toBeVisible();
    await expect(workspaces.listLink(theirs.name)).toHaveCount(0);
    await expect(workspaces.detailHeading).toHaveText(mine.name);
    await expect(workspaces.newWorkspaceButton).toHaveCount(0);
    await expect(workspaces.deleteButton).toHaveCount(0);
    await expect(workspaces.picker).toHaveCount(0);
    await expect(workspaces.member(admin.username)).toContainText('You');
    await expect(workspaces.removeButton(admin.username, mine.name)).toHaveCount(0);

    await workspaces.removeButton(colleague.username, mine.name).click();
    await expect(workspaces.member(colleague.username)).toHaveCount(0);
    const members = await api.call(endpoints.listWorkspaceUsers, { params: { workspace_id: mine.id } });
    expect(members.items.map((user) => user.username)).toEqual([admin.username]);

    // The API refuses an admin what the page does not offer.
    expect(await statusOf(admin.api, endpoints.createWorkspace, { body: { name: unique('nope') } })).toBe(403);
    expect(await statusOf(admin.api, endpoints.deleteWorkspace, { params: { workspace_id: mine.id } })).toBe(403);
    expect(await statusOf(admin.api, endpoints.addWorkspaceUser, { params: { workspace_id: mine.id }, body: { user_id: outsider.id } })).toBe(403);
    expect(await statusOf(admin.api, endpoints.listWorkspaceUsers, { params: { workspace_id: theirs.id } })).toBe(403);
    expect(await statusOf(admin.api, endpoints.listUsers, {})).toBe(403);
  });

  test('an annotator is told the page is not theirs', async ({ page }) => {
    const workspace = await GlossApi.asOwner().createWorkspace(unique('ws'));
    const annotator = await seedUser('annotator', { workspaceIds: [workspace.id] });
    const other = await seedUser('annotator', { workspaceIds: [workspace.id] });
    await signInWithToken(page, annotator.token);
    const workspaces = new WorkspacesPage(page);

    await workspaces.goto();
    await expect(workspaces.accessDenied).toContainText('Only owners and admins can see workspaces');
    await expect(workspaces.list).toHaveCount(0);
    await expect(workspaces.newWorkspaceButton).toHaveCount(0);

    expect(await statusOf(annotator.api, endpoints.listWorkspaceUsers, { params: { workspace_id: workspace.id } })).toBe(403);
    expect(
      await statusOf(annotator.api, endpoints.removeWorkspaceUser, { params: { workspace_id: workspace.id, user_id: other.id } }),
    ).toBe(403);
    expect(await statusOf(annotator.api, endpoints.createWorkspace, { body: { name: unique('nope') } })).toBe(403);
  });
});
