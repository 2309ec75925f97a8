import { expect, test, type Locator, type Page } from '@playwright/test';
import { DatasetTeamView } from '../pages/DatasetTeamView';
import { TeamPage } from '../pages/TeamPage';
import { WorkspacesPage } from '../pages/WorkspacesPage';
import { GlossApi, tokenFor } from '../support/api';
import { seedCrew } from '../support/people';
import { seedReviewDataset } from '../support/review-seed';
import { saveThemedScreenshots } from '../support/screenshots';
import { startGlossServer, type GlossServer } from '../support/server';
import { signInWithToken } from '../support/session';

/*
 * Every row of /team says who it is (and so do /workspaces' members and a dataset's Team tab) and keeps its actions in reach, at every width from 800 px: the
 * username (and the name where there is one) is on screen, and every button of the row is inside the
 * window and takes a click. An owner must never reset or delete the wrong person.
 */

// A server of the file's own: a small fixed team rather than every test's users.
test.describe.configure({ mode: 'default' });

const WIDTHS = [800, 1024, 1100, 1280, 1440] as const;
const NAMES: Record<string, string> = { ada: 'Ada Lovelace', grace: 'Grace Hopper', alan: 'Alan Turing', katherine: 'Katherine Johnson' };

let server: GlossServer;

test.beforeAll(async () => {
  server = await startGlossServer({ name: 'team-widths' });
  await seedCrew(new GlossApi(server.baseUrl, { apiKey: server.owner.apiKey }));
});

test.afterAll(async () => {
  await server?.stop();
});

/** The box of an element once scrolled into view, which must be on screen: not empty, inside the window. */
async function expectOnScreen(page: Page, element: Locator, what: string): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${what} is drawn`).not.toBeNull();
  expect(box!.width, `${what} has a width`).toBeGreaterThan(8);
  expect(box!.height, `${what} has a height`).toBeGreaterThan(8);
  expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the window`).toBeLessThanOrEqual(viewport.width);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

/** Its text is all there: nothing cut by an ellipsis or a zero-width column. */
async function expectWhole(element: Locator, what: string): Promise<void> {
  const cut = await element.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
  expect(cut, `${what} is not cut`).toBe(false);
}

for (const width of WIDTHS) {
  test(`at ${width} px every person is named on their row and every action of the row is in reach`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInWithToken(page, await tokenFor(server.owner.username, server.owner.password, server.baseUrl));
    const team = new TeamPage(page);
    await team.goto('', server.baseUrl);
    await expect(team.rows).toHaveCount(5);

    for (const username of ['ada', 'grace', 'alan', 'katherine', server.owner.username]) {
      const row = team.row(username);
      const usernameText = row.getByTestId('team-username');
      await expect(usernameText).toHaveText(username);
      await expectOnScreen(page, usernameText, `${username}'s username`);
      await expectWhole(usernameText, `${username}'s username`);
      if (NAMES[username]) {
        const name = row.getByTestId('team-name');
        await expect(name).toHaveText(NAMES[username]);
        await expectOnScreen(page, name, `${username}'s name`);
        await expectWhole(name, `${username}'s name`);
      }
      const buttons = team.rowButtons(username);
      const count = await buttons.count();
      expect(count, `${username}'s actions`).toBe(username === server.owner.username ? 0 : 3);
      for (let index = 0; index < count; index += 1) {
        const button = buttons.nth(index);
        const label = (await button.getAttribute('aria-label')) ?? `button ${index}`;
        await expectOnScreen(page, button, label);
        await expectWhole(button, label);
        // Nothing lies over it: a click would land on this button.
        await button.click({ trial: true });
      }
    }

    // The row's Delete opens the dialog about that person, not a neighbour.
    await team.actionButton('grace', 'Delete').click();
    await expect(team.dialog('delete-user-dialog')).toContainText('grace');
    await team.dialog('delete-user-dialog').getByRole('button', { name: 'Cancel' }).click();
    await saveThemedScreenshots(page, `team-owner-${width}`);
  });
}

test('at 800 px the cards sort as the table’s columns do, in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signInWithToken(page, await tokenFor(server.owner.username, server.owner.password, server.baseUrl));
  const team = new TeamPage(page);
  await team.goto('', server.baseUrl);
  const usernames = () => team.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-username')));
  await expect.poll(usernames).toEqual(['ada', 'alan', 'grace', 'katherine', server.owner.username].sort());
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Role' });
  await expect(page).toHaveURL(/sort=role&order=asc/);
  await expect.poll(usernames).toEqual([server.owner.username, 'ada', 'alan', 'grace', 'katherine']);
  await page.getByRole('button', { name: 'Ascending: change to descending' }).click();
  await expect(page).toHaveURL(/sort=role&order=desc/);
  await expect.poll(async () => (await usernames()).at(-1)).toBe(server.owner.username);
});

test('the members of a workspace stay named, with their Remove button in reach, at every width', async ({ page }) => {
  await signInWithToken(page, await tokenFor(server.owner.username, server.owner.password, server.baseUrl));
  const workspaces = new WorkspacesPage(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await workspaces.goto('research', server.baseUrl);
    for (const username of ['ada', 'grace']) {
      const member = workspaces.member(username);
      await expectOnScreen(page, member.getByText(username, { exact: true }), `${username} in research`);
      const remove = member.getByRole('button');
      await expectOnScreen(page, remove, `removing ${username}`);
      await remove.click({ trial: true });
    }
  }
});

test('a dataset’s Team tab keeps each member’s name in view while its numbers scroll sideways', async ({ page }) => {
  const { dataset, reviewer, annA } = await seedReviewDataset();
  await signInWithToken(page, reviewer.token, { language: 'de' });
  const team = new DatasetTeamView(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await team.goto(dataset.id);
    const name = team.member(annA.username).locator('th').getByText(annA.username, { exact: true });
    await expect(name).toBeVisible();
    // As far sideways as the table goes: the member column stays.
    await team.members.evaluate((table) => table.parentElement?.scrollTo({ left: 10_000 }));
    await expectOnScreen(page, name, `${annA.username} on the Team tab`);
    const lastColumn = team.member(annA.username).locator('[data-column="lastActivity"]');
    await expectOnScreen(page, lastColumn, 'the last column');
    const nameBox = (await name.boundingBox())!;
    const lastBox = (await lastColumn.boundingBox())!;
    expect(nameBox.x + nameBox.width, 'the name is not under the numbers').toBeLessThanOrEqual(lastBox.x);
  }
});
