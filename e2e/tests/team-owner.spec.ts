import { endpoints } from '@gloss/contract';
import { expect, test } from '@playwright/test';
import { AppHeader } from '../pages/AppHeader';
import { TeamPage } from '../pages/TeamPage';
import { Toasts } from '../pages/Toasts';
import { GlossApi, tokenFor } from '../support/api';
import { statusOf } from '../support/people';
import { seedPublishedDataset, seedUser, unique } from '../support/seed';
import { signInWithToken } from '../support/session';

/** An owner runs the accounts from the Team page; every change is read back through the API. */
test.describe('the Team page, as an owner', () => {
  test('creates a user whose password and API key are shown once and then work', async ({ page, context }) => {
    const owner = await seedUser('owner');
    const workspace = await GlossApi.asOwner().createWorkspace(unique('ws'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWithToken(page, owner.token);
    const team = new TeamPage(page);
    const username = unique('ada');

    await page.goto('/');
    await new AppHeader(page).openAccountMenu();
    await new AppHeader(page).menuItem('Team').click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(team.heading).toHaveText('Team');

    // Nothing is sent while the form has a problem; the problems are said in place.
    const form = await team.fillNewUser({ username: '-bad name', firstName: 'Ada', lastName: 'Lovelace', role: 'Admin', workspaces: [workspace.name] });
    const password = await team.formPassword();
    expect(password).toMatch(/^[A-Za-z2-9]{18}$/);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/users')) posts.push(request.url());
    });
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(form.getByText('Use letters, digits, "-" and "_" only, starting with a letter or digit.')).toBeVisible();
    expect(posts).toEqual([]);

    await form.getByLabel('Username').fill(username);
    await form.getByRole('button', { name: 'Create user' }).click();
    const created = team.dialog('created-user-dialog');
    await expect(created.getByRole('heading')).toHaveText(`User ${username} created`);
    await expect(created.getByTestId('created-password')).toHaveText(password);
    const apiKey = (await created.getByTestId('created-api-key').textContent()) ?? '';
    expect(apiKey.length).toBeGreaterThan(40);
    await created.getByRole('button', { name: 'Copy password' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await expect(new Toasts(page).toast(`User ${username} created`)).toBeVisible();

    // Shown once: closed, neither is anywhere on the page any more.
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();
    const row = await team.find(username);
    await expect(row).toContainText('Ada Lovelace');
    await expect(team.roleOf(username)).toHaveText('Admin');
    await expect(row).toContainText(workspace.name);
    await expect(row.getByTestId('team-last-sign-in')).toHaveText('Never');
    await expect(page.locator('body')).not.toContainText(password);
    await expect(page.locator('body')).not.toContainText(apiKey);

    // Through the API: the password and the key sign in as the new admin, a member of the workspace.
    const token = await tokenFor(username, password);
    const me = await GlossApi.asOwner().as({ token }).me();
    expect(me).toMatchObject({ username, first_name: 'Ada', last_name: 'Lovelace', role: 'admin' });
    expect((await GlossApi.asOwner().as({ apiKey }).me()).username).toBe(username);
    const workspaces = await GlossApi.asOwner().call(endpoints.listUserWorkspaces, { params: { user_id: me.id } });
    expect(workspaces.items.map((item) => item.name)).toEqual([workspace.name]);
    // The sign-in just made shows as the last one.
    await page.reload();
    await expect((await team.find(username)).getByTestId('team-last-sign-in')).not.toHaveText('Never');
  });

  test('the new account is shown as soon as it exists, not once the lists are read again, and its username is never called taken', async ({ page }) => {
    const owner = await seedUser('owner');
    const workspace = await GlossApi.asOwner().createWorkspace(unique('ws'));
    await signInWithToken(page, owner.token);
    const team = new TeamPage(page);
    const username = unique('grace');
    await page.goto('/team');
    await expect(team.heading).toHaveText('Team');
    const form = await team.fillNewUser({ username, firstName: 'Grace', role: 'Annotator', workspaces: [workspace.name] });
    // From now on the lists read again after the account is made are held, as a slow server would.
    let holding = true;
    const held: Array<() => void> = [];
    await page.route(
      (url) => url.pathname === '/api/v1/users' || /^\/api\/v1\/workspaces\/[^/]+\/users$/.test(url.pathname),
      async (route) => {
        if (!holding || route.request().method() !== 'GET') return route.continue();
        await new Promise<void>((release) => held.push(release));
        await route.continue();
      },
    );
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(team.dialog('created-user-dialog').getByRole('heading')).toHaveText(`User ${username} created`);
    await expect(page.getByText('Another account has this username.')).toHaveCount(0);
    holding = false;
    for (const release of held) release();
    await team.dialog('created-user-dialog').getByRole('button', { name: 'Done' }).click();
    await expect(await team.find(username)).toContainText('Grace');
  });

  test('resets a password: the old one stops working, the new one (shown once) works', async ({ page }) => {
    const owner = await seedUser('owner');
    const annotator = await seedUser('annotator');
    await signInWithToken(page, owner.token);
    const team = new TeamPage(page);

    await team.goto();
    await team.openAction(annotator.username, 'Reset the password of');
    const dialog = team.dialog('reset-password-dialog');
    await expect(dialog).toContainText('Their current password stops working');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog.getByRole('heading')).toHaveText(`New password for ${annotator.username}`);
    const password = (await dialog.getByTestId('new-password').textContent()) ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{18}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toContainText(password);

    await expect(tokenFor(annotator.username, annotator.password)).rejects.toThrow(/answered 401/);
    expect(await tokenFor(annotator.username, password)).toBeTruthy();
    // The sessions opened with the old password are over.
    expect(await statusOf(annotator.api, endpoints.getMe, {})).toBe(401);
  });

  test('changes a role', async ({ page }) => {
    const owner = await seedUser('owner');
    const annotator = await seedUser('annotator');
    await signInWithToken(page, owner.token);
    const team = new TeamPage(page);

    await team.goto();
    await team.openAction(annotator.username, 'Change the role of');
    const dialog = team.dialog('change-role-dialog');
    const save = dialog.getByRole('button', { name: 'Change role' });
    await expect(dialog.getByRole('radio', { name: 'Annotator (current)' })).toBeChecked();
    await expect(save).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Admin', exact: true }).check();
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(team.roleOf(annotator.username)).toHaveText('Admin');
    await expect(new Toasts(page).toast(`${annotator.username} is now: Admin`)).toBeVisible();

    const user = await GlossApi.asOwner().call(endpoints.getUser, { params: { user_id: annotator.id } });
    expect(user.role).toBe('admin');
  });

  test('deletes a user after saying their responses go with them', async ({ page }) => {
    const owner = await seedUser('owner');
    const { workspace, dataset, records } = await seedPublishedDataset({ records: 1 });
    const annotator = await seedUser('annotator', { workspaceIds: [workspace.id] });
    await annotator.api.submitResponse(records[0]!.id, { label: 'positive' });
    expect((await GlossApi.asOwner().getProgress(dataset.id)).completed).toBe(1);
    await signInWithToken(page, owner.token);
    const team = new TeamPage(page);

    await team.goto();
    await team.openAction(annotator.username, 'Delete');
    const dialog = team.dialog('delete-user-dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`Delete ${annotator.username}?`);
    await expect(dialog).toContainText('Every response they gave, in every dataset (submitted, drafts and discarded), is deleted');
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await expect(dialog).toBeHidden();
    await expect(team.rows).toHaveCount(0);
    await expect(new Toasts(page).toast(`User ${annotator.username} deleted`)).toBeVisible();

    expect(await statusOf(GlossApi.asOwner(), endpoints.getUser, { params: { user_id: annotator.id } })).toBe(404);
    // Their answer went with them: the record they completed is pending again.
    expect(await GlossApi.asOwner().getProgress(dataset.id)).toMatchObject({ completed: 0, pending: 1 });
  });

  test('searches and sorts the list, in the URL', async ({ page }) => {
    const owner = await seedUser('owner');
    const tag = unique('sort');
    const api = GlossApi.asOwner();
    for (const [name, role] of [['c', 'annotator'], ['a', 'admin'], ['b', 'owner']] as const) {
      await api.createUser({ username: `${tag}-${name}`, password: 'password-1234', role, firstName: `Person ${name}` });
    }
    await signInWithToken(page, owner.token);
    const team = new TeamPage(page);

    await team.goto();
    await team.search.fill(tag);
    await expect(team.rows).toHaveCount(3);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(team.count).toHaveText(/^Shown: 3 of \d+$/);
    const usernames = () => team.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-username')));
    await expect.poll(usernames).toEqual([`${tag}-a`, `${tag}-b`, `${tag}-c`]);

    await team.sortButton('Role').click();
    await expect(team.columnHeader('Role')).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(usernames).toEqual([`${tag}-b`, `${tag}-a`, `${tag}-c`]);
    await team.sortButton('Role').click();
    await expect(team.columnHeader('Role')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(usernames).toEqual([`${tag}-c`, `${tag}-a`, `${tag}-b`]);
    await expect(page).toHaveURL(/sort=role&order=desc/);

    // The view is in the URL: a reload keeps it, Back undoes the last sort.
    await page.reload();
    await expect(team.search).toHaveValue(tag);
    await expect.poll(usernames).toEqual([`${tag}-c`, `${tag}-a`, `${tag}-b`]);
    await page.goBack();
    await expect(team.columnHeader('Role')).toHaveAttribute('aria-sort', 'ascending');

    // Two clicks in quick succession: the first sorts newest first, the second reverses it, even when
    // the second comes before the address bar has caught up with the first.
    await team.sortButton('Created').dblclick();
    await expect(team.columnHeader('Created')).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(usernames).toEqual([`${tag}-c`, `${tag}-a`, `${tag}-b`]);
    await expect(page).toHaveURL(/sort=created&order=asc/);
  });
});
