import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AppHeader } from '../pages/AppHeader';
import { Toasts } from '../pages/Toasts';
import { WorkspacesPage } from '../pages/WorkspacesPage';
import { GlossApi } from '../support/api';
import { statusOf } from '../support/people';
import { seedDraftDatasets, seedUser, unique } from '../support/seed';
import { signInWithToken } from '../support/session';

const membersOf = async (workspaceId: string) =>
  (await GlossApi.asOwner().call(endpoints.listWorkspaceUsers, { params: { workspace_id: workspaceId } })).items.map((user) => user.username);

const workspaceNames = async () => (await GlossApi.asOwner().call(endpoints.listMyWorkspaces, {})).items.map((workspace) => workspace.name);

/** An owner runs the workspaces from the Workspaces page; every change is read back through the API. */
test.describe('the Workspaces page, as an owner', () => {
  test('creates a workspace, refusing a name the SDK could not read back', async ({ page }) => {
    const owner = await seedUser('owner');
    await signInWithToken(page, owner.token);
    const workspaces = new WorkspacesPage(page);
    const name = unique('team');

    await page.goto('/');
    await new AppHeader(page).openAccountMenu();
    await new AppHeader(page).menuItem('Workspaces').click();
    await expect(workspaces.heading).toHaveText('Workspaces');

    await workspaces.newWorkspaceButton.click();
    const dialog = workspaces.dialog('create-workspace-dialog');
    await dialog.getByLabel('Name').fill('team with spaces');
    await dialog.getByRole('button', { name: 'Create workspace' }).click();
    await expect(dialog.getByText('Use letters, digits, "-" and "_" only.')).toBeVisible();
    expect(await workspaceNames()).not.toContain('team with spaces');

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create workspace' }).click();
    await expect(dialog).toBeHidden();
    await expect(workspaces.detailHeading).toHaveText(name);
    await expect(page).toHaveURL(new RegExp(`workspace=${name}`));
    await expect(workspaces.listLink(name)).toHaveAttribute('aria-current', 'page');
    await expect(new Toasts(page).toast(`Workspace ${name} created`)).toBeVisible();
    // No rename: the API has none.
    await expect(workspaces.detail.getByRole('button', { name: /rename/i })).toHaveCount(0);

    expect(await workspaceNames()).toContain(name);
  });

  test('adds a member with the picker (by keyboard) and removes one', async ({ page }) => {
    const owner = await seedUser('owner');
    const api = GlossApi.asOwner();
    const workspace = await api.createWorkspace(unique('ws'));
    const joining = await seedUser('annotator', { prefix: 'joining' });
    const leaving = await seedUser('admin', { workspaceIds: [workspace.id] });
    await signInWithToken(page, owner.token);
    const workspaces = new WorkspacesPage(page);

    await workspaces.goto(workspace.name);
    await expect(workspaces.detailHeading).toHaveText(workspace.name);
    await expect(workspaces.member(leaving.username)).toBeVisible();
    await expect(workspaces.addButton).toBeDisabled();

    // The combobox lists people who are not members yet; the first match is active, Enter chooses it.
    await workspaces.picker.fill(joining.username.slice(0, 12));
    await expect(workspaces.option(joining.username)).toBeVisible();
    await expect(workspaces.option(joining.username)).toHaveAttribute('data-active-item', 'true');
    await workspaces.picker.press('Enter');
    await expect(workspaces.picker).toHaveValue(joining.username);
    await workspaces.addButton.click();
    await expect(workspaces.member(joining.username)).toBeVisible();
    await expect(new Toasts(page).toast(`${joining.username} added to ${workspace.name}`)).toBeVisible();
    await expect(workspaces.picker).toHaveValue('');
    expect(await membersOf(workspace.id)).toEqual(expect.arrayContaining([joining.username, leaving.username]));

    // A member is not offered again.
    await workspaces.picker.fill(leaving.username);
    await expect(workspaces.page.getByText('Nobody matches.')).toBeVisible();
    await workspaces.picker.press('Escape');

    await workspaces.removeButton(leaving.username, workspace.name).click();
    await expect(workspaces.member(leaving.username)).toHaveCount(0);
    expect(await membersOf(workspace.id)).toEqual([joining.username]);
  });

  test('is told why a workspace holding datasets cannot be deleted, and deletes an empty one', async ({ page }) => {
    const owner = await seedUser('owner');
    const api = GlossApi.asOwner();
    const full = await api.createWorkspace(unique('full'));
    await seedDraftDatasets(full.id, ['reviews', 'emails']);
    const empty = await api.createWorkspace(unique('empty'));
    await signInWithToken(page, owner.token);
    const workspaces = new WorkspacesPage(page);
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });

    // Known to hold datasets: the dialog names them and offers no deletion (no request is sent).
    await workspaces.goto(full.name);
    await expect(workspaces.detail).toContainText('Datasets: 2');
    await workspaces.deleteButton.click();
    const dialog = workspaces.dialog('delete-workspace-dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`Workspace ${full.name} cannot be deleted yet`);
    await expect(dialog.getByTestId('delete-blocked')).toContainText('It still holds datasets: emails, reviews.');
    await expect(dialog.getByRole('button', { name: 'Delete workspace' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(deletes).toEqual([]);

    // A dataset arrives after the page loaded: the server refuses, and the page says why.
    await workspaces.goto(empty.name);
    await expect(workspaces.detail).toContainText('Datasets: 0');
    await seedDraftDatasets(empty.id, ['late']);
    await workspaces.deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete workspace' }).click();
    await expect(dialog.getByTestId('refusal')).toHaveText(
      'The server refused: this workspace holds datasets (added since this page loaded). Delete them first.',
    );
    await expect(dialog.getByTestId('delete-blocked')).toContainText('It still holds datasets: late.');
    expect(await workspaceNames()).toContain(empty.name);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Once empty, it goes.
    const late = (await api.call(endpoints.listMyDatasets, {})).items.find((dataset) => dataset.workspace_id === empty.id)!;
    await api.call(endpoints.deleteDataset, { params: { dataset_id: late.id } });
    await page.reload();
    await expect(workspaces.detail).toContainText('Datasets: 0');
    await workspaces.deleteButton.click();
    await expect(dialog.getByRole('heading')).toHaveText(`Delete workspace ${empty.name}?`);
    await dialog.getByRole('button', { name: 'Delete workspace' }).click();
    await expect(dialog).toBeHidden();
    await expect(workspaces.listLink(empty.name)).toHaveCount(0);
    expect(await workspaceNames()).not.toContain(empty.name);
    expect(await statusOf(api, endpoints.getWorkspace, { params: { workspace_id: empty.id } })).toBe(404);
  });
});
